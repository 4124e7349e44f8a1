import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { storeCallsOf } from '../support/store-calls.ts';
import { createTag } from '../support/test-data/index.ts';
import { entityStore } from '../../functions/data/entity-store.ts';
import { bumpRevision } from '../../functions/data/partition-cache.ts';

/**
 * A type's list copy: current after every write (its own and others'), brought forward by
 * reading only what changed, and read whole again when the change log has a gap.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

interface Note {
  text: string;
}

/** The store commands a piece of work sends, by name. */
const commandsOf = async (work: () => Promise<unknown>): Promise<string[]> => (await storeCallsOf(work)).calls.all.map((call) => call.command);

describe('list copies', () => {
  const notes = entityStore<Note>('bench-note');
  const texts = async () => (await notes.list()).map((note) => note.text);

  it('reads only the changes since the copy was taken', async () => {
    const created = [];
    for (let i = 0; i < 30; i++) created.push(await notes.create({ text: `note ${i}` }));
    expect(await texts()).toHaveLength(30);
    expect(await commandsOf(texts)).toEqual(['GetItem']); // warm: the revision only

    await notes.update(created[3], { text: 'edited' });
    await notes.remove(created[5].id);
    await notes.create({ text: 'new' });
    let after: string[] = [];
    const commands = await commandsOf(async () => (after = await texts()));
    expect(commands).toEqual(['GetItem', 'Query']); // the log carries the records it changed
    expect(after).toHaveLength(30);
    expect(after).toContain('edited');
    expect(after).toContain('new');
    expect(after).not.toContain('note 5');
    expect(after).not.toContain('note 3');

    // a bookkeeping write logs only the id: that record is read
    await notes.setFields([created[7].id], { text: 'touched' });
    const touched = await commandsOf(async () => (after = await texts()));
    expect(touched).toEqual(['GetItem', 'Query', 'BatchGetItem']);
    expect(after).toContain('touched');
  });

  it('keeps the newest version when two writers took their revisions in the other order', async () => {
    const note = await notes.create({ text: 'v1' });
    await texts();
    const v2 = await notes.update(note, { text: 'v2' });
    const v3 = await notes.update(v2, { text: 'v3' });
    // the writer of v2 logs after the writer of v3
    await bumpRevision(notes.type, [{ id: v3.id, record: v3 }]);
    await bumpRevision(notes.type, [{ id: v2.id, record: v2 }]);
    expect((await notes.list()).find((n) => n.id === note.id)?.text).toBe('v3');
  });

  it('reads the whole partition when a change is not logged', async () => {
    const note = await notes.create({ text: 'before' });
    await texts();
    await bumpRevision(notes.type); // a writer took a revision and logged nothing (yet)
    await notes.update(note, { text: 'after' });
    let after: string[] = [];
    const commands = await commandsOf(async () => (after = await texts()));
    expect(commands.filter((name) => name === 'Query')).toHaveLength(2); // the log (with a gap), then the partition
    expect(commands).not.toContain('BatchGetItem');
    expect(after).toContain('after');
    expect(after).not.toContain('before');
  });

  it('shows a write to every list request that follows it, over HTTP', async () => {
    const tag = await createTag(api.staff, { name: 'copy check', color: '#123456' });
    await api.staff.get('/v1/tags');
    await api.staff.put(`/v1/tags/${tag.id}`, { name: 'copy checked', color: '#123456', version: tag.version });
    const listed = await api.staff.get(`/v1/tags?filter[id]=${tag.id}`);
    expect(listed.body.data.items[0].name).toBe('copy checked');
    await api.admin.delete(`/v1/tags/${tag.id}`);
    expect((await api.staff.get(`/v1/tags?filter[id]=${tag.id}`)).body.data.total).toBe(0);
  });
});
