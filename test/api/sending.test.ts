import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateEmailTemplateCommand, DeleteEmailTemplateCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { startTestApi, type TestApi } from '../support/api.ts';
import { attachWorkflow, emailMessage, emailsTo, fireNow, firing, itemOf, sendingWorld, sentEmails, settled, type SendingWorld } from '../support/sending.ts';
import { createReferenceSetTemplate, eventRecord, fixedContacts, importBatch, metricTrigger, queryAnsweringOnly } from '../support/test-data/index.ts';
import { handler as dispatch } from '../../functions/jobs/dispatch/handler.ts';
import { resumeAll } from '../../functions/jobs/dispatch/resume-all.ts';
import { listDeliveries, putMissingPending, putPending, transition, keyOf } from '../../functions/data/deliveries.ts';
import { usePort } from '../../functions/adapters/adapters.ts';
import type { SendQueue } from '../../functions/adapters/ports.ts';
import { messageStore } from '../../functions/data/catalogue.ts';
import { getEvent } from '../../functions/data/directory/store.ts';
import { putRecord } from '../../functions/data/directory/write.ts';
import { scheduleName } from '../../functions/domain/scheduling/item-schedule.ts';
import { lastDailyFiring } from '../../shared/sending-time.ts';
import { STATUS } from '../../shared/status.ts';

/** docs/sending.md, rows D1-D10, S1-S11, O1-O5, R1-R2: through the API and the local scheduler, queue and SES stand-in. */
let api: TestApi;
let world: SendingWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
});
afterAll(() => api.stop());

const address = (id: number) => `test.person${id}@example.com`;
const received = async (ids: number[]) => Promise.all(ids.map(async (id) => (await emailsTo(api, address(id))).length));
const schedules = async () => (await (await fetch(`${api.schedulerUrl}/store`)).json()).schedules as { Name: string; ScheduleExpression: string }[];

describe('sending an item (the end-to-end path)', () => {
  it('sends one email per audience contact, in their language with English as the fallback, from the sender, and completes the item', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [3, 4, 5]);
    await fireNow(api, item);
    const done = await settled(api, item);
    expect(done).toMatchObject({ status: 5, note: null, deliveries: { total: 3, sent: 3, pending: 0, sending: 0, failed: 0 } });
    expect(await received([3, 4, 5])).toEqual([1, 1, 1]);
    const [english, dutch, german] = await Promise.all([3, 4, 5].map(async (id) => (await emailsTo(api, address(id)))[0]));
    expect(english.subject).toMatch(/^Your meetings at/);
    expect(dutch.subject).toMatch(/^Your meetings at/); // no Dutch translation: English
    expect(german.subject).toMatch(/^Ihre Termine bei/);
    expect(german.from).toBe('"Alex Manager" <alex.manager@example.com>');

    const deliveries = await listDeliveries(String(item.id));
    expect(deliveries.map((d) => [d.contactId, d.status, d.languageId])).toEqual([[3, 'sent', 1], [4, 'sent', 1], [5, 'sent', 2]]);
    const ids = new Set((await sentEmails(api)).map((e) => e.messageId));
    for (const delivery of deliveries) expect(ids.has(delivery.providerMessageId!)).toBe(true);

    const summary = (await api.staff.get('/v1/event-message-workflows')).body.data.items.find((row: { id: number }) => row.id === 1);
    expect(summary.numberOfSentEventMessageWorkflows).toBeGreaterThanOrEqual(1);
  });

  it('a firing for an item that is gone, inactive or already sent does nothing (D1, D2, late duplicate)', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [6]);
    await fireNow(api, item);
    await settled(api, item);
    const late = await dispatch(firing(item));
    expect(late.outcome).toBe('not active');
    expect((await dispatch(firing({ eventId: 1, id: 987_654 }))).outcome).toBe('gone');
    expect(await received([6])).toEqual([1]);
  });
});

describe('duplicate firings (D6)', () => {
  it('of firings at once, exactly one claims; each contact gets one email', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [1, 2]);
    const before = await received([1, 2]);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => dispatch(firing(item, undefined, n))));
    expect(answers.filter((a) => a.outcome === 'sending')).toHaveLength(1);
    expect(answers.filter((a) => a.outcome !== 'sending').every((a) => a.outcome === 'claimed elsewhere' || a.outcome === 'claimed')).toBe(true);
    expect(await settled(api, item)).toMatchObject({ status: 5, deliveries: { total: 2, sent: 2 } });
    expect(await received([1, 2])).toEqual(before.map((n) => n + 1));
  });
});

describe('failures, the outcome and reactivation (S4, S5, O3, O5)', () => {
  it('a contact missing from a query result fails alone; the item is in error with the count and the first reason; reactivating resends only it', async () => {
    // a reference set whose query answers contacts 1 and 2 only, whatever the batch
    const set = await createReferenceSetTemplate(api.staff, { name: 'Only two', status: STATUS.active, ...queryAnsweringOnly(1, 2) });
    const message = await emailMessage(api.staff, world, { referenceSetTemplateId: set.id });
    const { item } = await attachWorkflow(api, 1, message.id, {}, [1, 2, 3]);
    const before = await received([1, 2, 3]);
    await fireNow(api, item);
    const failed = await settled(api, item);
    expect(failed).toMatchObject({ status: 6, note: '1 of 3 failed: The reference set query gave no values for master contact #3.', deliveries: { total: 3, sent: 2, failed: 1 } });
    // the record staff fix: the reference set template whose query left contact 3 out
    expect(failed.fix).toEqual({ kind: 'referenceSetTemplate', id: set.id });
    expect(await received([1, 2, 3])).toEqual([before[0] + 1, before[1] + 1, before[2]]);

    // staff fix the message (the reference set of every contact) and reactivate the item, which runs again
    const current = (await api.staff.get(`/v1/messages/${message.id}`)).body.data;
    expect((await api.staff.put(`/v1/messages/${message.id}`, { ...current, referenceSetTemplateId: world.referenceSet.id })).status).toBe(200);
    expect((await api.admin.put('/v1/event-message-workflows/by-ids', { ids: [item.id] })).status).toBe(200);
    await fireNow(api, item);
    expect(await settled(api, item)).toMatchObject({ status: 5, note: null, fix: null, deliveries: { total: 3, sent: 3, failed: 0 } });
    expect(await received([1, 2, 3])).toEqual([before[0] + 1, before[1] + 1, before[2] + 1]);
  });

  it('a provider refusal is a failure with its reason; a message that cannot render fails every delivery', async () => {
    const ses = new SESv2Client({ endpoint: api.sesUrl, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    // a template of its own, which the template service lists, then withdraws after the message was saved
    await ses.send(new CreateEmailTemplateCommand({ TemplateName: 'service-withdrawn', TemplateContent: { Subject: 'Soon gone', Text: 'Soon gone' } }));
    expect((await api.staff.get('/v1/email-templates?type=1&clear_cache=true')).status).toBe(200);
    const refused = await emailMessage(api.staff, world, { templateId: 'service-withdrawn', messageTranslations: [] });
    await ses.send(new DeleteEmailTemplateCommand({ TemplateName: 'service-withdrawn' }));
    await api.staff.get('/v1/email-templates?type=1&clear_cache=true');
    const { item } = await attachWorkflow(api, 1, refused.id, {}, [3]);
    await fireNow(api, item);
    const done = await settled(api, item);
    expect(done.status).toBe(6);
    expect(done.note).toBe("1 of 1 failed: The resource you attempted to access doesn't exist.");
    // a provider's refusal is nothing staff can fix in a record
    expect(done.fix).toBeNull();

    const broken = await emailMessage(api.staff, world);
    const second = await attachWorkflow(api, 1, broken.id, {}, [3, 4]);
    await messageStore.setFields([broken.id], { referenceSetTemplateId: 999_999 });
    await fireNow(api, second.item);
    const unrendered = await settled(api, second.item);
    expect(unrendered.note).toMatch(/^2 of 2 failed: .*999999/);
    // a message that cannot be prepared: the message is the record to fix
    expect(unrendered.fix).toEqual({ kind: 'message', id: broken.id });
  });
});

describe('the event and the workflow at send time (D3, D4)', () => {
  it('an item of a cancelled event becomes Out of date with a note and sends nothing', async () => {
    await importBatch(api.admin, [eventRecord(2)]);
    const { item } = await attachWorkflow(api, 2, world.message.id, {}, [1]);
    const before = await received([1]);
    // cancelled behind the directory's back, so only dispatch can notice
    const event = (await getEvent(2))!;
    const cancelled = { ...event, status: 0, version: event.version + 1 };
    await putRecord('event', cancelled, event.version);
    expect((await dispatch(firing(item))).outcome).toBe('event cancelled');
    expect(await itemOf(api, 2, item.id)).toMatchObject({ status: 7, note: 'The event is cancelled.' });
    expect(await received([1])).toEqual(before);
    expect((await schedules()).some((s) => s.Name === scheduleName(2, item.id))).toBe(false);
  });
});

describe('the sender copy (S11)', () => {
  it('with send to sender, each distinct sender address gets one copy', async () => {
    const before = (await emailsTo(api, 'alex.manager@example.com')).length;
    const { item } = await attachWorkflow(api, 1, world.message.id, { shouldSendToSender: true }, [1, 2, 3]);
    await fireNow(api, item);
    expect(await settled(api, item)).toMatchObject({ status: 5, deliveries: { total: 4, sent: 4 } });
    expect(await emailsTo(api, 'alex.manager@example.com')).toHaveLength(before + 1);
    const copy = (await listDeliveries(String(item.id))).find((d) => d.kind === 'sender');
    expect(copy).toMatchObject({ to: 'alex.manager@example.com', status: 'sent', contactId: 1 });
  });
});

describe('crash safety (D8, R1, R2, S7)', () => {
  it('a dispatch that died after freezing is resumed to the frozen audience, never doubled, even if the audience changed meanwhile', async () => {
    const { item, workflow } = await attachWorkflow(api, 1, world.message.id, {}, [4, 5]);
    const before = await received([4, 5, 6]);
    const dead: SendQueue = { send: async () => Promise.reject(new Error('the process died')) };
    usePort('sendQueue', dead);
    await expect(dispatch(firing(item))).rejects.toThrow('the process died');
    usePort('sendQueue', undefined);
    expect(await itemOf(api, 1, item.id)).toMatchObject({ status: 4, sending: { audience: 2, round: 1 } });

    // the workflow's audience changes after the freeze: the frozen one is sent
    const edited = await api.staff.put(`/v1/message-workflows/${workflow.id}`, { ...workflow, targetGroup: fixedContacts(6) });
    expect(edited.status).toBe(200);
    expect((await resumeAll(Math.floor(Date.now() / 1000) + 1)).get(item.id)).toBe('resumed');
    expect(await settled(api, item)).toMatchObject({ status: 5, deliveries: { total: 2, sent: 2 } });
    expect(await received([4, 5, 6])).toEqual([before[0] + 1, before[1] + 1, before[2]]);
  });

  it('a freeze over deliveries an earlier one wrote puts only the missing ones and leaves those as they are', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [4, 5, 6]);
    const before = await received([4, 5, 6]);
    // an earlier freeze wrote contact 5's delivery, and a cancelled registration skipped it
    expect(await putPending(String(item.id), 5)).toBe(true);
    const [five] = await listDeliveries(String(item.id));
    expect(await transition(five, 'pending', 'skipped', { reason: 'The registration was cancelled.' })).toBe(true);
    await dispatch(firing(item));
    expect(await settled(api, item)).toMatchObject({ status: 5, deliveries: { total: 3, sent: 2, skipped: 1 } });
    expect(await received([4, 5, 6])).toEqual([before[0] + 1, before[1], before[2] + 1]);
  });

  it('a freeze stops writing once its claim may have passed to another dispatch', async () => {
    const owner = `freeze-${Date.now()}`;
    const ids = Array.from({ length: 2500 }, (_, i) => i + 1);
    let asked = 0;
    await expect(putMissingPending(owner, ids, () => ++asked === 1)).rejects.toThrow(/claim .* ran out/);
    expect(await listDeliveries(owner)).toHaveLength(1000);
    // the next holder writes the rest, once each
    await putMissingPending(owner, [...ids, ...ids.slice(0, 10)], () => true);
    const all = await listDeliveries(owner);
    expect(all).toHaveLength(2500);
    expect(new Set(all.map((delivery) => delivery.contactId)).size).toBe(2500);
  });

  it('a delivery left sending by a sender that died becomes unconfirmed and is not resent', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [1, 3]);
    const before = await received([1, 3]);
    const dead: SendQueue = { send: async () => Promise.reject(new Error('the process died')) };
    usePort('sendQueue', dead);
    await expect(dispatch(firing(item))).rejects.toThrow();
    usePort('sendQueue', undefined);
    // contact 3 was handed to the provider by a sender that died before recording it
    const [, three] = await listDeliveries(String(item.id));
    expect(await transition(three, 'pending', 'sending', { sender: 'dead', sendingAt: 1, leaseUntil: 2 })).toBe(true);
    await resumeAll(Math.floor(Date.now() / 1000) + 1);
    const done = await settled(api, item);
    expect(done).toMatchObject({ status: 5, note: '1 of 2 unconfirmed: the provider may have sent them; they are not resent.', deliveries: { sent: 1, unconfirmed: 1 } });
    expect(await received([1, 3])).toEqual([before[0] + 1, before[1]]);
    expect((await listDeliveries(String(item.id)))[1]).toMatchObject({ status: 'unconfirmed', reason: expect.stringMatching(/may have been sent/) });
    expect(keyOf(three).sk).toBe('000000000003');
  });
});

describe('metric items (D5)', () => {
  const DAY = 86_400;
  const now = Math.floor(Date.now() / 1000);
  const iso = (unix: number) => new Date(unix * 1000).toISOString().replace(/\.\d+Z$/, 'Z');
  const delegate = (id: number, contactId: number) => ({ type: 'participation', id, eventId: 3, contactId, participationType: 2, status: 1, registeredAt: now - DAY });
  const trigger = (minimum: number) => metricTrigger({ metricTriggerNumber: minimum, metricType: 4, timeFrameFrom: now - DAY, timeFrameTo: now + 3 * DAY, sendingTime: '10:30' });

  it('below the minimum sends nothing and waits for the next check; at the minimum it sends, completes and checks no more', async () => {
    await importBatch(api.admin, [eventRecord(3), delegate(3001, 1), delegate(3002, 2)]);
    const { item } = await attachWorkflow(api, 3, world.message.id, { triggerPrototype: trigger(3) }, [1, 2, 3]);
    expect((await schedules()).find((s) => s.Name === scheduleName(3, item.id))?.ScheduleExpression).toMatch(/^cron\(30 10 /);
    const before = await received([1, 2, 3]);

    expect((await dispatch(firing(item, iso(now)))).outcome).toBe('below minimum');
    const waiting = await itemOf(api, 3, item.id);
    expect(waiting).toMatchObject({ status: 1 });
    expect(waiting.scheduledTime).toBeGreaterThan(now);
    expect(await received([1, 2, 3])).toEqual(before);

    await importBatch(api.admin, [delegate(3003, 3)]);
    expect((await dispatch(firing(item, iso(now + DAY)))).outcome).toBe('sending');
    expect(await settled(api, item)).toMatchObject({ status: 5, deliveries: { total: 3, sent: 3 } });
    expect(await received([1, 2, 3])).toEqual(before.map((n) => n + 1));
    // the daily check is gone: what is left is the watchdog, which fires once into a completed item
    expect((await schedules()).find((s) => s.Name === scheduleName(3, item.id))?.ScheduleExpression).toMatch(/^at\(/);
    expect((await dispatch(firing(item, iso(now + 2 * DAY)))).outcome).toBe('not active');
  });

  it('the last check of the frame below the minimum makes the item Out of date', async () => {
    const { item } = await attachWorkflow(api, 3, world.message.id, { triggerPrototype: trigger(50) }, [1]);
    const last = lastDailyFiring('10:30', now + 3 * DAY)!;
    expect((await dispatch(firing(item, iso(last)))).outcome).toBe('frame ended');
    expect(await itemOf(api, 3, item.id)).toMatchObject({ status: 7, note: 'The time frame ended without the metric reaching its minimum.' });
    expect((await schedules()).some((s) => s.Name === scheduleName(3, item.id))).toBe(false);
  });
});
