import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { attachWorkflow, clockIn, emailsTo, fireNow, firing, itemOf, sendingWorld, settled, type SendingWorld } from '../support/sending.ts';
import { waitFor } from '../support/wait-for.ts';
import { handler as dispatch } from '../../functions/jobs/dispatch/handler.ts';
import { listDeliveries } from '../../functions/data/deliveries.ts';
import { reserveSend } from '../../functions/data/contact-sends.ts';
import { getEvent } from '../../functions/data/directory/store.ts';
import { replanEvents } from '../../functions/domain/items/replan.ts';
import { sendOnce } from '../../functions/domain/sending/send-once.ts';
import { scheduleName } from '../../functions/domain/scheduling/item-schedule.ts';
import { atExpression } from '../../functions/domain/scheduling/expressions.ts';
import { DEFAULT_SENDING_RULES, SENDING_RULE_TEXTS, type SendingRules } from '../../shared/sending-rules.ts';

/** Decision 033: the sending rules' API, quiet hours (Q1-Q3) and frequency caps (C1-C5), through the local runtime. */
let api: TestApi;
let world: SendingWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
});
afterAll(() => api.stop());

const RULES_URL = '/v1/settings/sending-rules';
const open = { quietHours: null, maxPer24Hours: null, maxPer7Days: null };
const rules = (email: Partial<SendingRules['email']> = {}, more: Partial<SendingRules> = {}): SendingRules => ({ email: { ...open, ...email }, sms: { ...open }, capActionTriggers: false, ...more });
const save = async (body: unknown) => api.admin.post(RULES_URL, body);
const address = (id: number) => `test.person${id}@example.com`;
const received = async (id: number) => (await emailsTo(api, address(id))).length;
const schedules = async () => (await (await fetch(`${api.schedulerUrl}/store`)).json()).schedules as { Name: string; ScheduleExpression: string }[];

/** Each test of quiet hours and caps starts from rules without them. */
const openRules = async () => expect((await save(rules())).status).toBe(200);

describe('the sending rules (GET / POST /v1/settings/sending-rules)', () => {
  it('R1: answer the defaults until saved: no text between 21:00 and 08:00, email unrestricted, no caps', async () => {
    // the first test of the file: nothing was saved yet
    const answer = await api.staff.get(RULES_URL);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ rules: DEFAULT_SENDING_RULES, updatedAt: null, updatedBy: null });
    expect(DEFAULT_SENDING_RULES.sms.quietHours).toEqual({ from: '21:00', to: '08:00' });
  });

  it('R2: only a super-admin saves them; everyone signed in reads them; nobody else', async () => {
    expect((await api.staff.post(RULES_URL, rules())).status).toBe(403);
    const saved = await save(rules({ maxPer24Hours: 2, maxPer7Days: 5 }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.rules.email).toEqual({ quietHours: null, maxPer24Hours: 2, maxPer7Days: 5 });
    expect(saved.body.data.updatedBy).toEqual(expect.any(Number));
    expect((await api.staff.get(RULES_URL)).body.data.rules.email.maxPer7Days).toBe(5);
    expect((await fetch(`${api.url}${RULES_URL}`)).status).toBe(401);
  });

  it('R3: refuse what does not read, with the field and what to write, and keep the rules before', async () => {
    await save(rules({ maxPer24Hours: 3 }));
    const refused = async (body: unknown) => {
      const answer = await save(body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      return answer.body.error.errors;
    };
    expect(await refused(rules({ quietHours: { from: '25:00', to: '08:00' } }))).toEqual({ 'email.quietHours.from': SENDING_RULE_TEXTS.clock });
    expect(await refused(rules({ quietHours: { from: '08:00', to: '08:00' } }))).toEqual({ 'email.quietHours.to': SENDING_RULE_TEXTS.sameEnds });
    expect(await refused(rules({ maxPer24Hours: 0 }))).toEqual({ 'email.maxPer24Hours': SENDING_RULE_TEXTS.cap });
    expect(await refused(rules({ maxPer24Hours: 1.5 }))).toEqual({ 'email.maxPer24Hours': SENDING_RULE_TEXTS.cap });
    expect(await refused(rules({ maxPer24Hours: 6, maxPer7Days: 5 }))).toEqual({ 'email.maxPer24Hours': SENDING_RULE_TEXTS.dayOverWeek });
    expect(Object.keys(await refused({ ...rules(), extra: true }))).toHaveLength(1);
    expect(Object.keys(await refused({ email: rules().email }))).toContain('sms');
    // the generic settings route does not take them round the rules
    const generic = await api.admin.post('/v1/settings', { name: 'sending-rules', value: { anything: true } });
    expect(generic.status).toBe(422);
    expect(generic.body.error.message).toBe('Save the sending rules with POST /v1/settings/sending-rules.');
    expect((await api.staff.get(RULES_URL)).body.data.rules.email.maxPer24Hours).toBe(3);
  });
});

describe('quiet hours (Q1-Q3)', () => {
  beforeEach(openRules);

  it('Q1: a firing in the quiet hours of its channel sends nothing: the item waits for their end, says so, and its schedule is then; repeated firings agree', async () => {
    // the end is read once: the test may cross a minute of the clock
    const end = clockIn(60);
    await save(rules({ quietHours: { from: clockIn(-60), to: end } }));
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [3]);
    const before = await received(3);
    const planned = (await itemOf(api, 1, item.id)).scheduledTime!;
    const answers = await Promise.all([1, 2, 3].map((n) => dispatch(firing(item, undefined, n))));
    expect(answers.map((answer) => answer.outcome)).toEqual(['deferred', 'deferred', 'deferred']);
    const waiting = await itemOf(api, 1, item.id);
    const until = waiting.scheduledTime!;
    expect(until - Date.now() / 1000).toBeGreaterThan(58 * 60);
    expect(until - Date.now() / 1000).toBeLessThanOrEqual(61 * 60);
    expect(waiting).toMatchObject({ status: 1, note: SENDING_RULE_TEXTS.deferred(until), deferral: { from: planned, until } });
    expect(waiting.note).toBe(`Deferred by quiet hours to ${end}`);
    // the schedule that sends it: kept by the scheduler, so a restart finds it
    expect((await schedules()).find((s) => s.Name === scheduleName(1, item.id))?.ScheduleExpression).toBe(atExpression(until));
    expect(await received(3)).toBe(before);
    expect(await listDeliveries(String(item.id))).toEqual([]);

    // Q3: their end comes (here: the rules change): the firing sends it, once
    await save(rules());
    await fireNow(api, item);
    expect(await settled(api, item)).toMatchObject({ status: 5, note: null, deliveries: { total: 1, sent: 1 } });
    expect(await received(3)).toBe(before + 1);
  });

  it("Q2: an import that re-plans the event keeps a deferred item waiting while the event still asks for the time it deferred (it is not made Out of date)", async () => {
    await save(rules({ quietHours: { from: clockIn(-60), to: clockIn(60) } }));
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [3]);
    expect((await dispatch(firing(item))).outcome).toBe('deferred');
    const waiting = await itemOf(api, 1, item.id);
    const event = (await getEvent(1))!;
    await replanEvents([{ ...event, version: event.version + 1 }]);
    expect(await itemOf(api, 1, item.id)).toMatchObject({ status: 1, scheduledTime: waiting.scheduledTime, note: waiting.note });
  });

  it('Q1: quiet hours of the other channel hold nothing back', async () => {
    await save({ ...rules(), sms: { ...open, quietHours: { from: clockIn(-60), to: clockIn(60) } } });
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [4]);
    const before = await received(4);
    expect((await dispatch(firing(item))).outcome).toBe('sending');
    expect(await settled(api, item)).toMatchObject({ status: 5, deliveries: { sent: 1 } });
    expect(await received(4)).toBe(before + 1);
  });
});

describe('frequency caps (C1-C5)', () => {
  beforeEach(openRules);

  it('C1, C2: of two items sending to the same contacts at the same moment under a cap of 1 a day, each contact gets one; the other delivery is skipped with the reason', async () => {
    // contacts 5 and 6 had nothing sent in this file before
    await save(rules({ maxPer24Hours: 1 }));
    const [a, b] = await Promise.all([attachWorkflow(api, 1, world.message.id, {}, [5, 6]), attachWorkflow(api, 1, world.message.id, {}, [5, 6])]);
    const before = await Promise.all([5, 6].map(received));
    await Promise.all([dispatch(firing(a.item)), dispatch(firing(b.item))]);
    const [doneA, doneB] = await Promise.all([settled(api, a.item), settled(api, b.item)]);
    expect(doneA.status).toBe(5);
    expect(doneB.status).toBe(5);
    expect(await Promise.all([5, 6].map(received))).toEqual(before.map((n) => n + 1));
    const deliveries = [...(await listDeliveries(String(a.item.id))), ...(await listDeliveries(String(b.item.id)))];
    for (const contact of [5, 6]) {
      const mine = deliveries.filter((d) => d.contactId === contact);
      expect(mine.map((d) => d.status).sort()).toEqual(['sent', 'skipped']);
      expect(mine.find((d) => d.status === 'skipped')!.reason).toBe('Skipped: 1 message in 24 hours already');
    }
    expect((doneA.deliveries!.skipped ?? 0) + (doneB.deliveries!.skipped ?? 0)).toBe(2);
  });

  it('C3: the 7-day cap counts the sends of the last 7 days across workflows', async () => {
    await save(rules({ maxPer7Days: 1 }));
    // contact 5 had a message today (the test before): one more is over the weekly cap
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [5]);
    await fireNow(api, item);
    await settled(api, item);
    const [delivery] = await listDeliveries(String(item.id));
    expect(delivery).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/^Skipped: \d+ messages? in 7 days already$/) });
  });

  it('C4: a reservation is named by its delivery: a batch tried again after reserving (a crash before the send) sends, and is counted once', async () => {
    const at = Math.floor(Date.now() / 1000);
    const loose = { quietHours: null, maxPer24Hours: 100, maxPer7Days: 100 };
    expect(await reserveSend('email', 900_001, 'an-item', loose, at)).toEqual({ reserved: true });
    // the first try reserved and died; the retry finds its own reservation under a cap of 1
    expect(await reserveSend('email', 900_001, 'an-item', { ...loose, maxPer24Hours: 1 }, at + 5)).toEqual({ reserved: true });
    expect(await reserveSend('email', 900_001, 'another-item', { ...loose, maxPer24Hours: 1 }, at + 5)).toEqual({ reserved: false, reason: 'Skipped: 1 message in 24 hours already' });
  });

  it('C4: twenty owners reserving for one contact at once under a cap of 3: exactly 3 are let through', async () => {
    const cap = { quietHours: null, maxPer24Hours: 3, maxPer7Days: null };
    const at = Math.floor(Date.now() / 1000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => reserveSend('sms', 900_002, `owner-${i}`, cap, at)));
    expect(answers.filter((answer) => answer.reserved)).toHaveLength(3);
    expect(answers.filter((answer) => !answer.reserved).every((answer) => !answer.reserved && answer.reason.startsWith('Skipped: 3 messages in 24 hours'))).toBe(true);
  });

  it('C5: action trigger messages are not held back by the caps, unless the rules count them', async () => {
    await save(rules({ maxPer24Hours: 1 }));
    const before = await received(6);
    await sendOnce({ key: `caps-exempt-${Date.now()}`, messageId: world.message.id, eventId: 1, contactId: 6 });
    await waitFor('the one-off to be sent', async () => (await received(6)) === before + 1);
    await save(rules({ maxPer24Hours: 1 }, { capActionTriggers: true }));
    const key = `caps-counted-${Date.now()}`;
    await sendOnce({ key, messageId: world.message.id, eventId: 1, contactId: 6 });
    const skipped = await waitFor('the one-off to be skipped', async () => {
      await api.queuesIdle();
      const [delivery] = await listDeliveries(`once:${key}`);
      return delivery?.status === 'skipped' && delivery;
    });
    expect(skipped.reason).toMatch(/^Skipped: \d+ messages? in 24 hours already$/);
    expect(await received(6)).toBe(before + 1);
  });
});
