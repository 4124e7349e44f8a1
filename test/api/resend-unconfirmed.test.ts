import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { startTestApi, type TestApi } from '../support/api.ts';
import { contactRecord, importBatch } from '../support/test-data/index.ts';
import { attachWorkflow, emailsTo, firing, itemOf, sendingWorld, settled, type SendingWorld } from '../support/sending.ts';
import { waitFor } from '../support/wait-for.ts';
import { handler as dispatch } from '../../functions/jobs/dispatch/handler.ts';
import { handler as sesEvents } from '../../functions/jobs/ses-events/handler.ts';
import { sendBatch } from '../../functions/jobs/send/send-batch.ts';
import { createPacer } from '../../functions/jobs/send/pacing.ts';
import { settleItem } from '../../functions/domain/sending/item-sending.ts';
import { deliveryTags } from '../../functions/domain/sending/delivery-tags.ts';
import { usePort } from '../../functions/adapters/adapters.ts';
import type { EmailSender } from '../../functions/adapters/ports.ts';
import type { SendBatch } from '../../functions/adapters/send-queue.ts';
import type { DeliveryLog, DeliveryLogRow } from '../../shared/delivery-log.ts';

/**
 * Unconfirmed deliveries (docs/sending.md, V1-V6): what SES's events say of them in the delivery
 * log, and staff resending exactly the unconfirmed ones, once, through the local runtime. A
 * delivery becomes unconfirmed here as it does after a crash: the sender hands it to SES and the
 * answer never comes back (SES may have accepted it, or not).
 */
let api: TestApi;
let world: SendingWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
  await importBatch(api.admin, CONTACTS.map((id) => contactRecord(id, { companyId: 1, languageId: 1 })));
});
afterAll(() => api.stop());
afterEach(() => {
  usePort('email', undefined);
  usePort('sendQueue', undefined);
});

const CONTACTS = Array.from({ length: 12 }, (_, i) => 1201 + i);
const address = (contactId: number) => `test.person${contactId}@example.com`;
const received = async (contactId: number) => (await emailsTo(api, address(contactId))).length;

/**
 * What happens to a contact's email on its way to SES: `lost answer` (SES accepted it, its answer
 * never came back: its Send event confirms it), `never reached` (no word at all), `late event`
 * (SES accepted it, and its event comes when the test hands it over).
 */
type Trouble = 'lost answer' | 'never reached' | 'late event';

/** Sends an item to `contactIds` in this process, with `trouble` on the way to SES; answers the item and the message ids of the late events. */
async function sendWithTrouble(contactIds: number[], trouble: Record<number, Trouble>) {
  const { item } = await attachWorkflow(api, 1, world.message.id, {}, contactIds);
  const batches: SendBatch[] = [];
  usePort('sendQueue', { send: async (sent) => void batches.push(...sent) });
  await dispatch(firing(item));
  usePort('sendQueue', undefined);
  const ses = usePort('email', undefined);
  const late = new Map<number, string>();
  const troubled: EmailSender = {
    send: async (email) => {
      const contactId = Number(/person(\d+)@/.exec(email.to)?.[1]);
      const kind = trouble[contactId];
      if (kind === 'never reached') throw new Error('connect ETIMEDOUT');
      // an event without our tags names no delivery: this one is handed over later, by the test
      const messageId = await ses.send(kind === 'late event' ? { ...email, tags: undefined } : email);
      if (kind === 'late event') late.set(contactId, messageId);
      if (kind) throw new Error('socket hang up');
      return messageId;
    },
  };
  usePort('email', troubled);
  for (const batch of batches) await sendBatch(batch, { pacer: createPacer({}) });
  usePort('email', undefined);
  await settleItem(item.eventId, item.id);
  return { item, late };
}

type LogAnswer = { data: DeliveryLog; error: { message: string; errors?: Record<string, string> } };
const log = async (itemId: number) => (await api.staff.get<LogAnswer>(`/v1/event-message-workflows/${itemId}/deliveries`)).body.data;
const rowOf = async (itemId: number, contactId: number) => (await log(itemId)).items.find((row) => row.contactId === contactId && !row.senderCopy)!;
const resend = (itemId: number, confirmed: unknown, client = api.admin) =>
  client.post<{ data: { resent: number; deliveries: { contactId: number; senderCopy: boolean; address: string | null }[] }; error: LogAnswer['error'] }>(
    `/v1/event-message-workflows/${itemId}/deliveries/resend-unconfirmed`,
    confirmed === undefined ? {} : { confirmed },
  );
/** The Send event SES publishes for an email of this delivery. */
const sendEvent = (owner: string, contactId: number, messageId: string) => ({
  Records: [
    {
      messageId: `late-${messageId}`,
      body: JSON.stringify({
        eventType: 'Send',
        mail: { messageId, timestamp: new Date().toISOString(), source: 'x@example.com', destination: [address(contactId)], tags: Object.fromEntries(Object.entries(deliveryTags({ owner, contactId, kind: 'contact' })).map(([n, v]) => [n, [v]])) },
        send: {},
      }),
    },
  ],
}) as unknown as SQSEvent;

describe('what the delivery log says of unconfirmed deliveries (V4)', () => {
  let sent: { eventId: number; id: number };
  const [accepted, unheard, fine] = CONTACTS;
  beforeAll(async () => {
    sent = (await sendWithTrouble([accepted, unheard, fine], { [accepted]: 'lost answer', [unheard]: 'never reached' })).item;
  });

  it('one SES accepted, whose answer was lost: its Send event makes it sent, and the log says when SES accepted it and its message id', async () => {
    const row = await waitFor('the Send event to confirm it', async () => {
      const current = await rowOf(sent.id, accepted);
      return current.status === 'sent' && current;
    });
    const [email] = await emailsTo(api, address(accepted));
    expect(row).toMatchObject({ providerMessageId: email.messageId, reason: null });
    expect(row.providerWord).toMatch(new RegExp(`^SES accepted it at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d \\(message id ${email.messageId}\\)\\.$`));
    // the item's counts and note follow: one unconfirmed of three
    const item = await waitFor('the item to count it', async () => {
      const current = await itemOf(api, sent.eventId, sent.id);
      return current.deliveries?.sent === 2 && current;
    });
    expect(item).toMatchObject({ status: 5, note: '1 of 3 unconfirmed: the provider may have sent them; they are not resent.', deliveries: { total: 3, sent: 2, unconfirmed: 1 } });
  });

  it('one SES never had: unconfirmed, and the log says there was no word from SES since it was handed over', async () => {
    const row = await rowOf(sent.id, unheard);
    expect(row).toMatchObject({ status: 'unconfirmed', providerMessageId: null, reason: 'The provider did not answer (connect ETIMEDOUT): it may have been sent.' });
    expect(row.providerWord).toMatch(/^No word from SES since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d: it may not have been sent\.$/);
    expect(await received(unheard)).toBe(0);
  });

  it('a delivery sent as usual says nothing more', async () => {
    expect(await rowOf(sent.id, fine)).toMatchObject({ status: 'sent', providerWord: null });
  });
});

describe('resending the unconfirmed deliveries (V5)', () => {
  it('resends exactly the unconfirmed ones, once, even when asked twice at once; then there is nothing left to resend', async () => {
    const [accepted, unheard, alsoUnheard, fine] = CONTACTS.slice(3, 7);
    const { item } = await sendWithTrouble([accepted, unheard, alsoUnheard, fine], { [accepted]: 'lost answer', [unheard]: 'never reached', [alsoUnheard]: 'never reached' });
    await waitFor('the Send event to confirm the accepted one', async () => (await rowOf(item.id, accepted)).status === 'sent');
    // and the item to count it: the recount is a write of the item, which the two resends below would race with
    await waitFor('the item to count it', async () => (await itemOf(api, item.eventId, item.id)).deliveries?.sent === 2);
    const before = await Promise.all([accepted, unheard, alsoUnheard, fine].map(received));
    expect(before).toEqual([1, 0, 0, 1]);

    const answers = await Promise.all([resend(item.id, 2), resend(item.id, 2)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.data.resent).sort()).toEqual([0, 2]);
    const winner = answers.find((answer) => answer.body.data.resent === 2)!;
    expect(winner.body.data.deliveries).toEqual([
      { contactId: unheard, senderCopy: false, address: address(unheard) },
      { contactId: alsoUnheard, senderCopy: false, address: address(alsoUnheard) },
    ]);

    const done = await settled(api, item);
    expect(done).toMatchObject({ status: 5, note: null, deliveries: { total: 4, sent: 4, unconfirmed: 0, pending: 0 } });
    expect(await Promise.all([accepted, unheard, alsoUnheard, fine].map(received))).toEqual([1, 1, 1, 1]);
    const rows = (await log(item.id)).items;
    expect(rows.map((row: DeliveryLogRow) => [row.contactId, row.status])).toEqual([accepted, unheard, alsoUnheard, fine].map((id) => [id, 'sent']));

    // asked again: nothing is unconfirmed, nothing is sent
    expect((await resend(item.id, 1)).body.data).toEqual({ resent: 0, deliveries: [] });
    await api.queuesIdle();
    expect(await Promise.all([accepted, unheard, alsoUnheard, fine].map(received))).toEqual([1, 1, 1, 1]);
  });

  it('one that an SES event confirms meanwhile (after the person counted it) is not resent', async () => {
    const [unheard, late] = CONTACTS.slice(7, 9);
    const { item, late: lateIds } = await sendWithTrouble([unheard, late], { [unheard]: 'never reached', [late]: 'late event' });
    expect((await log(item.id)).item.deliveries).toMatchObject({ unconfirmed: 2 });
    // the person sees 2 and confirms; SES's event for one of them arrives first
    expect((await sesEvents(sendEvent(String(item.id), late, lateIds.get(late)!))).batchItemFailures).toEqual([]);
    const answer = await resend(item.id, 2);
    expect(answer.body.data).toEqual({ resent: 1, deliveries: [{ contactId: unheard, senderCopy: false, address: address(unheard) }] });
    await settled(api, item);
    expect([await received(unheard), await received(late)]).toEqual([1, 1]);
    expect(await rowOf(item.id, late)).toMatchObject({ status: 'sent', providerMessageId: lateIds.get(late) });
  });

  it('refuses more unconfirmed deliveries than the person confirmed, an item still being sent, bad input, staff and an unknown item', async () => {
    const [first, second] = CONTACTS.slice(9, 11);
    const { item } = await sendWithTrouble([first, second], { [first]: 'never reached', [second]: 'never reached' });
    const tooFew = await resend(item.id, 1);
    expect(tooFew.status).toBe(409);
    expect(tooFew.body.error.message).toBe('2 deliveries are unconfirmed now, not 1: look at the log again before resending.');
    for (const body of [undefined, 0, 'two', 1.5]) {
      const bad = await resend(item.id, body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(bad.body.error.errors ?? {})).toEqual(['confirmed']);
    }
    expect((await resend(item.id, 2, api.staff)).status).toBe(403);
    expect((await resend(987654, 1)).status).toBe(404);
    expect(await Promise.all([first, second].map(received))).toEqual([0, 0]);

    // an item being sent (not yet settled) is refused with the reason
    const { item: waiting } = await attachWorkflow(api, 1, world.message.id, {}, [CONTACTS[11]]);
    usePort('sendQueue', { send: async () => undefined });
    await dispatch(firing(waiting));
    const busy = await resend(waiting.id, 1);
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toBe('The item is being sent: resend its unconfirmed deliveries once it has settled.');
  });
});
