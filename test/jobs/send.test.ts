import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { contactRecord, importBatch } from '../support/test-data/index.ts';
import { emailsTo, sendingWorld, type SendingWorld } from '../support/sending.ts';
import { db } from '../../functions/data/client.ts';
import { writeBatches, getBatch } from '../../functions/data/delivery-batches.ts';
import { contactSk, getMany, listDeliveries, putMissingPending, transition, type Delivery } from '../../functions/data/deliveries.ts';
import { HELD_MAX, IN_FLIGHT, RECORD_GROUP, sendBatch } from '../../functions/jobs/send/send-batch.ts';
import { createPacer } from '../../functions/jobs/send/pacing.ts';
import type { SendBatch } from '../../functions/adapters/send-queue.ts';
import { handler as sendJob } from '../../functions/jobs/send/handler.ts';
import { usePort } from '../../functions/adapters/adapters.ts';
import type { SQSEvent } from 'aws-lambda';

/**
 * The sender alone (docs/sending.md, S1, S2, S7, S12): batches handed to `sendBatch` directly, the
 * store and the SES stand-in of a local runtime, and the store calls watched or made to fail
 * through the document client's middleware, as a store that fails or a process that dies would.
 */
let api: TestApi;
let world: SendingWorld;
const CONTACTS = Array.from({ length: 60 }, (_, i) => 1001 + i);
beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
  await importBatch(api.admin, CONTACTS.map((id) => contactRecord(id, { companyId: 1, languageId: 1 })));
});
afterAll(() => api.stop());

const HOOK = 'send-test-hook';
afterEach(() => {
  db().middlewareStack.remove(HOOK);
  usePort('email', undefined);
});
/**
 * Emails go out without the tags that name their deliveries, so no SES Send event confirms a held
 * delivery while a test looks at what its sender holds (V3 confirms them: test/jobs/ses-events.test.ts).
 */
function untagged(): void {
  const ses = usePort('email', undefined);
  usePort('email', { send: (email) => ses.send({ ...email, tags: undefined }) });
}
/** Runs `before` ahead of every store call (a throw fails the call, as the store would). */
const onStoreCall = (before: (command: string, input: Record<string, any>) => Promise<void> | void) =>
  db().middlewareStack.add(
    (next, context) => async (args) => {
      await before(context.commandName as string, args.input as Record<string, any>);
      return next(args);
    },
    { step: 'initialize', name: HOOK },
  );
const isRecord = (command: string, input: Record<string, any>, owner: string) =>
  command === 'BatchWriteItemCommand' && Object.values(input.RequestItems).some((requests: any) => requests.some((r: any) => r.PutRequest?.Item?.pk === `delivery#${owner}`));

let owners = 0;
async function frozenBatch(contactIds: number[]): Promise<SendBatch> {
  const owner = `send-test-${Date.now()}-${++owners}`;
  await putMissingPending(owner, contactIds, () => true);
  await writeBatches(owner, contactIds);
  return { owner, itemId: null, eventId: 1, messageId: world.message.id, copyToSender: false, batch: 0, contactIds };
}
const unpaced = () => ({ pacer: createPacer({}) });
const received = async (contactIds: number[]) => Promise.all(contactIds.map(async (id) => (await emailsTo(api, `test.person${id}@example.com`)).length));
const byStatus = (deliveries: Delivery[]) => deliveries.reduce<Record<string, number>>((counts, d) => ({ ...counts, [d.status]: (counts[d.status] ?? 0) + 1 }), {});

describe('a batch delivered more than once (S1, S2)', () => {
  it('twice at once: each contact gets one email, recorded as sent with the message id SES gave it', async () => {
    const ids = CONTACTS.slice(0, 40);
    const before = await received(ids);
    const batch = await frozenBatch(ids);
    await Promise.all([sendBatch(batch, unpaced()), sendBatch(batch, unpaced())]);
    expect(await received(ids)).toEqual(before.map((n) => n + 1));
    const deliveries = await listDeliveries(batch.owner);
    expect(byStatus(deliveries)).toEqual({ sent: 40 });
    const sesIds = new Set((await Promise.all(ids.map((id) => emailsTo(api, `test.person${id}@example.com`)))).flat().map((e) => e.messageId));
    for (const delivery of deliveries) {
      expect(sesIds.has(delivery.providerMessageId!)).toBe(true);
      expect(delivery).toMatchObject({ to: `test.person${delivery.contactId}@example.com`, channel: 'email', attempts: 1, reason: null });
    }
    expect((await getBatch(batch.owner, 0))?.counts).toMatchObject({ total: 40, sent: 40, pending: 0, sending: 0 });

    // and once more after it was settled: nothing is sent
    await sendBatch(batch, unpaced());
    expect(await received(ids)).toEqual(before.map((n) => n + 1));
  });

  it('a cancellation that skips a contact between the batch read and its take wins: that contact gets nothing', async () => {
    const ids = CONTACTS.slice(40, 44);
    const before = await received(ids);
    const batch = await frozenBatch(ids);
    const [target] = await getMany(batch.owner, [contactSk(ids[2])]);
    let skipped = false;
    onStoreCall(async (command, input) => {
      if (command === 'UpdateItemCommand' && input.Key?.sk === contactSk(ids[2]) && input.ExpressionAttributeValues?.[':to'] === 'sending' && !skipped) {
        skipped = await transition(target, 'pending', 'skipped', { reason: 'Registration cancelled.' });
      }
    });
    await sendBatch(batch, unpaced());
    expect(skipped).toBe(true);
    expect(await received(ids)).toEqual([before[0] + 1, before[1] + 1, before[2], before[3] + 1]);
    expect((await listDeliveries(batch.owner)).map((d) => d.status)).toEqual(['sent', 'sent', 'skipped', 'sent']);
  });
});

describe('recording what was sent (S12)', () => {
  it('writes the sent deliveries in groups of 25 at most, after the provider accepted them', async () => {
    const ids = CONTACTS.slice(0, 30);
    const batch = await frozenBatch(ids);
    const groups: number[] = [];
    onStoreCall((command, input) => {
      if (isRecord(command, input, batch.owner)) groups.push(Object.values(input.RequestItems as Record<string, unknown[]>)[0].length);
    });
    await sendBatch(batch, unpaced());
    expect(groups.reduce((a, b) => a + b, 0)).toBe(30);
    expect(Math.max(...groups)).toBeLessThanOrEqual(RECORD_GROUP);
    expect(groups.length).toBeLessThan(30);
  });

  it('a paced send records each delivery as it comes back, not when a group is full', async () => {
    const ids = CONTACTS.slice(30, 34);
    const batch = await frozenBatch(ids);
    const calls: string[] = [];
    onStoreCall((command, input) => {
      if (isRecord(command, input, batch.owner)) calls.push('record');
      else if (command === 'UpdateItemCommand' && input.ExpressionAttributeValues?.[':to'] === 'sending') calls.push('take');
    });
    await sendBatch(batch, { pacer: createPacer({ email: 4 }) });
    // four sends 250 ms apart: the first is recorded long before the last is taken
    expect(calls.indexOf('record')).toBeLessThan(calls.lastIndexOf('take'));
    expect(byStatus(await listDeliveries(batch.owner))).toEqual({ sent: 4 });
  });

  it('a batch still being sent shows its progress: its counts move before it ends', async () => {
    const ids = CONTACTS.slice(34, 40);
    const batch = await frozenBatch(ids);
    const seen: number[] = [];
    const watching = setInterval(() => void getBatch(batch.owner, 0).then((record) => record && seen.push(record.counts.sent)), 100);
    // six sends 250 ms apart, progress every 0.3 s
    await sendBatch(batch, { pacer: createPacer({ email: 4 }), progressSeconds: 0.3 });
    clearInterval(watching);
    expect(seen.some((sent) => sent > 0 && sent < 6)).toBe(true);
    expect((await getBatch(batch.owner, 0))?.counts).toMatchObject({ total: 6, sent: 6 });
  });

  it(`a sender holds at most ${HELD_MAX} deliveries taken and not recorded; the rest wait until a group is written`, async () => {
    const ids = CONTACTS.slice(0, 60);
    const batch = await frozenBatch(ids);
    untagged();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let sendingAtFirstWrite: number | undefined;
    let writes = 0;
    onStoreCall(async (command, input) => {
      if (!isRecord(command, input, batch.owner)) return;
      if (++writes === 1) {
        // give the other deliveries time to be taken as far as they may, then look
        await new Promise((resolve) => setTimeout(resolve, 300));
        sendingAtFirstWrite = (await listDeliveries(batch.owner)).filter((d) => d.status === 'sending').length;
        release();
      }
      await released;
    });
    await sendBatch(batch, unpaced());
    expect(sendingAtFirstWrite).toBeGreaterThanOrEqual(RECORD_GROUP);
    expect(sendingAtFirstWrite).toBeLessThanOrEqual(HELD_MAX);
    expect(byStatus(await listDeliveries(batch.owner))).toEqual({ sent: 60 });
  });

  it('a sender that dies between the provider and the record leaves the held deliveries sending: never resent, swept to unconfirmed', async () => {
    const ids = CONTACTS.slice(0, 50);
    const before = await received(ids);
    const batch = await frozenBatch(ids);
    untagged();
    onStoreCall((command, input) => {
      if (isRecord(command, input, batch.owner)) throw new Error('the store is gone');
    });
    await expect(sendBatch(batch, unpaced())).rejects.toThrow('the store is gone');
    db().middlewareStack.remove(HOOK);
    const left = await listDeliveries(batch.owner);
    const held = left.filter((d) => d.status === 'sending');
    expect(held.length).toBeGreaterThan(0);
    expect(held.length).toBeLessThanOrEqual(HELD_MAX);
    expect(left.filter((d) => d.status === 'pending').length).toBe(50 - held.length);
    const heldIds = new Set(held.map((d) => d.contactId));

    // the queue delivers the batch again at once: the held ones are another sender's (their lease runs), the rest go out
    await sendBatch(batch, unpaced());
    const again = await listDeliveries(batch.owner);
    expect(byStatus(again)).toEqual({ sent: 50 - held.length, sending: held.length });
    // and again after the leases ran out (or a restart): the held ones become unconfirmed, nothing is resent
    await sendBatch(batch, { ...unpaced(), staleBefore: Math.floor(Date.now() / 1000) + 1 });
    const last = await listDeliveries(batch.owner);
    expect(byStatus(last)).toEqual({ sent: 50 - held.length, unconfirmed: held.length });
    for (const d of last) if (heldIds.has(d.contactId)) expect(d.reason).toMatch(/may have been sent/);

    const after = await received(ids);
    // each contact got at most one email: the held ones were handed to the provider once (or not at all), the others once
    ids.forEach((id, i) => expect(after[i] - before[i]).toBeLessThanOrEqual(1));
    ids.forEach((id, i) => !heldIds.has(id) && expect(after[i] - before[i]).toBe(1));
    expect(IN_FLIGHT).toBeLessThanOrEqual(HELD_MAX - RECORD_GROUP);
  });
});

describe('the send job (forEachRecord)', () => {
  it('reports a message that is not a batch alone, and sends the batches beside it', async () => {
    const ids = CONTACTS.slice(44, 46);
    const before = await received(ids);
    const batch = await frozenBatch(ids);
    const records = [{ messageId: 'not-a-batch', body: '{"owner":' }, { messageId: 'a-batch', body: JSON.stringify(batch) }];
    const answer = await sendJob({ Records: records } as unknown as SQSEvent);
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'not-a-batch' }] });
    expect(await received(ids)).toEqual(before.map((n) => n + 1));
  });
});
