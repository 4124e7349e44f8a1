import { isConditionFailure, WriteConflict } from './conflict.ts';
import { DeleteCommand, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { now } from './clock.ts';
import { nextId, withEntry, type Stored } from './entity-store.ts';
import { AUDIT_POINTER } from './audit-heads.ts';
import { ATTACH_CLAIM, ITEM, ITEM_POINTER } from './stored-types.ts';
import { keyOfItem, withoutKeys } from './stored-type.ts';
import { applyMove, bucketOf, forgetMove, itemCountsBuilt, markItemCountsBuilt, newMove, type CountBucket, type CountMove } from './item-counts.ts';
import { monthsBetween } from './item-send-index.ts';
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
 * month partitions with a key range, of every item (the time index), of one status (the status
 * index) or of one workflow (the workflow index, item-send-index.ts). Items without a time (unresolvable) are in neither, nor counted.
 *
 * Every write of an item goes through `writeItem`, which keeps the per-day counters of the
 * dashboard (item-counts.ts) in step with it: the write that moves an item to another day or
 * status, into or out of the counters, carries the count move, which is then applied and cleared.
 * `completeCountMoves` completes the moves of writers that died in between.
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
  /** Its send waits for the end of quiet hours (decision 033); holds while `scheduledTime` is `until`. */
  deferral?: { from: number; until: number } | null;
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
const statusKeys = (unix: number, status: number, id: number) => ITEM.indexKeys('gsi1', { status, month: monthOf(unix), at: Math.max(0, unix), id });
const workflowKeys = (unix: number, workflowId: number, id: number) => ITEM.indexKeys('gsi3', { workflowId, month: monthOf(unix), at: Math.max(0, unix), id });
const moveKeys = (move: CountMove, id: number) => ITEM.indexKeys('gsi2', { at: move.at, id });
const noKeys = (keys: Record<string, string>): Record<string, undefined> => Object.fromEntries(Object.keys(keys).map((name) => [name, undefined]));
const NO_SEND_KEYS = { ...noKeys(sendKeys(0, 0)), ...noKeys(statusKeys(0, 0, 0)), ...noKeys(workflowKeys(0, 0, 0)) };
const NO_MOVE_KEYS = noKeys(moveKeys({ token: '', from: null, to: null, at: 0 }, 0));

/** What the store keeps on an item for itself: where the counters hold it, and a count move under way. */
const COUNTED = 'counted';
const COUNT_MOVE = 'countMove';
/** Where the counters held each record as it was read (the version it was read at): what its next write moves it from. */
const countedAt = new WeakMap<object, CountBucket | null>();

export const fromItem = (item: Record<string, unknown>): StoredItem => {
  const { [COUNTED]: counted, [COUNT_MOVE]: _move, [AUDIT_POINTER]: entry, ...record } = withoutKeys<Record<string, unknown>>(item);
  const stored = withEntry(record, entry === undefined ? undefined : Number(entry)) as unknown as StoredItem; // its audit entry (item-audit.ts)
  countedAt.set(stored, (counted as CountBucket | undefined) ?? null);
  return stored;
};

/** The index keys an item carries for the dashboard (none without a time: undefined removes them). */
const indexKeys = (item: StoredItem): Record<string, string | undefined> =>
  item.scheduledTime === null
    ? NO_SEND_KEYS
    : { ...sendKeys(item.scheduledTime, item.id), ...statusKeys(item.scheduledTime, item.status, item.id), ...workflowKeys(item.scheduledTime, item.messageWorkflowId, item.id) };

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
  await writeItem(undefined, item);
  return item;
}

/** Applies changes, conditional on the version read (409 otherwise). */
export async function updateItem(current: StoredItem, changes: Partial<EventWorkflowItem>, actor?: number): Promise<StoredItem> {
  const record: StoredItem = { ...current, ...changes, updatedAt: now(), updatedBy: actor ?? current.updatedBy, version: current.version + 1 };
  await writeItem(current, record);
  return record;
}

/** Deletes an item (conditional on its version), its claim and its pointer. */
export async function deleteItem(current: StoredItem): Promise<void> {
  await writeItem(current, undefined);
  await releaseAttachment(current.eventId, current.messageWorkflowId, current.id);
  await db().send(new DeleteCommand({ TableName: tableName(), Key: pointerKey(current.id) }));
}

/** How long a count move may stay on an item before another process completes it as a dead writer's (seconds). */
export const COUNT_MOVE_LEASE = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const gone = (current: StoredItem) => new WriteConflict(`item #${current.id} changed or is gone`);

async function rawItem(eventId: number, id: number): Promise<Record<string, unknown> | undefined> {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: itemKey(eventId, id), ConsistentRead: true }))).Item;
}

/** Where the counters hold `current` (as read; read again for a copy that does not say). */
async function countedOf(current: StoredItem): Promise<CountBucket | null> {
  if (countedAt.has(current)) return countedAt.get(current)!;
  const raw = await rawItem(current.eventId, current.id);
  if (!raw || Number(raw.version) !== current.version) throw gone(current);
  return (raw[COUNTED] as CountBucket | undefined) ?? null;
}

/**
 * The one write of an item: creates it (no `current`), replaces `current` with `next`, or deletes
 * it (no `next`), each conditional on what was read: the version, and where the counters hold it.
 * When the write moves the item in the counters (its day or status changes, it appears or goes):
 *   1. the write itself records the move on the item (`countMove`, and the index of moves under way);
 *      a delete only marks the item (no longer counted, the move on it);
 *   2. the move's ADDs (item-counts.ts `applyMove`, once per counter record, by its token);
 *   3. the move is cleared from the item, or the marked item deleted, conditional on its token and on
 *      no recovery having taken it over;
 *   4. the counter records forget the token (only after 3 succeeded).
 * A write finding another's move on the item waits for it to clear (a dead writer's, older than the
 * lease, it completes first). Between 1 and 2 the counters lag the item by this one move.
 */
async function writeItem(current: StoredItem | undefined, next: StoredItem | undefined): Promise<void> {
  const from = current ? await countedOf(current) : null;
  const to = next ? bucketOf(next) : null;
  const move = newMove(from, to, now());
  const key = itemKey((current ?? next)!.eventId, (current ?? next)!.id);
  for (let attempt = 0; ; attempt++) {
    try {
      if (!current) await putNew(next!, move);
      else if (next) await replace(current, from, next, move);
      else if (move) await markRemoval(current, from, move);
      else return await removeUncounted(current);
      break;
    } catch (error) {
      if (!current || !isConditionFailure(error)) throw error;
      if (attempt >= 3) throw new WriteConflict(`item #${current.id} is being written`);
      await untilNoMove(current, from);
    }
  }
  if (next) countedAt.set(next, to);
  if (!move) return;
  await applyMove(move);
  const finished = next ? await clearMove(key, move.token) : await deleteMarked(current!, move.token);
  if (finished) await forgetMove(move);
  else if (!next) throw gone(current!); // a recovery took the delete over: the item stays, counted again
}

const putNew = (record: StoredItem, move: CountMove | undefined) =>
  db().send(
    new PutCommand({
      TableName: tableName(),
      Item: defined({ ...record, ...itemKey(record.eventId, record.id), ...indexKeys(record), [COUNTED]: move?.to ?? undefined, ...(move ? { [COUNT_MOVE]: move, ...moveKeys(move, record.id) } : {}) }),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );

const defined = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

/** The condition every change of an item names: the version and the count bucket read, and no move under way. */
function readAs(current: StoredItem, counted: CountBucket | null, names: Record<string, string>, values: Record<string, unknown>): string {
  Object.assign(names, { '#version': 'version', '#counted': COUNTED, '#move': COUNT_MOVE });
  values[':expected'] = current.version;
  if (counted !== null) values[':counted'] = counted;
  return `#version = :expected AND attribute_not_exists(#move) AND ${counted === null ? 'attribute_not_exists(#counted)' : '#counted = :counted'}`;
}

/** Step 1 of a change: `next`'s fields set (the ones it lacks removed), with its index keys and the move. */
async function replace(current: StoredItem, counted: CountBucket | null, next: StoredItem, move: CountMove | undefined): Promise<void> {
  const extra: Record<string, unknown> = { ...indexKeys(next), ...(move ? { [COUNTED]: move.to ?? undefined, [COUNT_MOVE]: move, ...moveKeys(move, next.id) } : {}) };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const condition = readAs(current, counted, names, values);
  const sets = Object.entries({ ...next, ...extra })
    .filter(([name, value]) => name !== 'id' && value !== undefined)
    .map(([name, value], i) => {
      names[`#f${i}`] = name;
      values[`:f${i}`] = value;
      return `#f${i} = :f${i}`;
    });
  const removed = [
    ...Object.keys(current).filter((name) => (next as unknown as Record<string, unknown>)[name] === undefined && !(name in extra)),
    ...Object.keys(extra).filter((name) => extra[name] === undefined),
  ];
  const removals = removed.map((name, i) => ((names[`#r${i}`] = name), `#r${i}`));
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: itemKey(current.eventId, current.id),
      UpdateExpression: `SET ${sets.join(', ')}${removals.length ? ` REMOVE ${removals.join(', ')}` : ''}`,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** Step 1 of a delete of a counted item: it is no longer counted, and carries the move. */
async function markRemoval(current: StoredItem, counted: CountBucket | null, move: CountMove): Promise<void> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':move': move };
  const condition = readAs(current, counted, names, values);
  const keys = moveKeys(move, current.id);
  const sets = Object.entries(keys).map(([name, value], i) => ((names[`#k${i}`] = name), (values[`:k${i}`] = value), `#k${i} = :k${i}`));
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: itemKey(current.eventId, current.id),
      UpdateExpression: `SET #move = :move, ${sets.join(', ')} REMOVE #counted`,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** A delete of an item the counters do not hold: one conditional delete. */
async function removeUncounted(current: StoredItem): Promise<void> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const condition = readAs(current, null, names, values);
  await db().send(new DeleteCommand({ TableName: tableName(), Key: itemKey(current.eventId, current.id), ConditionExpression: condition, ExpressionAttributeNames: names, ExpressionAttributeValues: values }));
}

/** The condition that the move on the item is still this writer's: its token, not taken over. */
const stillMine = (token: string) => ({
  condition: '#move.#token = :token AND attribute_not_exists(#move.#takenBy)',
  names: { '#move': COUNT_MOVE, '#token': 'token', '#takenBy': 'takenBy' },
  values: { ':token': token },
});

/** Step 3 of a change: the move cleared (false: a recovery took it over and clears it). */
async function clearMove(key: Record<string, unknown>, token: string): Promise<boolean> {
  const mine = stillMine(token);
  const names: Record<string, string> = { ...mine.names };
  const keyNames = Object.keys(NO_MOVE_KEYS).map((name, i) => ((names[`#k${i}`] = name), `#k${i}`));
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `REMOVE #move, ${keyNames.join(', ')}`,
        ConditionExpression: mine.condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: mine.values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Step 3 of a delete: the marked item deleted (false: a recovery took the move over). */
async function deleteMarked(current: StoredItem, token: string): Promise<boolean> {
  const mine = stillMine(token);
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: itemKey(current.eventId, current.id),
        ConditionExpression: `#version = :expected AND ${mine.condition}`,
        ExpressionAttributeNames: { ...mine.names, '#version': 'version' },
        ExpressionAttributeValues: { ...mine.values, ':expected': current.version },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * A change was refused: a conflict when the item is not as read (another version, counted
 * elsewhere, gone); when only a move is under way on it, waits until it clears (about 2 s at
 * most), completing it first if it is older than the lease (its writer died).
 */
async function untilNoMove(current: StoredItem, counted: CountBucket | null): Promise<void> {
  for (let wait = 10; wait <= 1280; wait *= 2) {
    const raw = await rawItem(current.eventId, current.id);
    if (!raw || Number(raw.version) !== current.version || ((raw[COUNTED] as CountBucket | undefined) ?? null) !== counted) throw gone(current);
    const move = raw[COUNT_MOVE] as CountMove | undefined;
    if (!move) return;
    if (move.at < now() - COUNT_MOVE_LEASE) await completeCountMove(keyOfItem(raw), now() - COUNT_MOVE_LEASE);
    else await sleep(wait);
  }
  throw new WriteConflict(`item #${current.id} is being written`);
}

/**
 * Completes the move left on an item by a writer that stopped before clearing it, if the move was
 * written before `staleBefore`: takes it over (so that its writer, if it still runs, no longer
 * clears it or forgets its token), applies it (once, by its token: its writer may have applied it
 * already), and clears it. The counter records keep the token: a writer it overtook may still try
 * its ADD. A delete that did not finish leaves its item, which is then counted again.
 */
export async function completeCountMove(key: Record<string, unknown>, staleBefore: number): Promise<boolean> {
  const raw = (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
  const move = raw?.[COUNT_MOVE] as CountMove | undefined;
  if (!raw || !move || move.at >= staleBefore) return false;
  const me = `recovery-${now()}-${Math.random().toString(36).slice(2, 10)}`;
  const names = { '#move': COUNT_MOVE, '#token': 'token', '#takenBy': 'takenBy', '#takenAt': 'takenAt' };
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #move.#takenBy = :me, #move.#takenAt = :now',
        ConditionExpression: '#move.#token = :token AND (attribute_not_exists(#move.#takenBy) OR #move.#takenAt < :stale)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':me': me, ':now': now(), ':token': move.token, ':stale': staleBefore },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false; // cleared meanwhile, or another recovery has it
    throw error;
  }
  await applyMove(move);
  try {
    const clearNames: Record<string, string> = { '#move': COUNT_MOVE, '#takenBy': 'takenBy' };
    const keyNames = Object.keys(NO_MOVE_KEYS).map((name, i) => ((clearNames[`#k${i}`] = name), `#k${i}`));
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `REMOVE #move, ${keyNames.join(', ')}`,
        ConditionExpression: '#move.#takenBy = :me',
        ExpressionAttributeNames: clearNames,
        ExpressionAttributeValues: { ':me': me },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  if (move.to === null) await countAgain(key);
  return true;
}

/** Counts an item where it belongs when it is not counted there (a delete that did not finish, an item written before the counters). */
async function countAgain(key: Record<string, unknown>): Promise<boolean> {
  const raw = (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
  if (!raw || raw[COUNT_MOVE]) return false;
  const item = fromItem(raw);
  // the index keys it should carry (an item that lost its send time before the counters kept its old ones)
  const indexed = Object.keys(NO_SEND_KEYS).every((name) => raw[name] !== undefined);
  const unindexed = Object.keys(NO_SEND_KEYS).every((name) => raw[name] === undefined);
  if (countedAt.get(item) === bucketOf(item) && (item.scheduledTime === null ? unindexed : indexed)) return false;
  try {
    // a new version (a staff edit of the old one is refused, not lost), the item's own fields unchanged
    await writeItem(item, { ...item, version: item.version + 1 });
    return true;
  } catch (error) {
    if (error instanceof WriteConflict) return false; // written meanwhile: that write counted it
    throw error;
  }
}

/** Completes every count move written before `staleBefore` (the index of moves under way): the local start-up, and the counts' readers now and then. */
export async function completeCountMoves(staleBefore: number): Promise<number> {
  const pending = await queryAll({ index: 'gsi2', key: ITEM.indexPartition('gsi2', {}), range: { below: ITEM.indexSortPrefix('gsi2', { at: staleBefore }) } });
  let completed = 0;
  for (const entry of pending) if (await completeCountMove(keyOfItem(entry), staleBefore)) completed++;
  return completed;
}

/** How many items carry a count move right now (their writers at work, or dead). */
export async function countMovesUnderWay(): Promise<number> {
  return (await queryAll({ index: 'gsi2', key: ITEM.indexPartition('gsi2', {}), attributes: ['pk'] })).length;
}

let lastLook = Number.NEGATIVE_INFINITY;
/** `completeCountMoves` for moves older than the lease, at most once a lease per process (one Query of an index that is empty unless a writer died). */
export async function completeStaleCountMoves(): Promise<void> {
  const at = now();
  if (at - lastLook < COUNT_MOVE_LEASE) return;
  lastLook = at;
  await completeCountMoves(at - COUNT_MOVE_LEASE);
}

/**
 * The one-off backfill of the counters: every item counted where it belongs, with its status index
 * keys (items written before the counters, or loaded raw), and moves of dead writers completed.
 * Each is a conditional write through `writeItem`, so it may run beside live traffic (scripts/
 * count-items.ts for a deployed table; the local start-up runs it once per store).
 */
export async function countEveryItem(onProgress?: (seen: number, counted: number) => void): Promise<{ items: number; counted: number }> {
  let cursor: Record<string, unknown> | undefined;
  let [items, counted] = [0, 0];
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        // item partitions (emw#<eventId>) hold the items (numeric sort keys) and the attach claims ('wf#...')
        FilterExpression: 'begins_with(pk, :items) AND sk < :claims',
        ExpressionAttributeValues: { ':items': ITEM.spec.pk.slice(0, ITEM.spec.pk.indexOf('{')), ':claims': 'a' },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const raw of page.Items ?? []) {
      items++;
      if (raw[COUNT_MOVE]) await completeCountMove(keyOfItem(raw), now() - COUNT_MOVE_LEASE);
      if (await countAgain(keyOfItem(raw))) counted++;
    }
    onProgress?.(items, counted);
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return { items, counted };
}

/** Counts every item once per store (the local start-up): the backfill runs when the store has not been counted yet. */
export async function countItemsOnce(): Promise<{ items: number; counted: number } | undefined> {
  if (await itemCountsBuilt()) return undefined;
  const done = await countEveryItem();
  await markItemCountsBuilt(now(), done.items);
  return done;
}

/** The raw items of a bulk load (benchmarks), with their keys and index keys, counted where they belong (item-counts.ts `addLoadedItems` adds them up). */
export const toStoreItems = (item: StoredItem) => [
  defined({ ...item, ...itemKey(item.eventId, item.id), ...indexKeys(item), [COUNTED]: bucketOf(item) ?? undefined }),
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
