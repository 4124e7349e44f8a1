import type { ReactNode } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { FormField } from './form-page/form-field';
import { statusOptions } from './status-badge';
import { FORM_STATUSES, STATUS, canMoveTo, type BULK_STATUSES } from '@shared/status';

/** A status a record can hold: the form's three, or Inactive set by a bulk action. */
export type RecordStatus = (typeof BULK_STATUSES)[number];

interface StatusFieldProps {
  id: string;
  value: number | undefined;
  onChange: (status: RecordStatus) => void;
  /** The status as saved (edit mode): Active and Archived cannot go back to Draft. */
  storedStatus?: number;
  error?: string;
  hint?: ReactNode;
  /** The quick create's locked Active. */
  disabled?: boolean;
  /**
   * Why Active cannot be chosen yet (a reference set template's untested query): Active is offered
   * only to a record that is Active already, and then this text says what is missing.
   */
  activeBlockedText?: string;
  /** The select's own class (its width). */
  className?: string;
}

/**
 * A form's status select (spec section 4): Active, Draft, Archived, with Draft disabled once the
 * record was saved Active or Archived (the server refuses it too). A status a bulk action set
 * (Inactive) stays on offer while the record holds it.
 */
export function StatusField({ id, value, onChange, storedStatus, error, hint, disabled, activeBlockedText, className }: StatusFieldProps) {
  const statuses = value === undefined || (FORM_STATUSES as readonly number[]).includes(value) ? FORM_STATUSES : [value, ...FORM_STATUSES];
  const blocked = (status: number) => !!activeBlockedText && status === STATUS.active && value !== STATUS.active;
  const options = statusOptions(statuses).map((option) => ({ ...option, disabled: !canMoveTo(storedStatus, option.value) || blocked(option.value) }));
  const message = error ?? (activeBlockedText && value === STATUS.active ? activeBlockedText : undefined);
  return (
    <FormField id={id} label="Status" error={message} hint={hint}>
      <Dropdown
        id={`${id}-select`}
        inputId={id}
        value={value}
        options={options}
        optionDisabled="disabled"
        disabled={disabled}
        // PrimeReact greys a disabled choice out but does not tell assistive technology.
        pt={{ item: (item) => ({ 'aria-disabled': item?.context.disabled }) }}
        onChange={(e) => onChange(e.value)}
        className={[message ? 'p-invalid' : '', className ?? ''].join(' ').trim() || undefined}
      />
    </FormField>
  );
}
