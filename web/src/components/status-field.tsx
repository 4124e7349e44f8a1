import { Dropdown } from 'primereact/dropdown';
import { FormField } from './form-page/form-field';
import { statusOptions } from './status-badge';
import { FORM_STATUSES, canMoveTo } from '@shared/status';

interface StatusFieldProps {
  id: string;
  value: number | undefined;
  onChange: (status: number) => void;
  /** The status as saved (edit mode): Active and Archived cannot go back to Draft. */
  storedStatus?: number;
  error?: string;
  hint?: string;
}

/**
 * A form's status select (spec section 4): Active, Draft, Archived, with Draft disabled once the
 * record was saved Active or Archived (the server refuses it too). A status a bulk action set
 * (Inactive) stays on offer while the record holds it.
 */
export function StatusField({ id, value, onChange, storedStatus, error, hint }: StatusFieldProps) {
  const statuses = value === undefined || (FORM_STATUSES as readonly number[]).includes(value) ? FORM_STATUSES : [value, ...FORM_STATUSES];
  const options = statusOptions(statuses).map((option) => ({ ...option, disabled: !canMoveTo(storedStatus, option.value) }));
  return (
    <FormField id={id} label="Status" error={error} hint={hint}>
      <Dropdown
        inputId={id}
        value={value}
        options={options}
        optionDisabled="disabled"
        // PrimeReact greys a disabled choice out but does not tell assistive technology.
        pt={{ item: (item) => ({ 'aria-disabled': item?.context.disabled }) }}
        onChange={(e) => onChange(e.value)}
        className={error ? 'p-invalid' : undefined}
      />
    </FormField>
  );
}
