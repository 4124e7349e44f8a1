import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, WriteConflict } from './conflict.ts';
import { db, tableName } from './client.ts';
import { now } from './clock.ts';
import { getItem } from './get-item.ts';
import { ENTITY } from './stored-types.ts';
import { nextId } from './id-counters.ts';
import { withoutKeys } from './stored-type.ts';
import { queryAll } from './query.ts';
import { bumpRevision, cachedPartition } from './partition-cache.ts';
import { getItems } from './batch-get.ts';
import { AUDIT_POINTER, commitWithEntry, TOMBSTONE, type AuditNote } from './audit-log.ts';
import { and, atVersion, UnitOfWork, UnitRefused, type Condition, type UpdateStep } from './unit-of-work.ts';
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

/**
 * The update that replaces `current` (read at its version) with `record`, provided nobody wrote it
 * since. Only the record's own fields are set (or removed), so what the store keeps on the item for
 * itself (index keys set apart) survives an edit.
 */
export function versionedUpdate(current: { version: number } & object, record: { version: number } & object, extra: Record<string, unknown> = {}): UpdateStep {
  const set = Object.fromEntries(Object.entries({ ...record, ...extra }).filter(([name, value]) => name !== 'id' && value !== undefined));
  const remove = Object.keys(current).filter((name) => (record as Record<string, unknown>)[name] === undefined && !(name in extra));
  return { set, remove, condition: atVersion(current.version) };
}

/** More steps for a record's unit of work (the uses it adds and drops: uses.ts). */
export type AlsoSteps = (unit: UnitOfWork) => void;
const withAlso = (unit: UnitOfWork, also: AlsoSteps | undefined) => (also?.(unit), unit);

/** The name of a record's own write in its unit of work: refused, it is a 409. */
const RECORD_STEP = 'record';

/** Commits a unit, a refusal of the record's own step answered as a write conflict. */
async function commitRecord<R>(commit: () => Promise<R>, conflict: () => Error = () => new WriteConflict()): Promise<R> {
  try {
    return await commit();
  } catch (error) {
    if (error instanceof UnitRefused && error.by(RECORD_STEP)) throw conflict();
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

  async function getMany(ids: number[], options: { consistent?: boolean } = {}): Promise<Map<number, Stored<T>>> {
    const found = new Map<number, Stored<T>>();
    for (const item of await getItems([...new Set(ids)].map(key), { consistent: options.consistent })) {
      const record = strip<Stored<T>>(item);
      if (record) found.set(record.id, record);
    }
    return found;
  }

  /**
   * Commits the record's own write (`change`, given the id of the change's audit entry where the
   * type has a trail: the record points at it) together with that entry: one unit of work. Then
   * the type's revision moves, so list copies refresh.
   */
  async function commit(change: (entryId?: number) => UnitOfWork, entry: (() => ReturnType<typeof entryFields>) | undefined, revision: Parameters<typeof bumpRevision>[1]): Promise<number | undefined> {
    const entryId = entry ? await commitWithEntry(entry(), (written) => change(written.id), (written) => written.id) : (await change().commit(), undefined);
    await bumpRevision(type, revision);
    return entryId;
  }

  async function write(current: Stored<T>, record: Stored<T>, by: WriteBy | undefined, action: AuditAction, also?: AlsoSteps): Promise<Stored<T>> {
    const entryId = await commitRecord(() =>
      commit(
        (entry) => withAlso(new UnitOfWork().update(key(record.id), versionedUpdate(current, record, entry === undefined ? {} : { [AUDIT_POINTER]: entry }), RECORD_STEP), also),
        audited && (() => entryFields(by, action, current, record, record.version)),
        [{ id: record.id, record }],
      ),
    );
    return withEntry(record, entryId ?? entryOf(current));
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

    async create(data: T, by?: WriteBy, id?: number, action: AuditAction = 'create', also?: AlsoSteps): Promise<Stored<T>> {
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
      const entryId = await commitRecord(
        () =>
          commit(
            (entry) => withAlso(new UnitOfWork().put({ ...record, ...key(record.id), ...(entry === undefined ? {} : { [AUDIT_POINTER]: entry }) }, { ifAbsent: true, name: RECORD_STEP }), also),
            audited && (() => entryFields(by, action, undefined, record, 1)),
            [{ id: record.id, record }],
          ),
        () => new WriteConflict(`${type} #${record.id} exists already`),
      );
      return withEntry(record, entryId);
    },

    /**
     * Applies `changes` to `current`, provided nobody wrote it since it was read. Only the
     * record's own fields are set (or removed), so what the store keeps on the item for itself
     * (a delete in progress) survives an edit.
     */
    async update(current: Stored<T>, changes: Partial<T>, by?: WriteBy, action: AuditAction = 'update', also?: AlsoSteps): Promise<Stored<T>> {
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
      } as Stored<T>, by, action, also);
    },

    /** Writes `previous` back over `current` (audit fields included), provided nobody wrote it since. */
    async restore(current: Stored<T>, previous: Stored<T>, by?: WriteBy, action: AuditAction = 'update', also?: AlsoSteps): Promise<Stored<T>> {
      return write(current, withEntry({ ...previous, id: current.id, version: current.version + 1 }, undefined), by, action, also);
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
    async remove(id: number, onlyIf?: Condition, by?: WriteBy, action: AuditAction = 'delete', also?: (removed: Stored<T>) => AlsoSteps): Promise<Stored<T> | undefined> {
      // a concurrent edit moves the version under the delete: read again and retry, a few times
      for (let attempt = 0; attempt < 3; attempt++) {
        const current = strip<Stored<T>>(await getItem(key(id), { consistent: true }));
        if (!current) return undefined;
        try {
          await commit(
            () => withAlso(new UnitOfWork().delete(key(id), { condition: and(atVersion(current.version), onlyIf), name: RECORD_STEP }), also?.(current)),
            audited && (() => entryFields(by, action, current, undefined, current.version + 1)),
            [{ id, deletedVersion: current.version + 1 }],
          );
          return current;
        } catch (error) {
          if (!(error instanceof UnitRefused && error.by(RECORD_STEP))) throw error;
          // edited meanwhile: read again and retry; gone, or the caller's condition (its delete mark) no longer holds: nothing to delete
          const now = strip<Stored<T>>(await getItem(key(id), { consistent: true }));
          if (!now || (onlyIf && now.version === current.version)) return undefined;
        }
      }
      throw new WriteConflict();
    },

    /** Raw items for bulk loads (seeds, imports, benchmarks) with their keys attached. */
    toItem(record: Stored<T>): Record<string, unknown> {
      return { ...record, ...key(record.id) };
    },
  };
}

export type EntityStore<T extends object> = ReturnType<typeof entityStore<T>>;
