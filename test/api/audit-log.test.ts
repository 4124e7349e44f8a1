import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Client, type TestApi } from '../support/api.ts';
import { createMessage, createSenderInfo, createSmsTemplate, createTag, messageBody, smsTemplateBody, unique } from '../support/test-data/index.ts';
import { withFailedEntryWrite } from '../support/store-faults.ts';
import { queryAll } from '../../functions/data/query.ts';
import { AUDIT_ENTRY } from '../../functions/data/stored-types.ts';
import { AUDIT_RETENTION_DAYS_DEFAULT } from '../../shared/audit.ts';
import { STATUS } from '../../shared/status.ts';
import type { AuditEntryAnswer } from '../../shared/audit-schemas.ts';

/**
 * docs/audit.md: every catalogue change leaves exactly one entry with its field diff, written in
 * the same ordered steps as the change; refused changes leave none; a write stopped between its
 * steps (as a crash would stop it) leaves no change without its entry and no entry without its change.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const history = async (client: Client, path: string): Promise<AuditEntryAnswer[]> => {
  const answer = await client.get(`${path}/history`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.items;
};
const log = async (query: string): Promise<{ items: AuditEntryAnswer[]; total: number }> => {
  const answer = await api.admin.get(`/v1/audit-log?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
/** Every entry item stored for a record, counted or not (what a reader must sort out). */
const storedEntries = (type: string, id: number) => queryAll({ key: AUDIT_ENTRY.partition({ type, id }), consistent: true });

describe('what an entry records', () => {
  it('records create, update, clone and delete with who, when, the name then and the fields before and after', async () => {
    const tag = await createTag(api.staff, { name: unique('Audit tag'), color: '#112233' });
    const renamed = unique('Renamed');
    expect((await api.staff.put(`/v1/tags/${tag.id}`, { name: renamed, color: '#445566', version: 1 })).status).toBe(200);
    const clone = await api.staff.post(`/v1/tags/${tag.id}/clone`);
    expect(clone.status).toBe(201);

    const entries = await history(api.staff, `/v1/tags/${tag.id}`);
    expect(entries.map((e) => [e.action, e.version])).toEqual([
      ['update', 2],
      ['create', 1],
    ]);
    const [update, create] = entries;
    expect(update).toMatchObject({ entityType: 'tag', entityId: tag.id, entityName: renamed, user: { name: expect.any(String) }, actor: expect.stringMatching(/^user:\d+$/) });
    expect(update.changes).toEqual([
      { field: 'color', before: '#112233', after: '#445566' },
      { field: 'name', before: tag.name, after: renamed },
    ]);
    expect(create.changes).toContainEqual({ field: 'name', before: null, after: tag.name });
    expect(create.at).toBeGreaterThan(0);

    const copy = await history(api.staff, `/v1/tags/${clone.body.data.id}`);
    expect(copy).toHaveLength(1);
    expect(copy[0]).toMatchObject({ action: 'clone', version: 1, note: `Copy of #${tag.id}` });

    expect((await api.admin.delete(`/v1/tags/${tag.id}`)).status).toBe(200);
    const deleted = await log(`filter[entityType]=tag&filter[entityId]=${tag.id}`);
    expect(deleted.items.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(deleted.items[0].changes).toContainEqual({ field: 'name', before: renamed, after: null });
    // the record is gone: its history route is a 404 like the record's, the log keeps it
    expect((await api.staff.get(`/v1/tags/${tag.id}/history`)).status).toBe(404);
  });

  it('keeps entries for the retention setting, 2 years by default, through the TTL attribute', async () => {
    const tag = await createTag(api.staff);
    const [item] = await storedEntries('tag', tag.id);
    expect(Number(item.expiresAt) - Number(item.at)).toBe(AUDIT_RETENTION_DAYS_DEFAULT * 86_400);
    expect(item.state).toBe('done');
  });

  it('lets only a super-admin change how long the trail is kept, to a whole number of days', async () => {
    const setting = (value: unknown) => ({ name: 'audit.retentionDays', groupName: 'audit', value });
    expect((await api.staff.post('/v1/settings', setting(1))).status).toBe(403);
    const refused = await api.admin.post('/v1/settings', setting(0));
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors).toEqual({ value: 'Keep the audit trail a whole number of days, from 1 to 3650.' });
    expect((await api.admin.post('/v1/settings', setting('soon'))).status).toBe(422);
    expect((await api.admin.post('/v1/settings', setting(AUDIT_RETENTION_DAYS_DEFAULT))).status).toBe(200);
  });

  it('records bulk status changes and bulk deletes, one entry per record', async () => {
    const [a, b] = [await createSmsTemplate(api.admin), await createSmsTemplate(api.admin)];
    expect((await api.admin.patch('/v1/sms-templates', { attributes: { status: STATUS.active }, smsTemplateIds: [a.id, b.id] })).status).toBe(200);
    for (const id of [a.id, b.id]) {
      const [entry] = await history(api.staff, `/v1/sms-templates/${id}`);
      expect(entry).toMatchObject({ action: 'bulk-status', version: 2, changes: [{ field: 'status', before: STATUS.draft, after: STATUS.active }] });
    }
    const tags = [await createTag(api.admin), await createTag(api.admin)];
    expect((await api.admin.delete('/v1/tags', { tagIds: tags.map((t) => t.id) })).status).toBe(200);
    const bulk = await log('filter[action]=bulk-delete');
    for (const tag of tags) expect(bulk.items.filter((e) => e.entityId === tag.id && e.entityType === 'tag')).toHaveLength(1);
  });

  it("a translation's history is its message's entries that changed it, narrowed to the translation", async () => {
    const message = await createMessage(api.staff, messageBody({ messageTranslations: [{ languageId: 3, templateId: 'service-practical-info' }] }));
    const translation = message.messageTranslations[0];
    expect((await api.staff.put(`/v1/messages/${message.id}`, { ...messageBody({ name: unique('Renamed message'), messageTranslations: message.messageTranslations }), version: 1 })).status).toBe(200);
    const entries = await history(api.staff, `/v1/message-translations/${translation.id}`);
    expect(entries.map((e) => [e.action, e.entityType, e.entityId])).toEqual([['create', 'message', message.id]]);
    expect(entries[0].changes).toEqual([
      { field: 'languageId', before: null, after: 3 },
      { field: 'templateId', before: null, after: 'service-practical-info' },
    ]);
    expect((await api.admin.delete(`/v1/message-translations/${translation.id}`)).status).toBe(200);
    const [removed] = await history(api.staff, `/v1/messages/${message.id}`);
    expect(removed).toMatchObject({ action: 'update', note: `Translation #${translation.id} deleted` });
    expect(removed.changes.map((c) => c.field)).toEqual(['messageTranslations']);
    expect((await api.staff.get(`/v1/message-translations/${translation.id}/history`)).status).toBe(404);
  });

  it('never stores a secret field, whatever the record', async () => {
    const { diffRecords } = await import('../../shared/audit.ts');
    expect(diffRecords({ password: 'a', name: 'x' }, { password: 'b', name: 'y' })).toEqual([
      { field: 'name', before: 'x', after: 'y' },
      { field: 'password', before: null, after: null },
    ]);
  });
});

describe('refused changes', () => {
  it('leave no entry: a stale version (409), invalid input (422), a role that may not (403)', async () => {
    const template = await createSmsTemplate(api.admin);
    expect((await api.staff.put(`/v1/sms-templates/${template.id}`, smsTemplateBody({ name: unique('x'), version: 7 }))).status).toBe(409);
    expect((await api.staff.put(`/v1/sms-templates/${template.id}`, smsTemplateBody({ name: '', version: 1 }))).status).toBe(422);
    expect((await api.staff.delete(`/v1/sms-templates/${template.id}`)).status).toBe(403);
    expect((await history(api.staff, `/v1/sms-templates/${template.id}`)).map((e) => e.action)).toEqual(['create']);
    expect(await storedEntries('sms-template', template.id)).toHaveLength(1);
  });

  it('a delete refused while the record is used leaves no entry', async () => {
    const sender = await createSenderInfo(api.admin);
    await createMessage(api.admin, messageBody({ senderId: sender.id }));
    expect((await api.admin.delete(`/v1/sender-info/${sender.id}`)).status).toBe(409);
    expect((await history(api.staff, `/v1/sender-info/${sender.id}`)).map((e) => e.action)).toEqual(['create']);
    expect(await storedEntries('sender-info', sender.id)).toHaveLength(1);
  });
});

describe('concurrent edits of one record', () => {
  it('each acknowledged version has exactly one entry, and refused ones none', async () => {
    const tag = await createTag(api.admin);
    let version = 1;
    const acknowledged: number[] = [];
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => api.staff.put(`/v1/tags/${tag.id}`, { name: unique(`r${round}-${i}`), color: '#000000', version })));
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
      version = won[0].body.data.version;
      acknowledged.push(version);
      const entry = (await history(api.staff, `/v1/tags/${tag.id}`))[0];
      expect(entry.entityName).toBe(won[0].body.data.name);
    }
    const entries = await history(api.staff, `/v1/tags/${tag.id}`);
    expect(entries.map((e) => e.version)).toEqual([...acknowledged].reverse().concat(1));
    expect(await storedEntries('tag', tag.id)).toHaveLength(acknowledged.length + 1);
  });
});

describe('a write cut off as a crash would cut it (a fault in the store client, before or after the store commits)', () => {
  it('an edit that never reached the store: no change and no entry, and the next edit of that version has only its own', async () => {
    const tag = await createTag(api.admin);
    const answer = await withFailedEntryWrite('before', 'tag', () => api.staff.put(`/v1/tags/${tag.id}`, { name: unique('lost'), color: '#000000', version: 1 }), tag.id);
    expect(answer.status).toBe(500);
    expect((await api.staff.get(`/v1/tags/${tag.id}`)).body.data.version).toBe(1);
    expect(await storedEntries('tag', tag.id)).toHaveLength(1);
    const name = unique('kept');
    expect((await api.staff.put(`/v1/tags/${tag.id}`, { name, color: '#000000', version: 1 })).status).toBe(200);
    expect((await history(api.staff, `/v1/tags/${tag.id}`)).map((e) => [e.version, e.entityName])).toEqual([
      [2, name],
      [1, tag.name],
    ]);
    expect((await log(`filter[entityType]=tag&filter[entityId]=${tag.id}`)).total).toBe(2);
  });

  it('an edit committed whose answer was lost: the change has its entry, once, on the record and in the log', async () => {
    const tag = await createTag(api.admin);
    const name = unique('written');
    const answer = await withFailedEntryWrite('after', 'tag', () => api.staff.put(`/v1/tags/${tag.id}`, { name, color: '#000000', version: 1 }), tag.id);
    expect(answer.status).toBe(500);
    expect((await api.staff.get(`/v1/tags/${tag.id}`)).body.data.name).toBe(name);
    expect((await log(`filter[entityType]=tag&filter[entityId]=${tag.id}`)).items.map((e) => e.version)).toEqual([2, 1]);
    expect(await storedEntries('tag', tag.id)).toHaveLength(2);
    expect((await api.staff.put(`/v1/tags/${tag.id}`, { name: unique('last'), color: '#000000', version: 2 })).status).toBe(200);
    expect((await history(api.staff, `/v1/tags/${tag.id}`)).map((e) => e.version)).toEqual([3, 2, 1]);
  });

  it('a create or a delete cut off before the store has neither record nor entry; after it, both', async () => {
    const lostName = unique('unborn');
    expect((await withFailedEntryWrite('before', 'tag', () => api.staff.post('/v1/tags', { name: lostName, color: '#000000' }))).status).toBe(500);
    expect((await log('filter[entityType]=tag&filter[action]=create&page[size]=20')).items.some((e) => e.entityName === lostName)).toBe(false);
    expect((await api.staff.get('/v1/tags?page[size]=100')).body.data.items.some((t: { name: string }) => t.name === lostName)).toBe(false);

    const bornName = unique('born');
    expect((await withFailedEntryWrite('after', 'tag', () => api.staff.post('/v1/tags', { name: bornName, color: '#000000' }))).status).toBe(500);
    const entry = (await log('filter[entityType]=tag&filter[action]=create&page[size]=20')).items.find((e) => e.entityName === bornName)!;
    const id = entry.entityId;
    expect((await api.staff.get(`/v1/tags/${id}`)).status).toBe(200);
    expect((await history(api.staff, `/v1/tags/${id}`)).map((e) => e.action)).toEqual(['create']);

    expect((await withFailedEntryWrite('before', 'tag', () => api.admin.delete(`/v1/tags/${id}`), id)).status).toBe(500);
    expect((await api.staff.get(`/v1/tags/${id}`)).status).toBe(200);
    expect((await withFailedEntryWrite('after', 'tag', () => api.admin.delete(`/v1/tags/${id}`), id)).status).toBe(500);
    expect((await api.staff.get(`/v1/tags/${id}`)).status).toBe(404);
    expect((await api.staff.get('/v1/tags?page[size]=100')).body.data.items.some((t: { id: number }) => t.id === id)).toBe(false);
    expect((await log(`filter[entityType]=tag&filter[entityId]=${id}`)).items.map((e) => e.action)).toEqual(['delete', 'create']);
  });
});

describe('who reads the trail', () => {
  it('lets super-admins read the log with the list contract; staff get a 403; no route edits or deletes an entry', async () => {
    expect((await api.staff.get('/v1/audit-log')).status).toBe(403);
    expect((await api.anonymous.get('/v1/audit-log')).status).toBe(401);
    const tag = await createTag(api.staff);
    const page = await log(`filter[entityType]=tag&sort=-at&page[size]=5&filter[at:from]=${Math.floor(Date.now() / 1000) - 60}`);
    expect(page.items.length).toBeLessThanOrEqual(5);
    expect(page.total).toBeGreaterThanOrEqual(1);
    const me = page.items.find((e) => e.entityId === tag.id)!;
    expect((await log(`filter[userId]=${me.user!.id}&filter[entityId]=${tag.id}&filter[entityType]=tag`)).total).toBe(1);
    expect((await log(`filter[at:to]=${me.at - 1}&filter[entityId]=${tag.id}&filter[entityType]=tag`)).total).toBe(0);
    expect((await api.admin.get('/v1/audit-log?filter[action]=rename')).status).toBe(400);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect((await api.admin.request(method, '/v1/audit-log', {})).status, method).toBeGreaterThanOrEqual(404);
    expect((await api.admin.request('DELETE', `/v1/tags/${tag.id}/history`)).status).toBeGreaterThanOrEqual(404);
  });
});

describe("the log's time range, filter[at:from] and filter[at:to] (docs/decisions/041-one-date-range-spelling.md)", () => {
  const refused = async (query: string, parameter: string, text: string) => {
    const answer = await api.admin.get(`/v1/audit-log?${query}`);
    expect(answer.status, query).toBe(400);
    expect(answer.body.error, query).toMatchObject({ message: text, errors: { [parameter]: text } });
  };

  it('takes both ends inclusive, and refuses a time that is not unix seconds or a to before the from, naming the parameter', async () => {
    const tag = await createTag(api.staff);
    const [entry] = (await log(`filter[entityType]=tag&filter[entityId]=${tag.id}`)).items;
    const of = (range: string) => log(`filter[entityType]=tag&filter[entityId]=${tag.id}&${range}`);
    expect((await of(`filter[at:from]=${entry.at}&filter[at:to]=${entry.at}`)).items.map((e) => e.id)).toEqual([entry.id]);
    expect((await of(`filter[at:from]=${entry.at + 1}`)).total).toBe(0);
    expect((await of(`filter[at:to]=${entry.at - 1}`)).total).toBe(0);
    await refused('filter[at:from]=yesterday', 'filter[at:from]', 'filter[at:from] must be unix seconds.');
    await refused(`filter[at:from]=${entry.at}&filter[at:to]=${entry.at - 1}`, 'filter[at:to]', 'filter[at:to] must not be before filter[at:from].');
    await refused('filter[at:between]=1', 'filter[at:between]', "Unknown filter operator 'between'.");
  });

  it('filter[at.start] answers what filter[at:from] answers, for the list and its CSV', async () => {
    const tag = await createTag(api.staff);
    const [entry] = (await log(`filter[entityType]=tag&filter[entityId]=${tag.id}`)).items;
    for (const from of [entry.at, entry.at + 1]) {
      const narrowed = `filter[entityType]=tag&filter[entityId]=${tag.id}`;
      expect(await log(`${narrowed}&filter[at.start]=${from}`), String(from)).toEqual(await log(`${narrowed}&filter[at:from]=${from}`));
      const [csv, formerCsv] = await Promise.all([api.admin.get(`/v1/audit-log.csv?${narrowed}&filter[at:from]=${from}`), api.admin.get(`/v1/audit-log.csv?${narrowed}&filter[at.start]=${from}`)]);
      expect(csv.status).toBe(200);
      expect(formerCsv.body, String(from)).toEqual(csv.body);
    }
    expect((await log(`filter[at.start]=${entry.at}&filter[entityId]=${tag.id}&filter[entityType]=tag`)).total).toBe(1);
    await refused('filter[at.start]=yesterday', 'filter[at.start]', 'filter[at.start] must be unix seconds.');
    await refused('filter[at.start]=1&filter[at:from]=1', 'filter[at:from]', 'filter[at:from] and filter[at.start] are the same parameter: give one.');
  });

  it('filter[at.end] answers what filter[at:to] answers, for the list and its CSV', async () => {
    const tag = await createTag(api.staff);
    const [entry] = (await log(`filter[entityType]=tag&filter[entityId]=${tag.id}`)).items;
    for (const to of [entry.at, entry.at - 1]) {
      const narrowed = `filter[entityType]=tag&filter[entityId]=${tag.id}`;
      expect(await log(`${narrowed}&filter[at.end]=${to}`), String(to)).toEqual(await log(`${narrowed}&filter[at:to]=${to}`));
      expect(await log(`${narrowed}&filter[at.start]=${entry.at - 60}&filter[at.end]=${to}`), String(to)).toEqual(await log(`${narrowed}&filter[at:from]=${entry.at - 60}&filter[at:to]=${to}`));
      const [csv, formerCsv] = await Promise.all([api.admin.get(`/v1/audit-log.csv?${narrowed}&filter[at:to]=${to}`), api.admin.get(`/v1/audit-log.csv?${narrowed}&filter[at.end]=${to}`)]);
      expect(csv.status).toBe(200);
      expect(formerCsv.body, String(to)).toEqual(csv.body);
    }
    expect((await log(`filter[at.end]=${entry.at - 1}&filter[entityId]=${tag.id}&filter[entityType]=tag`)).total).toBe(0);
    await refused(`filter[at.start]=${entry.at}&filter[at.end]=${entry.at - 1}`, 'filter[at.end]', 'filter[at.end] must not be before filter[at.start].');
  });
});
