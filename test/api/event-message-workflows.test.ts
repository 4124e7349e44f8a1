import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { attach, attachOne, DAY, newEvent, now, scheduleOf, timeline } from '../support/event-workflows.ts';
import { activeEmail, createMessage, createWorkflow, createWorkflowSet, importBatch, scheduledTrigger, unique } from '../support/test-data/index.ts';
import { atExpression } from '../../functions/domain/scheduling/expressions.ts';
import { usePort } from '../../functions/adapters/adapters.ts';
import { resolveSendingTime } from '../../shared/sending-time.ts';
import { TriggerPrototypeSchema } from '../../shared/triggers/trigger-prototype.ts';
import { STATUS } from '../../shared/status.ts';
import { getItem } from '../../functions/data/item-reads.ts';
import { updateItem } from '../../functions/data/item-store.ts';

/** The rules of docs/event-workflows.md, one test (or more) per row, named by the row. */
let api: TestApi;
let messageId: number;
beforeAll(async () => {
  api = await startTestApi();
  const world = await messagingWorld(api.admin, api.staff);
  messageId = (await createMessage(api.staff, activeEmail(world))).id;
});
afterAll(() => api.stop());

/** An Active workflow sending the world's message, as attaching expects unless a test says otherwise. */
const workflow = (overrides: Record<string, unknown> = {}) => createWorkflow(api.staff, { status: STATUS.active, messageId, ...overrides });
const expectedTime = (trigger: unknown, event: { status: number; deadlines: Record<string, number> }) => {
  const time = resolveSendingTime(TriggerPrototypeSchema.parse(trigger), event, now());
  if (time.kind !== 'at') throw new Error(`expected a time, got ${JSON.stringify(time)}`);
  return time.at;
};

describe('attaching (A1-A6) and planning (P1-P4)', () => {
  it('A1 A4 A5 P1: an Active workflow becomes an active item with its time and one schedule', async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow();
    const item = await attachOne(api.staff, event.id, wf.id);
    const at = expectedTime(wf.triggerPrototype, event);
    expect(item).toMatchObject({ eventId: event.id, messageWorkflowId: wf.id, status: 1, note: null, scheduledTime: at, trigger: wf.triggerPrototype });
    const schedule = await scheduleOf(api, event.id, item.id);
    expect(schedule?.ScheduleExpression).toBe(atExpression(at));
    expect(JSON.parse(schedule!.Target.Input!)).toMatchObject({ eventId: event.id, itemId: item.id });
    const [row] = await timeline(api.staff, event.id);
    expect(row).toMatchObject({ id: item.id, messageWorkflow: { id: wf.id, name: wf.name, message: { id: messageId, senderInfo: { name: 'Account manager' } } } });
  });

  it('A1: a workflow that is not Active is refused, naming it', async () => {
    const event = await newEvent(api.admin);
    const draft = await workflow({ status: 2 });
    const answer = await attach(api.staff, [{ eventId: event.id, messageWorkflowId: draft.id }]);
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors).toEqual({ 'eventMessageWorkflows.0.messageWorkflowId': `The message workflow #${draft.id} is not Active.` });
  });

  it('A4 A5 P6: its own trigger, and switched off: a time but no schedule', async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow();
    const trigger = scheduledTrigger({ interval: 5, sendingTime: '14:15' });
    const item = await attachOne(api.staff, event.id, wf.id, { trigger, status: 0 });
    expect(item).toMatchObject({ status: 0, scheduledTime: expectedTime(trigger, event), trigger: { triggerData: { interval: 5, sendingTime: '14:15' } } });
    expect(await scheduleOf(api, event.id, item.id)).toBeUndefined();
  });

  it('A2: a workflow already attached is refused; concurrent attaches make one item', async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow();
    const answers = await Promise.all(Array.from({ length: 6 }, () => attach(api.staff, [{ eventId: event.id, messageWorkflowId: wf.id }])));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) expect([409, 422]).toContain(refused.status);
    expect(await timeline(api.staff, event.id)).toHaveLength(1);
    const again = await attach(api.staff, [{ eventId: event.id, messageWorkflowId: wf.id }]);
    expect(again.body.error.errors).toEqual({ 'eventMessageWorkflows.0.messageWorkflowId': `The message workflow #${wf.id} is already attached to this event.` });
  });

  it('A3: a set adds its Active workflows not yet attached', async () => {
    const event = await newEvent(api.admin);
    const [a, b, draft] = [await workflow(), await workflow(), await workflow({ status: 2 })];
    const set = await createWorkflowSet(api.staff, { status: STATUS.active, messageWorkflows: [a.id, b.id, draft.id] });
    await attachOne(api.staff, event.id, a.id);
    const answer = await attach(api.staff, [{ eventId: event.id, messageWorkflowSetId: set.id }]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.items.map((item: { messageWorkflowId: number }) => item.messageWorkflowId)).toEqual([b.id]);
    expect((await timeline(api.staff, event.id)).map((item) => item.messageWorkflowId).sort()).toEqual([a.id, b.id].sort());
  });

  it('A6: a request with one bad entry attaches nothing', async () => {
    const event = await newEvent(api.admin);
    const good = await workflow();
    const answer = await attach(api.staff, [
      { eventId: event.id, messageWorkflowId: good.id },
      { eventId: event.id, messageWorkflowId: 999_999 },
      { eventId: 999_998, messageWorkflowId: good.id },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors).toEqual({
      'eventMessageWorkflows.1.messageWorkflowId': 'There is no message workflow #999999.',
      'eventMessageWorkflows.2.eventId': 'There is no event #999998.',
    });
    expect(await timeline(api.staff, event.id)).toHaveLength(0);
  });

  it('P2 P3 P4: out of date when the time has passed or the event is cancelled; error when the deadline is missing', async () => {
    const wf = await workflow();
    const past = await newEvent(api.admin, {}, 1); // 2 days before a deadline tomorrow: yesterday
    const late = await attachOne(api.staff, past.id, wf.id);
    expect(late).toMatchObject({ status: 7, note: 'Its sending time had passed when it was planned: it is not sent late.' });
    expect(await scheduleOf(api, past.id, late.id)).toBeUndefined();
    const cancelled = await newEvent(api.admin, { status: 0 });
    expect(await attachOne(api.staff, cancelled.id, wf.id)).toMatchObject({ status: 7, note: 'The event is cancelled.', scheduledTime: null });
    const noDeadline = await newEvent(api.admin, { deadlines: { '2': now() + 20 * DAY } });
    expect(await attachOne(api.staff, noDeadline.id, wf.id)).toMatchObject({ status: 6, note: 'The event has no Delegate meeting booking deadline.', scheduledTime: null });
  });
});

describe('a schedule that cannot be made (P5)', () => {
  it('P5: puts the item in error with the reason, never silently unscheduled', async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow();
    const real = usePort('scheduler', {
      put: async () => {
        throw new Error('ServiceQuotaExceededException: too many schedules');
      },
      remove: async () => undefined,
    });
    try {
      const item = await attachOne(api.staff, event.id, wf.id);
      expect(item).toMatchObject({ status: 6, note: 'The sending could not be scheduled: ServiceQuotaExceededException: too many schedules' });
      // an item in error does not hold its workflow
      expect((await api.staff.get(`/v1/message-workflows/${wf.id}/enabled-message-workflow-total`)).body.data).toBe(0);
    } finally {
      usePort('scheduler', real);
    }
  });
});

describe('switching (S1-S2), editing (E1), deleting (D1-D2), reactivating (R1-R2), disabling (X1)', () => {
  it('S1 S2: an item switches off (schedule removed) and on again (schedule back)', async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow();
    const item = await attachOne(api.staff, event.id, wf.id);
    const off = await attachOne(api.staff, event.id, wf.id, { id: item.id, status: 0 });
    expect(off.status).toBe(0);
    expect(await scheduleOf(api, event.id, item.id)).toBeUndefined();
    const on = await attachOne(api.staff, event.id, wf.id, { id: item.id, status: 1 });
    expect(on).toMatchObject({ status: 1, scheduledTime: item.scheduledTime });
    expect(await scheduleOf(api, event.id, item.id)).toBeDefined();
    // an item that cannot be switched (here: out of date) is refused
    const past = await newEvent(api.admin, {}, 1);
    const late = await attachOne(api.staff, past.id, wf.id);
    const refused = await attach(api.staff, [{ eventId: past.id, id: late.id, status: 0 }]);
    expect(refused.body.error.errors).toEqual({ 'eventMessageWorkflows.0.status': 'Only an active or inactive item can be switched; a completed or processing one cannot.' });
  });

  it('E1: an edited trigger moves the time and the schedule', async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow();
    const item = await attachOne(api.staff, event.id, wf.id);
    const trigger = scheduledTrigger({ interval: 1, sendingTime: '18:45' });
    const edited = await attachOne(api.staff, event.id, wf.id, { id: item.id, trigger });
    expect(edited.scheduledTime).toBe(expectedTime(trigger, event));
    expect((await scheduleOf(api, event.id, item.id))?.ScheduleExpression).toBe(atExpression(edited.scheduledTime));
  });

  it('D1: only a super-admin deletes, only active items, and a refused bulk delete deletes nothing', async () => {
    const event = await newEvent(api.admin);
    const [a, b] = [await workflow(), await workflow()];
    const active = await attachOne(api.staff, event.id, a.id);
    const inactive = await attachOne(api.staff, event.id, b.id, { status: 0 });
    expect((await api.staff.delete(`/v1/event-message-workflows/${active.id}`)).status).toBe(403);
    const refused = await api.admin.delete('/v1/event-message-workflows/by-ids', { ids: [active.id, inactive.id] });
    // the refusal names the row it cannot take: id, workflow, event and status
    expect(refused.body.error.message).toBe(`Only active event message workflows can be deleted, and nothing was deleted. Not active: ${b.name} for ${event.name} (Inactive).`);
    expect(await timeline(api.staff, event.id)).toHaveLength(2);
    expect((await api.admin.delete(`/v1/event-message-workflows/${active.id}`)).status).toBe(200);
    expect((await timeline(api.staff, event.id)).map((item) => item.id)).toEqual([inactive.id]);
    expect(await scheduleOf(api, event.id, active.id)).toBeUndefined();
    // the workflow can be attached again
    expect((await attachOne(api.staff, event.id, a.id)).status).toBe(1);
    expect((await api.staff.get(`/v1/event-message-workflows/${active.id}/scheduled-message-total`)).status).toBe(404);
  });

  it('D2 C2: the two-step delete of all of an event counts its scheduled messages, then removes what was not sent', async () => {
    const event = await newEvent(api.admin);
    const [a, b, c] = [await workflow(), await workflow(), await workflow()];
    const first = await attachOne(api.staff, event.id, a.id);
    await attachOne(api.staff, event.id, b.id);
    await attachOne(api.staff, event.id, c.id, { status: 0 });
    expect((await api.staff.get(`/v1/event-message-workflows/event/${event.id}/scheduled-message-total`)).body.data).toBe(2);
    expect((await api.staff.get(`/v1/event-message-workflows/${first.id}/scheduled-message-total`)).body.data).toBe(1);
    expect((await api.staff.delete(`/v1/event-message-workflows/event/${event.id}`)).status).toBe(403);
    expect((await api.admin.delete(`/v1/event-message-workflows/event/${event.id}`)).status).toBe(200);
    expect(await timeline(api.staff, event.id)).toHaveLength(0);
    expect(await scheduleOf(api, event.id, first.id)).toBeUndefined();
  });

  it('R1 R2: only failed items are reactivated; they are planned again or run at once', async () => {
    const wf = await workflow();
    const noDeadline = await newEvent(api.admin, { deadlines: { '2': now() + 20 * DAY } });
    const failed = await attachOne(api.staff, noDeadline.id, wf.id);
    const event = await newEvent(api.admin);
    const active = await attachOne(api.staff, event.id, wf.id);
    const sentEvent = await newEvent(api.admin);
    const completed = await attachOne(api.staff, sentEvent.id, wf.id);
    await updateItem((await getItem(sentEvent.id, completed.id))!, { status: 5 });
    const refused = await api.admin.put('/v1/event-message-workflows/by-ids', { ids: [failed.id, active.id, completed.id] });
    expect(refused.status).toBe(422);
    // every row it cannot take is named, with what it is, in plain words (docs/decisions/023)
    expect(refused.body.error.message).toBe(
      `Only event message workflows whose sending failed can be reactivated, and nothing was reactivated. Not failed: ${wf.name} for ${event.name} (Active); ${wf.name} for ${sentEvent.name} (Completed).`,
    );
    expect(refused.body.error.errors.ids).toBe(refused.body.error.message);
    expect((await timeline(api.staff, noDeadline.id))[0].status).toBe(6);
    const done = await api.admin.put('/v1/event-message-workflows/by-ids', { ids: [failed.id] });
    expect(done.status).toBe(200);
    const [item] = done.body.data.items;
    expect(item.status).toBe(1);
    expect(item.scheduledTime).toBeGreaterThanOrEqual(now() + 30);
    expect(item.scheduledTime).toBeLessThanOrEqual(now() + 90);
    expect(await scheduleOf(api, noDeadline.id, failed.id)).toBeDefined();
  });

  it("R3 (decision 020): reactivating events makes their failed items active; an event without one is named and nothing changes", async () => {
    const wf = await workflow();
    const noDeadline = await newEvent(api.admin, { name: unique('Failing Summit'), deadlines: { '2': now() + 20 * DAY } });
    const failed = await attachOne(api.staff, noDeadline.id, wf.id);
    const fine = await newEvent(api.admin, { name: unique('Fine Summit') });
    await attachOne(api.staff, fine.id, wf.id);
    const body = (eventIds: number[]) => ({ attributes: { status: 1 }, eventIds });
    expect((await api.staff.patch('/v1/event-message-workflows', body([noDeadline.id]))).status).toBe(403);
    const refused = await api.admin.patch('/v1/event-message-workflows', body([noDeadline.id, fine.id]));
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(`Only failed workflows can be reactivated, and event #${fine.id} ${fine.name} has none. Unselect it and apply again.`);
    expect((await timeline(api.staff, noDeadline.id))[0].status).toBe(6);
    expect((await api.admin.patch('/v1/event-message-workflows', body([noDeadline.id]))).body.data).toEqual({ reactivated: 1 });
    expect(await scheduleOf(api, noDeadline.id, failed.id)).toBeDefined();
    expect((await api.admin.patch('/v1/event-message-workflows', { attributes: { status: 2 }, eventIds: [fine.id] })).status).toBe(422);
  });

  it('X1: disabling events switches off their active items', async () => {
    const event = await newEvent(api.admin);
    const item = await attachOne(api.staff, event.id, (await workflow()).id);
    expect((await api.staff.patch('/v1/event-message-workflows', { attributes: { status: 0 }, eventIds: [event.id] })).status).toBe(403);
    expect((await api.admin.patch('/v1/event-message-workflows', { attributes: { status: 0 }, eventIds: [event.id] })).body.data).toEqual({ disabled: 1 });
    expect((await timeline(api.staff, event.id))[0].status).toBe(0);
    expect(await scheduleOf(api, event.id, item.id)).toBeUndefined();
  });
});

describe('event dates (M1), counts (C1), the workflow guard (G1) and previews', () => {
  it('M1: an import that moves the deadline moves the items, and the timeline keeps where they were', async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow();
    const item = await attachOne(api.staff, event.id, wf.id);
    const moved = { ...event, deadlines: { '1': event.deadlines['1'] + 3 * DAY } };
    await importBatch(api.admin, [moved]);
    const [after] = await timeline(api.staff, event.id);
    expect(after.scheduledTime).toBe(item.scheduledTime + 3 * DAY);
    expect(after.movedFrom).toBe(item.scheduledTime);
    expect((await scheduleOf(api, event.id, item.id))?.ScheduleExpression).toBe(atExpression(after.scheduledTime));
    // the event cancelled: its items are out of date and unscheduled
    await importBatch(api.admin, [{ ...moved, status: 0 }]);
    expect((await timeline(api.staff, event.id))[0]).toMatchObject({ status: 7, note: 'The event is cancelled.' });
    expect(await scheduleOf(api, event.id, item.id)).toBeUndefined();
  });

  it('C1: the event list shows events with workflows, their sent / total and how many are active', async () => {
    const event = await newEvent(api.admin, { name: unique('Counted Summit') });
    await attachOne(api.staff, event.id, (await workflow()).id);
    await attachOne(api.staff, event.id, (await workflow()).id);
    const list = await api.staff.get(`/v1/event-message-workflows?filter[id]=${event.id}&include=createdByUser`);
    expect(list.body.data.items[0]).toMatchObject({ id: event.id, name: event.name, countryName: 'Netherlands', status: 1, numberOfSentEventMessageWorkflows: 0, numberOfTotalEventMessageWorkflows: 2, numberOfActiveEventMessageWorkflows: 2 });
    // what a bulk Disable switches off, counted on the row (decision 021)
    expect((await api.admin.patch('/v1/event-message-workflows', { attributes: { status: 0 }, eventIds: [event.id] })).body.data).toEqual({ disabled: 2 });
    const disabled = await api.staff.get(`/v1/event-message-workflows?filter[id]=${event.id}`);
    expect(disabled.body.data.items[0]).toMatchObject({ numberOfTotalEventMessageWorkflows: 2, numberOfActiveEventMessageWorkflows: 0 });
    const byCountry = await api.staff.get(`/v1/event-message-workflows?filter[country.name]=Netherlands&sort=-countryName&filter[name:like]=${encodeURIComponent(event.name)}`);
    expect(byCountry.body.data.total).toBe(1);
  });

  it('the dashboard window lists and counts the items sending in it', async () => {
    const event = await newEvent(api.admin, {}, 12);
    const wf = await workflow({ name: unique('dashboard workflow') });
    const item = await attachOne(api.staff, event.id, wf.id);
    const range = `filter[dateRange.start]=${item.scheduledTime - 60}&filter[dateRange.end]=${item.scheduledTime + 60}`;
    const rows = await api.staff.get(`/v1/event-message-workflow-composites?${range}&filter[eventId]=${event.id}`);
    expect(rows.body.data.items).toEqual([expect.objectContaining({ id: item.id, eventId: event.id, workflowName: wf.name, messageType: 1, sendDate: item.scheduledTime, status: 1 })]);
    expect((await api.staff.get(`/v1/event-message-workflow-composites/count-of-each-status?${range}`)).body.data).toMatchObject({ active: expect.any(Number), inActive: 0, error: 0 });
    const wrong = await api.staff.get(`/v1/event-message-workflow-composites?filter[dateRange.start]=${item.scheduledTime}&filter[dateRange.end]=${item.scheduledTime - DAY}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('End date should be after start date.');
  });

  it('G1: a workflow cannot be deleted while an enabled item uses it', async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow();
    const item = await attachOne(api.staff, event.id, wf.id);
    expect((await api.staff.get(`/v1/message-workflows/${wf.id}/enabled-message-workflow-total`)).body.data).toBe(1);
    // what blocks the delete, by event: an enabled item on a second event counts, a switched-off one does not
    const [second, third] = [await newEvent(api.admin), await newEvent(api.admin)];
    const other = await attachOne(api.staff, second.id, wf.id);
    await attachOne(api.staff, third.id, wf.id, { status: 0 });
    const using = [event, second].map((e) => ({ id: e.id, name: e.name })).sort((a, b) => a.id - b.id);
    expect((await api.staff.get(`/v1/message-workflows/${wf.id}/enabled-events`)).body.data).toEqual(using);
    expect((await api.staff.get('/v1/message-workflows/999999999/enabled-events')).status).toBe(404);
    await attachOne(api.staff, second.id, wf.id, { id: other.id, status: 0 });
    const blocked = await api.admin.delete(`/v1/message-workflows/${wf.id}`);
    expect(blocked.body.error.message).toBe('There are 1 enabled message workflow using this message workflow. You cannot delete it.');
    await attachOne(api.staff, event.id, wf.id, { id: item.id, status: 0 });
    expect((await api.staff.get(`/v1/message-workflows/${wf.id}/enabled-message-workflow-total`)).body.data).toBe(0);
    expect((await api.admin.delete(`/v1/message-workflows/${wf.id}`)).status).toBe(200);
  });

  it('previews the sending time of workflows and of a trigger being edited', async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow();
    const [preview] = (await api.staff.get(`/v1/events/${event.id}/message-workflows/resolve-sending-time?messageWorkflowIds=${wf.id}`)).body.data;
    expect(preview).toEqual({ messageWorkflowId: wf.id, sendingTime: expect.objectContaining({ kind: 'at', at: expectedTime(wf.triggerPrototype, event), outOfDate: false }) });
    const trigger = scheduledTrigger({ interval: 3 });
    const byData = await api.staff.post(`/v1/events/${event.id}/message-workflows/resolve-sending-time-by-trigger-data`, trigger);
    expect(byData.body.data).toMatchObject({ kind: 'at', at: expectedTime(trigger, event) });
    const invalid = await api.staff.post(`/v1/events/${event.id}/message-workflows/resolve-sending-time-by-trigger-data`, { triggerType: 'scheduled', triggerData: {} });
    expect(invalid.status).toBe(422);
    expect((await api.staff.get('/v1/events/999999/message-workflows')).status).toBe(404);
  });
});
