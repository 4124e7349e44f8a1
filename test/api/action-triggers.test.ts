import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { attachWorkflow, emailMessage, emailsTo, fireNow, itemOf, sendingWorld, settled, type SendingWorld } from '../support/sending.ts';
import { contactRecord, eventRecord, importBatch } from '../support/test-data/index.ts';
import { handler as dispatch } from '../../functions/jobs/dispatch/handler.ts';
import { proceed } from '../../functions/jobs/dispatch/proceed.ts';
import { CLAIM_LEASE_SECONDS } from '../../functions/domain/sending/item-sending.ts';
import { getItem } from '../../functions/data/item-reads.ts';
import { updateWithUses } from '../../functions/domain/items/item-writes.ts';
import { interruptActions } from '../../functions/domain/reactions/run-actions.ts';
import { listDeliveries } from '../../functions/data/deliveries.ts';
import { port, usePort } from '../../functions/adapters/adapters.ts';
import type { SendQueue } from '../../functions/adapters/ports.ts';
import type { SendBatch } from '../../functions/adapters/send-queue.ts';
import { scheduleName } from '../../functions/domain/scheduling/item-schedule.ts';
import { messageStore } from '../../functions/data/catalogue.ts';

/** docs/sending.md, "Action triggers" (T1-T9): real imports through the API, the local queue and the SES stand-in. */
let api: TestApi;
let world: SendingWorld;
let booked: { id: number };
let cancelled: { id: number };
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const SOON = now() + 40 * DAY;

beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
  booked = await emailMessage(api.staff, world, { type: 4, templateId: 'marketing-invitation', messageTranslations: [] });
  cancelled = await emailMessage(api.staff, world, { type: 4, templateId: 'marketing-follow-up', messageTranslations: [] });
  await mapTrigger(1, booked.id);
  await mapTrigger(2, cancelled.id);
});
afterAll(() => api.stop());
afterEach(() => {
  usePort('sendQueue', undefined);
  interruptActions(undefined);
});

async function mapTrigger(trigger: number, messageId: number | null) {
  const answer = await api.staff.put(`/v1/action-trigger-messages/${trigger}`, { messageId });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
}
const contact = (id: number) => contactRecord(id, { companyId: 1 });
const participation = (id: number, contactId: number, status: number, eventId = 1) => ({ type: 'participation', id, eventId, contactId, participationType: 2, status, registeredAt: SOON - 60 * DAY });
const meeting = (id: number, contactId: number, status = 1, eventId = 1) => ({ type: 'meeting', id, eventId, contactId, companyId: 1, status, startTime: SOON });
/** The subjects of the emails a contact received (action messages: 'Test, you are invited' booked, 'Following up, Test' cancelled). */
const subjects = async (contactId: number) => {
  await api.queuesIdle();
  return (await emailsTo(api, `test.person${contactId}@example.com`)).map((email) => email.subject);
};
const BOOKED = 'Test, you are invited';
const CANCELLED = 'Following up, Test';
const REMINDER = /^Your meetings at/;

describe('a booked meeting (T1, T4)', () => {
  it('a new booked meeting sends the booked-meeting message once; importing it again sends nothing', async () => {
    const first = await importBatch(api.admin, [contact(10), meeting(1001, 10)]);
    expect(first).toMatchObject({ created: 2, failed: 0, actions: { queued: 1, skippedDeliveries: 0, notSent: [] } });
    expect(await subjects(10)).toEqual([BOOKED]);
    const again = await importBatch(api.admin, [contact(10), meeting(1001, 10)]);
    expect(again).toMatchObject({ unchanged: 2, actions: { queued: 0 } });
    expect(await subjects(10)).toEqual([BOOKED]);
  });

  it('an open request sends nothing until it is booked; editing a booked meeting sends nothing more', async () => {
    await importBatch(api.admin, [contact(11), meeting(1101, 11, 2)]);
    expect(await subjects(11)).toEqual([]);
    expect((await importBatch(api.admin, [meeting(1101, 11, 1)])).actions.queued).toBe(1);
    expect((await importBatch(api.admin, [{ ...meeting(1101, 11, 1), startTime: SOON + DAY }])).actions.queued).toBe(0);
    expect(await subjects(11)).toEqual([BOOKED]);
  });

  it('concurrent imports of the same new meeting send it once', async () => {
    await importBatch(api.admin, [contact(12)]);
    const answers = await Promise.all([1, 2, 3, 4].map(() => importBatch(api.admin, [meeting(1201, 12)])));
    expect(answers.filter((a) => a.updated === 1)).toHaveLength(1);
    expect(await subjects(12)).toEqual([BOOKED]);
    const delivery = (await listDeliveries('once:booked-meeting:1201:contact-12-v2'))[0];
    expect(delivery).toMatchObject({ contactId: 12, status: 'sent' });
  });
});

describe('a cancelled registration (T2, T4)', () => {
  it('sends the cancellation message when a registration turns cancelled; again only after a re-confirmation', async () => {
    await importBatch(api.admin, [contact(20), participation(2001, 20, 1)]);
    expect((await importBatch(api.admin, [participation(2001, 20, 4)])).actions.queued).toBe(1);
    expect(await subjects(20)).toEqual([CANCELLED]);
    // cancelled -> late cancellation is still the same cancellation
    expect((await importBatch(api.admin, [participation(2001, 20, 6)])).actions.queued).toBe(0);
    await importBatch(api.admin, [participation(2001, 20, 1)]);
    expect((await importBatch(api.admin, [participation(2001, 20, 6)])).actions.queued).toBe(1);
    expect(await subjects(20)).toEqual([CANCELLED, CANCELLED]);
  });

  it('a registration that arrives cancelled, or a no-show, sends nothing', async () => {
    const answer = await importBatch(api.admin, [contact(21), participation(2101, 21, 4), participation(2102, 21, 1, 1)]);
    expect(answer.actions.queued).toBe(0);
    expect((await importBatch(api.admin, [participation(2102, 21, 5)])).actions.queued).toBe(0);
    expect(await subjects(21)).toEqual([]);
  });

  it('concurrent imports of the same cancellation send it once', async () => {
    await importBatch(api.admin, [contact(22), participation(2201, 22, 1)]);
    await Promise.all([1, 2, 3, 4].map(() => importBatch(api.admin, [participation(2201, 22, 4)])));
    expect(await subjects(22)).toEqual([CANCELLED]);
  });
});

describe('what sends nothing (T3, T5)', () => {
  it('changes at a cancelled or finished event send nothing', async () => {
    const past = now() - 10 * DAY;
    await importBatch(api.admin, [eventRecord(30, { status: 0 }), eventRecord(31, { startTime: past, endTime: past + 8 * 3600 }), contact(30)]);
    await importBatch(api.admin, [participation(3001, 30, 1, 30), participation(3002, 30, 1, 31)]);
    const answer = await importBatch(api.admin, [meeting(3003, 30, 1, 30), meeting(3004, 30, 1, 31), participation(3001, 30, 4, 30), participation(3002, 30, 4, 31)]);
    expect(answer).toMatchObject({ updated: 4, failed: 0, actions: { queued: 0, notSent: [] } });
    expect(await subjects(30)).toEqual([]);
  });

  it('no mapped message, or one that is not Active: nothing is sent, the rows are imported and the answer says why', async () => {
    await mapTrigger(1, null);
    try {
      const answer = await importBatch(api.admin, [contact(32), meeting(3201, 32)]);
      expect(answer).toMatchObject({ created: 2, failed: 0 });
      expect(answer.actions).toEqual({ queued: 0, skippedDeliveries: 0, notSent: [{ trigger: 'Booked meeting', contactId: 32, record: 'meeting #3201', reason: 'No message is mapped to this action trigger.' }] });
    } finally {
      await mapTrigger(1, booked.id);
    }
    expect((await api.admin.patch('/v1/messages', { attributes: { status: 0 }, messageIds: [booked.id] })).status).toBe(200);
    try {
      const answer = await importBatch(api.admin, [meeting(3202, 32)]);
      expect(answer.actions.notSent).toEqual([expect.objectContaining({ record: 'meeting #3202', reason: `The message #${booked.id} is not active.` })]);
    } finally {
      expect((await api.admin.patch('/v1/messages', { attributes: { status: 1 }, messageIds: [booked.id] })).status).toBe(200);
    }
    // dropped, not postponed: the next import does not send them
    await importBatch(api.admin, [contact(33)]);
    expect(await subjects(32)).toEqual([]);
  });
});

/** A send queue that keeps the batches of items (so they stay pending) and passes one-off sends on. */
function holdItemBatches(): { held: SendBatch[]; real: SendQueue } {
  const real = port('sendQueue');
  const held: SendBatch[] = [];
  usePort('sendQueue', { send: async (batches) => (held.push(...batches.filter((b) => b.itemId !== null)), real.send(batches.filter((b) => b.itemId === null))) });
  return { held, real };
}
const firing = (item: { eventId: number; id: number }) => ({ scheduleName: scheduleName(item.eventId, item.id), eventId: item.eventId, itemId: item.id, scheduledTime: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), executionId: 'test', attempt: '1' });

describe('a cancelled registration and the items being sent (T6, T7)', () => {
  it("skips the contact's pending delivery of a processing item; the others are still sent and the item completes", async () => {
    await importBatch(api.admin, [40, 41, 42].flatMap((id) => [contact(id), participation(id * 100 + 1, id, 1)]));
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [40, 41, 42]);
    const { held, real } = holdItemBatches();
    expect((await dispatch(firing(item))).outcome).toBe('sending');
    expect(held).toHaveLength(1);

    const answer = await importBatch(api.admin, [participation(4101, 41, 4)]);
    expect(answer.actions).toMatchObject({ queued: 1, skippedDeliveries: 1 });
    expect((await listDeliveries(String(item.id))).map((d) => [d.contactId, d.status, d.reason ?? null])).toEqual([
      [40, 'pending', null],
      [41, 'skipped', 'Registration cancelled.'],
      [42, 'pending', null],
    ]);
    expect(await itemOf(api, 1, item.id)).toMatchObject({ status: 4, deliveries: { total: 3, pending: 2, skipped: 1 } });

    await real.send(held);
    expect(await settled(api, item)).toMatchObject({ status: 5, note: null, deliveries: { total: 3, sent: 2, skipped: 1, pending: 0 } });
    expect((await subjects(40)).filter((s) => REMINDER.test(s))).toHaveLength(1);
    expect(await subjects(41)).toEqual([CANCELLED]);
    expect((await subjects(42)).filter((s) => REMINDER.test(s))).toHaveLength(1);
  });

  it('a cancellation that lands while the audience is being resolved is taken out when it freezes', async () => {
    await importBatch(api.admin, [43, 44].flatMap((id) => [contact(id), participation(id * 100 + 1, id, 1)]));
    const { workflow, item } = await attachWorkflow(api, 1, world.message.id, {}, [43, 44]);
    // claimed as dispatch claims, but not yet frozen: no delivery exists when the import looks
    const at = now();
    const sending = { claim: 'test-claim', claimedAt: at, leaseUntil: at + CLAIM_LEASE_SECONDS, round: 1, messageId: world.message.id, copyToSender: false };
    const claimed = await updateWithUses((await getItem(1, item.id))!, { status: 4, note: null, sending });
    expect((await importBatch(api.admin, [participation(4401, 44, 4)])).actions).toMatchObject({ queued: 1, skippedDeliveries: 0 });

    expect(await proceed(claimed, workflow, { now: at, firingTime: at })).toBe('sending');
    expect(await settled(api, item)).toMatchObject({ status: 5, deliveries: { total: 2, sent: 1, skipped: 1 } });
    expect((await subjects(43)).filter((s) => REMINDER.test(s))).toHaveLength(1);
    expect(await subjects(44)).toEqual([CANCELLED]);
  });
});

describe('a cancelled registration and a reactivated item (T9)', () => {
  it("a failed delivery of a contact who cancelled since is skipped on reactivation; the others are sent again", async () => {
    await importBatch(api.admin, [45, 46].flatMap((id) => [contact(id), participation(id * 100 + 1, id, 1)]));
    const broken = await emailMessage(api.staff, world);
    const { item } = await attachWorkflow(api, 1, broken.id, {}, [45, 46]);
    // the message's reference set is gone when it is sent: every delivery fails
    await messageStore.setFields([broken.id], { referenceSetTemplateId: 999_999 });
    await fireNow(api, item);
    expect(await settled(api, item)).toMatchObject({ status: 6, deliveries: { total: 2, failed: 2 } });

    expect((await importBatch(api.admin, [participation(4601, 46, 4)])).actions).toMatchObject({ queued: 1, skippedDeliveries: 0 });
    const current = (await api.staff.get(`/v1/messages/${broken.id}`)).body.data;
    expect((await api.staff.put(`/v1/messages/${broken.id}`, { ...current, referenceSetTemplateId: world.referenceSet.id })).status).toBe(200);
    expect((await api.admin.put('/v1/event-message-workflows/by-ids', { ids: [item.id] })).status).toBe(200);
    await fireNow(api, item);
    expect(await settled(api, item)).toMatchObject({ status: 5, note: null, deliveries: { total: 2, sent: 1, skipped: 1, failed: 0 } });
    expect((await listDeliveries(String(item.id))).map((d) => [d.contactId, d.status, d.reason ?? null])).toEqual([
      [45, 'sent', null],
      [46, 'skipped', 'Registration cancelled.'],
    ]);
    expect((await subjects(45)).filter((s) => REMINDER.test(s))).toHaveLength(1);
    expect(await subjects(46)).toEqual([CANCELLED]);
  });
});

describe('an import that stops between its writes and its sends (T8)', () => {
  const stopOnce = () => interruptActions(() => {
    interruptActions(undefined);
    throw new Error('the process stopped');
  });

  it('the retried import finds the change written, sends it once, and never again', async () => {
    await importBatch(api.admin, [contact(50), participation(5001, 50, 1)]);
    stopOnce();
    expect((await api.admin.post('/v1/directory/import', [participation(5001, 50, 4)])).status).toBe(500);
    const stored = (await api.staff.get('/v1/master-contacts/50')).body.data;
    expect(stored.participations[0].status).toBe(4);
    expect(stored).not.toHaveProperty('actionsPending');
    expect(await subjects(50)).toEqual([]);

    expect(await importBatch(api.admin, [participation(5001, 50, 4)])).toMatchObject({ unchanged: 1, actions: { queued: 1 } });
    expect((await importBatch(api.admin, [participation(5001, 50, 4)])).actions.queued).toBe(0);
    expect(await subjects(50)).toEqual([CANCELLED]);
  });

  it('if nobody retries it, the next import of anything sends it', async () => {
    stopOnce();
    expect((await api.admin.post('/v1/directory/import', [contact(51), meeting(5101, 51)])).status).toBe(500);
    expect(await subjects(51)).toEqual([]);
    expect((await importBatch(api.admin, [contact(52)])).actions.queued).toBe(1);
    await importBatch(api.admin, [contact(51), meeting(5101, 51)]);
    expect(await subjects(51)).toEqual([BOOKED]);
  });

  it('an import that changes the contact again before anyone ran it carries it over and sends it', async () => {
    await importBatch(api.admin, [contact(56), participation(5601, 56, 1)]);
    stopOnce();
    expect((await api.admin.post('/v1/directory/import', [participation(5601, 56, 4)])).status).toBe(500);
    expect((await importBatch(api.admin, [{ ...contact(56), jobTitle: 'Buyer' }, meeting(5602, 56, 2)])).actions.queued).toBe(1);
    expect(await subjects(56)).toEqual([CANCELLED]);
  });

  it('a send queue that fails is not the import failing: the next import hands the message over, once', async () => {
    await importBatch(api.admin, [contact(53)]);
    const real = port('sendQueue');
    usePort('sendQueue', { send: async () => Promise.reject(new Error('queue unavailable')) });
    const answer = await importBatch(api.admin, [meeting(5301, 53)]);
    expect(answer).toMatchObject({ updated: 1, failed: 0, actions: { queued: 0 } });
    expect(answer.actions.notSent).toEqual([expect.objectContaining({ record: 'meeting #5301', reason: 'It could not be handed to the send queue (queue unavailable); the next import tries again.' })]);
    usePort('sendQueue', real);
    expect((await importBatch(api.admin, [contact(54)])).actions.queued).toBe(1);
    expect((await importBatch(api.admin, [contact(55)])).actions.queued).toBe(0);
    expect(await subjects(53)).toEqual([BOOKED]);
  });
});
