import { afterEach, describe, expect, it } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { useEmbeddedStore } from '../support/embedded-store.ts';
import { db } from '../../functions/data/client.ts';
import { handler } from '../../functions/jobs/ses-events/handler.ts';
import { contactSk, getMany, putMissingPending, transition, type Delivery } from '../../functions/data/deliveries.ts';
import { getBatch, recountBatch, writeBatches } from '../../functions/data/delivery-batches.ts';
import { cellsBetween } from '../../functions/data/report-cells.ts';
import { interruptPushes, pushBatch, type BatchReport } from '../../functions/data/report-ledger.ts';
import { deliveryTags } from '../../functions/domain/sending/delivery-tags.ts';
import { addCounts, noReportCounts, type ReportCounts } from '../../shared/reports.ts';
import { addReasons, reasonKey } from '../../shared/report-reasons.ts';
import { SENDING_TEXTS } from '../../shared/sending.ts';

/**
 * docs/reports.md, "Counters": a batch's ledger and the report cells it pushes to, on the
 * embedded store; SES events through the ses-events job, repeated, out of order, and with a
 * crash (a throw) between each write and the next, the message then delivered again.
 */
useEmbeddedStore('report-counters-test');
const HOOK = 'report-counters-hook';
afterEach(() => {
  interruptPushes(undefined);
  db().middlewareStack.remove(HOOK);
});

let days = 0;
/** A fresh day (so each test has cells of its own), a report address on it, and `count` frozen pending deliveries in one batch. */
async function frozen(count: number, channel: 'email' | 'sms' = 'email'): Promise<{ owner: string; report: BatchReport; deliveries: Delivery[] }> {
  const day = `2026-0${1 + Math.floor(days / 28)}-${String((days++ % 28) + 1).padStart(2, '0')}`;
  const owner = String(500 + days);
  const report: BatchReport = { day, eventId: 7, workflowId: 70 + days, messageId: 700, channel };
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  await putMissingPending(owner, ids, () => true);
  await writeBatches(owner, ids, report);
  return { owner, report, deliveries: await getMany(owner, ids.map(contactSk)) };
}

/** The cells of a day, summed. */
async function totalsOf(day: string): Promise<ReportCounts> {
  return (await cellsBetween(day, day)).reduce((sum, cell) => addCounts(sum, cell.counts), noReportCounts());
}
const counts = (figures: Partial<ReportCounts>) => ({ ...noReportCounts(), ...figures });
/** The reasons of the cells of a day, summed (`r:<figure>:<label>`: count). */
async function reasonsOf(day: string): Promise<Record<string, number>> {
  return (await cellsBetween(day, day)).reduce((sum, cell) => addReasons(sum, cell.reasons), {} as Record<string, number>);
}

/** Moves a delivery as the sender would: taken (rendered in `languageId`), then sent with a message id. */
async function send(delivery: Delivery, languageId = 1): Promise<Delivery> {
  await transition(delivery, 'pending', 'sending', { sender: 's', channel: 'email', languageId, batch: 0, to: `c${delivery.contactId}@example.com` });
  await transition(delivery, 'sending', 'sent', { providerMessageId: `ses-${delivery.owner}-${delivery.contactId}`, sentAt: 1_781_420_000 });
  return { ...delivery, channel: 'email', languageId, batch: 0 };
}

let n = 0;
const sqsEvent = (...events: unknown[]) => ({ Records: events.map((event) => ({ messageId: `m-${++n}`, body: JSON.stringify(event) })) }) as unknown as SQSEvent;
const sesEvent = (eventType: string, delivery: Delivery) => ({
  eventType,
  mail: {
    messageId: `ses-${delivery.owner}-${delivery.contactId}`,
    timestamp: '2026-06-14T07:00:00.000Z',
    source: 'events@example.com',
    destination: [`c${delivery.contactId}@example.com`],
    tags: { 'ses:configuration-set': ['backoffice'], ...Object.fromEntries(Object.entries(deliveryTags(delivery)).map(([k, v]) => [k, [v]])) },
  },
  ...(eventType === 'Bounce' ? { bounce: { bounceType: 'Transient', bounceSubType: 'MailboxFull', bouncedRecipients: [{ emailAddress: `c${delivery.contactId}@example.com` }], timestamp: '2026-06-14T07:00:01.000Z' } } : {}),
  ...(eventType === 'Complaint' ? { complaint: { complainedRecipients: [{ emailAddress: `c${delivery.contactId}@example.com` }], timestamp: '2026-06-14T07:00:01.000Z', complaintFeedbackType: 'not-spam' } } : {}),
});
const failuresOf = async (...events: unknown[]) => (await handler(sqsEvent(...events))).batchItemFailures.length;

describe('the report cells of a batch', () => {
  it('count a frozen audience as pending, on the day and address of its batch, in the language not rendered yet', async () => {
    const { report } = await frozen(3);
    const cells = await cellsBetween(report.day, report.day);
    expect(cells).toEqual([{ day: report.day, eventId: 7, workflowId: report.workflowId, messageId: 700, channel: 'email', languageId: 0, counts: counts({ total: 3, pending: 3 }), reasons: {} }]);
  });

  it('follow the recounts of the batch: statuses move between cells as deliveries are rendered, and add up to the total', async () => {
    const { owner, report, deliveries } = await frozen(4);
    await send(deliveries[0], 1);
    await send(deliveries[1], 2);
    await transition(deliveries[2], 'pending', 'failed', { reason: 'no address' });
    await recountBatch(owner, 0);
    const cells = await cellsBetween(report.day, report.day);
    expect(cells.map((cell) => [cell.languageId, cell.counts])).toEqual([
      [0, counts({ total: 2, pending: 1, failed: 1 })],
      [1, counts({ total: 1, sent: 1 })],
      [2, counts({ total: 1, sent: 1 })],
    ]);
    expect(await totalsOf(report.day)).toEqual(counts({ total: 4, pending: 1, sent: 2, failed: 1 }));
    // the item's counts (the delivery log's) and the report's agree
    expect((await getBatch(owner, 0))!.counts).toMatchObject({ total: 4, pending: 1, sent: 2, failed: 1 });
  });

  it('count every status, a delivery being handed over as pending, unconfirmed ones apart, as the batch (the delivery log) counts them', async () => {
    const { owner, report, deliveries } = await frozen(7);
    const [pending, sending, sent, unconfirmed, failed, suppressed, skipped] = deliveries;
    await transition(sending, 'pending', 'sending', { sender: 's', channel: 'email', languageId: 1 });
    await send(sent);
    await transition(unconfirmed, 'pending', 'sending', { sender: 's', channel: 'email', languageId: 1 });
    await transition(unconfirmed, 'sending', 'unconfirmed', { reason: 'The sender stopped before the provider confirmed it: it may have been sent.' });
    await transition(failed, 'pending', 'failed', { reason: 'no address' });
    await transition(suppressed, 'pending', 'suppressed', { reason: 'Bounced' });
    await transition(skipped, 'pending', 'skipped', { reason: 'Registration cancelled.' });
    expect(pending.status).toBe('pending');
    await recountBatch(owner, 0);
    expect(await totalsOf(report.day)).toEqual(counts({ total: 7, pending: 2, sent: 1, unconfirmed: 1, failed: 1, suppressed: 1, skipped: 1 }));
    expect((await getBatch(owner, 0))!.counts).toEqual({ total: 7, pending: 1, sending: 1, sent: 1, unconfirmed: 1, failed: 1, suppressed: 1, skipped: 1 });
  });
});

describe('reasons in the report cells', () => {
  it('count the reasons of failed, suppressed, unconfirmed and skipped deliveries under their labels, and follow the recounts', async () => {
    const { owner, report, deliveries } = await frozen(5);
    const [one, two, suppressed, unconfirmed, skipped] = deliveries;
    // two contacts, one reason: their ids are not part of the label
    await transition(one, 'pending', 'failed', { reason: SENDING_TEXTS.noValues('recipient', one.contactId) });
    await transition(two, 'pending', 'failed', { reason: SENDING_TEXTS.noValues('recipient', two.contactId) });
    await transition(suppressed, 'pending', 'suppressed', { to: 'c3@example.com', reason: SENDING_TEXTS.bounced('Permanent', 'General', 1_781_420_000) });
    await transition(unconfirmed, 'pending', 'sending', { sender: 's', channel: 'email', languageId: 1 });
    await transition(unconfirmed, 'sending', 'unconfirmed', { reason: SENDING_TEXTS.noAnswer('timeout after 10000 ms') });
    await transition(skipped, 'pending', 'skipped', { reason: SENDING_TEXTS.registrationCancelled });
    await recountBatch(owner, 0);
    expect(await reasonsOf(report.day)).toEqual({
      [reasonKey('failed', 'The recipient query gave no values for master contact #.')]: 2,
      [reasonKey('suppressed', 'Bounced (Permanent, General)')]: 1,
      [reasonKey('unconfirmed', 'The provider did not answer (timeout after # ms): it may have been sent.')]: 1,
      [reasonKey('skipped', 'Registration cancelled.')]: 1,
    });
    // a failed delivery reset for a reactivation has no reason any more: its count goes with it
    await transition(one, 'failed', 'pending', { reason: null });
    await recountBatch(owner, 0);
    await recountBatch(owner, 0);
    expect((await reasonsOf(report.day))[reasonKey('failed', 'The recipient query gave no values for master contact #.')]).toBe(1);
    expect(await totalsOf(report.day)).toEqual(counts({ total: 5, pending: 1, failed: 1, suppressed: 1, unconfirmed: 1, skipped: 1 }));
  });
});

describe('SES events in the report cells', () => {
  it('count each event once per delivery: a Delivery twice is one, a Click before its Open is one open and one click', async () => {
    const { owner, report, deliveries } = await frozen(3);
    const [a, b, c] = await Promise.all(deliveries.map((d) => send(d)));
    await recountBatch(owner, 0);
    expect(await failuresOf(sesEvent('Delivery', a), sesEvent('Delivery', a), sesEvent('Delivery', b))).toBe(0);
    expect(await failuresOf(sesEvent('Click', a))).toBe(0);
    expect(await failuresOf(sesEvent('Open', a), sesEvent('Open', a), sesEvent('Click', a))).toBe(0);
    expect(await failuresOf(sesEvent('Bounce', c), sesEvent('Complaint', b), sesEvent('Complaint', b))).toBe(0);
    expect(await failuresOf(sesEvent('Bounce', c))).toBe(0);
    expect(await totalsOf(report.day)).toEqual(counts({ total: 3, sent: 3, delivered: 2, opened: 1, clicked: 1, bounced: 1, complained: 1 }));
    // each with its reason, counted by the write that records it: once however often it came
    expect(await reasonsOf(report.day)).toEqual({ [reasonKey('bounced', 'Transient: MailboxFull')]: 1, [reasonKey('complained', 'Feedback: not-spam')]: 1 });
    expect(owner).toBeTruthy();
  });

  it('count the same events delivered many times at once exactly once', async () => {
    const { owner, report, deliveries } = await frozen(2);
    const sent = await Promise.all(deliveries.map((d) => send(d)));
    await recountBatch(owner, 0);
    const answers = await Promise.all(Array.from({ length: 6 }, () => failuresOf(...sent.flatMap((d) => [sesEvent('Delivery', d), sesEvent('Open', d), sesEvent('Bounce', d)]))));
    expect(answers).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await totalsOf(report.day)).toEqual(counts({ total: 2, sent: 2, delivered: 2, opened: 2, bounced: 2 }));
    expect(await reasonsOf(report.day)).toEqual({ [reasonKey('bounced', 'Transient: MailboxFull')]: 2 });
  });
});

describe('a crash between a write and the next (docs/reports.md, "What a crash leaves")', () => {
  /** Fails the next store call `command` matching `when` once, as a process dying before it would. */
  function failOnce(command: string, when: (input: Record<string, any>) => boolean = () => true) {
    let done = false;
    db().middlewareStack.add(
      (next, context) => async (args) => {
        if (!done && context.commandName === command && when(args.input as Record<string, any>)) {
          done = true;
          throw new Error('the process died here');
        }
        return next(args);
      },
      { step: 'initialize', name: HOOK },
    );
  }

  it('between recording an event and its cells: the event delivered again completes the cells, once', async () => {
    const { owner, report, deliveries } = await frozen(1);
    const [a] = await Promise.all(deliveries.map((d) => send(d)));
    await recountBatch(owner, 0);
    // the push of the event's record dies before it is written: the event is recorded, not counted
    failOnce('UpdateItemCommand', (input) => input.UpdateExpression === 'SET pushing = :push');
    expect(await failuresOf(sesEvent('Open', a))).toBe(1);
    expect((await totalsOf(report.day)).opened).toBe(0);
    expect(await failuresOf(sesEvent('Open', a))).toBe(0);
    expect(await totalsOf(report.day)).toEqual(counts({ total: 1, sent: 1, opened: 1 }));
    // the same for a bounce and its reason
    db().middlewareStack.remove(HOOK);
    failOnce('UpdateItemCommand', (input) => input.UpdateExpression === 'SET pushing = :push');
    expect(await failuresOf(sesEvent('Bounce', a))).toBe(1);
    expect(await reasonsOf(report.day)).toEqual({});
    expect(await failuresOf(sesEvent('Bounce', a))).toBe(0);
    expect(await failuresOf(sesEvent('Bounce', a))).toBe(0);
    expect(await totalsOf(report.day)).toEqual(counts({ total: 1, sent: 1, opened: 1, bounced: 1 }));
    expect(await reasonsOf(report.day)).toEqual({ [reasonKey('bounced', 'Transient: MailboxFull')]: 1 });
  });

  for (const step of ['written', 'added'] as const) {
    it(`inside a push (${step === 'written' ? 'written on the batch, not yet added to its cells' : 'added to its cells, not yet noted on the batch'}): the next push completes it, and nothing counts twice`, async () => {
      const { owner, report, deliveries } = await frozen(3);
      await Promise.all(deliveries.slice(0, 2).map((d) => send(d)));
      await transition(deliveries[2], 'pending', 'failed', { reason: 'no address' });
      interruptPushes((at) => {
        if (at === step) throw new Error('the process died here');
      });
      await expect(recountBatch(owner, 0)).rejects.toThrow('the process died here');
      interruptPushes(undefined);
      expect((await getBatch(owner, 0))!.counts).toMatchObject({ sent: 2, failed: 1 });
      // a retry of the same batch (or any later push of it) finishes the push that was left, once
      await pushBatch(owner, 0);
      await pushBatch(owner, 0);
      await recountBatch(owner, 0);
      expect(await totalsOf(report.day)).toEqual(counts({ total: 3, sent: 2, failed: 1 }));
      expect(await reasonsOf(report.day)).toEqual({ [reasonKey('failed', 'no address')]: 1 });
    });
  }

  it('a writer that stalled inside its push and wakes after a helper completed it adds nothing', async () => {
    const { owner, report, deliveries } = await frozen(3);
    await Promise.all(deliveries.slice(0, 2).map((d) => send(d)));
    await transition(deliveries[2], 'pending', 'skipped', { reason: SENDING_TEXTS.registrationCancelled });
    let wake: () => void = () => undefined;
    const asleep = new Promise<void>((resolve) => (wake = resolve));
    let stalled = false;
    interruptPushes(async (at) => {
      if (at !== 'written' || stalled) return;
      stalled = true;
      await asleep;
    });
    // the first writer writes its push and stops there; a helper finds the push and completes it
    const first = recountBatch(owner, 0);
    await expect.poll(() => stalled).toBe(true);
    await pushBatch(owner, 0);
    const expected = counts({ total: 3, sent: 2, skipped: 1 });
    expect(await totalsOf(report.day)).toEqual(expected);
    // the first writer wakes and completes the push it wrote: its cells refuse it
    wake();
    await first;
    expect(await totalsOf(report.day)).toEqual(expected);
    expect(await reasonsOf(report.day)).toEqual({ [reasonKey('skipped', 'Registration cancelled.')]: 1 });
  });
});
