import { Dropdown } from 'primereact/dropdown';
import { FormField } from '@/components/form-page/form-field';
import { MAPPING_TEXTS } from '@shared/mapping';
import { FORM_STATUSES, STATUS, STATUS_LABELS, canMoveTo } from '@shared/status';

export type FormStatus = (typeof FORM_STATUSES)[number];

interface StatusFieldProps {
  id: string;
  value: number;
  onChange: (status: FormStatus) => void;
  /** The status as saved (edit mode): Active and Archived cannot go back to Draft. */
  storedStatus?: number;
  /** Whether the query may be activated: tested since its last edit, or active and unchanged. */
  queryTested: boolean;
  error?: string;
}

/**
 * Active, Draft, Archived (spec section 4). Active is offered only once the query was tested
 * successfully since its last edit; the server checks the same.
 */
export function StatusField({ id, value, onChange, storedStatus, queryTested, error }: StatusFieldProps) {
  const options = FORM_STATUSES.map((status) => ({
    label: STATUS_LABELS[status],
    value: status,
    disabled: (status === STATUS.active && !queryTested && value !== STATUS.active) || !canMoveTo(storedStatus, status),
  }));
  const untestedActive = value === STATUS.active && !queryTested;
  const message = error ?? (untestedActive ? MAPPING_TEXTS.queryNotTested : undefined);
  const hint = !queryTested && (
    <span className="status-field__hint">
      <i className="pi pi-info-circle" aria-hidden="true" /> Active needs a successful query test since the last edit.
    </span>
  );
  return (
    <FormField id={id} label="Status" error={message} hint={hint}>
      <Dropdown
        id={`${id}-select`}
        inputId={id}
        value={value}
        options={options}
        optionDisabled="disabled"
        // PrimeReact greys a disabled choice out but does not tell assistive technology.
        pt={{ item: (options) => ({ 'aria-disabled': options?.context.disabled }) }}
        onChange={(e) => onChange(e.value)}
        className={message ? 'p-invalid' : undefined}
      />
    </FormField>
  );
}
