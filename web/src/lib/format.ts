import dayjs from 'dayjs';
import { wallClockAt } from '@shared/amsterdam-time';

/** The spec's display formats (section 9). Times are unix seconds, shown in the browser's zone. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const formatDate = (unixSeconds: number | undefined) => (unixSeconds ? dayjs.unix(unixSeconds).format(DATE_FORMAT) : '');
export const formatDateTime = (unixSeconds: number | undefined) =>
  unixSeconds ? dayjs.unix(unixSeconds).format(DATE_TIME_FORMAT) : '';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Event times in the server time zone, Europe/Amsterdam (spec section 9), whatever the browser's
 * zone: what an event's dates and an item's sending time mean. 'YYYY-MM-DD HH:mm' on lists, the
 * timeline's 'DD/MM/YYYY' and 'HH:mm'.
 */
export function formatAmsterdam(unixSeconds: number | null | undefined, form: 'date-time' | 'day' | 'time'): string {
  if (unixSeconds === null || unixSeconds === undefined) return '';
  const c = wallClockAt(unixSeconds);
  if (form === 'time') return `${pad(c.hour)}:${pad(c.minute)}`;
  if (form === 'day') return `${pad(c.day)}/${pad(c.month)}/${c.year}`;
  return `${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}`;
}
