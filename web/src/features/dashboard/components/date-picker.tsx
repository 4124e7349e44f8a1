import { useEffect, useRef, useState } from 'react';
import { Calendar } from 'primereact/calendar';
import { formatDate, type CivilDate } from '@shared/amsterdam-time';

// The picker works in local Dates; only the calendar day matters (it is read as an Amsterdam day).
const asDate = (date: CivilDate | null) => (date ? new Date(date.year, date.month - 1, date.day) : null);
const asCivil = (date: Date) => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

/** How the field was left before the picker loaded: focused, with the text typed so far, the panel wanted open or not. */
export interface Handover {
  open: boolean;
  text: string;
}

export interface DatePickerProps {
  id: string;
  value: CivilDate | null;
  invalid: boolean;
  onChange: (text: string) => void;
  /** Set when the field had the focus while this code loaded: the picker takes it over. */
  handover?: Handover;
}

/**
 * A date field of the dashboard's range: PrimeReact's Calendar, loaded when a date field is first
 * used (components/date-range-filter.tsx shows a look-alike field until then).
 */
export function DatePicker({ id, value, invalid, onChange, handover }: DatePickerProps) {
  const calendar = useRef<Calendar>(null);
  // Focused by the handover with the panel not wanted (Escape, Enter): it opens again from the next focus on.
  const [quiet, setQuiet] = useState(handover ? !handover.open : false);

  useEffect(() => {
    const input = calendar.current?.getInput();
    if (!handover || !input) return;
    if (handover.text !== (value ? formatDate(value) : '')) input.value = handover.text;
    input.focus();
    // Once, when the picker replaces the look-alike field: the handover is what that field knew then.
  }, []);

  return (
    // Enter takes the typed date and closes the picker, as a date field in a form would.
    <span className="date-range__picker" onKeyDown={(e) => e.key === 'Enter' && calendar.current?.hide()}>
      <Calendar
        ref={calendar}
        inputId={id}
        value={asDate(value)}
        onChange={(e) => e.value instanceof Date && onChange(formatDate(asCivil(e.value)))}
        dateFormat="yy-mm-dd"
        placeholder="YYYY-MM-DD"
        showIcon
        showOnFocus={!quiet}
        onBlur={() => setQuiet(false)}
        invalid={invalid}
        // The picker's own props do not reach its input; its pass-through does.
        pt={{ input: { root: { 'aria-invalid': invalid, 'aria-describedby': invalid ? 'date-range-error' : undefined } } }}
      />
    </span>
  );
}
