import * as z from 'zod';
import { addDays, type CivilDate } from './amsterdam-time.ts';
import { EVENT_WORKFLOW_TEXTS, STATUS_COUNTS } from './event-message-workflows.ts';
import { DeliveryCountsSchema } from './sending.ts';
import { FailureFixSchema } from './failure-fix.ts';
import { DraftTriggerPrototypeSchema } from './triggers/trigger-prototype.ts';

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

/** One row of the dashboard (spec section 3, the event message workflow composite); `id` is the item's. */
export const CompositeSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  countryName: z.string(),
  eventStatus: z.number().int().nullable(),
  messageType: z.number().int().nullable(),
  workflowName: z.string(),
  /** Unix seconds. */
  sendDate: z.number().int(),
  status: z.number().int(),
  updatedAt: z.number().int(),
  /** Delivered, and still on their way (pending or being handed over); null before the first send. */
  sent: z.number().int().nullable(),
  sending: z.number().int().nullable(),
  deliveries: DeliveryCountsSchema.nullable(),
  eventMessageWorkflow: z.object({
    id: z.number().int(),
    status: z.number().int(),
    /** Why it failed or is out of date. */
    note: z.string().nullable(),
    /** In error: the record to fix before it is reactivated, when staff can fix it. */
    fix: FailureFixSchema.nullable(),
    updatedAt: z.number().int(),
    trigger: DraftTriggerPrototypeSchema,
    /** Null when the workflow is gone. */
    messageWorkflow: z
      .object({
        id: z.number().int(),
        name: z.string(),
        triggerPrototype: DraftTriggerPrototypeSchema,
        message: z.object({ id: z.number().int(), name: z.string(), type: z.number().int() }).nullable(),
      })
      .nullable(),
  }),
});
export type Composite = z.infer<typeof CompositeSchema>;

/** GET .../count-of-each-status: the count of each status the dashboard shows, by the composite's count names. */
export const StatusCountsSchema = z.object(
  Object.fromEntries(STATUS_COUNTS.map(({ key }) => [key, z.number().int()])) as Record<(typeof STATUS_COUNTS)[number]['key'], z.ZodNumber>,
);
export type StatusCounts = z.infer<typeof StatusCountsSchema>;
