import { describe, expect, it } from 'vitest';
import { useEmbeddedStore } from '../support/embedded-store.ts';
import { entityStore } from '../../functions/data/entity-store.ts';
import { newEntry, recordHistory } from '../../functions/data/audit-log.ts';
import { getItem } from '../../functions/data/get-item.ts';
import { UnitOfWork } from '../../functions/data/unit-of-work.ts';
import { settlePendingAuditEntries } from '../../functions/data/migrations/settle-pending-audit-entries.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';

/**
 * A store written by the ordered steps before transactions (entries put pending, the record
 * pointing at its entry, then the entry marked done) is settled once: a pending entry its record's
 * chain reaches counts, one it does not (a change that never happened) goes, a delete stopped at
 * its tombstone is completed.
 */
useEmbeddedStore('settle-test');

const tags = entityStore<{ name: string }>('tag', { audit: {} });
const by = bySystem('test', 'update');

/** An entry as the former steps left it: pending, naming `previous`. */
async function pendingEntry(id: number, version: number, name: string, action: 'update' | 'delete', previous?: number) {
  const { entry, item } = await newEntry({ ...by.author, action, entityType: 'tag', entityId: id, entityName: name, version, changes: [], ...(previous ? { previous } : {}) });
  await new UnitOfWork().put({ ...item, state: 'pending' }).commit();
  return entry;
}

describe('settling the former pending audit entries', () => {
  it('keeps the entries on the chain, drops the others, completes a tombstoned delete, and runs once', async () => {
    // a record whose last edit stopped after its write: the record points at the pending entry
    const kept = await tags.create({ name: 'kept' }, { ...by, action: 'create' });
    const [createEntry] = await recordHistory('tag', kept.id);
    const onChain = await pendingEntry(kept.id, 2, 'kept 2', 'update', createEntry.id);
    await new UnitOfWork().update({ pk: 'tag', sk: String(kept.id).padStart(12, '0') }, { set: { version: 2, name: 'kept 2', auditEntry: onChain.id } }).commit();
    // a record whose edit stopped before its write: nothing points at the pending entry
    const unchanged = await tags.create({ name: 'unchanged' }, { ...by, action: 'create' });
    await pendingEntry(unchanged.id, 2, 'never', 'update', (await recordHistory('tag', unchanged.id))[0].id);
    // a delete that stopped at its tombstone
    const buried = await tags.create({ name: 'buried' }, { ...by, action: 'create' });
    const deleteEntry = await pendingEntry(buried.id, 2, 'buried', 'delete', (await recordHistory('tag', buried.id))[0].id);
    await new UnitOfWork().update({ pk: 'tag', sk: String(buried.id).padStart(12, '0') }, { set: { version: 2, deletedAt: 1, auditEntry: deleteEntry.id } }).commit();

    expect(await settlePendingAuditEntries()).toEqual({ settled: 2, dropped: 1 });
    expect((await recordHistory('tag', kept.id)).map((entry) => entry.version)).toEqual([2, 1]);
    expect((await recordHistory('tag', unchanged.id)).map((entry) => entry.version)).toEqual([1]);
    expect((await recordHistory('tag', buried.id)).map((entry) => entry.action)).toEqual(['delete', 'create']);
    expect(await getItem({ pk: 'tag', sk: String(buried.id).padStart(12, '0') })).toBeUndefined();
    // the store is settled: a second run does nothing
    expect(await settlePendingAuditEntries()).toBeUndefined();
  });
});
