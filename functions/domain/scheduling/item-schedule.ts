import type { SendingTime } from '../../../shared/sending-time.ts';
import { SCHEDULE_NAME_PATTERN, scheduleInput } from './dispatch-input.ts';
import { atExpression, dailyCronExpression } from './expressions.ts';
import type { ItemSchedule } from '../../adapters/ports.ts';

/** The schedule of an event message workflow item: `emw-<eventId>-<itemId>`, the same on every retry. */
export function scheduleName(eventId: number, itemId: number): string {
  const name = `emw-${eventId}-${itemId}`;
  if (!SCHEDULE_NAME_PATTERN.test(name)) throw new Error(`not a valid schedule name: ${name}`);
  return name;
}

/**
 * The schedule an item needs for its resolved sending time, or null when it needs none
 * (unresolvable, or out of date: an item is never sent late). A metric item's daily schedule
 * starts no earlier than now, since EventBridge refuses a start date in the past.
 */
export function itemSchedule(item: { eventId: number; itemId: number }, time: SendingTime, now: number): ItemSchedule | null {
  if (time.kind === 'unresolvable' || time.outOfDate) return null;
  const name = scheduleName(item.eventId, item.itemId);
  const base = { name, input: scheduleInput(name, item.eventId, item.itemId), description: `Event ${item.eventId}, item ${item.itemId}` };
  if (time.kind === 'at') return { ...base, expression: atExpression(time.at) };
  return { ...base, expression: dailyCronExpression(time.time), startDate: Math.max(time.from, now), endDate: time.to };
}
