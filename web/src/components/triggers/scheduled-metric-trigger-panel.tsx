import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { frameDate, frameFrom, frameTo } from './trigger-data';
import { NumberInput, SendingTimeInput, type TriggerPanelProps } from './trigger-inputs';
import { FormField } from '../form-page/form-field';
import { EVENT_ROLES } from '@shared/directory/vocabulary';
import { DEFAULT_SPEAKER_ROLE, METRIC_TYPE, METRIC_TYPES } from '@shared/triggers/scheduled-metric';

const METRICS = METRIC_TYPES.map(({ id, name }) => ({ label: name, value: id }));
const ROLES = EVENT_ROLES.map(({ id, name }) => ({ label: name, value: id }));

function FrameDate({ id, label, value, onChange, error, required }: { id: string; label: string; value: unknown; onChange: (date: Date | null) => void; error?: string; required: boolean }) {
  return (
    <FormField id={id} label={label} error={error} required={required} hint="DD.MM.YYYY">
      <Calendar
        inputId={id}
        value={frameDate(value)}
        onChange={(e) => onChange((e.value as Date | null | undefined) ?? null)}
        dateFormat="dd.mm.yy"
        placeholder="DD.MM.YYYY"
        showIcon
        showButtonBar
        invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FormField>
  );
}

/**
 * The scheduled metric trigger (spec sections 2, 3): once the metric reaches the minimum number
 * during the time frame, at the sending time. The frame is picked as days, shown DD.MM.YYYY, and
 * stored from 00:00:00 of the first day to 23:59:59 of the last, Europe/Amsterdam.
 */
export function ScheduledMetricTriggerPanel({ data, onChange, errorOf, required }: TriggerPanelProps) {
  const set = (patch: Record<string, unknown>) => onChange({ ...data, ...patch });
  const speaker = data.metricType === METRIC_TYPE.speaker;

  return (
    <div className="trigger-panel" role="group" aria-label="Scheduled metric trigger">
      <div className="trigger-panel__row">
        <NumberInput
          id="trigger-minimum"
          label="Minimum number"
          value={data.metricTriggerNumber}
          onChange={(metricTriggerNumber) => set({ metricTriggerNumber })}
          error={errorOf('metricTriggerNumber')}
          required={required}
        />
        <FormField id="trigger-metric" label="Metric" error={errorOf('metricType')} required={required}>
          <Dropdown
            inputId="trigger-metric"
            value={data.metricType}
            options={METRICS}
            // The speaker role belongs to the speaker metric only (default 12).
            onChange={(e) => set({ metricType: e.value, speakerRole: e.value === METRIC_TYPE.speaker ? DEFAULT_SPEAKER_ROLE : null })}
          />
        </FormField>
        {speaker && (
          <FormField id="trigger-speaker-role" label="Speaker role" error={errorOf('speakerRole')}>
            <Dropdown inputId="trigger-speaker-role" value={data.speakerRole} options={ROLES} onChange={(e) => set({ speakerRole: e.value })} />
          </FormField>
        )}
      </div>
      <div className="trigger-panel__row">
        <FrameDate id="trigger-from" label="During from" value={data.timeFrameFrom} onChange={(date) => set({ timeFrameFrom: frameFrom(date) })} error={errorOf('timeFrameFrom')} required={required} />
        <FrameDate id="trigger-to" label="During to" value={data.timeFrameTo} onChange={(date) => set({ timeFrameTo: frameTo(date) })} error={errorOf('timeFrameTo')} required={required} />
        <SendingTimeInput id="trigger-time" label="Sending time" value={data.sendingTime} onChange={(sendingTime) => set({ sendingTime })} error={errorOf('sendingTime')} required={required} />
      </div>
    </div>
  );
}
