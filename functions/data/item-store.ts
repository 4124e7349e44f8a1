import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, WriteConflict } from './conflict.ts';
import { db, tableName } from './client.ts';
import { now } from './clock.ts';
import { withEntry, type AlsoSteps } from './entity-store.ts';
import { bucketOf, countDeltas, type CountBucket } from './item-counts.ts';
import { COUNT_MOVE, COUNTED, countedAt, fromItem, itemKey, NO_SEND_KEYS, pointerKey } from './item-keys.ts';
import { newItem, readAs, replacement } from './item-write-steps.ts';
import { commitWithEntry, type EntryFields } from './audit-log.ts';
import { releaseAttachment } from './attach-claims.ts';
import { UnitOfWork, UnitRefused } from './unit-of-work.ts';
import type { EventWorkflowItem, StoredItem } from './event-workflow-item.ts';

/**
 * The writes of event message workflow items (reading them: item-reads.ts; how the table holds
 * them: item-keys.ts).
 *
 * Every write of an item goes through `writeItem`: one unit of work (unit-of-work.ts) with the
 * item's conditional write, the per-day counters of the dashboard it moves (item-counts.ts), its
 * pointer where it appears or goes, its audit entry where the change has one, and
 * the uses it adds or drops (uses.ts). A count move the ordered steps before transactions left on
 * an item is completed once by migrations/complete-former-count-moves.ts; until then a write of
 * that item is refused (409).
 */

/** Writes a new item, its pointer (so that it can be found by id) with it. */
export async function createItem(item: StoredItem, entry?: EntryFields, also?: AlsoSteps): Promise<StoredItem> {
  return withEntry(item, await writeItem(undefined, item, entry, also));
}

/** Applies changes, conditional on the version read (409 otherwise). */
export async function updateItem(current: StoredItem, changes: Partial<EventWorkflowItem>, actor?: number, entry?: EntryFields, also?: AlsoSteps): Promise<StoredItem> {
  const record: StoredItem = { ...current, ...changes, updatedAt: now(), updatedBy: actor ?? current.updatedBy, version: current.version + 1 };
  const written = await writeItem(current, record, entry, also);
  return written === undefined ? record : withEntry(record, written);
}

/**
 * Deletes an item (conditional on its version) and its pointer with it, then releases its attach
 * claim (when the claim is still its own: a claim whose item is gone is taken over anyway).
 */
export async function deleteItem(current: StoredItem, entry?: EntryFields, also?: AlsoSteps): Promise<void> {
  await writeItem(current, undefined, entry, also);
  await releaseAttachment(current.eventId, current.messageWorkflowId, current.id);
}

/** The name of the item's own write in its unit of work. */
const ITEM_STEP = 'item';

/**
 * The one write of an item: creates it (no `current`), replaces `current` with `next`, or deletes
 * it (no `next`), conditional on what was read (the version, and where the counters hold it), with
 * the counters' deltas, its pointer and claim, and its audit entry (`entry`), all in one unit.
 * Answers the id of the entry written, if any.
 */
async function writeItem(current: StoredItem | undefined, next: StoredItem | undefined, entry?: EntryFields, also?: AlsoSteps): Promise<number | undefined> {
  const from = current ? await countedOf(current) : null;
  const to = next ? bucketOf(next) : null;
  const { eventId, id } = (current ?? next)!;
  const unitOf = (entryId?: number) => {
    const unit = new UnitOfWork();
    if (!current) unit.put(newItem(next!, to, entryId), { ifAbsent: true, name: ITEM_STEP }).put({ ...pointerKey(id), eventId });
    else if (next) unit.update(itemKey(eventId, id), replacement(current, from, next, to, entryId), ITEM_STEP);
    else unit.delete(itemKey(eventId, id), { condition: readAs(current, from), name: ITEM_STEP }).delete(pointerKey(id));
    for (const { key, deltas } of countDeltas(from, to)) unit.add(key, deltas);
    also?.(unit);
    return unit;
  };
  try {
    const written = entry ? await commitWithEntry(entry, (made) => unitOf(made.id), (made) => made.id) : (await unitOf().commit(), undefined);
    if (next) countedAt.set(next, to);
    return written;
  } catch (error) {
    if (error instanceof UnitRefused && error.by(ITEM_STEP)) throw gone((current ?? next)!, current ? 'changed or is gone' : 'exists already');
    throw error;
  }
}

const gone = (item: StoredItem, what: string) => new WriteConflict(`item #${item.id} ${what}`);

async function rawItem(eventId: number, id: number): Promise<Record<string, unknown> | undefined> {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: itemKey(eventId, id), ConsistentRead: true }))).Item;
}

/** Where the counters hold `current` (as read; read again for a copy that does not say). */
async function countedOf(current: StoredItem): Promise<CountBucket | null> {
  if (countedAt.has(current)) return countedAt.get(current)!;
  const raw = await rawItem(current.eventId, current.id);
  if (!raw || Number(raw.version) !== current.version) throw gone(current, 'changed or is gone');
  return (raw[COUNTED] as CountBucket | undefined) ?? null;
}

/** Counts an item where it belongs when it is not counted there (a delete that did not finish, an item written before the counters). */
export async function countAgain(key: Record<string, unknown>): Promise<boolean> {
  const raw = (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
  if (!raw || raw[COUNT_MOVE]) return false; // a former count move is completed first (migrations/complete-former-count-moves.ts)
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
