import { tagStore } from '../../functions/data/catalogue.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { createMessage, createSmsTemplate, createTag, smsTemplateBody, unique } from '../support/test-data/index.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const create = (overrides: Record<string, unknown> = {}) => createSmsTemplate(api.staff, overrides);

describe('SMS templates', () => {
  it('starts as Draft and needs a name always, bodies only when Active', async () => {
    const nameless = await api.staff.post('/v1/sms-templates', { name: ' ', translations: [{ languageId: 1, body: '' }] });
    expect(nameless.status).toBe(422);
    expect(nameless.body.error.errors).toEqual({ name: 'Name is required.' });
    const name = unique('Draft SMS');
    const draft = await api.staff.post('/v1/sms-templates', { name, translations: [{ languageId: 1, body: '' }] });
    expect(draft.status).toBe(201);
    expect(draft.body.data).toMatchObject({ status: 2, name });

    const active = await api.staff.post('/v1/sms-templates', { status: 1, name: ' ', translations: [{ languageId: 1, body: 'x' }, { languageId: 2, body: '  ' }] });
    expect(active.status).toBe(422);
    expect(active.body.error).toMatchObject({ code: 1800, message: 'Could not save SMS template', errors: { name: 'Name is required.', 'translations.1.body': 'Message body is required.' } });
  });

  it('saves an Active template whose placeholders are outside the fixed lists: they may be custom references (docs/decisions/009)', async () => {
    const record = await create({ status: 1, translations: [{ languageId: 1, body: 'Hi {{Greeting}} {{firstName}}, {{ContactFirstName}}' }] });
    expect(record.translations[0].body).toBe('Hi {{Greeting}} {{firstName}}, {{ContactFirstName}}');
  });

  it('keeps English first and one localization per language', async () => {
    const noMaster = await api.staff.post('/v1/sms-templates', smsTemplateBody({ translations: [{ languageId: 2, body: 'Hallo' }] }));
    expect(noMaster.body.error.errors.translations).toBe('The English master localization (language id 1) is required.');
    const twice = await api.staff.post('/v1/sms-templates', smsTemplateBody({ translations: [{ languageId: 1, body: 'a' }, { languageId: 1, body: 'b' }] }));
    expect(twice.body.error.errors['translations.1.languageId']).toBe('Each language can have one localization only.');
  });

  it('never goes back to Draft once Active or Archived', async () => {
    const record = await create({ status: 1 });
    const back = await api.staff.put(`/v1/sms-templates/${record.id}`, smsTemplateBody({ name: record.name, status: 2 }));
    expect(back.status).toBe(422);
    expect(back.body.error.errors.status).toBe("Can't Draft an Active/Archived SMS template");
    expect((await api.staff.put(`/v1/sms-templates/${record.id}`, smsTemplateBody({ name: record.name, status: 3 }))).status).toBe(200);
    expect((await api.staff.put(`/v1/sms-templates/${record.id}`, smsTemplateBody({ name: record.name, status: 2 }))).status).toBe(422);
  });

  it('includes tags as objects, filters by tags and marks them used', async () => {
    const [a, b] = [await createTag(api.staff), await createTag(api.staff)];
    // both were last used a while ago, b more recently than a
    const hour = 3600;
    await tagStore.setFields([a.id], { lastUsed: a.lastUsed - 2 * hour });
    await tagStore.setFields([b.id], { lastUsed: b.lastUsed - hour });
    const older = await api.staff.get('/v1/tags?page[size]=100&sort=-lastUsed');
    const order = (body: { data: { items: { id: number }[] } }) => body.data.items.map((t) => t.id);
    expect(order(older.body).indexOf(b.id)).toBeLessThan(order(older.body).indexOf(a.id));
    const record = await create({ tags: [a.id] });
    const read = await api.staff.get(`/v1/sms-templates/${record.id}?include=tags`);
    expect(read.body.data.tags).toEqual([{ id: a.id, name: a.name, color: a.color }]);
    expect((await api.staff.get(`/v1/sms-templates/${record.id}`)).body.data.tags).toEqual([a.id]);
    const filtered = await api.staff.get(`/v1/sms-templates?filter[have_tags]=${a.id}`);
    expect(filtered.body.data.items.map((t: { id: number }) => t.id)).toEqual([record.id]);
    // saving a record with tag a makes it the most recently used tag
    const recent = await api.staff.get('/v1/tags?page[size]=10&sort=-lastUsed');
    expect(order(recent.body)[0]).toBe(a.id);
    expect(order(recent.body).indexOf(a.id)).toBeLessThan(order(recent.body).indexOf(b.id));
  });

  it('finds active templates by search for the message form', async () => {
    const name = unique('searchable');
    const active = await create({ name, status: 1 });
    await create({ name, status: 2 });
    const found = await api.staff.get(`/v1/sms-templates?filter[search_query]=${encodeURIComponent(name)}&filter[status]=1`);
    expect(found.body.data.items.map((t: { id: number }) => t.id)).toEqual([active.id]);
  });

  it('clones as a Draft copy', async () => {
    const record = await create({ status: 1, translations: [{ languageId: 1, body: 'Hi' }, { languageId: 3, body: 'Salut' }] });
    const clone = await api.staff.post(`/v1/sms-templates/${record.id}/clone`);
    expect(clone.status).toBe(201);
    expect(clone.body.data).toMatchObject({ name: `${record.name} (copy)`, status: 2, translations: record.translations });
  });

  it('updates the status of several templates at once, all or nothing', async () => {
    const [draft, active] = [await create(), await create({ status: 1 })];
    const refused = await api.admin.patch('/v1/sms-templates', { attributes: { status: 2 }, smsTemplateIds: [draft.id, active.id] });
    expect(refused.status).toBe(422);
    expect((await api.staff.get(`/v1/sms-templates/${draft.id}`)).body.data.version).toBe(draft.version);

    const done = await api.admin.patch('/v1/sms-templates', { attributes: { status: 0 }, smsTemplateIds: [draft.id, active.id] });
    expect(done.status).toBe(200);
    for (const id of [draft.id, active.id]) expect((await api.staff.get(`/v1/sms-templates/${id}`)).body.data.status).toBe(0);
    expect((await api.admin.patch('/v1/sms-templates', { attributes: { status: 9 }, smsTemplateIds: [draft.id] })).status).toBe(422);
    expect((await api.admin.patch('/v1/sms-templates', { attributes: { status: 1 }, smsTemplateIds: [999999] })).status).toBe(404);
  });

  it('counts the messages using a template and refuses its delete while any do', async () => {
    const record = await create();
    expect((await api.staff.get(`/v1/sms-templates/${record.id}/message-total`)).body).toEqual({ data: 0 });
    for (const name of [unique('first sms'), unique('second sms')]) {
      await createMessage(api.staff, { name, type: 11, templateId: String(record.id), senderId: null, senderPhoneNumber: '+31600000000' });
    }
    expect((await api.staff.get(`/v1/sms-templates/${record.id}/message-total`)).body).toEqual({ data: 2 });
    const refused = await api.admin.delete(`/v1/sms-templates/${record.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 1802, message: 'There are 2 message using this SMS template. You cannot delete it.' });
    const free = await create();
    expect((await api.admin.delete(`/v1/sms-templates/${free.id}`)).status).toBe(200);
    const gone = await api.staff.get(`/v1/sms-templates/${free.id}`);
    expect(gone.body.error).toMatchObject({ code: 1801, message: `The SMS template with #${free.id} can not be found.` });
  });
});
