import { Calendar } from 'primereact/calendar';
import { type CivilDate } from '@shared/amsterdam-time';

// The panel works in local Dates; only the calendar day matters (it is read as an Amsterdam day).
const asDate = (date: CivilDate | null) => (date ? new Date(date.year, date.month - 1, date.day) : null);
const asCivil = (date: Date) => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

export interface DatePanelProps {
  id: string;
  /** The day shown chosen, and whose month the panel shows. */
  value: CivilDate | null;
  onChoose: (date: CivilDate) => void;
}

/**
 * The month panel of a dashboard date field: PrimeReact's Calendar drawn inline, loaded when a
 * date field is first opened (components/date-range-filter.tsx owns the field and the panel's place).
 */
export function DatePanel({ id, value, onChoose }: DatePanelProps) {
  return <Calendar id={id} inline value={asDate(value)} onChange={(e) => e.value instanceof Date && onChoose(asCivil(e.value))} />;
}
