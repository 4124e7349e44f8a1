import { useRef, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { formatDate, parseDate, type CivilDate } from '@shared/amsterdam-time';
import { DASHBOARD_PRESET_DAYS } from '@shared/dashboard-constants';
import { nextDaysParams, RANGE_PARAMS, type DateRange } from '../date-range';
import type { DatePickerProps, Handover } from './date-picker';

type Picker = (props: DatePickerProps) => ReactNode;

/**
 * The date picker (PrimeReact's Calendar, about 19 KB gzip) is not part of the dashboard's first
 * load (decision 024): it loads when a date field is first focused or its button pressed, and
 * replaces the look-alike field below, taking over its focus and what was typed.
 */
let loadedPicker: Picker | undefined;
const loadPicker = () => import('./date-picker').then((module) => (loadedPicker = module.DatePicker));

interface FieldProps {
  id: string;
  value: CivilDate | null;
  invalid: boolean;
  onChange: (text: string) => void;
}

/**
 * Until the picker has loaded: the Calendar's field as it looks closed (its classes, so the theme
 * styles it alike). Typing a whole date here takes it, as the Calendar does; the first focus loads
 * the picker, which then opens unless Escape or Enter was pressed meanwhile.
 */
function LookAlikeField({ id, value, invalid, onChange, onLoaded }: FieldProps & { onLoaded: (picker: Picker, handover?: Handover) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<string | null>(null);
  const open = useRef(true);
  const loading = useRef(false);
  const shown = text ?? (value ? formatDate(value) : '');

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    void loadPicker().then((picker) => {
      const focused = document.activeElement === input.current;
      onLoaded(picker, focused ? { open: open.current, text: input.current?.value ?? '' } : undefined);
    });
  };

  return (
    <span className={`p-calendar p-component p-inputwrapper p-calendar-w-btn p-calendar-w-btn-right${invalid ? ' p-invalid' : ''}`}>
      <input
        ref={input}
        id={id}
        type="text"
        className={`p-inputtext p-component${invalid ? ' p-invalid' : ''}`}
        value={shown}
        placeholder="YYYY-MM-DD"
        autoComplete="off"
        inputMode="none"
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'date-range-error' : undefined}
        onFocus={wake}
        onPointerDown={() => (open.current = true)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' || e.key === 'Enter') open.current = false;
        }}
        onChange={(e) => {
          setText(e.target.value);
          open.current = true;
          if (parseDate(e.target.value)) onChange(e.target.value);
        }}
        onBlur={() => setText(null)}
      />
      <button
        type="button"
        className="p-datepicker-trigger p-button p-component p-button-icon-only"
        aria-label="Choose Date"
        tabIndex={-1}
        onClick={() => {
          open.current = true;
          input.current?.focus();
        }}
      >
        <span className="p-button-icon pi pi-calendar" aria-hidden="true" />
        <span className="p-button-label p-c">&nbsp;</span>
      </button>
    </span>
  );
}

function DateField({ label, picker, handover, onLoaded, ...field }: FieldProps & { label: string; picker?: Picker; handover?: Handover; onLoaded: (picker: Picker, handover?: Handover) => void }) {
  const Picker = picker;
  return (
    <div className="date-range__field">
      <label htmlFor={field.id}>{label}</label>
      {Picker ? <Picker {...field} handover={handover} /> : <LookAlikeField {...field} onLoaded={onLoaded} />}
    </div>
  );
}

/** Start and end date (spec section 5: YYYY-MM-DD; the end may not be before the start, and then nothing loads). */
export function DateRangeFilter({ range, onChange }: { range: DateRange; onChange: (params: Record<string, string>) => void }) {
  // Both fields turn into pickers together; the one that had the focus hands it over.
  const [picker, setPicker] = useState<{ field: Picker; handover?: Handover & { id: string } } | undefined>(() => loadedPicker && { field: loadedPicker });
  const loaded = (id: string) => (field: Picker, handover?: Handover) => setPicker((current) => current ?? { field, handover: handover && { ...handover, id } });
  const field = (id: string, label: string, value: CivilDate | null, param: string) => (
    <DateField
      id={id}
      label={label}
      value={value}
      invalid={!!range.problem}
      onChange={(text) => onChange({ [param]: text })}
      picker={picker?.field}
      handover={picker?.handover?.id === id ? picker.handover : undefined}
      onLoaded={loaded(id)}
    />
  );
  return (
    <div className="date-range" role="group" aria-label="Date range">
      {field('date-range-start', 'Start date', range.start, RANGE_PARAMS.start)}
      {field('date-range-end', 'End date', range.end, RANGE_PARAMS.end)}
      <div className="date-range__presets" role="group" aria-label="Date range presets">
        {DASHBOARD_PRESET_DAYS.map((days) => (
          <Button key={days} type="button" label={`Next ${days} days`} size="small" text onClick={() => onChange(nextDaysParams(days))} />
        ))}
      </div>
      {range.problem && (
        <small id="date-range-error" className="p-error date-range__message" role="alert">
          {range.problem}
        </small>
      )}
    </div>
  );
}
