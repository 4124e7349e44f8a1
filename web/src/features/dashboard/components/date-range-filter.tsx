import { useRef } from 'react';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { formatDate, type CivilDate } from '@shared/amsterdam-time';
import { DASHBOARD_PRESET_DAYS } from '@shared/dashboard';
import { nextDaysParams, RANGE_PARAMS, type DateRange } from '../date-range';

// The picker works in local Dates; only the calendar day matters (it is read as an Amsterdam day).
const asDate = (date: CivilDate | null) => (date ? new Date(date.year, date.month - 1, date.day) : null);
const asCivil = (date: Date) => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

function DateField({ id, label, value, invalid, onChange }: { id: string; label: string; value: CivilDate | null; invalid: boolean; onChange: (text: string) => void }) {
  const calendar = useRef<Calendar>(null);
  return (
    // Enter takes the typed date and closes the picker, as a date field in a form would.
    <div className="date-range__field" onKeyDown={(e) => e.key === 'Enter' && calendar.current?.hide()}>
      <label htmlFor={id}>{label}</label>
      <Calendar
        ref={calendar}
        inputId={id}
        value={asDate(value)}
        onChange={(e) => e.value instanceof Date && onChange(formatDate(asCivil(e.value)))}
        dateFormat="yy-mm-dd"
        placeholder="YYYY-MM-DD"
        showIcon
        invalid={invalid}
        // The picker's own props do not reach its input; its pass-through does.
        pt={{ input: { root: { 'aria-invalid': invalid, 'aria-describedby': invalid ? 'date-range-error' : undefined } } }}
      />
    </div>
  );
}

/** Start and end date (spec section 5: YYYY-MM-DD; the end may not be before the start, and then nothing loads). */
export function DateRangeFilter({ range, onChange }: { range: DateRange; onChange: (params: Record<string, string>) => void }) {
  return (
    <div className="date-range" role="group" aria-label="Date range">
      <DateField id="date-range-start" label="Start date" value={range.start} invalid={!!range.problem} onChange={(text) => onChange({ [RANGE_PARAMS.start]: text })} />
      <DateField id="date-range-end" label="End date" value={range.end} invalid={!!range.problem} onChange={(text) => onChange({ [RANGE_PARAMS.end]: text })} />
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
