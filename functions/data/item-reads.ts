import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { getItems } from './batch-get.ts';
import { ITEM } from './stored-types.ts';
import { fromItem, itemKey, pointerKey } from './item-keys.ts';
import { monthsBetween } from './item-send-index.ts';
import { queryAll } from './query.ts';
import { registerUserLoader } from './uses.ts';
import { ITEM_TYPE, type StoredItem } from './event-workflow-item.ts';

/** Reading items: one, by id, an event's, or those sending in a window (how the table holds them: item-keys.ts). */

/**
 * The items sending within [start, end], by send time: one key range on the time index per
 * calendar month the window touches. `attributes`: only these (a projection).
 */
export async function itemsSendingBetween(start: number, end: number, attributes?: string[]): Promise<StoredItem[]> {
  const from = ITEM.indexSort('gsi4', { at: Math.max(0, start), id: 0 });
  const to = ITEM.indexSort('gsi4', { at: Math.max(0, end), id: 999_999_999_999 });
  const found = await Promise.all(monthsBetween(start, end).map((yearMonth) => queryAll({ index: 'gsi4', key: ITEM.indexPartition('gsi4', { month: yearMonth }), range: { between: [from, to] }, attributes })));
  return found.flat().map(fromItem);
}

/** Items by their event and id (a page of the dashboard), in the order asked; absent ones are left out. */
export async function itemsAt(refs: { eventId: number; id: number }[]): Promise<StoredItem[]> {
  const found = new Map((await getItems(refs.map((ref) => itemKey(ref.eventId, ref.id)), { inFlight: 2 })).map((item) => [Number(item.id), fromItem(item)]));
  return refs.flatMap((ref) => (found.has(ref.id) ? [found.get(ref.id)!] : []));
}

export async function getItem(eventId: number, id: number): Promise<StoredItem | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: itemKey(eventId, id), ConsistentRead: true }));
  return result.Item ? fromItem(result.Item) : undefined;
}

/** Items by id alone (through their pointers); absent ids are left out. */
export async function getItemsById(ids: number[]): Promise<Map<number, StoredItem>> {
  const found = new Map<number, StoredItem>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += 100) {
    const pointers = await batchGet(unique.slice(start, start + 100).map(pointerKey));
    const items = await batchGet(pointers.map((p) => itemKey(Number(p.eventId), Number(String(p.pk).split('#')[1]))));
    for (const item of items) found.set(Number(item.id), fromItem(item));
  }
  return found;
}

const batchGet = (keys: Record<string, unknown>[]) => getItems(keys, { consistent: true });

/** Every item of an event (the timeline), in id order. */
export async function listEventItems(eventId: number): Promise<StoredItem[]> {
  // ids are zero-padded digits; the claims ('wf#...') sort after them
  const items = await queryAll({ key: ITEM.partition({ eventId }), range: { below: 'a' }, consistent: true });
  return items.map(fromItem);
}

// Items use their workflow while enabled; the workflow's delete guard reads them back by id.
registerUserLoader(ITEM_TYPE, getItemsById);
