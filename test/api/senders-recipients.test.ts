import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { createMessage, recipientBody, senderInfoBody } from '../support/test-data/index.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe.each([
  {
    base: '/v1/sender-info',
    kind: 'sender-info' as const,
    rows: 'senderReferences',
    body: senderInfoBody,
    nameText: 'Sender Info name is required.',
    notFound: (id: number) => `The sender info with #${id} can not be found.`,
    blocked: 'There are 1 message using this sender info. You cannot delete it.',
    defaultSort: 'id',
  },
  {
    base: '/v1/recipients',
    kind: 'recipient' as const,
    rows: 'recipientReferences',
    body: recipientBody,
    nameText: 'Recipient name is required.',
    notFound: (id: number) => `Recipient with id = ${id} could not be found.`,
    blocked: 'There are 1 message using this recipient. You cannot delete it.',
    defaultSort: 'createdAt',
  },
])('$base', ({ base, kind, rows, body, nameText, notFound, blocked }) => {

  it('needs a name and a query, and the master contact id mapping first', async () => {
    const answer = await api.staff.post(base, { name: ' ', graphQuery: '', variables: '{not json', [rows]: [{ field: 'contactEmail', mapping: 'x' }] });
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors).toEqual({
      name: nameText,
      graphQuery: 'GraphQuery is required.',
      variables: 'Variables must be valid JSON.',
      [rows]: 'The first mapping must be masterContactId.',
    });
  });

  it('creates, lists newest first, edits and reads back', async () => {
    const first = (await api.staff.post(base, body())).body.data;
    const second = (await api.staff.post(base, body({ isEventBased: true }))).body.data;
    const list = await api.staff.get(`${base}?filter[id:like]=${second.id}`);
    expect(list.body.data.items.map((r: { id: number }) => r.id)).toContain(second.id);
    const all = (await api.staff.get(base)).body.data.items.map((r: { id: number }) => r.id);
    expect(all.indexOf(second.id)).toBeLessThan(all.indexOf(first.id));
    const edited = await api.staff.put(`${base}/${first.id}`, body({ name: 'Renamed', version: first.version }));
    expect(edited.body.data).toMatchObject({ name: 'Renamed', version: first.version + 1, isEventBased: false });
    expect((await api.staff.get(`${base}/999999`)).body.error.message).toBe(notFound(999999));
  });

  it('refuses a delete while messages use it', async () => {
    const record = (await api.staff.post(base, body())).body.data;
    await createMessage(api.staff, { [kind === 'recipient' ? 'recipientId' : 'senderId']: record.id });
    expect((await api.staff.get(`${base}/${record.id}/message-total`)).body.data).toBe(1);
    const refused = await api.admin.delete(`${base}/${record.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(blocked);
  });
});
