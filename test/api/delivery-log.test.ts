import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { attachWorkflow, emailMessage, fireNow, sendingWorld, sentEmails, settled, type SendingWorld } from '../support/sending.ts';

/** GET /v1/event-message-workflows/{id}/deliveries (decision 015): the delivery log of an item, after a real send. */
let api: TestApi;
let world: SendingWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
});
afterAll(() => api.stop());

const log = (itemId: number, query = '') => api.staff.get(`/v1/event-message-workflows/${itemId}/deliveries${query ? `?${query}` : ''}`);

describe('the delivery log of an item', () => {
  let itemId: number;
  beforeAll(async () => {
    // a reference set that knows contacts 1 and 2 only: contact 3's delivery fails with the reason
    const onlyTwo = 'query { contacts(ids: [1, 2]) { id firstName email } }';
    await api.staff.post('/v1/graphql', { query: onlyTwo });
    const set = await api.staff.post('/v1/reference-set-templates', {
      name: 'Delivery log set',
      status: 1,
      graphQuery: onlyTwo,
      referencesSetMapping: [{ field: 'ContactId', mapping: 'contacts[].id' }, { field: 'ContactFirstName', mapping: 'contacts[].firstName' }],
      customReferences: [],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    const message = await emailMessage(api, world, { referenceSetTemplateId: set.body.data.id });
    const { item } = await attachWorkflow(api, 1, message.id, { shouldSendToSender: true }, [1, 2, 3]);
    itemId = item.id;
    await fireNow(api, item);
    expect(await settled(api, item)).toMatchObject({ status: 6 });
  });

  it('lists every delivery with contact, address, language, status, provider message id, time and reason; the counts and status of the item', async () => {
    const answer = await log(itemId);
    expect(answer.status).toBe(200);
    const { items, total, status, counts } = answer.body.data;
    expect(status).toBe(6);
    expect(counts).toMatchObject({ total: 4, sent: 3, failed: 1 });
    expect(total).toBe(4);
    const ids = new Set((await sentEmails(api)).map((email) => email.messageId));
    const [first, second, third, copy] = items;
    expect(first).toMatchObject({ contactId: 1, contactName: expect.stringMatching(/\S+ \S+/), senderCopy: false, channel: 'email', language: 'English', status: 'sent', reason: null });
    expect(ids.has(first.providerMessageId)).toBe(true);
    expect(first.address).toMatch(/@/);
    expect(first.time).toBeGreaterThan(0);
    expect(second).toMatchObject({ contactId: 2, language: 'German', status: 'sent' });
    expect(third).toMatchObject({ contactId: 3, status: 'failed', providerMessageId: null, reason: 'The reference set query gave no values for master contact #3.' });
    expect(copy).toMatchObject({ senderCopy: true, status: 'sent', address: 'alex.manager@example.com' });
  });

  it('filters by status, by name or number, and pages', async () => {
    const failed = await log(itemId, 'filter[status]=failed');
    expect(failed.body.data.items.map((row: { contactId: number }) => row.contactId)).toEqual([3]);
    const sent = await log(itemId, 'filter[status]=2&page[size]=5');
    expect(sent.body.data.total).toBe(3);
    expect(sent.body.data.items.map((row: { status: string }) => row.status)).toEqual(['sent', 'sent', 'sent']);
    const beyond = await log(itemId, 'filter[status]=sent&page[size]=5&page[number]=2');
    expect(beyond.body.data).toMatchObject({ items: [], total: 3 });
  });

  it('refuses a status no delivery can have, naming the parameter, and answers 404 for an item that does not exist', async () => {
    const bad = await log(itemId, 'filter[status]=delivered');
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors['filter[status]']).toContain("'delivered' is not");
    expect(bad.body.error.message).toContain('pending, sending, sent, failed, unconfirmed, suppressed, skipped');
    expect((await log(987_654)).status).toBe(404);
    expect((await api.staff.get('/v1/event-message-workflows/%zz/deliveries')).status).toBeLessThan(500);
  });

  it('is empty before the item was sent, and needs a signed-in user', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [1]);
    const answer = await log(item.id);
    expect(answer.body.data).toMatchObject({ items: [], total: 0, status: 1, counts: { total: 0 } });
    expect((await api.anonymous.get(`/v1/event-message-workflows/${item.id}/deliveries`)).status).toBe(401);
  });
});
