import * as z from 'zod';
import { addDays, civilDateAt, existingInstantAt, instantAt, mondayOf, type CivilDate } from './amsterdam-time.ts';
import { DEADLINE_TYPES, EVENT_STATUS } from './directory/vocabulary.ts';
import { parseSendingTime } from './triggers/fields.ts';
import { BASED_ON, type ScheduledTriggerData } from './triggers/scheduled.ts';
import type { ScheduledMetricTriggerData } from './triggers/scheduled-metric.ts';
import { TRIGGER_TYPE, type TriggerPrototype } from './triggers/trigger-prototype.ts';

/**
 * When an event message workflow item sends: one pure function used by the server and by the
 * form's preview. The rules, one row each, are in docs/sending-time.md and its tests.
 */

/** What resolution needs of a directory event: its status (0 cancelled, 1 active) and deadlines (type id -> unix seconds). */
export interface EventTimes {
  status: number;
  deadlines: Record<string, number>;
}

export const UNRESOLVABLE_REASONS = ['event-cancelled', 'deadline-missing', 'empty-time-frame'] as const;
export type UnresolvableReason = (typeof UNRESOLVABLE_REASONS)[number];

/** When an event message workflow item sends, as resolution answers it (and the previews show it). */
export const ResolvedSendingTimeSchema = z.discriminatedUnion('kind', [
  /** Sends once, at `at` (unix seconds); `adjusted` tells that the wall-clock time fell in a daylight-saving change. */
  z.object({ kind: z.literal('at'), at: z.number().int(), outOfDate: z.boolean(), adjusted: z.enum(['gap', 'overlap']).optional() }),
  /** Checks its metric once a day at `time` between `from` and `to`; `next` is the first check not before now. */
  z.object({
    kind: z.literal('daily'),
    from: z.number().int(),
    to: z.number().int(),
    time: z.string(),
    first: z.number().int(),
    last: z.number().int(),
    next: z.number().int().nullable(),
    outOfDate: z.boolean(),
  }),
  z.object({ kind: z.literal('unresolvable'), reason: z.enum(UNRESOLVABLE_REASONS), message: z.string() }),
]);
export type SendingTime = z.infer<typeof ResolvedSendingTimeSchema>;

export const SENDING_TIME_TEXTS = {
  eventCancelled: 'The event is cancelled.',
  deadlineMissing: (type: number) => `The event has no ${DEADLINE_TYPES.find((t) => t.id === type)?.name ?? `#${type}`} deadline.`,
  emptyTimeFrame: 'The time frame holds no sending time.',
} as const;

export function resolveSendingTime(trigger: TriggerPrototype, event: EventTimes, now: number): SendingTime {
  if (event.status === EVENT_STATUS.cancelled) return { kind: 'unresolvable', reason: 'event-cancelled', message: SENDING_TIME_TEXTS.eventCancelled };
  return trigger.triggerType === TRIGGER_TYPE.scheduled ? resolveScheduled(trigger.triggerData, event, now) : resolveDaily(trigger.triggerData, now);
}

/** The Amsterdam date a scheduled trigger sends on, from the Amsterdam date of its deadline. */
export function scheduledDate(data: ScheduledTriggerData, deadlineDate: CivilDate): CivilDate {
  const direction = data.basedOnCriterion === BASED_ON.before ? -1 : 1;
  if (data.triggerScheduledType === 'days') return addDays(deadlineDate, direction * data.interval);
  // Weeks: the ISO week (Monday to Sunday) `interval` weeks from the deadline's week, on its earliest chosen day.
  const monday = mondayOf(addDays(deadlineDate, direction * 7 * data.interval));
  return addDays(monday, Math.min(...data.sendingDay) - 1);
}

function resolveScheduled(data: ScheduledTriggerData, event: EventTimes, now: number): SendingTime {
  const deadline = event.deadlines[String(data.eventDeadlineType)];
  if (deadline === undefined) return { kind: 'unresolvable', reason: 'deadline-missing', message: SENDING_TIME_TEXTS.deadlineMissing(data.eventDeadlineType) };
  const { hour, minute } = parseSendingTime(data.sendingTime);
  const { unix, adjusted } = instantAt(scheduledDate(data, civilDateAt(deadline)), hour, minute);
  return { kind: 'at', at: unix, outOfDate: unix < now, ...(adjusted ? { adjusted } : {}) };
}

function resolveDaily(data: ScheduledMetricTriggerData, now: number): SendingTime {
  const { timeFrameFrom: from, timeFrameTo: to, sendingTime: time } = data;
  const first = nextDailyFiring(time, from, to);
  const last = lastDailyFiring(time, to, from);
  if (first === null || last === null) return { kind: 'unresolvable', reason: 'empty-time-frame', message: SENDING_TIME_TEXTS.emptyTimeFrame };
  const next = nextDailyFiring(time, Math.max(now, from), to);
  return { kind: 'daily', from, to, time, first, last, next, outOfDate: next === null };
}

/**
 * The first daily firing at `time` (Amsterdam) not before `notBefore` and not after `notAfter`.
 * Like an EventBridge cron schedule, a time that does not exist on the spring-forward day does not
 * fire that day, and a time that occurs twice in autumn fires once (its first occurrence).
 */
export function nextDailyFiring(time: string, notBefore: number, notAfter = Infinity): number | null {
  const { hour, minute } = parseSendingTime(time);
  let date = civilDateAt(notBefore);
  // At most three days: the first may be too early and the next may be the spring-forward day.
  for (let i = 0; i < 3; i++, date = addDays(date, 1)) {
    const unix = existingInstantAt(date, hour, minute);
    if (unix !== null && unix >= notBefore) return unix <= notAfter ? unix : null;
  }
  return null;
}

/** The last daily firing at `time` not after `notAfter` and not before `notBefore`. */
export function lastDailyFiring(time: string, notAfter: number, notBefore = -Infinity): number | null {
  const { hour, minute } = parseSendingTime(time);
  let date = civilDateAt(notAfter);
  for (let i = 0; i < 3; i++, date = addDays(date, -1)) {
    const unix = existingInstantAt(date, hour, minute);
    if (unix !== null && unix <= notAfter) return unix >= notBefore ? unix : null;
  }
  return null;
}
