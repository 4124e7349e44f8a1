import { claimUses, releaseUses, UseRefused } from '../../data/uses.ts';
import { conflict, invalid, notFound } from '../failure.ts';
import { WriteConflict } from '../../data/conflict.ts';
import { createItem, deleteItem, updateItem } from '../../data/item-store.ts';
import type { EventWorkflowItem, StoredItem } from '../../data/event-workflow-item.ts';
import { createItemWithEntry, deleteItemWithEntry, updateItemWithEntry, type ItemEntry } from '../../data/item-audit.ts';
import { usesMinus, usesOf } from '../../../shared/uses.ts';
import { EVENT_WORKFLOW_CODES, EVENT_WORKFLOW_TEXTS } from '../../../shared/event-message-workflows.ts';

/**
 * Item writes that keep the workflow's delete guard exact (functions/data/uses.ts): an enabled
 * item uses its workflow; the use is claimed before the write that enables it and released after
 * the one that disables or deletes it. A change staff or the system would be asked about names its
 * audit entry (item-trail.ts `itemEntry`), written with it (data/item-audit.ts).
 */
const TYPE = 'event-message-workflow';
const uses = (item: object) => usesOf(TYPE, item);

async function claim(id: number, version: number, item: object, previous?: object) {
  try {
    return await claimUses(TYPE, id, version, usesMinus(uses(item), previous ? uses(previous) : []));
  } catch (error) {
    if (error instanceof UseRefused) throw invalid(error.errors, EVENT_WORKFLOW_TEXTS.saveFailed, EVENT_WORKFLOW_CODES.couldNotSave);
    throw error;
  }
}

export async function createWithUses(item: StoredItem, entry?: ItemEntry): Promise<StoredItem> {
  const claimed = await claim(item.id, item.version, item);
  try {
    return await (entry ? createItemWithEntry(item, entry) : createItem(item));
  } catch (error) {
    await claimed.undo();
    throw error;
  }
}

export async function updateWithUses(current: StoredItem, changes: Partial<EventWorkflowItem>, actor?: number, entry?: ItemEntry): Promise<StoredItem> {
  const claimed = await claim(current.id, current.version + 1, { ...current, ...changes }, current);
  let record: StoredItem;
  try {
    record = await (entry ? updateItemWithEntry(current, changes, actor, entry) : updateItem(current, changes, actor));
  } catch (error) {
    await claimed.undo();
    throw error;
  }
  await releaseUses(TYPE, record.id, record.version, usesMinus(uses(current), uses(record)));
  return record;
}

export const itemNotFound = (id: number | string) => notFound(EVENT_WORKFLOW_TEXTS.itemMissing(id), EVENT_WORKFLOW_CODES.notFound);

export async function deleteWithUses(current: StoredItem, entry?: ItemEntry): Promise<void> {
  try {
    await (entry ? deleteItemWithEntry(current, entry) : deleteItem(current));
  } catch (error) {
    if (error instanceof WriteConflict) throw conflict(EVENT_WORKFLOW_TEXTS.itemMissing(current.id), EVENT_WORKFLOW_CODES.couldNotDelete);
    throw error;
  }
  await releaseUses(TYPE, current.id, Number.MAX_SAFE_INTEGER, uses(current));
}
