import { isConditionFailure, WriteConflict } from './conflict.ts';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { now } from './clock.ts';
import { nextId, writeVersioned, type Stored } from './entity-store.ts';
import { ATTACH_CLAIM, ITEM, ITEM_POINTER } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';
import { queryAll } from './query.ts';
import { registerUserLoader } from './uses.ts';
import { civilDateAt } from '../../shared/amsterdam-time.ts';
import type { TriggerPrototype } from '../../shared/triggers/trigger-prototype.ts';
import type { DeliveryCounts } from '../../shared/sending.ts';
import type { FailureFix } from '../../shared/failure-fix.ts';
import { getItems } from './batch-get.ts';

/**
 * Event message workflow items. They are unbounded (every event, every workflow), so they do not
 * use the catalogue's whole-partition lists; their keys follow the screens that read them (ITEM,
 * ATTACH_CLAIM and ITEM_POINTER in stored-types.ts).
 *
 * The send month is the Amsterdam month of `scheduledTime`, so a dashboard window reads one or two
 * month partitions with a key range. Items without a time (unresolvable) are not in the index.
 */
export interface EventWorkflowItem {
  eventId: number;
  messageWorkflowId: number;
  status: number;
  /** Why the item is in error or out of date (the timeline's tooltip). */
  note: string | null;
  /** In error: the record staff fix before they reactivate it, when there is one (shared/failure-fix.ts). */
  fix?: FailureFix | null;
  /** The item's own trigger: the workflow's, copied when attached, then edited per event. */
  trigger: TriggerPrototype;
  /** When it sends (a metric item: its next check); null when it cannot be resolved. */
  scheduledTime: number | null;
  /** The time it had before the last re-plan (an event's dates changed), and when that was. */
  movedFrom?: number | null;
  movedAt?: number | null;
  /** When its schedule last fired, and how often. */
  lastFiredAt?: number | null;
  firings?: number;
  /** Its sending, from the first claim on (docs/sending.md). */
  sending?: ItemSending | null;
  /** Its deliveries by status, recounted after every batch (docs/sending.md, O1). */
  deliveries?: DeliveryCounts | null;
}

/** What dispatch keeps on an item it claimed: the claim, and how far the sending of each round got. */
export interface ItemSending {
  /** The token of the dispatch holding the claim, when it claimed, and until when. */
  claim: string;
  claimedAt: number;
  leaseUntil: number;
  /** When its first round was claimed (a take-over keeps it): the day its send began, as reports count it. */
  startedAt?: number;
  /** 1 for the first send, one more for each reactivation. */
  round: number;
  messageId: number | null;
  copyToSender: boolean;
  /** Set once the audience is frozen: its size and its batches. */
  frozenAt?: number;
  audience?: number;
  batches?: number;
  /** The round in which the audience was frozen (later rounds resend only failed deliveries). */
  frozenRound?: number;
  /** The round whose batches are all in the send queue. */
  enqueuedRound?: number;
  /** What a round after the freeze sends again: the failed deliveries (a reactivation, O5; the default) or the unconfirmed ones (V5). */
  resends?: 'failed' | 'unconfirmed';
}
export type StoredItem = Stored<EventWorkflowItem>;

const TYPE = 'event-message-workflow';
export const itemKey = (eventId: number, id: number) => ITEM.key({ eventId, id });
const claimKey = (eventId: number, workflowId: number) => ATTACH_CLAIM.key({ eventId, workflowId });
const pointerKey = (id: number) => ITEM_POINTER.key({ id });
/** The Amsterdam calendar month (`YYYY-MM`) of a send time: the partition of the dashboard's index. */
export const monthOf = (unix: number) => {
  const { year, month } = civilDateAt(unix);
  return `${year}-${String(month).padStart(2, '0')}`;
};
const sendKeys = (unix: number, id: number) => ITEM.indexKeys('gsi4', { month: monthOf(unix), at: Math.max(0, unix), id });

export const fromItem = (item: Record<string, unknown>): StoredItem => withoutKeys<StoredItem>(item);

/** The index keys an item carries for the dashboard (none without a time: undefined removes them). */
const indexKeys = (item: StoredItem): Record<string, string | undefined> =>
  item.scheduledTime === null ? Object.fromEntries(Object.keys(sendKeys(0, 0)).map((name) => [name, undefined])) : sendKeys(item.scheduledTime, item.id);

/**
 * The items sending within [start, end], by send time: one key range on the time index per
 * calendar month the window touches. `attributes`: only these (a projection).
 */
export async function itemsSendingBetween(start: number, end: number, attributes?: string[]): Promise<StoredItem[]> {
  const months: string[] = [];
  let { year, month } = civilDateAt(start);
  const last = civilDateAt(end);
  while (year < last.year || (year === last.year && month <= last.month)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  const from = ITEM.indexSort('gsi4', { at: Math.max(0, start), id: 0 });
  const to = ITEM.indexSort('gsi4', { at: Math.max(0, end), id: 999_999_999_999 });
  const found = await Promise.all(months.map((yearMonth) => queryAll({ index: 'gsi4', key: ITEM.indexPartition('gsi4', { month: yearMonth }), range: { between: [from, to] }, attributes })));
  return found.flat().map(fromItem);
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

/**
 * Claims "this workflow is attached to this event" and answers the new item's id. A claim left by
 * an attach that died before writing its item is taken over once it is older than a minute.
 */
export async function claimAttachment(eventId: number, workflowId: number): Promise<number | undefined> {
  const itemId = await nextId(TYPE);
  const at = now();
  const put = (condition: string, values?: Record<string, unknown>) =>
    db().send(new PutCommand({ TableName: tableName(), Item: { ...claimKey(eventId, workflowId), itemId, at }, ConditionExpression: condition, ExpressionAttributeValues: values }));
  try {
    await put('attribute_not_exists(pk)');
    return itemId;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const existing = (await db().send(new GetCommand({ TableName: tableName(), Key: claimKey(eventId, workflowId), ConsistentRead: true }))).Item;
  if (!existing || (await getItem(eventId, Number(existing.itemId))) || Number(existing.at) > at - 60) return undefined;
  try {
    await put('itemId = :old AND #at = :oldAt'.replace('#at', 'at'), { ':old': existing.itemId, ':oldAt': existing.at });
    return itemId;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export async function releaseAttachment(eventId: number, workflowId: number, itemId: number): Promise<void> {
  await db()
    .send(new DeleteCommand({ TableName: tableName(), Key: claimKey(eventId, workflowId), ConditionExpression: 'itemId = :id', ExpressionAttributeValues: { ':id': itemId } }))
    .catch((error) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** Writes a new item (its pointer first, so that it can be found by id as soon as it exists). */
export async function createItem(item: StoredItem): Promise<StoredItem> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...pointerKey(item.id), eventId: item.eventId } }));
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...item, ...itemKey(item.eventId, item.id), ...indexKeys(item) }, ConditionExpression: 'attribute_not_exists(pk)' }));
  return item;
}

/** Applies changes, conditional on the version read (409 otherwise). */
export async function updateItem(current: StoredItem, changes: Partial<EventWorkflowItem>, actor?: number): Promise<StoredItem> {
  const record: StoredItem = { ...current, ...changes, updatedAt: now(), updatedBy: actor ?? current.updatedBy, version: current.version + 1 };
  await writeVersioned(itemKey(current.eventId, current.id), current, record, indexKeys(record));
  return record;
}

/** Deletes an item (conditional on its version), its claim and its pointer. */
export async function deleteItem(current: StoredItem): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: itemKey(current.eventId, current.id), ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': current.version } }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new WriteConflict(`item #${current.id} changed or is gone`);
    throw error;
  }
  await releaseAttachment(current.eventId, current.messageWorkflowId, current.id);
  await db().send(new DeleteCommand({ TableName: tableName(), Key: pointerKey(current.id) }));
}

/** The raw items of a bulk load (benchmarks), with their keys and index keys. */
export const toStoreItems = (item: StoredItem) => [
  { ...item, ...itemKey(item.eventId, item.id), ...indexKeys(item) },
  { ...claimKey(item.eventId, item.messageWorkflowId), itemId: item.id, at: item.createdAt },
  { ...pointerKey(item.id), eventId: item.eventId },
];

// Items use their workflow while enabled; the workflow's delete guard reads them back by id.
registerUserLoader(TYPE, getItemsById);

/** A schedule fired for the item: noted without touching its version (staff may be editing it). */
export async function noteFiring(eventId: number, id: number, at: number): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: itemKey(eventId, id),
        UpdateExpression: 'SET lastFiredAt = :at ADD firings :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at, ':one': 1 },
      }),
    )
    .catch((error) => {
      if (!isConditionFailure(error)) throw error; // the item was deleted: nothing to note
    });
}
