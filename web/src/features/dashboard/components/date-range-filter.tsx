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

/**
 * Whichever look-alike field has the focus when the picker arrives hands it over, with what it
 * holds: the one whose focus loaded the picker, or the other one, which the user may be typing in
 * by then (both fields turn into pickers together).
 */
function handoverOfFocused(): (Handover & { id: string }) | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement) || active.dataset.lookAlike === undefined) return undefined;
  return { id: active.id, open: active.dataset.open !== 'false', text: active.value };
}

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
function LookAlikeField({ id, value, invalid, onChange, onLoaded }: FieldProps & { onLoaded: (picker: Picker, handover?: Handover & { id: string }) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<string | null>(null);
  const loading = useRef(false);
  const wantOpen = (open: boolean) => input.current && (input.current.dataset.open = String(open));
  const shown = text ?? (value ? formatDate(value) : '');

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    void loadPicker().then((picker) => onLoaded(picker, handoverOfFocused()));
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
        data-look-alike=""
        onPointerDown={() => wantOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' || e.key === 'Enter') wantOpen(false);
        }}
        onChange={(e) => {
          setText(e.target.value);
          // typing a date: the picker, when it arrives, keeps the text and stays closed
          wantOpen(false);
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
          wantOpen(true);
          input.current?.focus();
        }}
      >
        <span className="p-button-icon pi pi-calendar" aria-hidden="true" />
        <span className="p-button-label p-c">&nbsp;</span>
      </button>
    </span>
  );
}

function DateField({ label, picker, handover, onLoaded, ...field }: FieldProps & { label: string; picker?: Picker; handover?: Handover; onLoaded: (picker: Picker, handover?: Handover & { id: string }) => void }) {
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
  const loaded = (field: Picker, handover?: Handover & { id: string }) => setPicker((current) => current ?? { field, handover });
  const field = (id: string, label: string, value: CivilDate | null, param: string) => (
    <DateField
      id={id}
      label={label}
      value={value}
      invalid={!!range.problem}
      onChange={(text) => onChange({ [param]: text })}
      picker={picker?.field}
      handover={picker?.handover?.id === id ? picker.handover : undefined}
      onLoaded={loaded}
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
