import { Dropdown } from 'primereact/dropdown';
import { ScheduledMetricTriggerPanel } from './scheduled-metric-trigger-panel';
import { ScheduledTriggerPanel } from './scheduled-trigger-panel';
import { emptyTriggerData } from './trigger-data';
import { TriggerExplanation, type TriggerEvent } from './trigger-explanation';
import type { TriggerPrototypeValue } from './trigger-types';
import { FormField } from '../form-page/form-field';
import { TRIGGER_TYPE, TRIGGER_TYPES, type TriggerType } from '@shared/triggers/trigger-prototype';
import './triggers.css';

const TYPES = TRIGGER_TYPES.map(({ id, name }) => ({ label: name, value: id }));

interface TriggerFieldsProps {
  value: TriggerPrototypeValue;
  onChange: (value: TriggerPrototypeValue) => void;
  /** The error at a path under triggerPrototype ('triggerData.interval'). */
  errorAt: (path: string) => string | undefined;
  required: boolean;
}

/**
 * The trigger type select and the panel of the chosen type; a new type starts from fresh data (spec
 * section 2). Disabled where the type is fixed (an event's own copy of a workflow's trigger).
 */
export function TriggerTypeField({ value, onChange, errorAt, disabled }: Omit<TriggerFieldsProps, 'required'> & { disabled?: boolean }) {
  return (
    <FormField id="trigger-type" label="Trigger type" error={errorAt('triggerType')} required>
      <Dropdown
        inputId="trigger-type"
        value={value.triggerType}
        options={TYPES}
        disabled={disabled}
        onChange={(e) => {
          const triggerType = e.value as TriggerType;
          if (triggerType !== value.triggerType) onChange({ triggerType, triggerData: emptyTriggerData(triggerType) });
        }}
      />
    </FormField>
  );
}

/** The panel of the trigger's type, then the trigger in words (and its time for the event, when one is at hand). */
export function TriggerPanel({ value, onChange, errorAt, required, event }: TriggerFieldsProps & { event?: TriggerEvent | null }) {
  const panel = {
    data: value.triggerData,
    onChange: (triggerData: TriggerPrototypeValue['triggerData']) => onChange({ ...value, triggerData }),
    errorOf: (field: string) => errorAt(`triggerData.${field}`),
    required,
  };
  return (
    <>
      {value.triggerType === TRIGGER_TYPE.scheduledMetric ? <ScheduledMetricTriggerPanel {...panel} /> : <ScheduledTriggerPanel {...panel} />}
      <TriggerExplanation trigger={value} event={event} />
    </>
  );
}
