import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { attachWorkflow, emailMessage, fireNow, firing, sendingWorld, sentEmails, settled, type SendingWorld } from '../support/sending.ts';
import { createReferenceSetTemplate, queryAnsweringOnly } from '../support/test-data/index.ts';
import { handler as dispatch } from '../../functions/jobs/dispatch/handler.ts';
import { resumeAll } from '../../functions/jobs/dispatch/resume-all.ts';
import { usePort } from '../../functions/adapters/adapters.ts';
import type { SendQueue } from '../../functions/adapters/ports.ts';
import { storeCallsOf } from '../support/store-calls.ts';
import type { DeliveryLog } from '../../shared/delivery-log.ts';
import { STATUS } from '../../shared/status.ts';

/** The delivery log of an item (docs/decisions/015-delivery-log.md), after real sends through the local runtime. */
let api: TestApi;
let world: SendingWorld;
/** An item sent to contacts 1-6 with a copy to the sender, where contact 6 fails. */
let sent: { id: number; eventId: number };
const REASON = 'The reference set query gave no values for master contact #6.';

type Answer = { data: DeliveryLog; error: { code: number; message: string; errors?: Record<string, string> } };
const log = (id: number | string, query = '') => api.staff.get<Answer>(`/v1/event-message-workflows/${id}/deliveries${query ? `?${query}` : ''}`);
const rowsOf = async (query: string) => {
  const answer = await log(sent.id, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
  // a reference set whose query answers contacts 1-5 only: contact 6 fails, the others are sent
  const set = await createReferenceSetTemplate(api.staff, { name: 'Five only', status: STATUS.active, ...queryAnsweringOnly(1, 2, 3, 4, 5) });
  const message = await emailMessage(api.staff, world, { referenceSetTemplateId: set.id });
  const { item } = await attachWorkflow(api, 1, message.id, { shouldSendToSender: true }, [1, 2, 3, 4, 5, 6]);
  await fireNow(api, item);
  expect(await settled(api, item)).toMatchObject({ status: 6 });
  sent = item;
});
afterAll(() => api.stop());

describe('the delivery log of a sent item', () => {
  it('lists each contact and the sender copy with name, address, channel, language, status, message id, time and reason; the item with its counts beside', async () => {
    const { items, total, item } = await rowsOf('page[size]=10');
    expect(total).toBe(7);
    expect(item).toMatchObject({
      id: sent.id,
      eventId: 1,
      status: 6,
      note: `1 of 7 failed: ${REASON}`,
      messageType: 1,
      deliveries: { total: 7, sent: 6, failed: 1, pending: 0, sending: 0 },
    });
    expect(item.eventName).toEqual(expect.any(String));
    expect(item.workflowName).toMatch(/./);
    // contacts in id order, then the sender copy
    expect(items.map((row) => [row.contactId, row.senderCopy, row.status])).toEqual([
      [1, false, 'sent'],
      [2, false, 'sent'],
      [3, false, 'sent'],
      [4, false, 'sent'],
      [5, false, 'sent'],
      [6, false, 'failed'],
      [1, true, 'sent'],
    ]);
    expect(items[0]).toMatchObject({ firstName: 'Emma', lastName: 'English', address: 'test.person1@example.com', channel: 'email', languageId: 1, reason: null });
    expect(items[1]).toMatchObject({ firstName: 'Greta', lastName: 'German', languageId: 2 });
    // Dutch has no translation: it was rendered in English
    expect(items[3]).toMatchObject({ lastName: 'Person4', languageId: 1 });
    expect(items[6]).toMatchObject({ senderCopy: true, address: 'alex.manager@example.com', channel: 'email', firstName: 'Emma' });
    // the failed one was never handed over: its reason, no message id, and the contact's own language
    expect(items[5]).toMatchObject({ status: 'failed', reason: REASON, providerMessageId: null, address: null, channel: 'email', languageId: 1 });

    const accepted = new Set((await sentEmails(api)).map((email) => email.messageId));
    for (const row of items.filter((r) => r.status === 'sent')) expect(accepted.has(row.providerMessageId!), `row ${row.id}`).toBe(true);
    const now = Math.floor(Date.now() / 1000);
    for (const row of items) expect(row.time).toBeGreaterThan(now - 120);
  });

  it('filters by status (one or several), pages and sorts', async () => {
    const failed = await rowsOf('filter[status]=failed');
    expect(failed.items.map((row) => [row.contactId, row.reason])).toEqual([[6, REASON]]);
    expect(failed.total).toBe(1);
    // the counts are the item's, whatever the filter
    expect(failed.item.deliveries).toMatchObject({ total: 7, failed: 1 });
    expect((await rowsOf('filter[status]=sent')).total).toBe(6);
    expect((await rowsOf('filter[status:in]=failed,unconfirmed')).total).toBe(1);
    expect((await rowsOf('filter[status]=Sent&filter[channel]=email')).total).toBe(6);

    const first = await rowsOf('page[size]=5&page[number]=1');
    const second = await rowsOf('page[size]=5&page[number]=2');
    expect([first.total, first.items.length, second.items.length]).toEqual([7, 5, 2]);
    expect([...first.items, ...second.items].map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    expect((await rowsOf('sort=-contactId')).items.map((row) => row.contactId)).toEqual([6, 5, 4, 3, 2, 1, 1]);
    expect((await rowsOf('sort=status')).items[0]).toMatchObject({ status: 'failed' });
    const byTime = (await rowsOf('sort=-time')).items.map((row) => row.time);
    expect(byTime).toEqual([...byTime].sort((a, b) => b - a));
    expect((await rowsOf('filter[search_query]=alex.manager')).items.map((row) => row.senderCopy)).toEqual([true]);
  });

  it('reads the names of a page in one directory batch', async () => {
    const { answer, calls } = await storeCallsOf(() => rowsOf('page[size]=5'));
    expect(answer.items).toHaveLength(5);
    // the event of the header, and the page's contacts
    expect(calls.directory).toBe(2);
  });

  it('refuses an unknown status, channel or sort with a 400 naming the parameter', async () => {
    const status = await log(sent.id, 'filter[status]=bounced');
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({
      error: { message: "filter[status] must be one of pending, sending, sent, failed, unconfirmed, suppressed, skipped; 'bounced' is not.", errors: { 'filter[status]': expect.any(String) } },
    });
    const several = await log(sent.id, 'filter[status:in]=sent,lost');
    expect(several.body.error.errors).toEqual({ 'filter[status:in]': "filter[status:in] must be one of pending, sending, sent, failed, unconfirmed, suppressed, skipped; 'lost' is not." });
    expect((await log(sent.id, 'filter[channel]=fax')).status).toBe(400);
    expect((await log(sent.id, 'sort=reason')).body.error.errors).toEqual({ sort: "Unknown sort field 'reason'." });
  });

  it('answers 404 in the usual shape for an item that does not exist', async () => {
    for (const id of ['987654', 'abc']) {
      const answer = await log(id);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: { code: 2601, message: `The event message workflow with #${id} can not be found.` } });
    }
  });

  it('is read by staff and super-admins, not without a session', async () => {
    expect((await api.admin.get(`/v1/event-message-workflows/${sent.id}/deliveries`)).status).toBe(200);
    expect((await api.anonymous.get(`/v1/event-message-workflows/${sent.id}/deliveries`)).status).toBe(401);
  });
});

describe('the delivery log before and during a send', () => {
  it('an item not sent yet has an empty log and zero counts', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [1]);
    const { items, total, item: header } = (await log(item.id)).body.data;
    expect([items, total]).toEqual([[], 0]);
    expect(header).toMatchObject({ status: 1, deliveries: { total: 0, sent: 0 } });
  });

  it('a frozen audience waiting to be sent shows pending rows (no address yet, the contact language), then the outcome', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [2, 3]);
    // the batches never reach the queue: the audience is frozen and waits
    const dead: SendQueue = { send: async () => Promise.reject(new Error('the queue is away')) };
    usePort('sendQueue', dead);
    await expect(dispatch(firing(item))).rejects.toThrow('the queue is away');
    usePort('sendQueue', undefined);
    const waiting = (await log(item.id)).body.data;
    expect(waiting.item.status).toBe(4);
    expect(waiting.items.map((row) => [row.contactId, row.status, row.address, row.languageId, row.channel])).toEqual([
      [2, 'pending', null, 2, 'email'],
      [3, 'pending', null, 1, 'email'],
    ]);

    await resumeAll(Math.floor(Date.now() / 1000) + 1);
    await settled(api, item);
    const done = (await log(item.id)).body.data;
    expect(done.item).toMatchObject({ status: 5, deliveries: { total: 2, sent: 2 } });
    expect(done.items.map((row) => [row.status, row.address])).toEqual([
      ['sent', 'test.person2@example.com'],
      ['sent', 'test.person3@example.com'],
    ]);
  });
});
