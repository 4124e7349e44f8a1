import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './conflict.ts';
import { now, nowMillis } from './clock.ts';
import { queryAll } from './query.ts';
import { getItems } from './batch-get.ts';
import { getSetting } from './settings.ts';
import { AUDIT_ENTRY } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';
import { headOf, type AuditHead } from './audit-heads.ts';
import { AUDIT_RETENTION_DAYS_DEFAULT, AUDIT_RETENTION_SETTING, type AuditAction, type AuditAuthor, type AuditChange, type AuditImpact, type AuditParent } from '../../shared/audit.ts';

/**
 * The audit trail's entries (docs/audit.md). There are no transactions, so an entry and the change
 * it records are ordered steps (entity-store.ts runs them; a delete's, audited-delete.ts):
 *   1. the entry is put as `pending`, keyed by (record, the version the change makes, its own id),
 *      naming the entry of the version it replaces (`previous`);
 *   2. the record is written, conditional on the version read, carrying the entry's id
 *      (`auditEntry`); a delete first writes that version as a tombstone (`deletedAt`);
 *   3. the entry is marked `done` (and a delete's tombstone removed).
 * A refused write (409, 422, 403: all before or at step 2) takes its pending entry back. An entry
 * counts when it is done, or when it is on the chain that starts at the record's `auditEntry` (or
 * at the last done entry of a deleted record) and follows `previous`: a crash after step 2 leaves
 * the record pointing at its entry, so the change has its entry; a crash before it leaves an entry
 * nothing points at, which no reader shows. Readers mark the pending entries they confirm done.
 */
export interface AuditEntry extends AuditAuthor {
  id: number;
  at: number;
  action: AuditAction;
  entityType: string;
  entityId: number;
  entityName: string;
  version: number;
  changes: AuditChange[];
  note?: string;
  /** The entry of the version this change replaced (none for a create, or a record older than the trail). */
  previous?: number;
  /** The record this one belongs to (an item's event): its History lists the entry too (gsi1). */
  parent?: AuditParent;
  /** What the change does to sends, where known. */
  impact?: AuditImpact;
  state: 'pending' | 'done';
  expiresAt: number;
}

/** What a write tells the store about itself: who, what kind of change, and why where it is a step of something else. */
export interface AuditNote {
  author: AuditAuthor;
  action: AuditAction;
  note?: string;
}

/** The attribute a record item carries: the id of the entry that recorded its current version. */
export { AUDIT_POINTER } from './audit-heads.ts';
/** The attribute of a record deleted up to its tombstone (step 2 of a delete). */
export const TOMBSTONE = 'deletedAt';

const DAY = 86_400;
const RETENTION_REREAD_MS = 60_000;
let retention: { days: number; readAt: number } | undefined;

/** How long entries are kept (the setting `audit.retentionDays`, 2 years by default), re-read at most once a minute. */
export async function retentionDays(): Promise<number> {
  if (retention && nowMillis() - retention.readAt < RETENTION_REREAD_MS) return retention.days;
  const value = Number((await getSetting(AUDIT_RETENTION_SETTING))?.value);
  const days = Number.isFinite(value) && value >= 1 ? Math.floor(value) : AUDIT_RETENTION_DAYS_DEFAULT;
  retention = { days, readAt: nowMillis() };
  return days;
}
/** Forgets the setting read, so the next entry reads it again (a test that changes it). */
export const forgetRetention = () => void (retention = undefined);

/** Entry ids: time-ordered (milliseconds) with three random digits, so two writers in one millisecond differ. */
export const newEntryId = () => nowMillis() * 1000 + Math.floor(Math.random() * 1000);

const keyOf = (entry: Pick<AuditEntry, 'entityType' | 'entityId' | 'version' | 'id'>) => AUDIT_ENTRY.key({ type: entry.entityType, id: entry.entityId, version: entry.version, entry: entry.id });

/** Lets a test stop a write between its steps, as a crash would (nothing after the hook runs when it throws). */
export type AuditStep = 'entry-pending' | 'record-written';
let interruption: ((step: AuditStep, entry: AuditEntry) => void | Promise<void>) | undefined;
export const interruptAuditedWrites = (hook: typeof interruption) => void (interruption = hook);
export const auditStep = async (step: AuditStep, entry: AuditEntry) => interruption?.(step, entry);

/**
 * Step 1: the entry, pending. Two writers of one record's version in the same millisecond may draw
 * the same id (one in a thousand): the second draws again.
 */
export async function putPendingEntry(fields: Omit<AuditEntry, 'id' | 'at' | 'state' | 'expiresAt'>): Promise<AuditEntry> {
  const at = now();
  const expiresAt = at + (await retentionDays()) * DAY;
  for (let attempt = 1; ; attempt++) {
    const entry: AuditEntry = { ...fields, id: newEntryId(), at, state: 'pending', expiresAt };
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keyOf(entry), ...AUDIT_ENTRY.indexKeys('gsi4', { at, entry: entry.id }), ...(entry.parent ? AUDIT_ENTRY.indexKeys('gsi1', { parentType: entry.parent.type, parentId: entry.parent.id, at, entry: entry.id }) : {}), ...entry },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return entry;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= 5) throw error;
    }
  }
}

/** Step 3 (or a reader's repair): the entry is done. Idempotent. */
export async function markEntryDone(entry: Pick<AuditEntry, 'entityType' | 'entityId' | 'version' | 'id'>): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(entry),
        UpdateExpression: 'SET #state = :done',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':done': 'done' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** A refused write takes its entry back (only while it is pending: a done entry is never removed). */
export async function dropPendingEntry(entry: AuditEntry): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keyOf(entry),
        ConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * The ordered steps of one audited write (the module comment): the entry pending, then `write`
 * (which must carry the entry's id on the record, conditionally), then the entry done, with
 * `alongside` (what follows the write, e.g. a revision bump) at the same time. A write
 * `refused` (its condition failed) takes its entry back; any other failure leaves it pending,
 * where no reader counts it unless the record points at it.
 */
export async function writeWithEntry<R>(
  fields: Omit<AuditEntry, 'id' | 'at' | 'state' | 'expiresAt'>,
  write: (entry: AuditEntry) => Promise<R>,
  refused: (error: unknown) => boolean,
  alongside?: (result: R) => Promise<unknown>,
): Promise<R> {
  const entry = await putPendingEntry(fields);
  await auditStep('entry-pending', entry);
  let result: R;
  try {
    result = await write(entry);
  } catch (error) {
    if (refused(error)) await dropPendingEntry(entry);
    throw error;
  }
  await auditStep('record-written', entry);
  // the record points at its entry now, so readers count it whether or not it is marked done yet: what follows the write goes beside the mark
  await Promise.all([markEntryDone(entry), alongside?.(result)]);
  return result;
}

const fromItem = (item: Record<string, unknown>) => withoutKeys<AuditEntry>(item);

/**
 * The entries that count among all of a record's (see the module comment): the done ones and the
 * chain from its head back along `previous`. Pending entries found on the chain are marked done.
 */
async function confirmed(entries: AuditEntry[], head: AuditHead): Promise<AuditEntry[]> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  let start = head.entry;
  if (!head.exists) {
    const ended = entries.filter((entry) => entry.state === 'done' || entry.action === head.goneBy);
    start = ended.reduce<AuditEntry | undefined>((last, entry) => (!last || entry.version > last.version ? entry : last), undefined)?.id;
  }
  const onChain = new Set<number>();
  for (let id = start; id !== undefined && byId.has(id) && !onChain.has(id); id = byId.get(id)!.previous) onChain.add(id);
  const counted = entries.filter((entry) => entry.state === 'done' || onChain.has(entry.id));
  await Promise.all(counted.filter((entry) => entry.state === 'pending').map((entry) => markEntryDone(entry).then(() => (entry.state = 'done'))));
  return counted;
}

const live = (at: number) => (entry: AuditEntry) => entry.expiresAt > at;

/** The history of one record: its counted entries, newest first. */
export async function recordHistory(type: string, id: number): Promise<AuditEntry[]> {
  const entries = (await queryAll({ key: AUDIT_ENTRY.partition({ type, id }), consistent: true })).map(fromItem);
  const counted = (await confirmed(entries, await headOf(type, id, entries))).filter(live(now()));
  return counted.sort((a, b) => b.version - a.version || b.id - a.id);
}

/** The entries among `items` that count: the done ones, and pending ones their records' chains confirm. */
async function counting(items: AuditEntry[]): Promise<AuditEntry[]> {
  const pending = [...new Set(items.filter((entry) => entry.state === 'pending').map((entry) => `${entry.entityType}\u0000${entry.entityId}`))];
  const counted = new Set<number>();
  await Promise.all(
    pending.map(async (record) => {
      const [type, id] = record.split('\u0000');
      for (const entry of await recordHistory(type, Number(id))) counted.add(entry.id);
    }),
  );
  return items.filter((entry) => entry.state === 'done' || counted.has(entry.id)).filter(live(now()));
}

/**
 * Every counted entry made between `from` and `to` (unix seconds, inclusive), newest first: the
 * time index's range, with the pending entries in it checked against their records' chains.
 */
export async function entriesBetween(from = 0, to = 9_999_999_999): Promise<AuditEntry[]> {
  const range: [string, string] = [AUDIT_ENTRY.indexSort('gsi4', { at: Math.max(0, from), entry: 0 }), `${AUDIT_ENTRY.indexSort('gsi4', { at: Math.min(to, 9_999_999_999), entry: 0 }).split('#')[0]}#~`];
  return counting((await queryAll({ key: AUDIT_ENTRY.indexPartition('gsi4', {}), index: 'gsi4', range: { between: range }, descending: true })).map(fromItem));
}

/**
 * Every counted entry of the records that belong to `parent` (an event's items), newest first: the
 * keys from its partition of gsi1 (which projects only a few attributes), then the entries by key.
 */
export async function entriesWithin(parent: AuditParent): Promise<AuditEntry[]> {
  const keys = await queryAll({ key: AUDIT_ENTRY.indexPartition('gsi1', { parentType: parent.type, parentId: parent.id }), index: 'gsi1', descending: true, attributes: ['pk', 'sk'] });
  const entries = (await getItems(keys.map(({ pk, sk }) => ({ pk, sk })), { consistent: true })).map(fromItem);
  return counting(entries.sort((a, b) => b.at - a.at || b.id - a.id));
}
