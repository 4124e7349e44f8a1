import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, WriteConflict } from './conflict.ts';
import { db, tableName } from './client.ts';
import { now } from './clock.ts';
import { getItem } from './get-item.ts';
import { ENTITY, ID_COUNTER } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';
import { queryAll } from './query.ts';
import { bumpRevision, cachedPartition } from './partition-cache.ts';
import { getItems } from './batch-get.ts';
import { inParallel } from '../../shared/in-parallel.ts';
import { AUDIT_POINTER, auditStep, dropPendingEntry, markEntryDone, putPendingEntry, TOMBSTONE, writeWithEntry, type AuditEntry, type AuditNote } from './audit-log.ts';
import { diffRecords, type AuditAction } from '../../shared/audit.ts';

/** Fields every stored entity carries (audit and optimistic locking). */
export interface Audited {
  id: number;
  createdAt: number;
  updatedAt: number;
  createdBy?: number;
  updatedBy?: number;
  version: number;
}

export type Stored<T> = T & Audited;

/**
 * The audit entry that recorded a record's version (audit-log.ts), kept on the record object under a
 * symbol: it travels with the record through copies and caches, and no JSON answer carries it.
 */
const ENTRY_OF = Symbol('auditEntry');
export const entryOf = (record: object): number | undefined => (record as { [ENTRY_OF]?: number })[ENTRY_OF];
export function withEntry<R extends object>(record: R, entry: number | undefined): R {
  if (entry === undefined) delete (record as { [ENTRY_OF]?: number })[ENTRY_OF];
  else (record as { [ENTRY_OF]?: number })[ENTRY_OF] = entry;
  return record;
}

/**
 * A record as read, without what the store keeps on its item for itself (keys, a delete in
 * progress, its audit entry); a tombstone (a delete that stopped before its last step) reads as gone.
 */
function strip<T>(item: Record<string, unknown> | undefined): T | undefined {
  if (!item || item[TOMBSTONE] !== undefined) return undefined;
  const { deletingAt: _mark, [AUDIT_POINTER]: pointer, ...record } = withoutKeys(item);
  return withEntry(record, pointer === undefined ? undefined : Number(pointer)) as T;
}

/**
 * Who writes (a user id, for types without a trail), or, for a type with a trail, who and which
 * kind of change: the entry is written with the change (audit-log.ts).
 */
export type WriteBy = number | AuditNote;
const userIdOf = (by: WriteBy | undefined) => (typeof by === 'number' ? by : (by?.author.user?.id ?? undefined));
const noteOf = (by: WriteBy | undefined, action: AuditAction): AuditNote =>
  typeof by === 'object' ? by : by === undefined ? { author: { user: null, actor: 'system:unknown' }, action } : { author: { user: { id: by, name: `#${by}` }, actor: `user:${by}` }, action };

/** What makes a type's records audited: the name an entry gives the record. */
export interface EntityStoreOptions<T> {
  audit?: { nameOf?: (record: Stored<T>) => string };
}

export const entityKey = (type: string, id: number) => ENTITY.key({ type, id });

/** A condition a delete holds to besides the record existing (a delete mark: uses.ts). */
export interface RemoveCondition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** Allocates the next numeric id of an entity type: one atomic counter per type. */
export async function nextId(type: string): Promise<number> {
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: ID_COUNTER.key({ type }),
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.value);
}

/** The last id handed out for a type (0 before the first). */
export async function lastId(type: string): Promise<number> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: ID_COUNTER.key({ type }), ConsistentRead: true }));
  return Number(result.Item?.value ?? 0);
}

/** Raises a type's counter to at least `value` (imports and seeds that bring their own ids). */
export async function reserveIds(type: string, value: number): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ID_COUNTER.key({ type }),
        UpdateExpression: 'SET #value = :value',
        ConditionExpression: 'attribute_not_exists(#value) OR #value < :value',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':value': value },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Writes raw items in batches of 25 (several batches in flight), retrying what the store leaves
 * unprocessed, then bumps the revision of every entity type written so list copies reload.
 */
export async function putMany(items: Record<string, unknown>[], options: { concurrency?: number; onProgress?: (written: number) => void } = {}): Promise<void> {
  const parts = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) => items.slice(i * 25, (i + 1) * 25));
  let written = 0;
  await inParallel(parts, options.concurrency ?? 1, async (part) => {
    await writeBatch(part);
    options.onProgress?.((written += part.length));
  });
  // entity partitions have plain names; derived items (words, rosters) carry a '#'
  for (const type of new Set(items.map((item) => String(item.pk)))) if (!type.includes('#')) await bumpRevision(type);
}

async function writeBatch(items: Record<string, unknown>[]): Promise<void> {
  let requests: { PutRequest: { Item: Record<string, unknown> } }[] = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length; attempt++) {
    const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
    requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    if (requests.length) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
  }
}

/**
 * Replaces `current` (read at its version) with `record` at `key`, provided nobody wrote it
 * since: a 409 otherwise. Only the record's own fields are set (or removed), so what the store
 * keeps on the item for itself (a delete in progress, index keys set apart) survives an edit.
 */
export async function writeVersioned(key: Record<string, unknown>, current: { version: number } & object, record: { version: number } & object, extra: Record<string, unknown> = {}): Promise<void> {
  const fields = Object.entries({ ...record, ...extra }).filter(([name, value]) => name !== 'id' && value !== undefined);
  const dropped = Object.keys(current).filter((name) => (record as Record<string, unknown>)[name] === undefined && !(name in extra));
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':expected': current.version };
  const sets = fields.map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  const removals = dropped.map((name, i) => ((names[`#r${i}`] = name), `#r${i}`));
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}${removals.length ? ` REMOVE ${removals.join(', ')}` : ''}`,
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new WriteConflict();
    throw error;
  }
}

/**
 * The generic repository of one entity type: records live under pk = type, sk = padded id.
 * Updates are conditional on the version that was read, so concurrent edits answer 409. Every
 * write logs the record it changed (partition-cache.ts), so list copies refresh cheaply.
 */
export function entityStore<T extends object>(type: string, options: EntityStoreOptions<T> = {}) {
  const key = (id: number) => entityKey(type, id);
  const audited = options.audit;
  const nameOf = (record: Stored<T>) => audited?.nameOf?.(record) ?? String((record as { name?: unknown }).name ?? `#${record.id}`);

  /** What the entry of a change records (audit-log.ts). */
  function entryFields(by: WriteBy | undefined, action: AuditAction, before: Stored<T> | undefined, after: Stored<T> | undefined, version: number) {
    const note = noteOf(by, action);
    const record = (after ?? before)!;
    return {
      ...note.author,
      action: note.action,
      ...(note.note ? { note: note.note } : {}),
      entityType: type,
      entityId: record.id,
      entityName: nameOf(record),
      version,
      changes: diffRecords(before, after),
      ...(before && entryOf(before) !== undefined ? { previous: entryOf(before) } : {}),
    };
  }

  /** Step 1 of an audited delete: the entry, pending. */
  const begin = (by: WriteBy | undefined, action: AuditAction, before: Stored<T>, version: number) => putPendingEntry(entryFields(by, action, before, undefined, version));

  /** Step 3 of an audited delete: the entry is done (after the tombstone was written). */
  async function finish(entry: AuditEntry): Promise<void> {
    await auditStep('record-written', entry);
    await markEntryDone(entry);
  }

  async function getMany(ids: number[], options: { consistent?: boolean } = {}): Promise<Map<number, Stored<T>>> {
    const found = new Map<number, Stored<T>>();
    for (const item of await getItems([...new Set(ids)].map(key), { consistent: options.consistent })) {
      const record = strip<Stored<T>>(item);
      if (record) found.set(record.id, record);
    }
    return found;
  }

  async function write(current: Stored<T>, record: Stored<T>, by: WriteBy | undefined, action: AuditAction): Promise<Stored<T>> {
    const put = async (entry?: AuditEntry) => {
      await writeVersioned(key(record.id), current, record, entry ? { [AUDIT_POINTER]: entry.id } : {});
      return withEntry(record, entry?.id ?? entryOf(current));
    };
    const bump = () => bumpRevision(type, [{ id: record.id, record }]);
    if (audited) return writeWithEntry(entryFields(by, action, current, record, record.version), put, (error) => error instanceof WriteConflict, bump);
    await put();
    await bump();
    return record;
  }

  /** Step 2 of an audited delete: the record's next version, as a tombstone pointing at the entry. */
  async function bury(current: Stored<T>, entry: AuditEntry, onlyIf?: RemoveCondition): Promise<boolean> {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key(current.id),
          UpdateExpression: 'SET #tomb = :at, #pointer = :entry, #version = :next',
          ConditionExpression: `attribute_exists(pk) AND #version = :expected AND attribute_not_exists(#tomb)${onlyIf ? ` AND (${onlyIf.expression})` : ''}`,
          ExpressionAttributeNames: { '#tomb': TOMBSTONE, '#pointer': AUDIT_POINTER, '#version': 'version', ...onlyIf?.names },
          ExpressionAttributeValues: { ':at': now(), ':entry': entry.id, ':next': entry.version, ':expected': current.version, ...onlyIf?.values },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** A delete with its entry: pending entry, tombstone, entry done, then the item itself goes. */
  async function removeAudited(id: number, onlyIf: RemoveCondition | undefined, by: WriteBy | undefined, action: AuditAction): Promise<Stored<T> | undefined> {
    // a concurrent edit moves the version under the delete: read again and retry, a few times
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = strip<Stored<T>>(await getItem(key(id), { consistent: true }));
      if (!current) return undefined;
      const entry = await begin(by, action, current, current.version + 1);
      await auditStep('entry-pending', entry);
      if (!(await bury(current, entry, onlyIf))) {
        await dropPendingEntry(entry);
        if (onlyIf) return undefined; // the caller's condition (its delete mark) no longer holds
        continue;
      }
      await bumpRevision(type, [{ id, deletedVersion: entry.version }]);
      await finish(entry);
      await db()
        .send(new DeleteCommand({ TableName: tableName(), Key: key(id), ConditionExpression: '#version = :v', ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':v': entry.version } }))
        .catch((error) => {
          if (!isConditionFailure(error)) throw error;
        });
      return current;
    }
    throw new WriteConflict();
  }

  return {
    type,

    async get(id: number, options: { consistent?: boolean } = {}): Promise<Stored<T> | undefined> {
      return strip<Stored<T>>(await getItem(key(id), options));
    },

    getMany,

    /** Every record of the type, shared with other requests of this process: do not mutate. */
    list(): Promise<Stored<T>[]> {
      return cachedPartition<Stored<T>>(type, { loadAll: async () => (await queryAll({ key: ENTITY.partition({ type }) })).map((item) => strip<Stored<T>>(item)).filter((record) => record !== undefined), loadSome: (ids) => getMany(ids, { consistent: true }) });
    },

    /** A new id for a record about to be created (its uses are written under it first). */
    nextId: () => nextId(type),

    async create(data: T, by?: WriteBy, id?: number, action: AuditAction = 'create'): Promise<Stored<T>> {
      const at = now();
      const actor = userIdOf(by);
      const record = {
        ...data,
        id: id ?? (await nextId(type)),
        createdAt: at,
        updatedAt: at,
        createdBy: actor,
        updatedBy: actor,
        version: 1,
      } as Stored<T>;
      const put = async (entry?: AuditEntry) => {
        try {
          await db().send(new PutCommand({ TableName: tableName(), Item: { ...record, ...key(record.id), ...(entry ? { [AUDIT_POINTER]: entry.id } : {}) }, ConditionExpression: 'attribute_not_exists(pk)' }));
        } catch (error) {
          throw isConditionFailure(error) ? new WriteConflict(`${type} #${record.id} exists already`) : error;
        }
        return withEntry(record, entry?.id);
      };
      const bump = () => bumpRevision(type, [{ id: record.id, record }]);
      if (audited) return writeWithEntry(entryFields(by, action, undefined, record, 1), put, (error) => error instanceof WriteConflict, bump);
      await put();
      await bump();
      return record;
    },

    /**
     * Applies `changes` to `current`, provided nobody wrote it since it was read. Only the
     * record's own fields are set (or removed), so what the store keeps on the item for itself
     * (a delete in progress) survives an edit.
     */
    async update(current: Stored<T>, changes: Partial<T>, by?: WriteBy, action: AuditAction = 'update'): Promise<Stored<T>> {
      const actor = userIdOf(by);
      return write(current, {
        ...current,
        ...changes,
        id: current.id,
        createdAt: current.createdAt,
        createdBy: current.createdBy,
        updatedAt: now(),
        updatedBy: actor,
        version: current.version + 1,
      } as Stored<T>, by, action);
    },

    /** Writes `previous` back over `current` (audit fields included), provided nobody wrote it since. */
    async restore(current: Stored<T>, previous: Stored<T>, by?: WriteBy, action: AuditAction = 'update'): Promise<Stored<T>> {
      return write(current, withEntry({ ...previous, id: current.id, version: current.version + 1 }, undefined), by, action);
    },

    /** Sets fields on existing records without a version check (bookkeeping such as a tag's last use); missing ids are skipped. */
    async setFields(ids: number[], fields: Partial<T>): Promise<void> {
      const unique = [...new Set(ids)];
      if (!unique.length) return;
      const entries = Object.entries(fields);
      const names = Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name]));
      const values = Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value]));
      await Promise.all(
        unique.map((id) =>
          db()
            .send(
              new UpdateCommand({
                TableName: tableName(),
                Key: key(id),
                UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeNames: names,
                ExpressionAttributeValues: values,
              }),
            )
            .catch((error) => {
              if (!isConditionFailure(error)) throw error;
            }),
        ),
      );
      await bumpRevision(type, unique);
    },

    /**
     * Deletes a record; answers the deleted record, or undefined when it was already gone (or,
     * with `onlyIf`, when the item no longer matches that condition).
     */
    async remove(id: number, onlyIf?: RemoveCondition, by?: WriteBy, action: AuditAction = 'delete'): Promise<Stored<T> | undefined> {
      if (audited) return removeAudited(id, onlyIf, by, action);
      try {
        const result = await db().send(
          new DeleteCommand({
            TableName: tableName(),
            Key: key(id),
            ConditionExpression: `attribute_exists(pk)${onlyIf ? ` AND (${onlyIf.expression})` : ''}`,
            ExpressionAttributeNames: onlyIf?.names,
            ExpressionAttributeValues: onlyIf?.values,
            ReturnValues: 'ALL_OLD',
          }),
        );
        const removed = strip<Stored<T>>(result.Attributes);
        await bumpRevision(type, [{ id, deletedVersion: removed?.version ?? Number.MAX_SAFE_INTEGER }]);
        return removed;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /** Raw items for bulk loads (seeds, imports, benchmarks) with their keys attached. */
    toItem(record: Stored<T>): Record<string, unknown> {
      return { ...record, ...key(record.id) };
    },
  };
}

export type EntityStore<T extends object> = ReturnType<typeof entityStore<T>>;
