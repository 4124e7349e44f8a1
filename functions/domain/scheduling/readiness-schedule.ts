import type { SendingTime } from '../../../shared/sending-time.ts';
import { READINESS_LEAD_SECONDS } from '../../../shared/readiness.ts';
import { SCHEDULE_NAME_PATTERN, scheduleInput } from './dispatch-input.ts';
import { atExpression } from './expressions.ts';
import type { ItemSchedule } from '../../adapters/ports.ts';

/**
 * The schedule of an item's readiness check (docs/readiness.md), beside its send's: `rdy-<eventId>-<itemId>`,
 * one-time, 48 hours before the send, invoking the readiness job with the same input as dispatch's.
 * An item planned less than 48 hours ahead is checked a minute on. A metric item has no fixed send
 * time (its daily checks decide), nor does an out-of-date or unresolvable one: they get none.
 */
export function readinessScheduleName(eventId: number, itemId: number): string {
  const name = `rdy-${eventId}-${itemId}`;
  if (!SCHEDULE_NAME_PATTERN.test(name)) throw new Error(`not a valid schedule name: ${name}`);
  return name;
}

/** Checked no sooner than this after it is planned: the stand-in and EventBridge both fire a schedule set in the past. */
const SOONEST_SECONDS = 60;

export function readinessSchedule(item: { eventId: number; itemId: number }, time: SendingTime, now: number): ItemSchedule | null {
  if (time.kind !== 'at' || time.outOfDate || time.at <= now + SOONEST_SECONDS) return null;
  const name = readinessScheduleName(item.eventId, item.itemId);
  return {
    name,
    expression: atExpression(Math.max(time.at - READINESS_LEAD_SECONDS, now + SOONEST_SECONDS)),
    input: scheduleInput(name, item.eventId, item.itemId),
    description: `Readiness check of event ${item.eventId}, item ${item.itemId}`,
    target: 'readiness',
  };
}
