import { addDays, type CivilDate } from './amsterdam-time.ts';
import { EVENT_WORKFLOW_TEXTS } from './event-message-workflow-constants.ts';
import type { DateRangeRule } from './list-query.ts';

// Without zod: the SPA's first load takes these without the schemas, which are in dashboard.ts
// (it re-exports them; docs/decisions/024-spa-weight-and-serving.md).

/**
 * The dashboard's date range (spec sections 4, 5, 9): Amsterdam calendar days, by default today to
 * today + 30 days; the end may not be before the start, and the range spans at most a year (its
 * cost follows the window: one Query per month it touches).
 */
export const DASHBOARD_WINDOW_DAYS = 30;

export const DASHBOARD_TEXTS = {
  rangeInvalid: EVENT_WORKFLOW_TEXTS.dateRangeInvalid,
  rangeTooLong: 'The date range can span at most one year.',
} as const;

/**
 * The range in the API (the list and the counts): over the rows' `sendDate`, as
 * filter[sendDate:from] and filter[sendDate:to]; filter[dateRange.start] and filter[dateRange.end],
 * its spelling before the list contract had one, are read as the same ends
 * (docs/decisions/041-one-date-range-spelling.md).
 */
export const DASHBOARD_RANGE: DateRangeRule = {
  field: 'sendDate',
  aliases: [{ from: 'filter[dateRange.start]', to: 'filter[dateRange.end]' }],
  reversed: DASHBOARD_TEXTS.rangeInvalid,
};

/** The last day a range starting on `start` may end on: the same date a year later (28 February after a 29th). */
export function lastEndOf(start: CivilDate): CivilDate {
  const sameDay = addDays({ ...start, year: start.year + 1 }, 0);
  return sameDay.month === start.month ? sameDay : addDays(sameDay, -sameDay.day);
}

const order = (date: CivilDate) => date.year * 10_000 + date.month * 100 + date.day;

/** What is wrong with a range of calendar days, or null. */
export function dateRangeProblem(start: CivilDate, end: CivilDate): string | null {
  if (order(end) < order(start)) return DASHBOARD_TEXTS.rangeInvalid;
  if (order(end) > order(lastEndOf(start))) return DASHBOARD_TEXTS.rangeTooLong;
  return null;
}

/** Today to today + `days` (the screen's presets: the next 7, 30 and 90 days). */
export const nextDaysRange = (today: CivilDate, days: number) => ({ start: today, end: addDays(today, days) });
export const DASHBOARD_PRESET_DAYS = [7, DASHBOARD_WINDOW_DAYS, 90] as const;

export const defaultDateRange = (today: CivilDate) => nextDaysRange(today, DASHBOARD_WINDOW_DAYS);
