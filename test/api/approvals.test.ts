import { afterEach, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Client, type TestApi } from '../support/api.ts';
import { attachWorkflow, fireNow, itemOf, sendingWorld, sentEmails, type SendingWorld } from '../support/sending.ts';
import { attach, newEvent, timeline } from '../support/event-workflows.ts';
import { createWorkflow, fixedContacts, scheduledTrigger, unique } from '../support/test-data/index.ts';
import { createUser } from '../../functions/domain/users/users.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';
import { getItem } from '../../functions/data/item-reads.ts';
import { updateItem } from '../../functions/data/item-store.ts';
import { APPROVAL_SETTING, APPROVAL_TEXTS, type ApprovalKind, type ApprovalScope } from '../../shared/approvals.ts';
import { ITEM_STATUS } from '../../shared/event-message-workflows.ts';
import { STATUS } from '../../shared/status.ts';
import type { Approval } from '../../shared/approval-schemas.ts';
import type { AuditEntryAnswer } from '../../shared/audit-schemas.ts';

/**
 * docs/approvals.md: while the setting covers an event, attaching, editing the trigger of an Active
 * item, activating a workflow with attached items and reactivating failed items wait for another
 * super-admin; approving runs the held request, rejecting changes nothing; a held item does not send.
 */
let api: TestApi;
let world: SendingWorld;
/** A second super-admin: the one who decides what `api.admin` proposes. */
let reviewer: Client;
beforeAll(async () => {
  api = await startTestApi();
  world = await sendingWorld(api);
  const username = unique('reviewer').toLowerCase().replace(/[^a-z0-9]/g, '');
  await createUser({ username, password: 'reviewer-secret-1', firstName: 'Rita', lastName: 'Reviewer', role: 'super_admin' }, bySystem('test-setup', 'create'));
  reviewer = await api.signIn(username, 'reviewer-secret-1');
});
afterAll(() => api.stop());
afterEach(() => setScope(false));

async function setScope(value: ApprovalScope) {
  const answer = await api.admin.post('/v1/settings', { name: APPROVAL_SETTING, groupName: 'approvals', value });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
function expectHeld(answer: { status: number; body: any }, kind: ApprovalKind): Approval {
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  expect(answer.body.data.approval).toMatchObject({ kind, state: 'pending', author: { name: 'Ada Admin' } });
  return answer.body.data.approval;
}
const decide = (client: Client, approval: { id: number }, decision: 'approve' | 'reject', comment?: string) => client.post(`/v1/approvals/${approval.id}/${decision}`, comment === undefined ? {} : { comment });
const activeWorkflow = (overrides: Record<string, unknown> = {}) => createWorkflow(api.staff, { status: STATUS.active, messageId: world.message.id, targetGroup: fixedContacts(1), ...overrides });
const trail = async (approval: { id: number }): Promise<AuditEntryAnswer[]> => (await api.admin.get(`/v1/audit-log?filter[entityType]=approval&filter[entityId]=${approval.id}`)).body.data.items;

describe('which changes wait for approval', () => {
  it('holds an attach of a workflow or a set to an event the setting covers, and attaches at once elsewhere or when off', async () => {
    const [covered, other] = [await newEvent(api.admin), await newEvent(api.admin)];
    const workflow = await activeWorkflow();
    await setScope({ eventIds: [covered.id] });
    const held = expectHeld(await attach(api.admin, [{ eventId: covered.id, messageWorkflowId: workflow.id, status: ITEM_STATUS.active }]), 'attach');
    expect(held).toMatchObject({ eventIds: [covered.id], itemIds: [], workflowIds: [workflow.id] });
    expect(await timeline(api.staff, covered.id)).toEqual([]);
    const set = (await api.staff.post('/v1/message-workflow-sets', { name: unique('Set'), status: STATUS.active, messageWorkflows: [workflow.id] })).body.data;
    expectHeld(await attach(api.admin, [{ eventId: covered.id, messageWorkflowSetId: set.id, status: ITEM_STATUS.active }]), 'attach');
    // refused input is refused now (422), not held
    const draft = await createWorkflow(api.staff);
    const before = (await api.staff.get('/v1/approvals')).body.data.total;
    expect((await attach(api.admin, [{ eventId: covered.id, messageWorkflowId: draft.id, status: ITEM_STATUS.active }])).status).toBe(422);
    expect((await api.staff.get('/v1/approvals')).body.data.total).toBe(before);

    expect((await attach(api.admin, [{ eventId: other.id, messageWorkflowId: workflow.id, status: ITEM_STATUS.active }])).status).toBe(200);
    await setScope(false);
    expect((await attach(api.admin, [{ eventId: covered.id, messageWorkflowId: workflow.id, status: ITEM_STATUS.active }])).status).toBe(200);
    expect((await timeline(api.staff, covered.id)).map((item) => item.messageWorkflowId)).toEqual([workflow.id]);
  });

  it("holds a trigger edit of an Active item (not switching it off), leaving the item as it was", async () => {
    const event = await newEvent(api.admin);
    const [item] = (await attach(api.admin, [{ eventId: event.id, messageWorkflowId: (await activeWorkflow()).id, status: ITEM_STATUS.active }])).body.data.items;
    await setScope(true);
    const edited = scheduledTrigger({ interval: 5 });
    const held = expectHeld(await attach(api.admin, [{ id: item.id, eventId: event.id, status: ITEM_STATUS.active, trigger: edited }]), 'trigger');
    expect(held.itemIds).toEqual([item.id]);
    const [unchanged] = await timeline(api.staff, event.id);
    expect(unchanged.trigger.triggerData.interval).toBe(2);
    expect(unchanged.scheduledTime).toBe(item.scheduledTime);
    // the same trigger again is no edit; switching off is not held
    expect((await attach(api.admin, [{ id: item.id, eventId: event.id, status: ITEM_STATUS.active, trigger: unchanged.trigger }])).status).toBe(200);
    expect((await attach(api.admin, [{ id: item.id, eventId: event.id, status: ITEM_STATUS.inactive }])).status).toBe(200);
  });

  it('holds reactivating failed items, by id and by event, and reactivates at once when off', async () => {
    const event = await newEvent(api.admin);
    const [item] = (await attach(api.admin, [{ eventId: event.id, messageWorkflowId: (await activeWorkflow()).id, status: ITEM_STATUS.active }])).body.data.items;
    await updateItem((await getItem(event.id, item.id))!, { status: ITEM_STATUS.error, note: 'Failed for the test' });
    await setScope(true);
    expect(expectHeld(await api.admin.put('/v1/event-message-workflows/by-ids', { ids: [item.id] }), 'reactivate').itemIds).toEqual([item.id]);
    expectHeld(await api.admin.patch('/v1/event-message-workflows', { attributes: { status: ITEM_STATUS.active }, eventIds: [event.id] }), 'reactivate');
    expect((await itemOf(api, event.id, item.id)).status).toBe(ITEM_STATUS.error);
    // a request the route refuses anyway is refused, not held
    expect((await api.admin.put('/v1/event-message-workflows/by-ids', { ids: [999_999_999] })).status).toBe(404);
    await setScope(false);
    expect((await api.admin.put('/v1/event-message-workflows/by-ids', { ids: [item.id] })).status).toBe(200);
    expect((await itemOf(api, event.id, item.id)).status).toBe(ITEM_STATUS.active);
  });

  it('holds activating a workflow whose items are attached (edit and bulk status), not one without items', async () => {
    const event = await newEvent(api.admin);
    const workflow = await activeWorkflow();
    await attach(api.admin, [{ eventId: event.id, messageWorkflowId: workflow.id, status: ITEM_STATUS.active }]);
    const current = (await api.staff.get(`/v1/message-workflows/${workflow.id}`)).body.data;
    const off = await api.staff.put(`/v1/message-workflows/${workflow.id}`, { ...current, status: STATUS.inactive });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await setScope(true);
    const held = expectHeld(await api.admin.put(`/v1/message-workflows/${workflow.id}`, { ...off.body.data, status: STATUS.active }), 'activate-workflow');
    expect(held).toMatchObject({ workflowIds: [workflow.id], eventIds: [event.id] });
    expectHeld(await api.admin.patch('/v1/message-workflows', { attributes: { status: STATUS.active }, messageWorkflowIds: [workflow.id] }), 'activate-workflow');
    expect((await api.staff.get(`/v1/message-workflows/${workflow.id}`)).body.data.status).toBe(STATUS.inactive);
    const lone = await createWorkflow(api.staff, { status: STATUS.inactive, messageId: world.message.id });
    expect((await api.admin.patch('/v1/message-workflows', { attributes: { status: STATUS.active }, messageWorkflowIds: [lone.id] })).status).toBe(200);
  });
});

describe('deciding', () => {
  it('approving runs the held change as the approver; rejecting leaves everything as it was; both are trail entries', async () => {
    const event = await newEvent(api.admin);
    const [first, second] = [await activeWorkflow(), await activeWorkflow()];
    await setScope({ eventIds: [event.id] });
    const rejected = expectHeld(await attach(api.admin, [{ eventId: event.id, messageWorkflowId: first.id, status: ITEM_STATUS.active }]), 'attach');
    const no = await decide(reviewer, rejected, 'reject', 'Not this week');
    expect(no.status, JSON.stringify(no.body)).toBe(200);
    expect(no.body.data).toMatchObject({ state: 'rejected', decider: { name: 'Rita Reviewer' }, comment: 'Not this week' });
    expect(await timeline(api.staff, event.id)).toEqual([]);

    const approved = expectHeld(await attach(api.admin, [{ eventId: event.id, messageWorkflowId: second.id, status: ITEM_STATUS.active }]), 'attach');
    const yes = await decide(reviewer, approved, 'approve', 'Fine');
    expect(yes.status, JSON.stringify(yes.body)).toBe(200);
    expect(yes.body.data).toMatchObject({ state: 'approved', decider: { name: 'Rita Reviewer' } });
    const [item] = await timeline(api.staff, event.id);
    expect(item).toMatchObject({ messageWorkflowId: second.id, status: ITEM_STATUS.active, updatedBy: expect.any(Number) });
    expect(item.createdBy).toBe(yes.body.data.decider.id);

    expect((await trail(rejected)).map((entry) => [entry.action, entry.user?.name, entry.note])).toEqual([
      ['reject', 'Rita Reviewer', 'Not this week'],
      ['create', 'Ada Admin', undefined],
    ]);
    expect((await trail(approved))[0]).toMatchObject({ action: 'approve', changes: expect.arrayContaining([{ field: 'state', before: 'pending', after: 'approved' }]) });
    const pending = (await api.staff.get(`/v1/approvals?filter[state]=pending&filter[eventId]=${event.id}`)).body.data;
    expect(pending).toEqual({ items: [], total: 0 });
  });

  it('approving a trigger edit, a reactivation or an activation makes that change through its own route', async () => {
    const event = await newEvent(api.admin);
    const [first, second, third] = [await activeWorkflow(), await activeWorkflow(), await activeWorkflow()];
    const [edited, failed] = (await attach(api.admin, [first, second].map((w) => ({ eventId: event.id, messageWorkflowId: w.id, status: ITEM_STATUS.active })))).body.data.items;
    await attach(api.admin, [{ eventId: event.id, messageWorkflowId: third.id, status: ITEM_STATUS.active }]);
    await updateItem((await getItem(event.id, failed.id))!, { status: ITEM_STATUS.error, note: 'Failed for the test' });
    const current = (await api.staff.get(`/v1/message-workflows/${third.id}`)).body.data;
    const off = (await api.staff.put(`/v1/message-workflows/${third.id}`, { ...current, status: STATUS.inactive })).body.data;
    await setScope({ eventIds: [event.id] });
    const held = [
      expectHeld(await attach(api.admin, [{ id: edited.id, eventId: event.id, status: ITEM_STATUS.active, trigger: scheduledTrigger({ interval: 6 }) }]), 'trigger'),
      expectHeld(await api.admin.put('/v1/event-message-workflows/by-ids', { ids: [failed.id] }), 'reactivate'),
      expectHeld(await api.admin.put(`/v1/message-workflows/${third.id}`, { ...off, status: STATUS.active }), 'activate-workflow'),
    ];
    for (const approval of held) expect((await decide(reviewer, approval, 'approve')).status).toBe(200);
    const items = new Map((await timeline(api.staff, event.id)).map((item) => [item.id, item]));
    expect(items.get(edited.id).trigger.triggerData.interval).toBe(6);
    // 6 days before the deadline instead of 2, at 09:00 (a DST change between moves it by an hour)
    expect(Math.abs(edited.scheduledTime - items.get(edited.id).scheduledTime - 4 * 86_400)).toBeLessThanOrEqual(3600);
    expect(items.get(failed.id).status).toBe(ITEM_STATUS.active);
    expect((await api.staff.get(`/v1/message-workflows/${third.id}`)).body.data).toMatchObject({ status: STATUS.active, version: off.version + 1 });
  });

  it('refuses the author their own (403), staff (403), a rejection without a comment (422), a second decision (409), an unknown id (404)', async () => {
    const event = await newEvent(api.admin);
    await setScope(true);
    const approval = expectHeld(await attach(api.admin, [{ eventId: event.id, messageWorkflowId: (await activeWorkflow()).id, status: ITEM_STATUS.active }]), 'attach');
    const own = await decide(api.admin, approval, 'approve');
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe(APPROVAL_TEXTS.ownChange);
    expect((await decide(api.staff, approval, 'approve')).status).toBe(403);
    const silent = await decide(reviewer, approval, 'reject', '  ');
    expect(silent.status).toBe(422);
    expect(silent.body.error.errors).toEqual({ comment: APPROVAL_TEXTS.commentRequired });
    for (const [comment, text] of [[7, APPROVAL_TEXTS.commentNotText], ['x'.repeat(1001), APPROVAL_TEXTS.commentTooLong]] as const) {
      const refused = await reviewer.post(`/v1/approvals/${approval.id}/approve`, { comment });
      expect(refused.status).toBe(422);
      expect(refused.body.error.errors.comment).toBe(text);
    }
    expect((await decide(reviewer, approval, 'approve')).status).toBe(200);
    const again = await decide(reviewer, approval, 'reject', 'Too late');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(APPROVAL_TEXTS.decided('approved'));
    expect((await decide(reviewer, { id: 999_999_999 }, 'approve')).status).toBe(404);
    expect((await reviewer.post('/v1/approvals/abc/approve', {})).status).toBe(404);
    expect((await timeline(api.staff, event.id)).length).toBe(1);
  });

  it('of an approval and a rejection at once, exactly one lands and has its entry', async () => {
    await setScope(true);
    for (let round = 0; round < 4; round++) {
      const event = await newEvent(api.admin);
      const approval = expectHeld(await attach(api.admin, [{ eventId: event.id, messageWorkflowId: (await activeWorkflow()).id, status: ITEM_STATUS.active }]), 'attach');
      const answers = await Promise.all([decide(reviewer, approval, 'approve'), decide(reviewer, approval, 'reject', 'No')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!.body.data as Approval;
      const decisions = (await trail(approval)).filter((entry) => entry.action !== 'create');
      expect(decisions.map((entry) => entry.action)).toEqual([winner.state === 'approved' ? 'approve' : 'reject']);
      expect((await timeline(api.staff, event.id)).length).toBe(winner.state === 'approved' ? 1 : 0);
    }
  });
});

describe('sends while a change is pending', () => {
  it("an item whose send time comes while a change to it is pending does not send, and raises an alert", async () => {
    const { item } = await attachWorkflow(api, 1, world.message.id, {}, [3]);
    await setScope({ eventIds: [1] });
    const approval = expectHeld(await attach(api.admin, [{ id: item.id, eventId: 1, status: ITEM_STATUS.active, trigger: scheduledTrigger({ interval: 3 }) }]), 'trigger');
    const marked = (await api.staff.get(`/v1/approvals?filter[state]=pending&filter[itemId]=${item.id}`)).body.data;
    expect(marked.items.map((a: Approval) => a.id)).toEqual([approval.id]);

    const sentBefore = (await sentEmails(api)).length;
    await fireNow(api, item);
    await api.queuesIdle();
    expect(await itemOf(api, 1, item.id)).toMatchObject({ status: ITEM_STATUS.active });
    expect((await sentEmails(api)).length).toBe(sentBefore);
    const alerts = (await api.staff.get('/v1/alerts?filter[kind]=approval-pending')).body.data.items;
    expect(alerts.filter((alert: { itemId: number }) => alert.itemId === item.id)).toEqual([expect.objectContaining({ kind: 'approval-pending', eventId: 1, message: APPROVAL_TEXTS.sendHeld(item.id) })]);
  });
});

describe('the setting', () => {
  it('is saved only by a super-admin, as true, false or the events it covers', async () => {
    const setting = (value: unknown) => ({ name: APPROVAL_SETTING, groupName: 'approvals', value });
    expect((await api.staff.post('/v1/settings', setting(true))).status).toBe(403);
    for (const value of ['yes', { eventIds: [] }, { eventIds: ['1'] }, { events: [1] }]) {
      const refused = await api.admin.post('/v1/settings', setting(value));
      expect(refused.status, JSON.stringify(value)).toBe(422);
      expect(refused.body.error.errors.value).toBe(APPROVAL_TEXTS.settingInvalid);
    }
    expect((await api.admin.post('/v1/settings', setting({ eventIds: [1, 2] }))).status).toBe(200);
  });
});
