import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { attach, attachOne, DAY, newEvent, now, timeline } from '../support/event-workflows.ts';
import { activeEmail, createMessage, createWorkflow, createWorkflowSet, fixedContacts, importBatch, scheduledTrigger, targetGroup } from '../support/test-data/index.ts';
import { tableName } from '../../functions/data/client.ts';
import { tableAdmin } from '../../functions/data/table-admin.ts';
import { listReplans, recordReplans } from '../../functions/data/replan-log.ts';
import { formatChangeTime, REPLANS_KEPT } from '../../shared/change-preview.ts';
import { wallClockAt } from '../../shared/amsterdam-time.ts';
import { STATUS } from '../../shared/status.ts';

/** The rules of docs/change-previews.md, one test (or more) per row, named by the row. */
let api: TestApi;
let messageId: number;
let smsMessageId: number;
beforeAll(async () => {
  api = await startTestApi();
  const world = await messagingWorld(api.admin, api.staff);
  messageId = (await createMessage(api.staff, activeEmail(world))).id;
  const { referenceSet, recipient, sender, smsTemplate } = world;
  smsMessageId = (await createMessage(api.staff, { type: 11, status: STATUS.active, referenceSetTemplateId: referenceSet.id, recipientId: recipient.id, senderId: sender.id, templateId: String(smsTemplate.id) })).id;
});
afterAll(() => api.stop());

/** Contacts 1 and 2 exist (the messaging world): a group of both counts 2, of one counts 1. */
const workflow = (overrides: Record<string, unknown> = {}) => createWorkflow(api.staff, { status: STATUS.active, messageId, targetGroup: fixedContacts(1, 2), ...overrides });
const preview = (eventId: number, entries: Record<string, unknown>[], client = api.staff) => client.post(`/v1/events/${eventId}/message-workflows/preview-changes`, { eventMessageWorkflows: entries });
const previewGroup = (body: unknown, client = api.staff) => client.post('/v1/target-groups/preview-changes', body);
/** A section the planner cannot bound (any contact could have no mobile service account). */
const anyone = targetGroup([{ type: 'MasterContactRule', criterion: 3, mobileServiceAccount: 0 }]);

/** The store and the scheduler as a digest: what a preview must leave as it found it (sign-in bookkeeping aside). */
async function snapshot(): Promise<string> {
  const rows: string[] = [];
  for (const item of await tableAdmin(process.env.DYNAMODB_ENDPOINT).readAll(tableName()))
    if (!/^(session|login|rate)/.test(String(item.pk))) rows.push(JSON.stringify(item, Object.keys(item).sort()));
  const schedules = await (await fetch(`${api.schedulerUrl}/store`)).json();
  rows.sort();
  return createHash('sha256').update(rows.join('\n')).update(JSON.stringify(schedules)).digest('hex');
}

describe('the event timeline preview (V1-V9, N1-N3, W1-W3)', () => {
  it('V1 N3: a trigger edit moves an Active item: from and to as the save then plans it, the audience unchanged (not counted)', async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow({ name: 'Meeting reminder' });
    const item = await attachOne(api.staff, event.id, wf.id);
    const trigger = scheduledTrigger({ interval: 4 });
    const answer = await preview(event.id, [{ id: item.id, eventId: event.id, status: 1, trigger }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [change] = answer.body.data.items;
    expect(change).toMatchObject({ key: `item-${item.id}`, itemId: item.id, name: 'Meeting reminder', changes: ['moved'], before: { status: 1, scheduledTime: item.scheduledTime, pending: true }, after: { status: 1, pending: true }, audience: null });
    expect(change.after.scheduledTime).toBe(item.scheduledTime - 2 * DAY);
    const at = answer.body.data.plannedAt;
    expect(answer.body.data.lines).toEqual([`'Meeting reminder' moves from ${formatChangeTime(item.scheduledTime, at)} to ${formatChangeTime(change.after.scheduledTime, at)}`]);
    // the save plans the same
    const saved = await attach(api.staff, [{ id: item.id, eventId: event.id, status: 1, trigger }]);
    expect(saved.body.data.items[0].scheduledTime).toBe(change.after.scheduledTime);
  });

  it("V2: an edit that puts the time in the past: 'out of date', its audience removed", async () => {
    const event = await newEvent(api.admin, {}, 3);
    const item = await attachOne(api.staff, event.id, (await workflow()).id, { trigger: scheduledTrigger({ interval: 1 }) });
    const answer = await preview(event.id, [{ id: item.id, eventId: event.id, status: 1, trigger: scheduledTrigger({ interval: 10 }) }]);
    const [change] = answer.body.data.items;
    expect(change).toMatchObject({ changes: ['moved', 'out of date'], after: { status: 7, pending: false }, audience: { before: 2, after: 0, added: 0, removed: 2, read: 'candidates' } });
    expect(answer.body.data.totals).toEqual({ added: 0, removed: 2, itemsWithContacts: 1, uncounted: 0 });
    expect(answer.body.data.lines[0]).toBe('+0 contacts, \u22122 contacts on 1 item');
    expect(answer.body.data.lines).toContain('1 item would now be in the past and be marked Out of date');
  });

  it('V3: switching off removes its audience, switching on adds it', async () => {
    const event = await newEvent(api.admin);
    const on = await attachOne(api.staff, event.id, (await workflow({ name: 'On one' })).id);
    const off = await attachOne(api.staff, event.id, (await workflow({ name: 'Off one', targetGroup: fixedContacts(1) })).id, { status: 0 });
    const answer = await preview(event.id, [
      { id: on.id, eventId: event.id, status: 0 },
      { id: off.id, eventId: event.id, status: 1 },
    ]);
    expect(answer.body.data.items.map((i: any) => [i.name, i.changes, i.audience.added, i.audience.removed])).toEqual([
      ['On one', ['switched off'], 0, 2],
      ['Off one', ['switched on'], 1, 0],
    ]);
    expect(answer.body.data.lines[0]).toBe('+1 contacts, \u22122 contacts on 2 items');
    expect(answer.body.data.lines).toContain("'On one' is switched off: it does not send");
  });

  it('V4: attaching a workflow or a set: new items with their audiences, as the save would attach them', async () => {
    const event = await newEvent(api.admin);
    const [a, b, draft] = [await workflow({ name: 'Set member A' }), await workflow({ name: 'Set member B', targetGroup: fixedContacts(2) }), await workflow({ status: 2 })];
    await attachOne(api.staff, event.id, a.id);
    const set = await createWorkflowSet(api.staff, { status: STATUS.active, messageWorkflows: [a.id, b.id, draft.id] });
    const answer = await preview(event.id, [{ eventId: event.id, messageWorkflowSetId: set.id }]);
    expect(answer.body.data.items).toEqual([expect.objectContaining({ key: `new-${b.id}`, itemId: null, changes: ['new'], before: null, audience: expect.objectContaining({ before: 0, after: 1, added: 1 }) })]);
    expect(answer.body.data.lines[1]).toMatch(/^'Set member B' is new: it sends \w{3} \d+ \w{3}( \d{4})? 09:00$/);
    const off = await preview(event.id, [{ eventId: event.id, messageWorkflowId: b.id, status: 0 }]);
    expect(off.body.data.items[0]).toMatchObject({ changes: ['new'], after: { status: 0 }, audience: null });
    expect(off.body.data.lines).toEqual(["'Set member B' is new and switched off: it does not send"]);
  });

  it("V5: a trigger whose deadline the event lacks: 'error' with the plan's note", async () => {
    const event = await newEvent(api.admin);
    const item = await attachOne(api.staff, event.id, (await workflow({ name: 'Feedback ask' })).id);
    const answer = await preview(event.id, [{ id: item.id, eventId: event.id, status: 1, trigger: scheduledTrigger({ eventDeadlineType: 13 }) }]);
    expect(answer.body.data.items[0]).toMatchObject({ changes: ['error'], after: { status: 6, scheduledTime: null, note: expect.stringMatching(/deadline/) }, audience: { removed: 2 } });
    expect(answer.body.data.lines).toContain(`'Feedback ask' could not be planned and would be marked Error: ${answer.body.data.items[0].after.note}`);
  });

  it('V6: entries that change nothing for sending are counted as unchanged', async () => {
    const event = await newEvent(api.admin);
    const item = await attachOne(api.staff, event.id, (await workflow()).id);
    const answer = await preview(event.id, [{ id: item.id, eventId: event.id, status: 1 }]);
    expect(answer.body.data).toMatchObject({ items: [], unchanged: 1, totals: { added: 0, removed: 0, itemsWithContacts: 0, uncounted: 0 }, lines: ['No pending send changes: nothing moves and nobody is added or removed.'] });
  });

  it("V7: an out-of-date item planned again into the future: 'no longer out of date', its audience added", async () => {
    const event = await newEvent(api.admin, {}, 3);
    const item = await attachOne(api.staff, event.id, (await workflow({ name: 'Back again' })).id, { trigger: scheduledTrigger({ interval: 10 }) });
    expect(item.status).toBe(7);
    const answer = await preview(event.id, [{ id: item.id, eventId: event.id, status: 1, trigger: scheduledTrigger({ interval: 1 }) }]);
    expect(answer.body.data.items[0]).toMatchObject({ changes: ['moved', 'no longer out of date'], before: { status: 7, pending: false }, after: { status: 1, pending: true }, audience: { before: 0, after: 2, added: 2 } });
    expect(answer.body.data.lines[0]).toBe('+2 contacts, \u22120 contacts on 1 item');
    expect(answer.body.data.lines).toContain(`'Back again' is planned again: it sends ${formatChangeTime(answer.body.data.items[0].after.scheduledTime, answer.body.data.plannedAt)}`);
  });

  it("V10: removing saved items: 'removed', a pending one's audience removed; an item of another event 422", async () => {
    const event = await newEvent(api.admin);
    const pendingOne = await attachOne(api.staff, event.id, (await workflow({ name: 'Going away' })).id);
    const offOne = await attachOne(api.staff, event.id, (await workflow({ name: 'Already off' })).id, { status: 0 });
    const before = await snapshot();
    const answer = await api.staff.post(`/v1/events/${event.id}/message-workflows/preview-changes`, { remove: [pendingOne.id, offOne.id] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.items.map((i: any) => [i.itemId, i.changes, i.before.pending, i.after.pending, i.audience?.removed ?? null])).toEqual([
      [pendingOne.id, ['removed'], true, false, 2],
      [offOne.id, ['removed'], false, false, null],
    ]);
    expect(answer.body.data.lines).toEqual(['+0 contacts, \u22122 contacts on 1 item', "'Going away' is removed: it does not send", "'Already off' is removed: it does not send"]);
    expect(await snapshot()).toBe(before);
    const other = await newEvent(api.admin);
    const refused = await api.staff.post(`/v1/events/${other.id}/message-workflows/preview-changes`, { remove: [pendingOne.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors).toEqual({ 'remove.0': `The event message workflow with #${pendingOne.id} can not be found.` });
    expect((await api.staff.post(`/v1/events/${event.id}/message-workflows/preview-changes`, { remove: ['x'] })).status).toBe(422);
  });

  it('V11: a new time in the quiet hours of the item\'s channel says when it would be sent instead (decision 033 Q1)', async () => {
    const event = await newEvent(api.admin);
    const text = await workflow({ name: 'Late text', messageId: smsMessageId });
    const mail = await workflow({ name: 'Late mail' });
    const late = scheduledTrigger({ sendingTime: '22:30' });
    const answer = await preview(event.id, [
      { eventId: event.id, messageWorkflowId: text.id, trigger: late },
      { eventId: event.id, messageWorkflowId: mail.id, trigger: late },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [sms, email] = answer.body.data.items;
    // texts wait for the end of the default quiet hours (21:00-08:00): 08:00 the next morning
    expect(wallClockAt(sms.after.deferredTo)).toMatchObject({ hour: 8, minute: 0 });
    expect(sms.after.deferredTo - sms.after.scheduledTime).toBeGreaterThan(8 * 3600);
    expect(sms.after.deferredTo - sms.after.scheduledTime).toBeLessThan(11 * 3600);
    expect(email.after.deferredTo).toBeNull();
    expect(answer.body.data.lines).toContain(`'Late text' falls in quiet hours: it would be sent ${formatChangeTime(sms.after.deferredTo, answer.body.data.plannedAt)}`);
    expect(answer.body.data.lines.filter((line: string) => line.includes('quiet hours'))).toHaveLength(1);
  });

  it('N1 N2: counts come from the planner; a group it cannot bound is not counted and says so', async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow({ name: 'Broad one', targetGroup: anyone });
    const answer = await preview(event.id, [{ eventId: event.id, messageWorkflowId: wf.id }]);
    expect(answer.body.data.items[0].audience).toEqual({ before: 0, after: null, added: 0, removed: 0, read: 'all contacts' });
    expect(answer.body.data.totals.uncounted).toBe(1);
    expect(answer.body.data.lines).toContain("Not counted (the target group could be met by any contact): 'Broad one'");
  });

  it('V8 W1 W2: a preview writes nothing; two previews at once and a save do not disturb each other', async () => {
    const event = await newEvent(api.admin);
    const item = await attachOne(api.staff, event.id, (await workflow()).id);
    const fresh = await workflow();
    const entries = [
      { id: item.id, eventId: event.id, status: 1, trigger: scheduledTrigger({ interval: 5 }) },
      { eventId: event.id, messageWorkflowId: fresh.id },
    ];
    const before = await snapshot();
    const items = await timeline(api.staff, event.id);
    const first = await preview(event.id, entries);
    expect(first.status).toBe(200);
    expect(await timeline(api.staff, event.id)).toEqual(items);
    expect(await snapshot()).toBe(before);

    // two previews and the save at once: the previews answer alike, the save saves what they said
    const [a, b, saved] = await Promise.all([preview(event.id, entries), preview(event.id, entries), attach(api.staff, entries)]);
    expect(saved.status).toBe(200);
    for (const answer of [a, b]) {
      // each saw the timeline before or after the save: never a mixture, never a failure
      expect([200, 422]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.data.items.map((i: any) => i.after.scheduledTime)).toEqual(first.body.data.items.map((i: any) => i.after.scheduledTime));
    }
    const after = await timeline(api.staff, event.id);
    expect(await snapshot()).not.toBe(before); // the snapshot sees a save
    expect(after).toHaveLength(2);
    expect(after.find((row) => row.id === item.id)!.scheduledTime).toBe(first.body.data.items[0].after.scheduledTime);
  });

  it('V9 W3: anonymous 401; bad input 422 with the save\'s texts; an unknown event 404; another event\'s entries 422; never a 500', async () => {
    const event = await newEvent(api.admin);
    expect((await preview(event.id, [{ eventId: event.id, messageWorkflowId: 1 }], api.anonymous)).status).toBe(401);
    for (const body of [{}, { eventMessageWorkflows: [] }, { eventMessageWorkflows: [{ eventId: event.id }] }, { eventMessageWorkflows: [{ eventId: event.id, messageWorkflowId: 999_999 }] }, { eventMessageWorkflows: 'x' }]) {
      const [previewed, saved] = [await api.staff.post(`/v1/events/${event.id}/message-workflows/preview-changes`, body), await api.staff.post('/v1/event-message-workflows', body)];
      expect(previewed.status, JSON.stringify(body)).toBe(422);
      expect(previewed.body.error).toEqual(saved.body.error);
    }
    const wf = await workflow();
    const elsewhere = await preview(event.id, [{ eventId: event.id + 1, messageWorkflowId: wf.id }]);
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error.errors).toEqual({ 'eventMessageWorkflows.0.eventId': `A preview of event #${event.id} takes only entries of event #${event.id}.` });
    expect((await preview(987_654_321, [{ eventId: 987_654_321, messageWorkflowId: wf.id }])).status).toBe(404);
    for (const body of [null, [], 'text', { eventMessageWorkflows: [{ eventId: event.id, id: 2 ** 40, trigger: { triggerType: 'nope' } }] }, { eventMessageWorkflows: [{ eventId: event.id, messageWorkflowId: wf.id, trigger: { triggerType: 'scheduled', triggerData: { interval: -1 } } }] }]) {
      const answer = await api.staff.post(`/v1/events/${event.id}/message-workflows/preview-changes`, body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});

describe('the target group preview (T1-T2)', () => {
  it("T1: each pending item of the workflow, across events, with its audience before and after; others are not listed; nothing is written", async () => {
    const [one, two, three] = [await newEvent(api.admin), await newEvent(api.admin), await newEvent(api.admin)];
    const wf = await workflow({ name: 'Group change', targetGroup: fixedContacts(1) });
    const a = await attachOne(api.staff, one.id, wf.id);
    const b = await attachOne(api.staff, two.id, wf.id);
    await attachOne(api.staff, three.id, wf.id, { status: 0 });
    const before = await snapshot();
    const answer = await previewGroup({ messageWorkflowId: wf.id, targetGroup: fixedContacts(1, 2) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.items.map((i: any) => [i.itemId, i.eventId, i.audience.before, i.audience.after, i.audience.added])).toEqual(
      [[a.id, one.id, 1, 2, 1], [b.id, two.id, 1, 2, 1]].sort((x, y) => x[1] - y[1]),
    );
    const named = [...answer.body.data.items].map((i: any) => `'Group change (${i.eventName})' would send to 2 contacts instead of 1`);
    expect(answer.body.data.lines).toEqual(['+2 contacts, \u22120 contacts on 2 items', ...named]);
    expect(await snapshot()).toBe(before);
    const broad = await previewGroup({ messageWorkflowId: wf.id, targetGroup: anyone });
    expect(broad.body.data.totals).toMatchObject({ added: 0, removed: 0, uncounted: 2 });
  });

  it("T2 W3: anonymous 401; a group the workflow's save refuses is refused with its text; an unknown workflow 422", async () => {
    const wf = await workflow();
    expect((await previewGroup({ messageWorkflowId: wf.id, targetGroup: fixedContacts(1) }, api.anonymous)).status).toBe(401);
    const empty = await previewGroup({ messageWorkflowId: wf.id, targetGroup: { targetGroupSections: [] } });
    expect(empty.status).toBe(422);
    const saved = await api.staff.put(`/v1/message-workflows/${wf.id}`, { ...wf, targetGroup: { targetGroupSections: [] } });
    expect(Object.values(empty.body.error.errors)).toEqual(Object.values(saved.body.error.errors));
    expect((await previewGroup({ messageWorkflowId: 999_999_999, targetGroup: fixedContacts(1) })).body.error.errors).toEqual({ messageWorkflowId: 'The message workflow with #999999999 can not be found.' });
    for (const body of [null, {}, { messageWorkflowId: 'x' }, { messageWorkflowId: wf.id, targetGroup: 'x' }]) expect((await previewGroup(body)).status).toBe(422);
  });
});

describe("a workflow's message (T3)", () => {
  it("T3: another message for the workflow: its pending items would send it instead, and a text's time in quiet hours says when it would go; an unknown message 422", async () => {
    const event = await newEvent(api.admin);
    const wf = await workflow({ name: 'Evening note', triggerPrototype: scheduledTrigger({ sendingTime: '22:30' }) });
    const item = await attachOne(api.staff, event.id, wf.id);
    const same = await previewGroup({ messageWorkflowId: wf.id, targetGroup: fixedContacts(1, 2), messageId });
    expect(same.body.data).toMatchObject({ message: null, lines: ['No pending send changes: nothing moves and nobody is added or removed.'] });
    expect(same.body.data.items[0].deferredTo).toBeNull();
    const before = await snapshot();
    const answer = await previewGroup({ messageWorkflowId: wf.id, targetGroup: fixedContacts(1, 2), messageId: smsMessageId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { data } = answer.body;
    expect(data.message).toEqual({ before: expect.objectContaining({ id: messageId }), after: expect.objectContaining({ id: smsMessageId, type: 11 }) });
    expect(data.items).toEqual([expect.objectContaining({ itemId: item.id, audience: expect.objectContaining({ added: 0, removed: 0 }) })]);
    expect(wallClockAt(data.items[0].deferredTo)).toMatchObject({ hour: 8, minute: 0 });
    expect(data.lines).toEqual([
      `1 pending item would send '${data.message.after.name}' instead of '${data.message.before.name}'`,
      `'Evening note (${data.items[0].eventName})' falls in quiet hours: it would be sent ${formatChangeTime(data.items[0].deferredTo, Math.floor(Date.now() / 1000))}`,
    ]);
    expect(await snapshot()).toBe(before);
    const unknown = await previewGroup({ messageWorkflowId: wf.id, targetGroup: fixedContacts(1, 2), messageId: 999_999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.errors).toEqual({ messageId: 'There is no message #999999999.' });
  });
});

describe('re-plans by imports (R1-R3)', () => {
  it('R1: an import that moves items records each re-plan on the event: item, from and to, statuses, when and which import', async () => {
    const event = await newEvent(api.admin);
    const item = await attachOne(api.staff, event.id, (await workflow()).id);
    expect((await api.staff.get(`/v1/events/${event.id}/message-workflows`)).body.data.replans).toEqual([]);
    const summary = (await importBatch(api.admin, [{ ...event, deadlines: { '1': event.deadlines['1'] + 3 * DAY } }])) as { importId?: string };
    expect(summary.importId).toMatch(/^import-\d+-/);
    const { replans } = (await api.staff.get(`/v1/events/${event.id}/message-workflows`)).body.data;
    expect(replans).toEqual([
      { itemId: item.id, messageWorkflowId: item.messageWorkflowId, from: item.scheduledTime, to: item.scheduledTime + 3 * DAY, statusBefore: 1, statusAfter: 1, note: null, at: expect.any(Number), importId: summary.importId, eventVersion: expect.any(Number) },
    ]);
    // cancelled: a status change is a re-plan too
    await importBatch(api.admin, [{ ...event, deadlines: { '1': event.deadlines['1'] + 3 * DAY }, status: 0 }]);
    const [latest] = (await api.staff.get(`/v1/events/${event.id}/message-workflows`)).body.data.replans;
    expect(latest).toMatchObject({ itemId: item.id, statusBefore: 1, statusAfter: 7, note: 'The event is cancelled.' });
  });

  it('R2: an import that changes nothing for the items records nothing', async () => {
    const event = await newEvent(api.admin);
    await attachOne(api.staff, event.id, (await workflow()).id);
    await importBatch(api.admin, [{ ...event, name: `${event.name} renamed` }]);
    expect((await api.staff.get(`/v1/events/${event.id}/message-workflows`)).body.data.replans).toEqual([]);
  });

  it(`R3: at most ${REPLANS_KEPT} are kept per event, the newest`, async () => {
    const eventId = 777_000_000 + Math.floor(Math.random() * 1000);
    const at = now();
    const records = Array.from({ length: REPLANS_KEPT + 5 }, (_, i) => ({ itemId: i + 1, messageWorkflowId: 1, from: at, to: at + DAY, statusBefore: 1, statusAfter: 1, note: null, at: at + i, importId: `import-${i}`, eventVersion: i }));
    await recordReplans(eventId, records);
    const kept = await listReplans(eventId, at);
    expect(kept).toHaveLength(REPLANS_KEPT);
    expect(kept[0].importId).toBe(`import-${REPLANS_KEPT + 4}`);
    expect(kept.at(-1)!.importId).toBe('import-5');
    const stored = (await tableAdmin(process.env.DYNAMODB_ENDPOINT).readAll(tableName())).filter((item) => item.pk === `emw-replans#${eventId}`);
    expect(stored).toHaveLength(REPLANS_KEPT);
  });
});
