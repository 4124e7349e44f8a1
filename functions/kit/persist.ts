import { claimUses, releaseUses, removeUnlessUsed, UseRefused, type GuardedRemoval } from '../data/uses.ts';
import type { EntityStore, Stored, WriteBy } from '../data/entity-store.ts';
import { usesMinus, usesOf } from '../../shared/uses.ts';
import type { UsedKind } from '../../shared/message-usage.ts';

/**
 * Writes of one entity type that keep its delete guards exact (functions/data/uses.ts): a record
 * that uses others claims its new uses before it is written and releases dropped ones after;
 * a record others use is deleted only while nothing uses it. A refused write leaves no trace.
 * `refuse` turns a use that cannot be claimed (the used record is gone or being deleted) into
 * the resource's own 422.
 */
export function persistence<T extends object>(store: EntityStore<T>, refuse: (errors: Record<string, string>) => Error) {
  type Record_ = Stored<T>;
  const uses = (record: object) => usesOf(store.type, record);

  async function claim(id: number, version: number, added: ReturnType<typeof uses>) {
    try {
      return await claimUses(store.type, id, version, added);
    } catch (error) {
      if (error instanceof UseRefused) throw refuse(error.errors);
      throw error;
    }
  }

  /** Runs `write` with the added uses claimed; a failed write gives them back. */
  async function withClaim<R>(id: number, version: number, added: ReturnType<typeof uses>, write: () => Promise<R>): Promise<R> {
    const claimed = await claim(id, version, added);
    try {
      return await write();
    } catch (error) {
      await claimed.undo();
      throw error;
    }
  }

  return {
    async create(data: T, by?: WriteBy): Promise<Record_> {
      const id = await store.nextId();
      return withClaim(id, 1, uses(data), () => store.create(data, by, id));
    },

    async update(current: Record_, changes: Partial<T>, by?: WriteBy): Promise<Record_> {
      const next = { ...current, ...changes };
      const record = await withClaim(current.id, current.version + 1, usesMinus(uses(next), uses(current)), () => store.update(current, changes, by));
      await releaseUses(store.type, record.id, record.version, usesMinus(uses(current), uses(record)));
      return record;
    },

    /** Puts `previous` back over `current` (the rollback of a bulk change), audit fields included. */
    async restore(current: Record_, previous: Record_, by?: WriteBy): Promise<Record_> {
      const record = await withClaim(current.id, current.version + 1, usesMinus(uses(previous), uses(current)), () => store.restore(current, previous, by));
      await releaseUses(store.type, record.id, record.version, usesMinus(uses(current), uses(previous)));
      return record;
    },

    /** Deletes a record; with `usedAs`, only while nothing uses it. */
    async remove(record: Record_, usedAs?: UsedKind, by?: WriteBy): Promise<GuardedRemoval<Record_>> {
      const result: GuardedRemoval<Record_> = usedAs
        ? await removeUnlessUsed(usedAs, record.id, (onlyIf) => store.remove(record.id, onlyIf, by))
        : await store.remove(record.id, undefined, by).then((removed) => (removed ? { outcome: 'removed' as const, record: removed } : { outcome: 'gone' as const }));
      if (result.outcome === 'removed') await releaseUses(store.type, record.id, Number.MAX_SAFE_INTEGER, uses(result.record));
      return result;
    },
  };
}

export type Persistence<T extends object> = ReturnType<typeof persistence<T>>;
