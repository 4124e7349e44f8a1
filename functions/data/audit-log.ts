import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './conflict.ts';
import { now, nowMillis } from './clock.ts';
import { queryAll } from './query.ts';
import { getSetting } from './settings.ts';
import { AUDIT_ENTRY, COMPANY, CONTACT, DIRECTORY_EVENT, ENTITY, SETTING } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';
import { AUDIT_RETENTION_DAYS_DEFAULT, AUDIT_RETENTION_SETTING, type AuditAction, type AuditAuthor, type AuditChange } from '../../shared/audit.ts';

/**
 * The audit trail's entries (docs/audit.md). There are no transactions, so an entry and the change
 * it records are ordered steps (entity-store.ts runs them):
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
export const AUDIT_POINTER = 'auditEntry';
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
          Item: { ...keyOf(entry), ...AUDIT_ENTRY.indexKeys('gsi4', { at, entry: entry.id }), ...entry },
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

const fromItem = (item: Record<string, unknown>) => withoutKeys<AuditEntry>(item);

/**
 * Where the item of an audited record lives, when it is not an entity of the catalogue's store:
 * settings are keyed by their name (the entries carry it as entityName), directory records by id.
 */
const RECORD_ITEMS: Record<string, (id: number, name: string) => Record<string, unknown>> = {
  setting: (_id, name) => SETTING.key({ name }),
  'directory-contact': (id) => CONTACT.key({ id }),
  'directory-company': (id) => COMPANY.key({ id }),
  'directory-event': (id) => DIRECTORY_EVENT.key({ id }),
};
const recordItemKey = (type: string, id: number, name: string) => RECORD_ITEMS[type]?.(id, name) ?? ENTITY.key({ type, id });

/** The head of a record's chain: the entry its item points at (a tombstone's too), or undefined when the item is gone or predates the trail. */
async function headOf(type: string, id: number, name: string): Promise<{ exists: boolean; entry?: number }> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: recordItemKey(type, id, name), ConsistentRead: true, ProjectionExpression: '#p', ExpressionAttributeNames: { '#p': AUDIT_POINTER } }));
  if (!result.Item) return { exists: false };
  const pointer = result.Item[AUDIT_POINTER];
  return { exists: true, entry: pointer === undefined ? undefined : Number(pointer) };
}

/**
 * The entries that count among all of a record's (see the module comment): the done ones and the
 * chain from its head back along `previous`. Pending entries found on the chain are marked done.
 */
async function confirmed(entries: AuditEntry[], head: { exists: boolean; entry?: number }): Promise<AuditEntry[]> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const done = entries.filter((entry) => entry.state === 'done');
  let start = head.entry;
  if (!head.exists) start = done.reduce<AuditEntry | undefined>((last, entry) => (!last || entry.version > last.version ? entry : last), undefined)?.id;
  const onChain = new Set<number>();
  for (let id = start; id !== undefined && byId.has(id) && !onChain.has(id); id = byId.get(id)!.previous) onChain.add(id);
  const counted = entries.filter((entry) => entry.state === 'done' || onChain.has(entry.id));
  await Promise.all(counted.filter((entry) => entry.state === 'pending').map((entry) => markEntryDone(entry).then(() => (entry.state = 'done'))));
  return counted;
}

const live = (at: number) => (entry: AuditEntry) => entry.expiresAt > at;

/** The history of one record: its counted entries, newest first. */
export async function recordHistory(type: string, id: number): Promise<AuditEntry[]> {
  const read = queryAll({ key: AUDIT_ENTRY.partition({ type, id }), consistent: true }).then((items) => items.map(fromItem));
  // a record keyed by name is found through the name its entries carry
  const [entries, head] = RECORD_ITEMS[type] ? await read.then(async (found) => [found, found.length ? await headOf(type, id, found[0].entityName) : { exists: false }] as const) : await Promise.all([read, headOf(type, id, '')]);
  const counted = (await confirmed(entries, head)).filter(live(now()));
  return counted.sort((a, b) => b.version - a.version || b.id - a.id);
}

/**
 * Every counted entry made between `from` and `to` (unix seconds, inclusive), newest first: the
 * time index's range, with the pending entries in it checked against their records' chains.
 */
export async function entriesBetween(from = 0, to = 9_999_999_999): Promise<AuditEntry[]> {
  const range: [string, string] = [AUDIT_ENTRY.indexSort('gsi4', { at: Math.max(0, from), entry: 0 }), `${AUDIT_ENTRY.indexSort('gsi4', { at: Math.min(to, 9_999_999_999), entry: 0 }).split('#')[0]}#~`];
  const items = (await queryAll({ key: AUDIT_ENTRY.indexPartition('gsi4', {}), index: 'gsi4', range: { between: range }, descending: true })).map(fromItem);
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
