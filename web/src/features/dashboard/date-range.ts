import { civilDateAt, endOfDay, formatDate, parseDate, startOfDay, type CivilDate } from '@shared/amsterdam-time';
import { DASHBOARD_RANGE, DASHBOARD_WINDOW_DAYS, dateRangeProblem, nextDaysRange } from '@shared/dashboard-constants';
import { rangeParameter } from '@shared/list-query';
import { DASHBOARD_UI } from './dashboard-texts';
import { splitExtras } from '@/lib/list-state';

/**
 * The dashboard's date range in its URL: Amsterdam calendar days as YYYY-MM-DD under
 * `dateRange.start` / `dateRange.end` (the addresses people keep); the requests carry them in the
 * list contract's spelling as unix seconds (`filter[sendDate:from]` from 00:00:00,
 * `filter[sendDate:to]` to 23:59:59; docs/decisions/041-one-date-range-spelling.md).
 */
export const RANGE_PARAMS = { start: 'dateRange.start', end: 'dateRange.end' } as const;

/** Today to today + `days`, Amsterdam, as the URL writes them (the presets). */
export function nextDaysParams(days: number, nowSeconds = Date.now() / 1000): Record<string, string> {
  const { start, end } = nextDaysRange(civilDateAt(nowSeconds), days);
  return { [RANGE_PARAMS.start]: formatDate(start), [RANGE_PARAMS.end]: formatDate(end) };
}

/** Today to today + 30 days, Amsterdam (spec section 5). */
export const defaultRangeParams = (nowSeconds = Date.now() / 1000) => nextDaysParams(DASHBOARD_WINDOW_DAYS, nowSeconds);

export interface DateRange {
  start: CivilDate | null;
  end: CivilDate | null;
  /** What is wrong with it (nothing loads then), or null. */
  problem: string | null;
}

export function readRange(params: Readonly<Record<string, string>>): DateRange {
  const start = parseDate(params[RANGE_PARAMS.start] ?? '');
  const end = parseDate(params[RANGE_PARAMS.end] ?? '');
  const problem = !start || !end ? DASHBOARD_UI.badDate : dateRangeProblem(start, end);
  return { start, end, problem };
}

/** The API's range parameters, or null while the range is invalid (then nothing is requested). */
export function rangeQuery(range: DateRange): string | null {
  if (range.problem || !range.start || !range.end) return null;
  return `${rangeParameter(DASHBOARD_RANGE.field, 'from')}=${startOfDay(range.start)}&${rangeParameter(DASHBOARD_RANGE.field, 'to')}=${endOfDay(range.end)}`;
}

const RANGE_NAMES = { [RANGE_PARAMS.start]: '', [RANGE_PARAMS.end]: '' };

/** The API's query for the screen's query string (list parameters and dates), or null while the range is invalid. */
export function compositesQuery(queryString: string): string | null {
  const { listSearch, extras } = splitExtras(queryString, RANGE_NAMES);
  const range = rangeQuery(readRange(extras));
  return range && [listSearch, range].filter(Boolean).join('&');
}
