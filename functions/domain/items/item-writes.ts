import { UseRefused, withUses } from '../../data/uses.ts';
import { conflict, invalid, notFound } from '../failure.ts';
import { WriteConflict } from '../../data/conflict.ts';
import { createItem, deleteItem, updateItem } from '../../data/item-store.ts';
import type { EventWorkflowItem, StoredItem } from '../../data/event-workflow-item.ts';
import { createItemWithEntry, deleteItemWithEntry, updateItemWithEntry, type ItemEntry } from '../../data/item-audit.ts';
import { usesMinus, usesOf } from '../../../shared/uses.ts';
import { EVENT_WORKFLOW_CODES, EVENT_WORKFLOW_TEXTS } from '../../../shared/event-message-workflows.ts';

/**
 * Item writes that keep the workflow's delete guard exact (functions/data/uses.ts): an enabled
 * item uses its workflow; the use is written, or deleted, in the unit of work of the write that
 * enables, disables or deletes the item. A change staff or the system would be asked about names
 * its audit entry (item-trail.ts `itemEntry`), written in the same unit (data/item-audit.ts).
 */
const TYPE = 'event-message-workflow';
const uses = (item: object | undefined) => (item ? usesOf(TYPE, item) : []);

/** Runs an item's write with the uses it adds and drops; a use that cannot be made is a 422. */
async function using<R>(id: number, before: object | undefined, after: object | undefined, write: Parameters<typeof withUses<R>>[4]): Promise<R> {
  try {
    return await withUses(TYPE, id, usesMinus(uses(after), uses(before)), usesMinus(uses(before), uses(after)), write);
  } catch (error) {
    if (error instanceof UseRefused) throw invalid(error.errors, EVENT_WORKFLOW_TEXTS.saveFailed, EVENT_WORKFLOW_CODES.couldNotSave);
    throw error;
  }
}

export const createWithUses = (item: StoredItem, entry?: ItemEntry): Promise<StoredItem> =>
  using(item.id, undefined, item, (steps) => (entry ? createItemWithEntry(item, entry, steps) : createItem(item, undefined, steps)));

export const updateWithUses = (current: StoredItem, changes: Partial<EventWorkflowItem>, actor?: number, entry?: ItemEntry): Promise<StoredItem> =>
  using(current.id, current, { ...current, ...changes }, (steps) => (entry ? updateItemWithEntry(current, changes, actor, entry, steps) : updateItem(current, changes, actor, undefined, steps)));

export const itemNotFound = (id: number | string) => notFound(EVENT_WORKFLOW_TEXTS.itemMissing(id), EVENT_WORKFLOW_CODES.notFound);

export async function deleteWithUses(current: StoredItem, entry?: ItemEntry): Promise<void> {
  try {
    await using(current.id, current, undefined, (steps) => (entry ? deleteItemWithEntry(current, entry, steps) : deleteItem(current, undefined, steps)));
  } catch (error) {
    if (error instanceof WriteConflict) throw conflict(EVENT_WORKFLOW_TEXTS.itemMissing(current.id), EVENT_WORKFLOW_CODES.couldNotDelete);
    throw error;
  }
}
