import { isConditionFailure, WriteConflict } from './conflict.ts';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { nextId, now, writeVersioned, type Stored } from './entity-store.ts';
import { idKey } from './table.ts';
import { registerUserLoader } from './uses.ts';
import { civilDateAt } from '../../shared/amsterdam-time.ts';
import type { TriggerPrototype } from '../../shared/triggers/trigger-prototype.ts';
import type { DeliveryCounts } from '../../shared/sending.ts';
import { getItems } from './batch-get.ts';

/**
 * Event message workflow items. They are unbounded (every event, every workflow), so they do not
 * use the catalogue's whole-partition lists; their keys follow the screens that read them:
 *
 * | item                  | pk                 | sk                | index                                            | used by                        |
 * |-----------------------|--------------------|-------------------|--------------------------------------------------|--------------------------------|
 * | item                  | `emw#<eventId>`    | id (padded)       | gsi4: `emw-send#<YYYY-MM>` / `<send time>#<id>`   | timeline (Query pk); dashboard |
 * | one workflow an event | `emw#<eventId>`    | `wf#<workflowId>` |                                                  | "not already attached" (put if absent) |
 * | item by id            | `emw-item#<id>`    | `emw`             |                                                  | routes that name items by id   |
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
}
export type StoredItem = Stored<EventWorkflowItem>;

const TYPE = 'event-message-workflow';
export const itemKey = (eventId: number, id: number) => ({ pk: `emw#${eventId}`, sk: idKey(id) });
const claimKey = (eventId: number, workflowId: number) => ({ pk: `emw#${eventId}`, sk: `wf#${idKey(workflowId)}` });
const pointerKey = (id: number) => ({ pk: `emw-item#${id}`, sk: 'emw' });
export const SEND_SERIES = 'emw-send';
export const sendMonth = (unix: number) => {
  const { year, month } = civilDateAt(unix);
  return `${SEND_SERIES}#${year}-${String(month).padStart(2, '0')}`;
};
export const sendSortKey = (unix: number, id: number) => `${String(Math.max(0, unix)).padStart(10, '0')}#${idKey(id)}`;

const INTERNAL = ['pk', 'sk', 'gsi4pk', 'gsi4sk'];
export function fromItem(item: Record<string, unknown>): StoredItem {
  const copy = { ...item };
  for (const key of INTERNAL) delete copy[key];
  return copy as unknown as StoredItem;
}

/** The index keys an item carries for the dashboard (none without a time). */
const indexKeys = (item: StoredItem) =>
  item.scheduledTime === null ? { gsi4pk: undefined, gsi4sk: undefined } : { gsi4pk: sendMonth(item.scheduledTime), gsi4sk: sendSortKey(item.scheduledTime, item.id) };

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
  const items: StoredItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        // ids are zero-padded digits; the claims ('wf#...') sort after them
        KeyConditionExpression: 'pk = :pk AND sk < :claims',
        ExpressionAttributeValues: { ':pk': `emw#${eventId}`, ':claims': 'a' },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) items.push(fromItem(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
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
