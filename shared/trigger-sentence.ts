import { civilDateAt, isoWeekday, wallClockAt, type CivilDate } from './amsterdam-time.ts';
import { DEADLINE_TYPES } from './directory/vocabulary.ts';
import { resolveSendingTime, type EventTimes, type SendingTime } from './sending-time.ts';
import { METRIC_TYPES } from './triggers/scheduled-metric.ts';
import { BASED_ON, WEEKDAYS } from './triggers/scheduled.ts';
import { TRIGGER_TYPE, TriggerPrototypeSchema, type TriggerPrototype } from './triggers/trigger-prototype.ts';

/**
 * A trigger in words, and when it sends for an event, computed by the server's own resolution
 * (resolveSendingTime): the workflow form and the Edit trigger modal show it before Save or Apply
 * ("3 days before Delegate meeting booking at 09:30 → Thu 27 May 2027 09:30 for #10").
 * Times are Europe/Amsterdam's, whatever the reader's zone. Rules: docs/decisions/027.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** 'Thu 27 May 2027' */
const dayText = (date: CivilDate) => `${WEEKDAYS[isoWeekday(date) - 1].name.slice(0, 3)} ${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
/** 'Thu 27 May 2027 09:30' (Amsterdam) */
export const longDateTime = (unix: number) => {
  const clock = wallClockAt(unix);
  return `${dayText(civilDateAt(unix))} ${pad(clock.hour)}:${pad(clock.minute)}`;
};

/** The trigger in words; null while it is incomplete (an Active workflow's rules: TriggerPrototypeSchema). */
export function triggerSentence(value: unknown): string | null {
  const parsed = TriggerPrototypeSchema.safeParse(value);
  return parsed.success ? sentenceOf(parsed.data) : null;
}

function sentenceOf(trigger: TriggerPrototype): string {
  if (trigger.triggerType === TRIGGER_TYPE.scheduledMetric) {
    const data = trigger.triggerData;
    const metric = METRIC_TYPES.find((m) => m.id === data.metricType)?.name ?? `metric #${data.metricType}`;
    return `Once the ${metric} count reaches ${data.metricTriggerNumber}, checked daily at ${data.sendingTime} from ${dayText(civilDateAt(data.timeFrameFrom))} to ${dayText(civilDateAt(data.timeFrameTo))}`;
  }
  const data = trigger.triggerData;
  const deadline = DEADLINE_TYPES.find((t) => t.id === data.eventDeadlineType)?.name ?? `deadline #${data.eventDeadlineType}`;
  const side = data.basedOnCriterion === BASED_ON.before ? 'before' : 'after';
  if (data.triggerScheduledType === 'days')
    return data.interval === 0 ? `On the day of ${deadline} at ${data.sendingTime}` : `${plural(data.interval, 'day')} ${side} ${deadline} at ${data.sendingTime}`;
  // weeks: the earliest chosen day of the week that many weeks from the deadline's week
  const day = WEEKDAYS[Math.min(...data.sendingDay) - 1].name;
  const week = data.interval === 0 ? `In the week of ${deadline}` : `${plural(data.interval, 'week')} ${side} the week of ${deadline}`;
  return `${week}, on ${day}, at ${data.sendingTime}`;
}

/** When it sends, in words. */
export function sendingTimeText(time: SendingTime): string {
  if (time.kind === 'unresolvable') return time.message;
  if (time.kind === 'at') return `${longDateTime(time.at)}${time.outOfDate ? ' (already past: out of date)' : ''}`;
  if (time.next === null) return `checks ended ${longDateTime(time.last)} (out of date)`;
  return `first check ${longDateTime(time.next)}`;
}

/** The sentence, then, with an event at hand, its resolved time for that event; null while the trigger is incomplete. */
export function explainTrigger(value: unknown, event: (EventTimes & { id: number }) | null, now: number): string | null {
  const parsed = TriggerPrototypeSchema.safeParse(value);
  if (!parsed.success) return null;
  const sentence = sentenceOf(parsed.data);
  if (!event) return sentence;
  const time = resolveSendingTime(parsed.data, event, now);
  return time.kind === 'unresolvable' ? `${sentence} → never for #${event.id}: ${time.message}` : `${sentence} → ${sendingTimeText(time)} for #${event.id}`;
}
