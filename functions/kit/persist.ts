import { removeUnlessUsed, UseRefused, withUses, type GuardedRemoval } from '../data/uses.ts';
import type { EntityStore, Stored, WriteBy } from '../data/entity-store.ts';
import { usesMinus, usesOf } from '../../shared/uses.ts';
import type { UsedKind } from '../../shared/message-usage.ts';

/**
 * Writes of one entity type that keep its delete guards exact (functions/data/uses.ts): a record
 * that uses others writes the uses it adds and drops in the unit of work of its own write; a
 * record others use is deleted only while nothing uses it. A refused write leaves no trace.
 * `refuse` turns a use that cannot be made (the used record is gone or being deleted) into the
 * resource's own 422.
 */
export function persistence<T extends object>(store: EntityStore<T>, refuse: (errors: Record<string, string>) => Error) {
  type Record_ = Stored<T>;
  const uses = (record: object) => usesOf(store.type, record);

  /** Runs a write of record #id with the uses it adds and drops; a use that cannot be made is the resource's 422. */
  async function using<R>(id: number, before: object | undefined, after: object | undefined, write: Parameters<typeof withUses<R>>[4]): Promise<R> {
    const [now, then] = [after ? uses(after) : [], before ? uses(before) : []];
    try {
      return await withUses(store.type, id, usesMinus(now, then), usesMinus(then, now), write);
    } catch (error) {
      if (error instanceof UseRefused) throw refuse(error.errors);
      throw error;
    }
  }

  return {
    async create(data: T, by?: WriteBy): Promise<Record_> {
      const id = await store.nextId();
      return using(id, undefined, data, (steps) => store.create(data, by, id, undefined, steps));
    },

    async update(current: Record_, changes: Partial<T>, by?: WriteBy): Promise<Record_> {
      return using(current.id, current, { ...current, ...changes }, (steps) => store.update(current, changes, by, undefined, steps));
    },

    /** Puts `previous` back over `current` (the rollback of a bulk change), audit fields included. */
    async restore(current: Record_, previous: Record_, by?: WriteBy): Promise<Record_> {
      return using(current.id, current, previous, (steps) => store.restore(current, previous, by, undefined, steps));
    },

    /** Deletes a record (and its uses of others with it); with `usedAs`, only while nothing uses it. */
    async remove(record: Record_, usedAs?: UsedKind, by?: WriteBy): Promise<GuardedRemoval<Record_>> {
      const remove = (onlyIf?: Parameters<typeof store.remove>[1]) => using(record.id, record, undefined, (steps) => store.remove(record.id, onlyIf, by, undefined, () => steps));
      if (usedAs) return removeUnlessUsed(usedAs, record.id, remove);
      const removed = await remove();
      return removed ? { outcome: 'removed', record: removed } : { outcome: 'gone' };
    },
  };
}

export type Persistence<T extends object> = ReturnType<typeof persistence<T>>;
