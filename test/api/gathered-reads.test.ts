import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { createTag } from '../support/test-data/index.ts';
import { storeCallsOf } from '../support/store-calls.ts';
import { tagStore } from '../../functions/data/catalogue.ts';

/**
 * Single reads asked in the same turn of the event loop leave as one BatchGetItem
 * (functions/data/get-item.ts), which is how one process serves many requests at once with few
 * store calls; gathering never answers older data than a read of its own would.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const commandsOf = async (work: () => Promise<unknown>) => (await storeCallsOf(work)).calls.all.map((call) => call.command);

describe('gathered reads', () => {
  it('leave together as one call, each answered with its own item', async () => {
    const tags = await Promise.all([1, 2, 3].map((i) => createTag(api.staff, { name: `gathered ${i} ${Date.now()}` })));
    let answers: unknown[] = [];
    const commands = await commandsOf(async () => (answers = await Promise.all(tags.map((tag) => tagStore.get(tag.id)))));
    expect(commands).toEqual(['BatchGetItem']);
    expect(answers.map((answer) => (answer as { name: string }).name)).toEqual(tags.map((tag) => tag.name));
    expect(await commandsOf(() => tagStore.get(tags[0].id))).toEqual(['GetItem']); // alone: a GetItem
  });

  it('keep consistent reads apart from the others, and give each caller its own copy', async () => {
    const tag = await createTag(api.staff);
    let both: ({ name: string } | undefined)[] = [];
    const commands = await commandsOf(async () => (both = await Promise.all([tagStore.get(tag.id), tagStore.get(tag.id, { consistent: true }), tagStore.get(tag.id)])));
    expect(commands.sort()).toEqual(['GetItem', 'GetItem']); // one consistent, one eventual (the same key asked twice is read once)
    both[0]!.name = 'changed by one caller';
    expect(both[2]!.name).toBe(tag.name);
  });

  it('see every write answered before they were asked', async () => {
    const tag = await createTag(api.staff);
    for (let round = 0; round < 5; round++) {
      const current = (await tagStore.get(tag.id, { consistent: true }))!;
      const written = await tagStore.update(current, { name: `${tag.name} ${round}` });
      const [read] = await Promise.all([tagStore.get(tag.id, { consistent: true }), tagStore.get(tag.id + 1_000_000, { consistent: true })]);
      expect(read?.version).toBe(written.version);
    }
  });

  it('let 50 requests at once share their session and revision reads', async () => {
    await api.staff.get('/v1/tags'); // the list copy is warm
    const { answer, calls } = await storeCallsOf(() => Promise.all(Array.from({ length: 50 }, () => api.staff.get('/v1/tags?page[size]=10'))));
    expect(answer.map((a) => a.status)).toEqual(Array(50).fill(200));
    // one at a time, each request reads its session, its user and the type's revision
    expect(calls.all.filter((call) => call.command === 'GetItem' || call.command === 'BatchGetItem').length).toBeLessThan(50 * 3);
  });

  it('read the session and the user of a request in one call (the token names its user)', async () => {
    await api.staff.get('/v1/languages');
    const { calls } = await storeCallsOf(() => api.staff.get('/v1/languages'));
    expect(calls.all.map((call) => [call.command, call.partitions.map((pk) => pk.replace(/#.*/, '#…')).sort()])).toEqual([['BatchGetItem', ['session#…', 'user']]]);
  });

  it('are not made for public routes: they need no session', async () => {
    expect(await commandsOf(() => api.staff.get('/v1/health'))).toEqual([]);
  });
});
