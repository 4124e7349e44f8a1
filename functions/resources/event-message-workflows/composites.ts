import { malformed } from '../../domain/failure.ts';
import { readListParams, readListQuery, WHOLE_LIST } from '../../kit/list-engine.ts';
import { now } from '../../data/clock.ts';
import { windowDayCounts } from '../../data/item-counts.ts';
import { COMPOSITE_LIST, RANGE } from './composite-rows.ts';
import { readComposites } from './composite-plans.ts';
import { addDays, civilDateAt, endOfDay, startOfDay } from '../../../shared/amsterdam-time.ts';
import { EVENT_WORKFLOW_TEXTS, STATUS_COUNTS } from '../../../shared/event-message-workflows.ts';
import { DASHBOARD_RANGE, DASHBOARD_TEXTS, DASHBOARD_WINDOW_DAYS, lastEndOf } from '../../../shared/dashboard.ts';
import { rangeParameter, type DateRangeFilter, type ListRules } from '../../../shared/list-query.ts';

export { COMPOSITE_LIST } from './composite-rows.ts';

/**
 * The dashboard (spec section 2): items whose send date falls in a date range, as rows joined with
 * their workflows, messages and event summaries, and the count of each status in the range. A page
 * of rows costs about one page of the store in the common cases (composite-plans.ts), and the
 * counts are the per-day counters of the range's days (data/item-counts.ts), so neither grows with
 * the number of items in the range (docs/decisions/030-dashboard-cost-follows-the-page.md).
 */
export interface DateRange {
  start: number;
  end: number;
}

const NOT_GIVEN: DateRangeFilter = { parameters: { from: rangeParameter(RANGE, 'from'), to: rangeParameter(RANGE, 'to') } };

/** The range asked, by default today to today + 30 days; the end not before the start, at most a year; a refusal names the end as it was spelt. */
export function dateRangeOf(asked: DateRangeFilter = NOT_GIVEN): DateRange {
  const today = civilDateAt(now());
  const range = { start: asked.from ?? startOfDay(today), end: asked.to ?? endOfDay(addDays(today, DASHBOARD_WINDOW_DAYS)) };
  const end = asked.parameters.to;
  if (range.end < range.start) throw malformed(EVENT_WORKFLOW_TEXTS.dateRangeInvalid, { [end]: EVENT_WORKFLOW_TEXTS.dateRangeInvalid });
  // the window's reads go month by month and day by day: a range of decades would keep the store busy for minutes
  if (range.end > endOfDay(lastEndOf(civilDateAt(range.start)))) throw malformed(DASHBOARD_TEXTS.rangeTooLong, { [end]: DASHBOARD_TEXTS.rangeTooLong });
  return range;
}

/** The counts take the date range alone. */
export const COUNT_RULES: ListRules = { ...WHOLE_LIST, ranges: [DASHBOARD_RANGE] };

/** GET /v1/event-message-workflow-composites */
export async function listComposites(params: URLSearchParams) {
  const query = readListQuery(params, COMPOSITE_LIST);
  const { items, total } = await readComposites(query, dateRangeOf(query.ranges[RANGE]));
  return { items, total };
}

/** GET /v1/event-message-workflow-composites/count-of-each-status: the counters of the range's days (a part of a day tallied). */
export async function countOfEachStatus(params: URLSearchParams): Promise<Record<string, number>> {
  const range = dateRangeOf(readListParams(params, COUNT_RULES).ranges[RANGE]);
  const days = await windowDayCounts(range);
  return Object.fromEntries(STATUS_COUNTS.map(({ status, key }) => [key, days.reduce((sum, day) => sum + (day.counts.get(status) ?? 0), 0)]));
}
