import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { now, nowMillis } from './clock.ts';
import { getItem } from './get-item.ts';
import { CHANGE_LOG, TYPE_REVISION } from './stored-types.ts';
import { pages } from './query.ts';

/**
 * A per-process copy of each entity type's partition, so list screens that sort and filter by
 * any column do not re-read thousands of records on every request.
 *
 * Every write to a type, after the record is written (and before the write is answered), takes
 * the type's next revision number (atomic ADD on the revision item) and logs what it changed under
 * that number (`changes#<type>` / revision): the record as written, or its deletion. A list reads
 * the revision (one consistent GetItem): when it equals the copy's, the copy is current; when it
 * is ahead, the copy is brought forward from the logged changes since (one Query). Revision numbers are dense, so a change whose log item is missing (its
 * writer is still between the two steps, or died there) is noticed, and the whole partition is
 * read again instead. A copy is also reloaded after MAX_AGE_MS, bounding staleness if a writer
 * died before taking its revision.
 */
const MAX_AGE_MS = 10 * 60_000;
/** Past this many changes a full read is about as cheap as the log. */
const MAX_LOGGED_CHANGES = 500;
/** Log items outlive any copy that could still need them. */
const LOG_DAYS = 2;

interface Entry<T> {
  revision: number;
  loadedAt: number;
  records: Promise<T[]>;
}

const cache = new Map<string, Entry<unknown>>();
const revisionKey = (type: string) => TYPE_REVISION.key({ type });
const logSk = (revision: number) => CHANGE_LOG.sort({ revision });

export async function readRevision(type: string): Promise<number> {
  return Number((await getItem(revisionKey(type), { consistent: true }))?.value ?? 0);
}

/**
 * A change to log: a record's new state (`record`), its deletion (`deleted`, with the version it
 * had), or just its id (the reader then reads it: bookkeeping writes that do not carry the record).
 */
export type Change = { id: number; record?: { version: number } & object; deletedVersion?: number };

/** Takes the type's next revision and logs the changes under it; without changes it only invalidates copies (bulk loads). */
export async function bumpRevision(type: string, changes: (number | Change)[] = []): Promise<void> {
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: revisionKey(type),
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  if (!changes.length) return;
  const revision = Number(result.Attributes?.value);
  const expiresAt = now() + LOG_DAYS * 86_400;
  const logged = changes.map((change) => (typeof change === 'number' ? { id: change } : change));
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...CHANGE_LOG.key({ type, revision }), changes: logged, expiresAt } }));
}

/**
 * Of two logged changes of one record, the one that tells its latest state. Two writers may take
 * their revisions in the other order than their writes, so versions decide (a delete wins a tie);
 * a change without the record says "read it", which beats any logged state.
 */
function newer(known: Change | undefined, change: Change): Change {
  const unknown = (c: Change) => !c.record && c.deletedVersion === undefined;
  if (!known || unknown(change)) return change;
  if (unknown(known)) return known;
  const version = (c: Change) => c.record?.version ?? c.deletedVersion!;
  if (version(change) !== version(known)) return version(change) > version(known) ? change : known;
  return change.deletedVersion !== undefined ? change : known;
}

/** The changes between two revisions, the latest per record; undefined when the log has a gap. */
async function loggedChanges(type: string, after: number, upTo: number): Promise<Map<number, Change> | undefined> {
  const changes = new Map<number, Change>();
  let seen = 0;
  for await (const page of pages({ key: CHANGE_LOG.partition({ type }), range: { between: [logSk(after + 1), logSk(upTo)] }, consistent: true })) {
    for (const item of page) {
      seen++;
      for (const change of item.changes as Change[]) changes.set(change.id, newer(changes.get(change.id), change));
    }
  }
  return seen === upTo - after ? changes : undefined;
}

export interface PartitionSource<T extends { id: number }> {
  /** Every record of the type. */
  loadAll(): Promise<T[]>;
  /** The current state of some records (consistent reads); absent ids were deleted. */
  loadSome(ids: number[]): Promise<Map<number, T>>;
}

/** How a copy was derived from the one before it, so views of the old one (sorted orders) can be carried forward. */
export interface Lineage<T> {
  previous: T[];
  changed: Set<number>;
}
const lineages = new WeakMap<object, Lineage<unknown>>();
export const lineageOf = <T>(records: T[]) => lineages.get(records) as Lineage<T> | undefined;
export const setLineage = <T>(records: T[], lineage: Lineage<T>) => void lineages.set(records, lineage as Lineage<unknown>);

/** Index of the first record whose id is >= `id` in a list sorted by id. */
function lowerBound(records: { id: number }[], id: number): number {
  let [low, high] = [0, records.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (records[mid].id < id) low = mid + 1;
    else high = mid;
  }
  return low;
}

async function bringForward<T extends { id: number }>(type: string, entry: Entry<T>, revision: number, source: PartitionSource<T>): Promise<T[]> {
  const logged = revision - entry.revision <= MAX_LOGGED_CHANGES ? await loggedChanges(type, entry.revision, revision) : undefined;
  if (!logged) return source.loadAll();
  const unknown = [...logged.values()].filter((change) => !change.record && change.deletedVersion === undefined).map((change) => change.id);
  const [previous, read] = await Promise.all([entry.records, unknown.length ? source.loadSome(unknown) : new Map<number, T>()]);
  const fresh = new Map<number, T>(read);
  for (const change of logged.values()) if (change.record) fresh.set(change.id, change.record as unknown as T);
  const changed = new Set(logged.keys());
  const records = previous.slice();
  for (const id of changed) {
    const at = lowerBound(records, id);
    const present = records[at]?.id === id;
    const record = fresh.get(id);
    if (record) records.splice(at, present ? 1 : 0, record);
    else if (present) records.splice(at, 1);
  }
  setLineage(records, { previous, changed });
  return records;
}

/** The records of a type, from the copy when it is current, otherwise refreshed. Callers must not mutate them. */
export async function cachedPartition<T extends { id: number }>(type: string, source: PartitionSource<T>): Promise<T[]> {
  const revision = await readRevision(type);
  const entry = cache.get(type) as Entry<T> | undefined;
  const fresh = entry && nowMillis() - entry.loadedAt < MAX_AGE_MS;
  if (fresh && entry.revision === revision) return entry.records;
  const records = fresh && revision > entry.revision ? bringForward(type, entry, revision, source) : source.loadAll();
  const loadedAt = fresh && revision > entry.revision ? entry.loadedAt : nowMillis();
  // a slower refresh never replaces a newer copy
  const current = cache.get(type);
  if (!current || current.revision <= revision) cache.set(type, { revision, loadedAt, records });
  records.catch(() => {
    if (cache.get(type)?.records === records) cache.delete(type);
  });
  return records;
}
