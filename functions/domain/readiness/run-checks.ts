import { getReadiness, putReadiness } from '../../data/readiness-results.ts';
import { itemsSendingBetween, listEventItems, type StoredItem } from '../../data/item-store.ts';
import { checkItem } from './check-item.ts';
import { onReadinessBlocked } from './on-readiness-blocked.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { statusOf, type EventReadiness, type ItemReadiness } from '../../../shared/readiness.ts';

/**
 * Runs readiness checks and keeps each item's last result (docs/readiness.md): one item (on
 * demand, or its scheduled check), an event's Active items, or every Active item due within some
 * days. A scheduled check names its firing: a duplicate of a firing already stored runs nothing,
 * and of concurrent duplicates only the one whose write lands calls onReadinessBlocked (which only
 * scheduled checks call).
 */
export async function runItemCheck(item: StoredItem, now: number, firing?: string): Promise<ItemReadiness> {
  const previous = await getReadiness(item.eventId, item.id);
  if (firing && previous?.firing === firing) return previous;
  const result = await checkItem(item, { now, previousAudience: previous?.audience.size ?? null });
  const stored = await putReadiness(result, firing);
  // the scheduled check is the one nobody watches: on demand, the person who asked sees the result
  if (firing && stored && result.status === 'blocked') await onReadinessBlocked(item, result);
  return result;
}

const isActive = (item: StoredItem) => item.status === ITEM_STATUS.active;

async function runEach(items: StoredItem[], now: number): Promise<ItemReadiness[]> {
  const results: ItemReadiness[] = [];
  // one at a time: each check renders its whole audience, and the renders share the process
  for (const item of items) results.push(await runItemCheck(item, now));
  return results;
}

/** The event's Active items, checked, and summed up: every item's problems (naming the item). */
export async function checkEvent(eventId: number, now: number): Promise<EventReadiness> {
  const items = await runEach((await listEventItems(eventId)).filter(isActive), now);
  const problems = items.flatMap((result) => result.problems.map((problem) => ({ ...problem, itemId: result.itemId })));
  const sms = items.filter((result) => result.smsSegments !== null);
  return {
    eventId,
    checkedAt: now,
    status: statusOf(problems),
    audience: {
      size: items.reduce((sum, r) => sum + r.audience.size, 0),
      previous: items.every((r) => r.audience.previous !== null) && items.length ? items.reduce((sum, r) => sum + r.audience.previous!, 0) : null,
      deliverable: items.reduce((sum, r) => sum + r.audience.deliverable, 0),
    },
    smsSegments: sms.length ? sms.reduce((sum, r) => sum + r.smsSegments!, 0) : null,
    problems,
    items,
  };
}

/** Every Active item due from now to `days` days on, checked (the dashboard's 'Check readiness'). */
export async function checkDue(days: number, now: number): Promise<ItemReadiness[]> {
  const due = (await itemsSendingBetween(now, now + days * 86_400)).filter(isActive);
  return runEach(due, now);
}
