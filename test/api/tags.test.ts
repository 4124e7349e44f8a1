import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Client, type TestApi } from '../support/api.ts';
import { createMessage, createSmsTemplate, createTag, createWorkflow, unique } from '../support/test-data/index.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const names = (body: { data: { items: { name: string }[] } }) => body.data.items.map((t) => t.name);

describe('tag roles', () => {
  it('refuses every tags route without a session', async () => {
    for (const [method, path] of [
      ['GET', '/v1/tags'],
      ['POST', '/v1/tags'],
      ['GET', '/v1/tags/1'],
      ['PUT', '/v1/tags/1'],
      ['DELETE', '/v1/tags/1'],
      ['POST', '/v1/tags/1/clone'],
      ['DELETE', '/v1/tags'],
      ['POST', '/v1/tags/1/add-to-tagged'],
    ]) {
      const answer = await api.anonymous.request(method, path, method === 'GET' ? undefined : {});
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.error.code).toBe(401);
    }
  });

  it('lets staff list, read, create, edit and clone, but not delete', async () => {
    const tag = await createTag(api.staff);
    expect((await api.staff.get('/v1/tags')).status).toBe(200);
    expect((await api.staff.get(`/v1/tags/${tag.id}`)).status).toBe(200);
    expect((await api.staff.put(`/v1/tags/${tag.id}`, { name: unique('renamed'), color: '#112233' })).status).toBe(200);
    expect((await api.staff.post(`/v1/tags/${tag.id}/clone`)).status).toBe(201);

    const single = await api.staff.delete(`/v1/tags/${tag.id}`);
    expect(single.status).toBe(403);
    expect(single.body.error.message).toBe('Access denied');
    expect((await api.staff.delete('/v1/tags', { tagIds: [tag.id] })).status).toBe(403);
    expect((await api.staff.get(`/v1/tags/${tag.id}`)).status).toBe(200);
    // the bulk Add is a bulk action too
    expect((await api.staff.post(`/v1/tags/${tag.id}/add-to-tagged`, { tagIds: [tag.id] })).status).toBe(403);
  });

  it('lets a super-admin delete one tag and several at once', async () => {
    const [a, b, c] = [await createTag(api.admin), await createTag(api.admin), await createTag(api.admin)];
    const single = await api.admin.delete(`/v1/tags/${a.id}`);
    expect(single).toMatchObject({ status: 200, body: { data: true } });
    expect((await api.admin.get(`/v1/tags/${a.id}`)).status).toBe(404);

    const bulk = await api.admin.delete('/v1/tags', { tagIds: [b.id, c.id, a.id] });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toEqual({ deleted: [b.id, c.id], notFound: [a.id] });
    expect((await api.admin.get(`/v1/tags/${b.id}`)).status).toBe(404);
  });
});

describe('the bulk Add: the chosen tag joins the selected tags wherever they are used', () => {
  it('adds it to the messages, SMS templates and message workflows that carry any selected tag, once', async () => {
    const [a, b, chosen, other] = [await createTag(api.admin), await createTag(api.admin), await createTag(api.admin), await createTag(api.admin)];
    const tagged = await createMessage(api.staff, { tags: [a.id] });
    const hasIt = await createMessage(api.staff, { tags: [b.id, chosen.id] });
    const untouched = await createMessage(api.staff, { tags: [other.id] });
    const template = await createSmsTemplate(api.staff, { tags: [a.id, b.id] });
    const workflow = await createWorkflow(api.staff, { tags: [b.id] });

    const added = await api.admin.post(`/v1/tags/${chosen.id}/add-to-tagged`, { tagIds: [a.id, b.id, a.id] });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ messages: [tagged.id], smsTemplates: [template.id], messageWorkflows: [workflow.id] });

    const message = (await api.staff.get(`/v1/messages/${tagged.id}?include=updatedByUser`)).body.data;
    expect(message).toMatchObject({ tags: [a.id, chosen.id], version: tagged.version + 1, updatedByUser: { firstName: 'Ada' } });
    expect((await api.staff.get(`/v1/sms-templates/${template.id}`)).body.data).toMatchObject({ tags: [a.id, b.id, chosen.id], version: template.version + 1 });
    expect((await api.staff.get(`/v1/message-workflows/${workflow.id}`)).body.data).toMatchObject({ tags: [b.id, chosen.id], version: workflow.version + 1 });
    // a record that carried it already, and one without a selected tag, are left as they were
    expect((await api.staff.get(`/v1/messages/${hasIt.id}`)).body.data).toMatchObject({ tags: [b.id, chosen.id], version: hasIt.version });
    expect((await api.staff.get(`/v1/messages/${untouched.id}`)).body.data).toMatchObject({ tags: [other.id], version: untouched.version });

    // again: nothing left to add to
    const again = await api.admin.post(`/v1/tags/${chosen.id}/add-to-tagged`, { tagIds: [a.id, b.id] });
    expect(again.body.data).toEqual({ messages: [], smsTemplates: [], messageWorkflows: [] });
  });

  it('answers 404 for an unknown tag and 422 for a missing or empty list of tags', async () => {
    const tag = await createTag(api.admin);
    const unknown = await api.admin.post('/v1/tags/999999/add-to-tagged', { tagIds: [tag.id] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 1601, message: 'The tag with #999999 can not be found.' });
    for (const body of [{}, { tagIds: [] }, { tagIds: 'all' }]) expect((await api.admin.post(`/v1/tags/${tag.id}/add-to-tagged`, body)).status, JSON.stringify(body)).toBe(422);
  });
});

describe('tag validation and errors', () => {
  it('trims the name and defaults the colour', async () => {
    const answer = await api.staff.post('/v1/tags', { name: '  Spaced name  ' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ name: 'Spaced name', color: '#E7902B', version: 1 });
  });

  it('answers 422 with the spec texts and code 1600', async () => {
    for (const body of [{ name: '   ' }, {}, { name: 42 }]) {
      const answer = await api.staff.post('/v1/tags', body);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({ code: 1600, message: 'Could not save tag', errors: { name: 'Name is required.' } });
    }
    const color = await api.staff.post('/v1/tags', { name: 'x', color: 'red' });
    expect(color.status).toBe(422);
    expect(color.body.error.errors).toEqual({ color: 'Color must be a hex colour like #E7902B.' });
  });

  it('answers 404 with code 1601 and the spec text', async () => {
    for (const path of ['/v1/tags/999999', '/v1/tags/abc']) {
      const answer = await api.staff.get(path);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe(1601);
    }
    expect((await api.staff.get('/v1/tags/999999')).body.error.message).toBe('The tag with #999999 can not be found.');
    expect((await api.staff.put('/v1/tags/999999', { name: 'x' })).status).toBe(404);
    expect((await api.admin.delete('/v1/tags/999999')).status).toBe(404);
    expect((await api.staff.post('/v1/tags/999999/clone')).status).toBe(404);
  });

  it('answers 400 to a malformed body and keeps the data', async () => {
    const tag = await createTag(api.staff);
    const answer = await api.staff.request('PUT', `/v1/tags/${tag.id}`, undefined, '{"name": ');
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('The request body is not valid JSON.');
    expect((await api.staff.get(`/v1/tags/${tag.id}`)).body.data.name).toBe(tag.name);
    expect((await api.admin.request('DELETE', '/v1/tags', undefined, 'nope')).status).toBe(400);
    expect((await api.admin.delete('/v1/tags', { tagIds: 'all' })).status).toBe(422);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const tag = await createTag(api.staff);
    const first = await api.staff.put(`/v1/tags/${tag.id}`, { name: 'first edit', color: '#000000', version: tag.version });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(tag.version + 1);

    const stale = await api.admin.put(`/v1/tags/${tag.id}`, { name: 'second edit', color: '#FFFFFF', version: tag.version });
    expect(stale.status).toBe(409);
    const stored = (await api.staff.get(`/v1/tags/${tag.id}`)).body.data;
    expect(stored).toMatchObject({ name: 'first edit', color: '#000000', version: tag.version + 1 });
  });

  it('keeps audit fields and includes the users on request', async () => {
    const tag = await createTag(api.staff);
    await api.admin.put(`/v1/tags/${tag.id}`, { name: tag.name, color: '#ABCDEF' });
    const answer = await api.staff.get(`/v1/tags/${tag.id}?include=createdByUser,updatedByUser`);
    expect(answer.body.data.createdByUser).toMatchObject({ firstName: 'Sam', lastName: 'Staff' });
    expect(answer.body.data.updatedByUser).toMatchObject({ firstName: 'Ada', lastName: 'Admin' });
    expect(answer.body.data.createdAt).toBeTypeOf('number');
    expect(answer.body.data.updatedAt).toBeGreaterThanOrEqual(answer.body.data.createdAt);
  });

  it('clones a tag as a new record', async () => {
    const tag = await createTag(api.staff, { color: '#123456' });
    const clone = await api.staff.post(`/v1/tags/${tag.id}/clone`);
    expect(clone.status).toBe(201);
    expect(clone.body.data).toMatchObject({ name: `${tag.name} (copy)`, color: '#123456', version: 1 });
    expect(clone.body.data.id).not.toBe(tag.id);
  });
});

describe('the tag list', () => {
  const prefix = unique('list');
  const list = (client: Client, params: string) => client.get(`/v1/tags?filter[name:like]=${encodeURIComponent(prefix)}&${params}`);

  beforeAll(async () => {
    for (const [name, color] of [
      ['Banana split', '#FFFF00'],
      ['apple pie', '#FF0000'],
      ['Cherry tart', '#AA0000'],
      ['apple crumble', '#00FF00'],
      ['Damson jam', '#330066'],
      ['elder flower', '#FFFFFF'],
    ])
      await createTag(api.admin, { name: `${prefix} ${name}`, color });
  });

  it('pages with page[number] and page[size] and reports the total', async () => {
    const first = await list(api.staff, 'page[size]=5&sort=name');
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(6);
    expect(first.body.data.items).toHaveLength(5);
    const second = await list(api.staff, 'page[size]=5&page[number]=2&sort=name');
    expect(names(second.body)).toEqual([`${prefix} elder flower`]);
    const beyond = await list(api.staff, 'page[size]=5&page[number]=9');
    expect(beyond.body.data).toEqual({ items: [], total: 6 });
  });

  it('refuses page sizes outside the allowed set', async () => {
    for (const size of ['7', '0', '-5', 'x', '1000']) {
      const answer = await api.staff.get(`/v1/tags?page[size]=${size}`);
      expect(answer.status, size).toBe(400);
      expect(answer.body.error.errors).toHaveProperty('page[size]');
    }
  });

  it('sorts ascending, descending and by several keys, case-insensitively', async () => {
    const up = names((await list(api.staff, 'sort=name')).body).map((n) => n.slice(prefix.length + 1));
    expect(up).toEqual(['apple crumble', 'apple pie', 'Banana split', 'Cherry tart', 'Damson jam', 'elder flower']);
    const down = names((await list(api.staff, 'sort=-name')).body).map((n) => n.slice(prefix.length + 1));
    expect(down).toEqual([...up].reverse());
    const byColor = names((await list(api.staff, 'sort=color,-name')).body).map((n) => n.slice(prefix.length + 1));
    expect(byColor).toEqual(['apple crumble', 'Damson jam', 'Cherry tart', 'apple pie', 'Banana split', 'elder flower']);
  });

  it('defaults to the newest first', async () => {
    const answer = await list(api.staff, '');
    const ids = answer.body.data.items.map((t: { id: number }) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by equality, substring, words and lists', async () => {
    expect(names((await list(api.staff, 'filter[color]=%23ff0000')).body)).toEqual([`${prefix} apple pie`]);
    expect((await list(api.staff, 'filter[name:like]=APPLE')).body.data.total).toBe(2);
    expect(names((await list(api.staff, 'filter[name:like_words]=pie apple')).body)).toEqual([`${prefix} apple pie`]);
    expect((await list(api.staff, 'filter[name:like_words]=apple tart')).body.data.total).toBe(0);
    const all = (await list(api.staff, 'sort=id')).body.data.items as { id: number }[];
    const picked = await api.staff.get(`/v1/tags?filter[id:in]=${all[0].id},${all[2].id}&sort=id`);
    expect(picked.body.data.items.map((t: { id: number }) => t.id)).toEqual([all[0].id, all[2].id]);
    expect((await api.staff.get(`/v1/tags?filter[id]=${all[1].id}`)).body.data.items[0].id).toBe(all[1].id);
  });

  it('searches with filter[search_query]', async () => {
    const answer = await api.staff.get(`/v1/tags?filter[search_query]=${encodeURIComponent(prefix + ' cherry')}`);
    expect(names(answer.body)).toEqual([`${prefix} Cherry tart`]);
  });

  it('serves recent tags by lastUsed', async () => {
    const answer = await api.staff.get('/v1/tags?page[size]=10&sort=-lastUsed');
    expect(answer.status).toBe(200);
    const used = answer.body.data.items.map((t: { lastUsed: number }) => t.lastUsed);
    expect(used).toEqual([...used].sort((a, b) => b - a));
    expect(answer.body.data.items.length).toBeLessThanOrEqual(10);
  });

  it('names the unknown field in a 400', async () => {
    const sort = await api.staff.get('/v1/tags?sort=password');
    expect(sort.status).toBe(400);
    expect(sort.body.error.message).toContain("'password'");
    const filter = await api.staff.get('/v1/tags?filter[secret:like]=x');
    expect(filter.status).toBe(400);
    expect(filter.body.error.message).toContain("'secret'");
    const op = await api.staff.get('/v1/tags?filter[name:regex]=x');
    expect(op.status).toBe(400);
    const include = await api.staff.get('/v1/tags?include=passwords');
    expect(include.status).toBe(400);
  });

  it('includes the users on list items', async () => {
    const answer = await list(api.staff, 'include=createdByUser,updatedByUser&page[size]=5');
    for (const tag of answer.body.data.items) {
      expect(tag.createdByUser).toMatchObject({ lastName: 'Admin' });
      expect(tag.updatedByUser).toMatchObject({ lastName: 'Admin' });
      expect(tag).not.toHaveProperty('passwordHash');
    }
  });
});
