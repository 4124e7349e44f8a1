import { invalid } from '../../domain/failure.ts';
import { now } from '../../data/clock.ts';
import { getEvent } from '../../data/directory/store.ts';
import { messageWorkflowStore } from '../../data/catalogue.ts';
import { STATUS_LABELS } from '../../../shared/status.ts';
import { getItemsById, listEventItems } from '../../data/item-reads.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { deleteWithUses, itemNotFound, updateWithUses } from '../../domain/items/item-writes.ts';
import { recountEvent } from '../../domain/items/event-summaries.ts';
import { isPlannable, plan } from '../../domain/items/plan.ts';
import { syncSchedule } from '../../domain/items/schedule-sync.ts';
import { itemEntry } from '../../domain/items/item-trail.ts';
import { byUser } from '../../domain/audit/trail.ts';
import type { SessionUser } from '../../../shared/auth.ts';
import { canSwitch, EVENT_WORKFLOW_CODES, EVENT_WORKFLOW_TEXTS as T, ITEM_STATUS } from '../../../shared/event-message-workflows.ts';

/**
 * What staff do to items already attached (docs/event-workflows.md): delete, delete all of an
 * event, reactivate failed ones, disable. Checks come first, for every item named; nothing is
 * written unless all may change. Each item changed gets its own audit entry, by the user.
 */
type User = Pick<SessionUser, 'id' | 'name'>;
const refuse = (text: string, field = 'ids') => invalid({ [field]: text }, text, EVENT_WORKFLOW_CODES.couldNotSave);

async function loadAll(ids: number[]): Promise<StoredItem[]> {
  const found = await getItemsById(ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw itemNotFound(missing);
  return ids.map((id) => found.get(id)!);
}

async function remove(items: StoredItem[], user: User, note?: string): Promise<void> {
  for (const item of items) {
    await deleteWithUses(item, await itemEntry(byUser(user, 'remove', note), item));
    await syncSchedule({ ...item, status: ITEM_STATUS.inactive }, undefined, now());
  }
  for (const eventId of new Set(items.map((item) => item.eventId))) await recountEvent(eventId, user.id);
}

/** The items a bulk action refuses, each by id, workflow, event and status, in plain words. */
async function named(items: StoredItem[]): Promise<string[]> {
  return Promise.all(
    items.map(async (item) => {
      const [workflow, event] = await Promise.all([messageWorkflowStore.get(item.messageWorkflowId), getEvent(item.eventId)]);
      return T.refusedItem(workflow?.name ?? `workflow #${item.messageWorkflowId}`, event?.name ?? `event #${item.eventId}`, STATUS_LABELS[item.status] ?? String(item.status));
    }),
  );
}

/** DELETE one item, or several by id: only active items (spec section 4); a refusal names every other. */
export async function deleteItems(ids: number[], user: User): Promise<void> {
  const items = await loadAll([...new Set(ids)]);
  const notActive = items.filter((item) => item.status !== ITEM_STATUS.active);
  if (notActive.length) throw refuse(T.onlyActiveDeleted(await named(notActive)));
  await remove(items, user);
}

/** What deleting all of an event's workflows removes: everything not being sent or sent (those stay as history). */
const removable = (item: StoredItem) => isPlannable(item.status);

/** DELETE all workflows of events (step two of the two-step delete). */
export async function deleteEventItems(eventIds: number[], user: User): Promise<void> {
  for (const eventId of new Set(eventIds)) await remove((await listEventItems(eventId)).filter(removable), user, T.allOfEvent);
}

/** Scheduled messages: items that will still send (step one of the two-step delete counts them). */
export const isScheduled = (item: StoredItem, at = now()) => item.status === ITEM_STATUS.active && item.scheduledTime !== null && item.scheduledTime >= at;
export const scheduledTotal = async (eventId: number) => (await listEventItems(eventId)).filter((item) => isScheduled(item)).length;

/**
 * PUT by-ids: failed items become active again, refused as a whole if any is not failed. An item
 * whose time has passed is scheduled to run at once (its failed sends are retried, not skipped).
 */
export async function reactivate(ids: number[], user: User): Promise<StoredItem[]> {
  const items = await loadAll([...new Set(ids)]);
  const notFailed = items.filter((item) => item.status !== ITEM_STATUS.error);
  if (notFailed.length) throw refuse(T.onlyFailedReactivated(await named(notFailed)));
  const done: StoredItem[] = [];
  for (const item of items) {
    const event = await getEvent(item.eventId);
    const at = now();
    const planned = event ? plan(item.trigger, ITEM_STATUS.active, event, at) : undefined;
    const time = planned && planned.status === ITEM_STATUS.active ? planned.time : { kind: 'at' as const, at: at + 60, outOfDate: false };
    const scheduledTime = time.kind === 'at' ? time.at : planned!.scheduledTime;
    const updated = await updateWithUses(item, { status: ITEM_STATUS.active, note: null, fix: null, scheduledTime }, user.id, await itemEntry(byUser(user, 'reactivate'), item));
    done.push(await syncSchedule(updated, time, at));
  }
  for (const eventId of new Set(done.map((item) => item.eventId))) await recountEvent(eventId, user.id);
  return done;
}

/**
 * PATCH {attributes: {status: 1}, eventIds}: the failed items of those events become active again
 * (decision 020), refused as a whole, naming them, if any event has none.
 */
export async function reactivateEvents(eventIds: number[], user: User): Promise<number> {
  const failed = new Map<number, StoredItem[]>();
  for (const eventId of new Set(eventIds)) failed.set(eventId, (await listEventItems(eventId)).filter((item) => item.status === ITEM_STATUS.error));
  const without = [...failed].filter(([, items]) => !items.length).map(([eventId]) => eventId);
  if (without.length) {
    const names = await Promise.all(without.map(async (eventId) => `#${eventId} ${(await getEvent(eventId))?.name ?? ''}`.trim()));
    throw refuse(T.noFailedOnEvents(names), 'eventIds');
  }
  return (await reactivate([...failed.values()].flat().map((item) => item.id), user)).length;
}

/** PATCH {attributes: {status: 0}, eventIds}: switches off every item of those events that can be switched. */
export async function disableEvents(eventIds: number[], user: User): Promise<number> {
  let count = 0;
  for (const eventId of new Set(eventIds)) {
    for (const item of (await listEventItems(eventId)).filter((i) => canSwitch(i.status) && i.status !== ITEM_STATUS.inactive)) {
      await syncSchedule(await updateWithUses(item, { status: ITEM_STATUS.inactive }, user.id, await itemEntry(byUser(user, 'switch-off', T.allOfEvent), item)), undefined, now());
      count++;
    }
    await recountEvent(eventId, user.id);
  }
  return count;
}
