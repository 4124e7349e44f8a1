import { InputText } from 'primereact/inputtext';
import type { TriggerData } from './trigger-types';
import { FormField } from '../form-page/form-field';

/** What a trigger panel edits: its type's data, with the errors the shared schema reports. */
export interface TriggerPanelProps {
  data: TriggerData;
  onChange: (data: TriggerData) => void;
  /** The error of a trigger data field ('interval'). */
  errorOf: (field: string) => string | undefined;
  /** Active workflows need a complete trigger: the labels say so. */
  required: boolean;
}

interface InputProps {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: number | string | null) => void;
  error?: string;
  required?: boolean;
}

const invalidProps = (id: string, error?: string) => ({
  className: error ? 'p-invalid' : undefined,
  'aria-invalid': !!error,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A whole-number field; empty is null, anything else goes to the schema as typed (so -1 or 1.5 get their texts). */
export function NumberInput({ id, label, value, onChange, error, required }: InputProps) {
  return (
    <FormField id={id} label={label} error={error} required={required}>
      <InputText
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(e) => onChange(e.target.value.trim() === '' ? null : Number(e.target.value))}
        {...invalidProps(id, error)}
      />
    </FormField>
  );
}

/** 'HH:mm', 24-hour, Europe/Amsterdam wall clock (spec section 9). */
export function SendingTimeInput({ id, label, value, onChange, error, required }: InputProps) {
  return (
    <FormField id={id} label={label} error={error} required={required} hint="HH:mm, 24-hour, Amsterdam time">
      <InputText
        id={id}
        value={typeof value === 'string' ? value : ''}
        placeholder="HH:mm"
        maxLength={5}
        onChange={(e) => onChange(e.target.value.trim() === '' ? null : e.target.value)}
        {...invalidProps(id, error)}
      />
    </FormField>
  );
}
