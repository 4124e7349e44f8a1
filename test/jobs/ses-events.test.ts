import { describe, expect, it } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { useEmbeddedStore } from '../support/embedded-store.ts';
import { handler } from '../../functions/jobs/ses-events/handler.ts';
import { storeCallsOf } from '../support/store-calls.ts';
import { getSuppressions, suppress } from '../../functions/data/suppression-store.ts';
import { suppressionList } from '../../functions/domain/sending/suppression.ts';
import { contactSk, getDelivery, getMany, putPending, senderSk, transition, type Delivery } from '../../functions/data/deliveries.ts';
import { getBatch, writeBatches } from '../../functions/data/delivery-batches.ts';
import { deliveryTags } from '../../functions/domain/sending/delivery-tags.ts';

/** docs/sending.md, Suppression (U1-U7): the ses-events job and the list the sender reads, on the embedded store. */
useEmbeddedStore('ses-events-test');

let n = 0;
const message = (body: unknown) => ({ messageId: `m-${++n}`, body: typeof body === 'string' ? body : JSON.stringify(body) });
const sqsEvent = (...records: { messageId: string; body: string }[]) => ({ Records: records }) as unknown as SQSEvent;
const mail = (messageId: string) => ({ messageId, timestamp: '2026-06-14T07:00:00.000Z', source: 'events@example.com', destination: ['x@example.com'] });

const bounce = (address: string, { type = 'Permanent', subType = 'General', at = '2026-06-14T07:00:01.123Z', messageId = 'ses-1' } = {}) => ({
  eventType: 'Bounce',
  mail: mail(messageId),
  bounce: { bounceType: type, bounceSubType: subType, bouncedRecipients: [{ emailAddress: address, action: 'failed', status: '5.1.1' }], timestamp: at, feedbackId: 'f-1' },
});
const complaint = (address: string, { at = '2026-06-14T07:05:00.000Z', messageId = 'ses-2', feedbackType = 'abuse' } = {}) => ({
  eventType: 'Complaint',
  mail: mail(messageId),
  complaint: { complainedRecipients: [{ emailAddress: address }], timestamp: at, feedbackId: 'f-2', complaintFeedbackType: feedbackType },
});

const suppressed = async (address: string) => (await getSuppressions([address])).get(address.toLowerCase());
const failuresOf = async (...records: { messageId: string; body: string }[]) => (await handler(sqsEvent(...records))).batchItemFailures.map((f) => f.itemIdentifier);

describe('the ses-events job', () => {
  it('puts the recipient of a permanent bounce on the list, in lower case, with the reason, the event type, time and message id (U1)', async () => {
    expect(await failuresOf(message(bounce('Bounced.Person@Example.com')))).toEqual([]);
    expect(await suppressed('bounced.person@example.com')).toEqual({
      address: 'bounced.person@example.com',
      reason: 'Bounced (Permanent, General) on 2026-06-14 09:00:01',
      eventType: 'Bounce',
      at: Date.parse('2026-06-14T07:00:01Z') / 1000,
      sesMessageId: 'ses-1',
      recordedAt: expect.any(Number),
    });
  });

  it('leaves the recipient of a transient or undetermined bounce off the list (U2)', async () => {
    expect(await failuresOf(message(bounce('full.mailbox@example.com', { type: 'Transient', subType: 'MailboxFull' })), message(bounce('unsure@example.com', { type: 'Undetermined', subType: 'Undetermined' })))).toEqual([]);
    expect(await getSuppressions(['full.mailbox@example.com', 'unsure@example.com'])).toEqual(new Map());
  });

  it('puts a complaining recipient on the list (U3), but not one whose feedback says it is not spam (U4)', async () => {
    expect(await failuresOf(message(complaint('complaining@example.com')), message(complaint('happy@example.com', { feedbackType: 'not-spam' })))).toEqual([]);
    expect(await suppressed('complaining@example.com')).toMatchObject({ reason: 'Complained on 2026-06-14 09:05:00', eventType: 'Complaint', sesMessageId: 'ses-2' });
    expect(await suppressed('happy@example.com')).toBeUndefined();
  });

  it('reads an event in its SNS envelope too (a subscription without raw delivery)', async () => {
    const envelope = { Type: 'Notification', MessageId: 'sns-1', TopicArn: 'arn:aws:sns:eu-west-1:123456789012:events', Message: JSON.stringify(bounce('enveloped@example.com')) };
    expect(await failuresOf(message(envelope))).toEqual([]);
    expect(await suppressed('enveloped@example.com')).toMatchObject({ eventType: 'Bounce' });
  });

  it('reports each malformed message as a batch item failure and records the good ones of the batch (U5)', async () => {
    const good = message(bounce('good.one@example.com'));
    const bad = [
      message('not json'),
      message({ eventType: 'Bounce', mail: mail('ses-3') }),
      message(bounce('not-an-address')),
      message({ ...bounce('bad.time@example.com'), bounce: { ...bounce('x@example.com').bounce, timestamp: 'yesterday' } }),
      message({ eventType: 'Unheard of', mail: mail('ses-4') }),
      message({ Type: 'Notification', Message: 'not json either' }),
      message({ Type: 'SubscriptionConfirmation', Message: '{}' }),
    ];
    expect(await failuresOf(bad[0], good, ...bad.slice(1))).toEqual(bad.map((m) => m.messageId));
    expect(await suppressed('good.one@example.com')).toMatchObject({ eventType: 'Bounce' });
    expect(await suppressed('bad.time@example.com')).toBeUndefined();
  });

  it('reads other SES events and records nothing for them (U5)', async () => {
    expect(await failuresOf(message({ eventType: 'Delivery', mail: mail('ses-5'), delivery: { recipients: ['delivered@example.com'] } }))).toEqual([]);
    expect(await suppressed('delivered@example.com')).toBeUndefined();
  });

  it('writes one record for a repeated event, and keeps the earliest event whatever order they come in (U6)', async () => {
    const address = 'repeated@example.com';
    const first = bounce(address, { at: '2026-06-14T08:00:00Z', messageId: 'ses-first' });
    expect(await failuresOf(message(first), message(first))).toEqual([]);
    const recorded = await suppressed(address);
    expect(recorded).toMatchObject({ sesMessageId: 'ses-first' });
    // a later complaint changes nothing; an earlier bounce arriving late takes its place
    expect(await failuresOf(message(complaint(address, { at: '2026-06-14T09:00:00Z', messageId: 'ses-later' })), message(first))).toEqual([]);
    expect(await suppressed(address)).toEqual(recorded);
    expect(await failuresOf(message(bounce(address, { at: '2026-06-14T07:30:00Z', subType: 'NoEmail', messageId: 'ses-earlier' })))).toEqual([]);
    expect(await suppressed(address)).toMatchObject({ sesMessageId: 'ses-earlier', reason: 'Bounced (Permanent, NoEmail) on 2026-06-14 09:30:00' });
  });

  it('writes exactly one record for the same event delivered many times at once (U6)', async () => {
    const event = bounce('concurrent@example.com', { messageId: 'ses-concurrent' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => failuresOf(message(event))));
    expect(answers.flat()).toEqual([]);
    const entry = { address: 'concurrent.store@example.com', reason: 'Bounced (Permanent, General) on 2026-06-14 09:00:01', eventType: 'Bounce' as const, at: 1_781_420_401, sesMessageId: 'ses-c' };
    const writes = await Promise.all(Array.from({ length: 8 }, () => suppress(entry)));
    expect(writes.filter(Boolean)).toHaveLength(1);
    expect(await suppressed('concurrent@example.com')).toMatchObject({ sesMessageId: 'ses-concurrent' });
    expect(await suppressed('concurrent.store@example.com')).toMatchObject({ sesMessageId: 'ses-c' });
  });
});

describe('the suppression list the sender reads (S10, U7)', () => {
  it('answers the suppressed addresses among a batch, in lower case, with their reasons, in one BatchGetItem per 100 addresses', async () => {
    await handler(sqsEvent(message(bounce('list.bounced@example.com')), message(complaint('List.Complained@example.com'))));
    const others = Array.from({ length: 248 }, (_, i) => `clean.${i}@example.com`);
    const calls = await countingBatchGets(() => suppressionList().isSuppressed(['LIST.BOUNCED@example.com', ...others, 'list.complained@example.com']));
    expect(calls.answer).toEqual(
      new Map([
        ['list.bounced@example.com', 'Bounced (Permanent, General) on 2026-06-14 09:00:01'],
        ['list.complained@example.com', 'Complained on 2026-06-14 09:05:00'],
      ]),
    );
    expect(calls.batchGets).toBe(3);
    expect((await countingBatchGets(() => suppressionList().isSuppressed([]))).batchGets).toBe(0);
  });
});

/** Runs `work`, counting the BatchGetItem calls the document client sends meanwhile. */
async function countingBatchGets<T>(work: () => Promise<T>): Promise<{ answer: T; batchGets: number }> {
  const { answer, calls } = await storeCallsOf(work);
  return { answer, batchGets: calls.all.filter((call) => call.command === 'BatchGetItem').length };
}

describe('confirming the delivery an event names (docs/sending.md, V3)', () => {
  let owners = 0;
  /** Deliveries of a new owner to contacts 1, 2, 3, in these statuses, batched. */
  async function deliveries(statuses: Delivery['status'][], owner = `once:ses-confirm.${++owners}_x`): Promise<Delivery[]> {
    const ids = statuses.map((_, i) => i + 1);
    for (const id of ids) await putPending(owner, id);
    await writeBatches(owner, ids);
    const taken = { sender: 'dead-sender', sendingAt: 1_781_420_000, leaseUntil: 1_781_420_300, to: 'someone@example.com', channel: 'email' as const };
    for (const [i, status] of statuses.entries()) {
      const [delivery] = await getMany(owner, [contactSk(i + 1)]);
      if (status !== 'pending') await transition(delivery, 'pending', status === 'unconfirmed' ? 'sending' : status, taken);
      if (status === 'unconfirmed') await transition(delivery, 'sending', 'unconfirmed', { reason: 'The sender stopped before the provider confirmed it: it may have been sent.' });
    }
    return getMany(owner, ids.map(contactSk)).then((found) => found.sort((a, b) => a.contactId - b.contactId));
  }
  const sendEvent = (delivery: Pick<Delivery, 'owner' | 'contactId' | 'kind'>, { messageId = `ses-send-${delivery.contactId}`, eventType = 'Send', to = 'someone@example.com' } = {}) => ({
    eventType,
    mail: { ...mail(messageId), destination: [to], tags: { 'ses:configuration-set': ['backoffice'], ...Object.fromEntries(Object.entries(deliveryTags(delivery)).map(([n, v]) => [n, [v]])) } },
    ...(eventType === 'Send' ? { send: {} } : {}),
  });
  const current = async (delivery: Delivery) => (await getDelivery(delivery.owner, contactSk(delivery.contactId)))!;

  it('an unconfirmed delivery becomes sent with the message id and the time SES accepted it; its batch is recounted', async () => {
    const [unconfirmed] = await deliveries(['unconfirmed', 'sent']);
    expect((await getBatch(unconfirmed.owner, 0))?.counts).toMatchObject({ pending: 2 });
    expect(await failuresOf(message(sendEvent(unconfirmed, { messageId: 'ses-accepted-1' })))).toEqual([]);
    expect(await current(unconfirmed)).toMatchObject({ status: 'sent', providerMessageId: 'ses-accepted-1', sentAt: Date.parse('2026-06-14T07:00:00Z') / 1000, confirmedAt: Date.parse('2026-06-14T07:00:00Z') / 1000, reason: null });
    expect((await getBatch(unconfirmed.owner, 0))?.counts).toMatchObject({ total: 2, sent: 2, unconfirmed: 0, pending: 0 });
  });

  it('a delivery still sending (its sender died, or is at it) and one a resend put back to pending are confirmed too', async () => {
    const [sending, pending] = await deliveries(['sending', 'pending']);
    expect(await failuresOf(message(sendEvent(sending)), message(sendEvent(pending)))).toEqual([]);
    expect((await current(sending)).status).toBe('sent');
    expect((await current(pending)).status).toBe('sent');
  });

  it('a repeated or late event changes nothing: a sent delivery keeps its message id and time, others stay as they are', async () => {
    const [unconfirmed, failed, suppressed] = await deliveries(['unconfirmed', 'failed', 'suppressed']);
    const event = sendEvent(unconfirmed, { messageId: 'ses-first-word' });
    expect(await failuresOf(message(event))).toEqual([]);
    const confirmed = await current(unconfirmed);
    const again = await Promise.all(Array.from({ length: 4 }, () => failuresOf(message(event), message(sendEvent(unconfirmed, { messageId: 'ses-other', eventType: 'Delivery' })))));
    expect(again.flat()).toEqual([]);
    expect(await current(unconfirmed)).toEqual(confirmed);
    expect(await failuresOf(message(sendEvent(failed)), message(sendEvent(suppressed)))).toEqual([]);
    expect([(await current(failed)).status, (await current(suppressed)).status]).toEqual(['failed', 'suppressed']);
  });

  it('a rejection or a rendering failure confirms nothing (SES did not send it)', async () => {
    const [unconfirmed] = await deliveries(['unconfirmed']);
    expect(await failuresOf(message(sendEvent(unconfirmed, { eventType: 'Reject' })), message(sendEvent(unconfirmed, { eventType: 'Rendering Failure' })))).toEqual([]);
    expect((await current(unconfirmed)).status).toBe('unconfirmed');
  });

  it('ignores events without our tags or with tags naming no delivery, without failing them', async () => {
    const [unconfirmed] = await deliveries(['unconfirmed']);
    const tagged = (tags: Record<string, string[]>) => ({ eventType: 'Send', mail: { ...mail('ses-unknown'), tags }, send: {} });
    const events = [
      tagged({ 'ses:configuration-set': ['backoffice'] }),
      tagged({ delivery: ['987654321'], contact: ['1'] }),
      tagged({ delivery: [deliveryTags(unconfirmed).delivery], contact: ['99'] }),
      tagged({ delivery: [deliveryTags(unconfirmed).delivery], contact: ['not-a-number'] }),
      tagged({ delivery: ['bad_zzescape'], contact: ['1'] }),
      tagged({ delivery: [deliveryTags(unconfirmed).delivery], contact: ['1'], copy: ['1'] }),
    ];
    expect(await failuresOf(...events.map(message))).toEqual([]);
    expect((await current(unconfirmed)).status).toBe('unconfirmed');
    expect(await getDelivery('987654321', contactSk(1))).toBeUndefined();
  });

  it('a sender copy is found by the address the event names', async () => {
    const owner = `ses-copy-${++owners}`;
    await putPending(owner, 4, { kind: 'sender', batch: 0, to: 'Alex.Manager@example.com', channel: 'email' }, senderSk('Alex.Manager@example.com'));
    const copy = (await getDelivery(owner, senderSk('alex.manager@example.com')))!;
    await transition(copy, 'pending', 'sending', { sender: 's', leaseUntil: 0 });
    await transition(copy, 'sending', 'unconfirmed', {});
    expect(await failuresOf(message(sendEvent(copy, { to: 'Alex.Manager@example.com', messageId: 'ses-copy' })))).toEqual([]);
    expect(await getDelivery(owner, senderSk('alex.manager@example.com'))).toMatchObject({ status: 'sent', providerMessageId: 'ses-copy' });
  });
});
