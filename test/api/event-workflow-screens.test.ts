import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld, type MessagingWorld } from '../support/messaging.ts';
import { attach, attachOne, newEvent, timeline } from '../support/event-workflows.ts';
import { activeEmail, createMessage, createWorkflow, scheduledTrigger, unique } from '../support/test-data/index.ts';
import { instantAt } from '../../shared/amsterdam-time.ts';
import { STATUS } from '../../shared/status.ts';

/** What the event message workflow screens read beyond the rules: the list's date filters, the timeline's sender names. */
let api: TestApi;
let world: MessagingWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await messagingWorld(api.admin, api.staff);
});
afterAll(() => api.stop());

const activeMessageId = async (overrides: Record<string, unknown> = {}) => (await createMessage(api.staff, { ...activeEmail(world), ...overrides })).id;
const activeWorkflow = (messageId: number, overrides: Record<string, unknown> = {}) => createWorkflow(api.staff, { status: STATUS.active, messageId, ...overrides });

describe('the event list', () => {
  it('filters start and end by the date as the screen shows it (Amsterdam, YYYY-MM-DD HH:mm)', async () => {
    const messageId = await activeMessageId();
    // 23:30 UTC on 14 March 2030 is 00:30 on the 15th in Amsterdam.
    const startTime = instantAt({ year: 2030, month: 3, day: 15 }, 0, 30).unix;
    const endTime = instantAt({ year: 2030, month: 3, day: 16 }, 18, 0).unix;
    const name = unique('Dated Summit');
    const event = await newEvent(api.admin, { name, startTime, endTime });
    await attachOne(api.staff, event.id, (await activeWorkflow(messageId)).id);
    const ids = async (filter: string) => {
      const answer = await api.staff.get(`/v1/event-message-workflows?filter[name:like]=${encodeURIComponent(name)}&${filter}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.items.map((row: { id: number }) => row.id);
    };
    expect(await ids('filter[startTime:like]=2030-03-15')).toEqual([event.id]);
    expect(await ids('filter[startTime:like]=2030-03-15 00:30')).toEqual([event.id]);
    expect(await ids('filter[startTime:like]=2030-03-14')).toEqual([]);
    expect(await ids('filter[endTime:like]=2030-03-16 18')).toEqual([event.id]);
    expect(await ids('filter[endTime:like]=2030-04')).toEqual([]);
    // the exact unix seconds still work, and the dates still sort
    expect(await ids(`filter[startTime]=${startTime}`)).toEqual([event.id]);
    expect((await api.staff.get('/v1/event-message-workflows?sort=-startTime')).status).toBe(200);
  });
});

describe('the timeline', () => {
  it("names the sender of a message with the sender 'Other' by its name, else its address", async () => {
    // the sender 'Other', without a name unless the fields give one
    const other = async (fields: Record<string, unknown>) =>
      (await createMessage(api.staff, { ...activeEmail({ recipient: world.recipient, referenceSet: world.referenceSet }), senderFirstName: null, senderLastName: null, ...fields })).id;
    const event = await newEvent(api.admin);
    const named = await activeWorkflow(await other({ senderFirstName: 'Eve', senderLastName: 'Events' }));
    const unnamed = await activeWorkflow(await other({}));
    const withInfo = await activeWorkflow(await activeMessageId());
    for (const workflow of [named, unnamed, withInfo]) await attachOne(api.staff, event.id, workflow.id);
    const senders = Object.fromEntries((await timeline(api.staff, event.id)).map((item) => [item.messageWorkflowId, item.messageWorkflow.message]));
    expect(senders[named.id]).toMatchObject({ senderId: null, senderName: 'Eve Events' });
    expect(senders[unnamed.id]).toMatchObject({ senderId: null, senderName: 'events@example.com' });
    expect(senders[withInfo.id]).toMatchObject({ senderId: world.sender.id, senderInfo: { name: 'Account manager' } });
  });

  it("names each message's recipient info, the object a failed send's fix link opens (decision 021)", async () => {
    const event = await newEvent(api.admin);
    const workflow = await activeWorkflow(await activeMessageId());
    await attachOne(api.staff, event.id, workflow.id);
    const [item] = await timeline(api.staff, event.id);
    expect(item.messageWorkflow.message).toMatchObject({ recipientId: world.recipient.id });
  });
});

describe("the form's trigger modal (E1)", () => {
  it('edits the trigger of a failed or out-of-date item, which plans it again; switching them stays refused (S1)', async () => {
    const messageId = await activeMessageId();
    // no deadline of type 4 (Late cancellation): the item is in error; deadline 1 passed: out of date
    const event = await newEvent(api.admin, {}, -5);
    const failed = await attachOne(api.staff, event.id, (await activeWorkflow(messageId, { triggerPrototype: scheduledTrigger({ eventDeadlineType: 4 }) })).id);
    const late = await attachOne(api.staff, event.id, (await activeWorkflow(messageId)).id);
    expect([failed.status, late.status]).toEqual([6, 7]);

    const off = await attach(api.staff, [{ id: failed.id, eventId: event.id, status: 0 }]);
    expect(off.status).toBe(422);
    expect(off.body.error.errors).toEqual({ 'eventMessageWorkflows.0.status': 'Only an active or inactive item can be switched; a completed or processing one cannot.' });

    const after = scheduledTrigger({ interval: 10, basedOnCriterion: 2 });
    const answer = await attach(api.staff, [
      { id: failed.id, eventId: event.id, trigger: after },
      { id: late.id, eventId: event.id, trigger: after },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const items = await timeline(api.staff, event.id);
    for (const id of [failed.id, late.id]) expect(items.find((item) => item.id === id)).toMatchObject({ status: 1, note: null, trigger: { triggerData: { interval: 10, basedOnCriterion: 2 } } });
  });
});
