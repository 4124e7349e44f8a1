import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { NumberInput, SendingTimeInput, type TriggerPanelProps } from './trigger-inputs';
import type { TriggerData } from './trigger-types';
import { FormField } from '../form-page/form-field';
import { DEADLINE_TYPES } from '@shared/directory/vocabulary';
import { BASED_ON_OPTIONS, WEEKDAYS } from '@shared/triggers/scheduled';

const UNITS = [
  { label: 'Day(s)', value: 'days' },
  { label: 'Week(s)', value: 'weeks' },
];
const BASED_ON = BASED_ON_OPTIONS.map(({ id, name }) => ({ label: name, value: id }));
const DEADLINES = DEADLINE_TYPES.map(({ id, name }) => ({ label: name, value: id }));

/**
 * The scheduled trigger (spec sections 2, 3): interval days or weeks before or after an event
 * deadline, at a time; for weeks also the sending days (checkboxes day0..day6 are Monday 1 to Sunday 7).
 */
export function ScheduledTriggerPanel({ data, onChange, errorOf, required }: TriggerPanelProps) {
  const set = (patch: TriggerData) => onChange({ ...data, ...patch });
  const weeks = data.triggerScheduledType === 'weeks';
  const days = Array.isArray(data.sendingDay) ? (data.sendingDay as number[]) : [];
  const toggleDay = (day: number, on: boolean) => set({ sendingDay: on ? [...days, day].sort((a, b) => a - b) : days.filter((d) => d !== day) });
  const dayError = errorOf('sendingDay');

  return (
    <div className="trigger-panel" role="group" aria-label="Scheduled trigger">
      <div className="trigger-panel__row trigger-panel__row--long-last">
        <NumberInput id="trigger-interval" label="Interval" value={data.interval} onChange={(interval) => set({ interval })} error={errorOf('interval')} required={required} />
        <FormField id="trigger-unit" label="Days or weeks" error={errorOf('triggerScheduledType')} required={required}>
          <Dropdown
            inputId="trigger-unit"
            value={data.triggerScheduledType}
            options={UNITS}
            // The sending days belong to weeks only: a switch to days drops them.
            onChange={(e) => set({ triggerScheduledType: e.value, sendingDay: e.value === 'weeks' ? days : [] })}
          />
        </FormField>
        <FormField id="trigger-based-on" label="Before or after" error={errorOf('basedOnCriterion')} required={required}>
          <Dropdown inputId="trigger-based-on" value={data.basedOnCriterion} options={BASED_ON} onChange={(e) => set({ basedOnCriterion: e.value })} />
        </FormField>
        <FormField id="trigger-deadline" label="Event deadline type" error={errorOf('eventDeadlineType')} required={required}>
          <Dropdown
            inputId="trigger-deadline"
            value={data.eventDeadlineType}
            options={DEADLINES}
            filter
            placeholder="Choose a deadline"
            onChange={(e) => set({ eventDeadlineType: e.value })}
            className={errorOf('eventDeadlineType') ? 'p-invalid' : undefined}
          />
        </FormField>
      </div>
      {weeks && (
        <fieldset className="trigger-panel__days" aria-describedby={dayError ? 'trigger-days-error' : undefined}>
          <legend>
            Sending day{required && <span className="form-field__required" aria-hidden="true"> *</span>}
          </legend>
          {WEEKDAYS.map((day, index) => (
            <span key={day.id} className="trigger-panel__day">
              <Checkbox inputId={`day${index}`} checked={days.includes(day.id)} onChange={(e) => toggleDay(day.id, !!e.checked)} />
              <label htmlFor={`day${index}`}>{day.name}</label>
            </span>
          ))}
          {dayError && (
            <small id="trigger-days-error" className="p-error form-field__error" role="alert">
              {dayError}
            </small>
          )}
        </fieldset>
      )}
      <div className="trigger-panel__row">
        <SendingTimeInput id="trigger-time" label="Sending time" value={data.sendingTime} onChange={(sendingTime) => set({ sendingTime })} error={errorOf('sendingTime')} required={required} />
      </div>
    </div>
  );
}
