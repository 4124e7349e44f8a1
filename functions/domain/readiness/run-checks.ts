import { getReadiness, putReadiness } from '../../data/readiness-results.ts';
import { itemsSendingBetween, listEventItems } from '../../data/item-reads.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { checkItem } from './check-item.ts';
import { onReadinessBlocked } from './on-readiness-blocked.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { READINESS_REQUEST_BUDGET_MS, summariseEvent, type EventReadiness, type ItemReadiness, type ReadinessPart } from '../../../shared/readiness.ts';

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

/** The request's time for checks (READINESS_REQUEST_BUDGET_MS; a test may set READINESS_REQUEST_BUDGET_MS in the environment). */
const budgetMs = () => Number(process.env.READINESS_REQUEST_BUDGET_MS ?? READINESS_REQUEST_BUDGET_MS);

/**
 * The items after `after`, in id order, checked one at a time (each renders its whole audience,
 * and the renders share the process) until the request's time is spent: at least one per request,
 * so every request moves on. `next` names the item to go on after, or null when all are checked.
 */
async function runPart(items: StoredItem[], now: number, after = 0): Promise<{ results: ItemReadiness[] } & ReadinessPart> {
  const left = items.filter((item) => item.id > after).sort((a, b) => a.id - b.id);
  const until = Date.now() + budgetMs();
  const results: ItemReadiness[] = [];
  for (const item of left) {
    if (results.length && Date.now() >= until) break;
    results.push(await runItemCheck(item, now));
  }
  const next = results.length < left.length ? results.at(-1)!.itemId : null;
  return { results, total: items.length, next };
}

/** The event's Active items after `after`, checked (a part, as runPart), and summed up: every item's problems (naming the item). */
export async function checkEvent(eventId: number, now: number, after?: number): Promise<EventReadiness & ReadinessPart> {
  const part = await runPart((await listEventItems(eventId)).filter(isActive), now, after);
  return { ...summariseEvent(eventId, now, part.results), total: part.total, next: part.next };
}

/** Every Active item due from now to `days` days on after `after`, checked (the dashboard's 'Check readiness'; a part, as runPart). */
export async function checkDue(days: number, now: number, after?: number): Promise<{ items: ItemReadiness[] } & ReadinessPart> {
  const part = await runPart((await itemsSendingBetween(now, now + days * 86_400)).filter(isActive), now, after);
  return { items: part.results, total: part.total, next: part.next };
}
