import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { attachWorkflow, emailMessage, sendingWorld, type SendingWorld } from '../support/sending.ts';
import {
  contactRecord,
  createMessage,
  createRecipient,
  createReferenceLayout,
  createReferenceSetTemplate,
  createSenderInfo,
  createSmsTemplate,
  eventRecord,
  fixedContacts,
  importBatch,
  queryAnsweringOnly,
  scheduledTrigger,
} from '../support/test-data/index.ts';
import { messageStore, messageWorkflowStore, smsTemplateStore } from '../../functions/data/catalogue.ts';
import { suppress } from '../../functions/data/suppression-store.ts';
import { getEvent } from '../../functions/data/directory/store.ts';
import { putRecord } from '../../functions/data/directory/write.ts';
import { STATUS } from '../../shared/status.ts';
import type { ItemReadiness, ReadinessProblem } from '../../shared/readiness.ts';
import { formatChangeTime } from '../../shared/change-preview.ts';
import { wallClockAt } from '../../shared/amsterdam-time.ts';

/** docs/readiness.md: every row of the code table, the routes' refusals and the stored badge. */
let api: TestApi;
let world: SendingWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
  // 7: no email address; 8: English, for the suppression list
  await importBatch(api.admin, [contactRecord(7, { email: '', languageId: 1 }), contactRecord(8, { languageId: 1 })]);
});
afterAll(() => api.stop());

const check = async (itemId: number): Promise<ItemReadiness> => {
  const answer = await api.staff.get(`/v1/event-message-workflows/${itemId}/readiness`);
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const only = (result: ItemReadiness, code: ReadinessProblem['code']) => {
  const found = result.problems.filter((p) => p.code === code);
  expect(found, JSON.stringify(result.problems)).toHaveLength(1);
  return found[0];
};
const smsMessage = (overrides: Record<string, unknown> = {}) =>
  createMessage(api.staff, {
    type: 11,
    status: STATUS.active,
    referenceSetTemplateId: world.referenceSet.id,
    recipientId: world.recipient.id,
    senderId: world.sender.id,
    templateId: String(world.smsTemplate.id),
    ...overrides,
  });

describe('a message that would reach everyone as written', () => {
  it('is ready: no problems, the audience and what would be sent', async () => {
    const { item } = await attachWorkflow(api, 1, (await smsMessage()).id, {}, [1, 2]);
    const result = await check(item.id);
    expect(result).toMatchObject({ itemId: item.id, eventId: 1, status: 'ready', channel: 'sms', audience: { size: 2, previous: null, deliverable: 2 }, smsSegments: 2, problems: [] });
  });

  it("an email template's placeholder the reference set does not fill is found (the world's template names {{EventName}})", async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [1, 2]);
    expect(only(await check(item.id), 'placeholder-empty')).toMatchObject({ severity: 'warning', contacts: 2, message: '{{EventName}} renders empty for 2 contacts.' });
  });
});

describe('contacts and their languages', () => {
  it('translation-missing: a warning per language, with the count, an example and the message to fix', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [3, 4, 5]);
    const result = await check(item.id);
    expect(result.status).toBe('warnings');
    expect(only(result, 'translation-missing')).toMatchObject({
      severity: 'warning',
      contacts: 1,
      message: '1 contact speaks French: the message has no French translation, so they get the English one.',
      example: { contactId: 4, name: 'Test Person4' },
      fix: { type: 'message', id: world.message.id },
    });
  });

  it('no-address: contacts without a phone number for an SMS', async () => {
    const { item } = await attachWorkflow(api, 1, (await smsMessage()).id, {}, [1, 3]);
    const problem = only(await check(item.id), 'no-address');
    expect(problem).toMatchObject({ severity: 'warning', contacts: 1, example: { contactId: 3 }, fix: { type: 'recipient', id: world.recipient.id } });
    expect(problem.message).toMatch(/^The address for the channel fails for 1 contact, e\.g\.: Master contact #3 has no phone number/);
  });

  it('suppressed: an address on the suppression list; all of them: blocking', async () => {
    await suppress({ address: 'Test.Person8@example.com', reason: 'Bounced (Permanent, General) on 2026-06-14 09:00:01', eventType: 'Bounce', at: 1, sesMessageId: 'm-1' });
    const some = await attachWorkflow(api, 1, world.message.id, {}, [1, 8]);
    expect(only(await check(some.item.id), 'suppressed')).toMatchObject({ severity: 'warning', contacts: 1, example: { contactId: 8, detail: 'test.person8@example.com: Bounced (Permanent, General) on 2026-06-14 09:00:01' } });
    const all = await attachWorkflow(api, 1, world.message.id, {}, [8]);
    const result = await check(all.item.id);
    expect(result).toMatchObject({ status: 'blocked', audience: { size: 1, deliverable: 0 } });
    expect(only(result, 'suppressed').severity).toBe('blocking');
  });
});

describe('the audience', () => {
  it('contact-missing: a contact of a manual list who is not in the directory', async () => {
    const { item, workflow } = await attachWorkflow(api, 1, (await smsMessage()).id, { contactEnrolledType: 'manual', masterContactIds: [1, 2], targetGroup: null }, []);
    // gone from the directory since the list was saved (the form refuses an unknown id)
    await messageWorkflowStore.setFields([workflow.id], { masterContactIds: [1, 987_650] });
    expect(only(await check(item.id), 'contact-missing')).toMatchObject({ severity: 'warning', contacts: 1, example: { contactId: 987_650, detail: 'There is no master contact #987650.' }, fix: null });
  });

  it('audience-empty: blocking, linking the workflow; the badge says blocked', async () => {
    const { item, workflow } = await attachWorkflow(api, 1, world.message.id, {}, [987_654]);
    const result = await check(item.id);
    expect(result.status).toBe('blocked');
    expect(only(result, 'audience-empty')).toMatchObject({ severity: 'blocking', contacts: 0, message: 'Nobody is in the audience: nothing would be sent.', fix: { type: 'messageWorkflow', id: workflow.id } });
    const badges = await api.staff.get(`/v1/readiness/last?itemIds=${item.id}`);
    expect(badges.body.data.items).toEqual([{ itemId: item.id, checkedAt: result.checkedAt, status: 'blocked', warnings: 0, blocking: 1 }]);
  });

  it('audience-changed: more than 30 % since the last check is a warning; less is not', async () => {
    const { item, workflow } = await attachWorkflow(api, 1, world.message.id, {}, [1, 3, 6]);
    expect((await check(item.id)).audience).toMatchObject({ size: 3, previous: null });
    await messageWorkflowStore.setFields([workflow.id], { targetGroup: fixedContacts(1) } as never);
    const changed = await check(item.id);
    expect(changed.audience).toMatchObject({ size: 1, previous: 3 });
    expect(only(changed, 'audience-changed')).toMatchObject({ severity: 'warning', message: 'The audience changed from 3 to 1 contacts since the last check (more than 30 %).' });
    // compared with the last check (1): the same size is no change
    expect((await check(item.id)).problems.some((p) => p.code === 'audience-changed')).toBe(false);
  });
});

describe('mappings and rendering, for the same reasons as a real send', () => {
  it('render-failed: the reference set query leaves a contact out (some: warning; everyone: blocking)', async () => {
    const set = await createReferenceSetTemplate(api.staff, { status: STATUS.active, ...queryAnsweringOnly(1, 2) });
    const message = await emailMessage(api.staff, world, { referenceSetTemplateId: set.id });
    const some = await attachWorkflow(api, 1, message.id, {}, [1, 3]);
    expect(only(await check(some.item.id), 'render-failed')).toMatchObject({
      severity: 'warning',
      contacts: 1,
      example: { contactId: 3, detail: 'The reference set query gave no values for master contact #3.' },
      fix: { type: 'referenceSetTemplate', id: set.id },
    });
    const none = await attachWorkflow(api, 1, message.id, {}, [3, 4]);
    const blocked = await check(none.item.id);
    expect(only(blocked, 'render-failed')).toMatchObject({ severity: 'blocking', contacts: 2 });
    expect(blocked.status).toBe('blocked');
  });

  it("sender-mapping-failed: the sender info's 'Could not mapping' and missing contacts", async () => {
    const sender = await createSenderInfo(api.staff, { ...queryAnsweringOnly(1), senderReferences: [{ field: 'masterContactId', mapping: 'contacts[].id' }, { field: 'senderEmail', mapping: 'contacts[].email' }] });
    const message = await emailMessage(api.staff, world, { senderId: sender.id });
    const { item } = await attachWorkflow(api, 1, message.id, {}, [1, 3]);
    expect(only(await check(item.id), 'sender-mapping-failed')).toMatchObject({ severity: 'warning', contacts: 1, example: { contactId: 3, detail: 'The sender info query gave no values for master contact #3.' }, fix: { type: 'senderInfo', id: sender.id } });
  });

  it('recipient-mapping-failed: the recipient query gives no values for a contact', async () => {
    const recipient = await createRecipient(api.staff, { ...queryAnsweringOnly(1), recipientReferences: [{ field: 'masterContactId', mapping: 'contacts[].id' }, { field: 'contactEmail', mapping: 'contacts[].email' }] });
    const message = await emailMessage(api.staff, world, { recipientId: recipient.id });
    const { item } = await attachWorkflow(api, 1, message.id, {}, [1, 3]);
    expect(only(await check(item.id), 'recipient-mapping-failed')).toMatchObject({ severity: 'warning', contacts: 1, example: { contactId: 3 }, fix: { type: 'recipient', id: recipient.id } });
  });

  it('twig-empty: a custom reference whose layout renders empty', async () => {
    const layout = await createReferenceLayout(api.staff, { name: 'Says nothing', code: '{% if false %}x{% endif %}' });
    const set = await createReferenceSetTemplate(api.staff, { status: STATUS.active, customReferences: [{ field: 'Nothing', mapping: 'contacts[].firstName', layoutId: layout.id }] });
    const message = await emailMessage(api.staff, world, { referenceSetTemplateId: set.id });
    const { item } = await attachWorkflow(api, 1, message.id, {}, [1, 2]);
    expect(only(await check(item.id), 'twig-empty')).toMatchObject({ severity: 'warning', contacts: 2, message: "Custom reference Nothing (layout 'Says nothing') renders empty for 2 contacts.", fix: { type: 'referenceLayout', id: layout.id } });
  });

  it('message-unprepared: a message that cannot render for anyone is blocking, linking the message', async () => {
    const broken = await emailMessage(api.staff, world);
    const { item } = await attachWorkflow(api, 1, broken.id, {}, [1]);
    await messageStore.setFields([broken.id], { referenceSetTemplateId: 999_999 });
    const result = await check(item.id);
    expect(only(result, 'message-unprepared')).toMatchObject({ severity: 'blocking', contacts: 1, fix: { type: 'message', id: broken.id } });
    expect(only(result, 'message-unprepared').message).toMatch(/^The message cannot be sent to anyone: .*999999/);
  });
});

describe('SMS', () => {
  it('sms-long and the segments the send would cost', async () => {
    const long = 'This reminder is long on purpose. '.repeat(10); // 340 GSM-7 characters: 3 segments
    const template = await createSmsTemplate(api.staff, { status: STATUS.active, translations: [{ languageId: 1, body: long }] });
    const message = await smsMessage({ templateId: String(template.id) });
    const { item } = await attachWorkflow(api, 1, message.id, {}, [1, 2]);
    const result = await check(item.id);
    expect(result).toMatchObject({ channel: 'sms', smsSegments: 6 });
    expect(only(result, 'sms-long')).toMatchObject({ severity: 'warning', contacts: 2, message: 'The SMS is longer than 2 segments for 2 contacts.', fix: { type: 'smsTemplate', id: template.id } });
    // contact 2 is German and the template has English only
    expect(only(result, 'translation-missing')).toMatchObject({ contacts: 1, example: { contactId: 2 }, fix: { type: 'smsTemplate', id: template.id } });
  });

  it('quiet-hours: a text whose time falls in the quiet hours says when it would be sent instead (a warning); an email at that time has none', async () => {
    const evening = { triggerPrototype: scheduledTrigger({ sendingTime: '22:30' }) };
    const { item } = await attachWorkflow(api, 1, (await smsMessage()).id, evening, [1]);
    const result = await check(item.id);
    const problem = only(result, 'quiet-hours');
    const until = nextMorning(item.scheduledTime!);
    expect(problem).toMatchObject({ severity: 'warning', contacts: 1, fix: { type: 'messageWorkflow' } });
    expect(problem.message).toBe(`Its time falls in the quiet hours for SMS (21:00 to 08:00): it would be sent ${formatChangeTime(until, result.checkedAt)}.`);
    expect(result.status).toBe('warnings');
    const email = await attachWorkflow(api, 1, (await emailMessage(api.staff, world)).id, evening, [1]);
    expect((await check(email.item.id)).problems.filter((p) => p.code === 'quiet-hours')).toEqual([]);
  });

  it('placeholder-empty: a placeholder the values lack, with the count and an example', async () => {
    const template = await createSmsTemplate(api.staff, { status: STATUS.active, translations: [{ languageId: 1, body: 'Hi {{ContactFirstName}}, room {{RoomNumber}}' }] });
    const message = await smsMessage({ templateId: String(template.id) });
    const { item } = await attachWorkflow(api, 1, message.id, {}, [1]);
    const result = await check(item.id);
    expect(result.smsSegments).toBe(1);
    expect(only(result, 'placeholder-empty')).toMatchObject({ severity: 'warning', contacts: 1, message: '{{RoomNumber}} renders empty for 1 contact.', example: { contactId: 1, name: 'Emma English' }, fix: { type: 'referenceSetTemplate', id: world.referenceSet.id } });
  });

  it('message-empty: no text in the contact language nor in English is blocking', async () => {
    const template = await createSmsTemplate(api.staff, { status: STATUS.active, translations: [{ languageId: 1, body: 'Soon blank' }] });
    const message = await smsMessage({ templateId: String(template.id) });
    const { item } = await attachWorkflow(api, 1, message.id, {}, [1]);
    await smsTemplateStore.setFields([template.id], { translations: [{ languageId: 1, body: '' }] } as never);
    const result = await check(item.id);
    expect(result.status).toBe('blocked');
    expect(only(result, 'message-empty')).toMatchObject({ severity: 'blocking', contacts: 1, fix: { type: 'smsTemplate', id: template.id } });
  });
});

describe('the event and the workflow', () => {
  it('event-cancelled and workflow-gone are blocking', async () => {
    await importBatch(api.admin, [eventRecord(3)]);
    const first = await attachWorkflow(api, 3, world.message.id, {}, [1]);
    const second = await attachWorkflow(api, 1, world.message.id, {}, [1]);
    const event = (await getEvent(3))!;
    const cancelled = { ...event, status: 0, version: event.version + 1 };
    await putRecord('event', cancelled, event.version);
    expect(only(await check(first.item.id), 'event-cancelled')).toMatchObject({ severity: 'blocking', message: 'The event is cancelled: nothing is sent.' });
    await messageWorkflowStore.remove(second.workflow.id);
    expect(only(await check(second.item.id), 'workflow-gone')).toMatchObject({ severity: 'blocking', message: `The message workflow #${second.workflow.id} is gone: nothing is sent.` });
  });

  it("an event's check covers its Active items, naming each problem's item", async () => {
    await importBatch(api.admin, [eventRecord(4)]);
    const ready = await attachWorkflow(api, 4, (await smsMessage()).id, {}, [1]);
    const empty = await attachWorkflow(api, 4, world.message.id, {}, [987_655]);
    const answer = await api.staff.get('/v1/events/4/readiness');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ eventId: 4, status: 'blocked', audience: { size: 1 } });
    expect(answer.body.data.items.map((r: ItemReadiness) => [r.itemId, r.status])).toEqual([[ready.item.id, 'ready'], [empty.item.id, 'blocked']]);
    expect(answer.body.data.problems).toEqual([expect.objectContaining({ code: 'audience-empty', itemId: empty.item.id })]);
    const badges = await api.staff.get('/v1/readiness/last?eventId=4');
    expect(badges.body.data.items.map((b: { itemId: number; status: string }) => [b.itemId, b.status]).sort()).toEqual([[ready.item.id, 'ready'], [empty.item.id, 'blocked']].sort());
  });
});

describe('checks of several items, part by part (docs/readiness.md, "Limits")', () => {
  it('a request whose time is spent answers the items it checked, the total and where to go on; the parts together are the whole check', async () => {
    await importBatch(api.admin, [eventRecord(5)]);
    const items = [
      (await attachWorkflow(api, 5, (await smsMessage()).id, {}, [1])).item,
      (await attachWorkflow(api, 5, world.message.id, {}, [987_655])).item,
      (await attachWorkflow(api, 5, world.message.id, {}, [1, 2])).item,
    ].sort((a, b) => a.id - b.id);
    const whole = (await api.staff.get('/v1/events/5/readiness')).body.data;
    expect(whole).toMatchObject({ total: 3, next: null });
    expect(whole.items).toHaveLength(3);
    process.env.READINESS_REQUEST_BUDGET_MS = '0';
    try {
      const parts = [];
      for (let after: number | null = 0; after !== null; ) {
        const answer: { status: number; body: { data: { items: ItemReadiness[]; total: number; next: number | null } } } = await api.staff.get(`/v1/events/5/readiness?after=${after}`);
        expect(answer.status).toBe(200);
        parts.push(answer.body.data);
        after = answer.body.data.next;
      }
      // one item a request when no time is left: every request moves on
      expect(parts.map((part) => [part.items.map((r: ItemReadiness) => r.itemId), part.total, part.next])).toEqual([
        [[items[0].id], 3, items[0].id],
        [[items[1].id], 3, items[1].id],
        [[items[2].id], 3, null],
      ]);
      const together = parts.flatMap((part) => part.items).map((r: ItemReadiness) => [r.itemId, r.status, r.problems.map((p) => p.code)]);
      expect(together).toEqual(whole.items.map((r: ItemReadiness) => [r.itemId, r.status, r.problems.map((p) => p.code)]));
      // the coming days, the same way
      const due = await api.staff.get('/v1/readiness?days=31&after=0');
      expect(due.body.data.items).toHaveLength(1);
      expect(due.body.data.next).toBe(due.body.data.items[0].itemId);
      expect(due.body.data.total).toBeGreaterThanOrEqual(3);
    } finally {
      delete process.env.READINESS_REQUEST_BUDGET_MS;
    }
    for (const after of ['x', '-1', '1.5']) expect((await api.staff.get(`/v1/events/5/readiness?after=${after}`)).body.error?.errors).toEqual({ after: 'after must be the item id a part of the check answered as next.' });
  });
});

describe('the routes', () => {
  it('anonymous: 401; super-admins may check too', async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [1]);
    expect((await api.anonymous.get(`/v1/event-message-workflows/${item.id}/readiness`)).status).toBe(401);
    expect((await api.anonymous.get('/v1/events/1/readiness')).status).toBe(401);
    expect((await api.anonymous.get('/v1/readiness')).status).toBe(401);
    expect((await api.admin.get(`/v1/event-message-workflows/${item.id}/readiness`)).status).toBe(200);
  });

  it("bad ids: 404 with the project's texts, never a 500; bad days: 422", async () => {
    const missing = await api.staff.get('/v1/event-message-workflows/987654321/readiness');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toMatch(/987654321/);
    expect((await api.staff.get('/v1/event-message-workflows/abc/readiness')).status).toBe(404);
    const noEvent = await api.staff.get('/v1/events/987654321/readiness');
    expect(noEvent.status).toBe(404);
    expect(noEvent.body.error.message).toMatch(/987654321/);
    expect((await api.staff.get('/v1/events/x/readiness')).status).toBe(404);
    expect((await api.staff.get('/v1/readiness?days=0')).status).toBe(422);
    expect((await api.staff.get('/v1/readiness?days=abc')).status).toBe(422);
    expect((await api.staff.get('/v1/readiness/last?itemIds=x')).status).toBe(422);
  });
});

describe('the scheduled check', () => {
  it('is put 48 hours before the send, beside it, moves with it and goes with it', async () => {
    const { item, workflow } = await attachWorkflow(api, 1, world.message.id, {}, [1]);
    const schedules = async () => (await (await fetch(`${api.schedulerUrl}/store`)).json()).schedules as { Name: string; ScheduleExpression: string; Target: { Arn: string } }[];
    const check = (await schedules()).find((s) => s.Name === `rdy-1-${item.id}`);
    const send = (await schedules()).find((s) => s.Name === `emw-1-${item.id}`);
    expect(check?.Target.Arn).toMatch(/:function:readiness$/);
    const at = (expression: string) => Date.parse(`${expression.slice(3, -1)}Z`) / 1000;
    expect(at(send!.ScheduleExpression) - at(check!.ScheduleExpression)).toBe(48 * 3600);
    // its trigger edited: the send moves, and its check with it
    const edited = await api.staff.post('/v1/event-message-workflows', { eventMessageWorkflows: [{ id: item.id, eventId: 1, messageWorkflowId: workflow.id, trigger: scheduledTrigger({ sendingTime: '17:45' }) }] });
    expect(edited.status).toBeLessThan(300);
    const [movedCheck, movedSend] = [`rdy-1-${item.id}`, `emw-1-${item.id}`].map((name) => schedules().then((all) => all.find((s) => s.Name === name)!));
    expect((await movedSend).ScheduleExpression).not.toBe(send!.ScheduleExpression);
    expect(at((await movedSend).ScheduleExpression) - at((await movedCheck).ScheduleExpression)).toBe(48 * 3600);
    // switched off: both go
    expect((await api.staff.post('/v1/event-message-workflows', { eventMessageWorkflows: [{ id: item.id, eventId: 1, messageWorkflowId: workflow.id, status: 0 }] })).status).toBeLessThan(300);
    expect((await schedules()).some((s) => s.Name === `rdy-1-${item.id}`)).toBe(false);
  });

  it('runs once per firing: a duplicate stores nothing again; a blocked result raises one readiness-blocked alert; a check on demand alerts nobody', async () => {
    const { handler } = await import('../../functions/jobs/readiness/handler.ts');
    const alertsOf = async (itemId: number) => (await api.staff.get(`/v1/alerts?filter[kind]=readiness-blocked&filter[itemId]=${itemId}`)).body.data;
    // a check on demand stores its result but alerts nobody
    const asked = await attachWorkflow(api, 1, world.message.id, {}, [987_657]);
    expect((await check(asked.item.id)).status).toBe('blocked');
    expect((await alertsOf(asked.item.id)).total).toBe(0);

    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [987_656]);
    const input = (n: number) => ({ scheduleName: `rdy-1-${item.id}`, eventId: 1, itemId: item.id, scheduledTime: '2030-01-01T08:00:00Z', executionId: `x-${n}`, attempt: '1' });
    const answers = await Promise.all([1, 2, 3].map((n) => handler(input(n))));
    expect(answers.map((a) => a.outcome)).toEqual(['blocked', 'blocked', 'blocked']);
    const again = await handler(input(4));
    expect(again.invocations).toBe(4);
    const alerts = await alertsOf(item.id);
    expect(alerts.total).toBe(1);
    expect(alerts.items[0]).toMatchObject({ kind: 'readiness-blocked', eventId: 1, itemId: item.id, message: expect.stringMatching(new RegExp(`^Item #${item.id} is not ready to send: `)) });
  });
});

/** 08:00 in Amsterdam after an evening time. */
function nextMorning(evening: number): number {
  for (let t = evening; t < evening + 86_400; t += 60) if (wallClockAt(t).hour === 8 && wallClockAt(t).minute === 0) return t;
  throw new Error('no 08:00 within a day');
}
