import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { createSmsTemplate } from '../support/test-data/index.ts';
import { STATUS } from '../../shared/status.ts';

/** Bulk status updates are all or nothing, also when two of them overlap or one meets an edit. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const createTemplates = (count: number) => Promise.all(Array.from({ length: count }, () => createSmsTemplate(api.staff, { status: STATUS.active })));
const statusOf = async (id: number) => (await api.staff.get(`/v1/sms-templates/${id}`)).body.data.status as number;
const bulk = (status: number, ids: number[]) => api.admin.patch('/v1/sms-templates', { attributes: { status }, smsTemplateIds: ids });

describe('bulk status', () => {
  it('two overlapping updates: each one changed all of its rows or none', async () => {
    for (let round = 0; round < 4; round++) {
      const rows = await createTemplates(12);
      const ids = rows.map((row) => row.id);
      const first = ids.slice(0, 8);
      const second = ids.slice(4);
      const [a, b] = await Promise.all([bulk(0, first), bulk(3, second)]);
      expect([a.status, b.status].every((status) => status === 200 || status === 409), `${a.status} ${b.status}`).toBe(true);
      expect(a.status === 200 && b.status === 200).toBe(false); // they share rows 5-8: only one can win
      const statuses = await Promise.all(ids.map(statusOf));
      const expected = ids.map((id) => {
        if (b.status === 200 && second.includes(id)) return 3;
        if (a.status === 200 && first.includes(id)) return 0;
        return 1;
      });
      expect(statuses).toEqual(expected);
      for (const refused of [a, b].filter((answer) => answer.status === 409)) expect(refused.body.error.message).toMatch(/^Nothing was changed: #\d+ was changed by someone else meanwhile\./);
    }
  });

  it('an edit in the middle of a bulk update makes it put back what it wrote', async () => {
    const rows = await createTemplates(60);
    const ids = rows.map((row) => row.id).sort((x, y) => x - y);
    const last = rows.find((row) => row.id === ids[ids.length - 1])!;
    const pending = bulk(0, ids);
    // once the update has written its first row, someone saves its last one
    while ((await statusOf(ids[0])) !== 0) await new Promise((resolve) => setImmediate(resolve));
    const edit = await api.staff.put(`/v1/sms-templates/${last.id}`, { name: `${last.name} edited`, status: 1, translations: [{ languageId: 1, body: 'Hi' }], version: last.version });
    const answer = await pending;
    expect(edit.status).toBe(200);
    expect(answer.status).toBe(409);
    expect(answer.body.error.errors).toEqual({ [`#${last.id}`]: `#${last.id} was changed by someone else meanwhile` });
    expect(await Promise.all(ids.map(statusOf))).toEqual(ids.map(() => 1));
  });

  it('a refusal by the rules changes nothing', async () => {
    const draft = await createSmsTemplate(api.staff, { translations: [{ languageId: 1, body: '' }] });
    const [active] = await createTemplates(1);
    const refused = await bulk(1, [active.id, draft.id]);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(`#${draft.id}: Message body is required.`);
    expect((await api.staff.get(`/v1/sms-templates/${active.id}`)).body.data.version).toBe(active.version);
  });
});

describe('status filters', () => {
  it('take the spec names and numbers; a value the field cannot hold is a 400 naming it', async () => {
    const [active] = await createTemplates(1);
    const byName = await api.staff.get(`/v1/sms-templates?filter[status]=active&filter[id]=${active.id}`);
    expect(byName.body.data.items.map((row: { id: number }) => row.id)).toEqual([active.id]);
    const byNumber = await api.staff.get(`/v1/sms-templates?filter[status]=1&filter[id]=${active.id}`);
    expect(byNumber.body.data.total).toBe(1);
    expect((await api.staff.get(`/v1/sms-templates?filter[status]=Draft&filter[id]=${active.id}`)).body.data.total).toBe(0);
    expect((await api.staff.get(`/v1/messages?filter[status]=active&filter[type:in]=1,11`)).status).toBe(200);
    const wrong = await api.staff.get('/v1/sms-templates?filter[status]=enabled');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.errors).toEqual({ 'filter[status]': "filter[status] must be one of inactive, active, draft, archived, processing, completed, error, out_of_date or a number; 'enabled' is not." });
    expect((await api.staff.get('/v1/tags?filter[id]=abc')).body.error.errors).toEqual({ 'filter[id]': "filter[id] must be a number; 'abc' is not." });
  });
});
