import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { activeEmail, createMessage, createTag, createWorkflow, createWorkflowSet, fixedContacts, metricTrigger, scheduledTrigger, unique, workflowBody } from '../support/test-data/index.ts';
import { STATUS } from '../../shared/status.ts';

let api: TestApi;
let messageId: number;
let draftMessageId: number;
beforeAll(async () => {
  api = await startTestApi();
  const world = await messagingWorld(api.admin, api.staff);
  messageId = (await createMessage(api.staff, activeEmail(world))).id;
  draftMessageId = (await createMessage(api.staff)).id;
});
afterAll(() => api.stop());

/** The workflow most rules are checked on: Active, sending the world's Active message. */
const activeBody = (overrides: Record<string, unknown> = {}) => workflowBody({ status: STATUS.active, messageId, ...overrides });
const createActive = (overrides: Record<string, unknown> = {}) => createWorkflow(api.staff, activeBody(overrides));

const errorsOf = async (body: Record<string, unknown>) => {
  const answer = await api.staff.post('/v1/message-workflows', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  return answer.body.error.errors as Record<string, string>;
};

describe('message workflow rules', () => {
  it('starts as Draft with only a name, and the defaults of the spec', async () => {
    const answer = await api.staff.post('/v1/message-workflows', { name: unique('draft') });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ status: 2, contactEnrolledType: 'automatic', shouldSendToSender: false, messageId: null, masterContactIds: [], triggerPrototype: { triggerType: 'scheduled' }, targetGroup: { targetGroupSections: [] } });
    expect(await errorsOf({ description: 'no name' })).toEqual({ name: 'Name is required.' });
  });

  it('checks audience, message and trigger only when Active, with the spec texts', async () => {
    expect(await errorsOf({ name: 'x', status: 1, targetGroup: { targetGroupSections: [{ targetGroupRules: [] }] }, triggerPrototype: { triggerType: 'scheduled', triggerData: { triggerScheduledType: 'weeks', sendingTime: '' } } })).toEqual({
      'targetGroup.targetGroupSections': 'Target group is required.',
      messageId: 'Please select a message.',
      'triggerPrototype.triggerData.interval': 'Interval is required.',
      'triggerPrototype.triggerData.sendingDay': 'Please select a day.',
      'triggerPrototype.triggerData.sendingTime': 'Time is required.',
      'triggerPrototype.triggerData.basedOnCriterion': 'Choose before or after.',
      'triggerPrototype.triggerData.eventDeadlineType': 'Event deadline type is required.',
    });
    expect(await errorsOf(activeBody({ triggerPrototype: scheduledTrigger({ interval: -1, triggerScheduledType: 'weeks', sendingDay: [] }) }))).toEqual({
      'triggerPrototype.triggerData.interval': 'Interval is non-negative number.',
      'triggerPrototype.triggerData.sendingDay': 'Please select a day.',
    });
    expect(await errorsOf(activeBody({ triggerPrototype: metricTrigger({ metricTriggerNumber: -2, timeFrameFrom: null, timeFrameTo: undefined, sendingTime: null }) }))).toEqual({
      'triggerPrototype.triggerData.metricTriggerNumber': 'Minimum number is non-negative.',
      'triggerPrototype.triggerData.timeFrameFrom': 'During from is required.',
      'triggerPrototype.triggerData.timeFrameTo': 'During to is required.',
      'triggerPrototype.triggerData.sendingTime': 'Time is required.',
    });
    expect(await errorsOf(activeBody({ triggerPrototype: metricTrigger({ timeFrameFrom: 1_800_600_000, timeFrameTo: 1_800_000_000 }) }))).toEqual({ 'triggerPrototype.triggerData.timeFrameTo': 'End date should be after start date.' });
    expect(await errorsOf(activeBody({ contactEnrolledType: 'manual', targetGroup: undefined }))).toEqual({ masterContactIds: 'Please select a contact.' });
    // the same incomplete workflow is fine as a Draft
    const draft = await api.staff.post('/v1/message-workflows', { name: unique('draft'), status: 2, triggerPrototype: { triggerType: 'scheduled', triggerData: { interval: null } } });
    expect(draft.status).toBe(201);
  });

  it('refuses unknown rule and trigger types with a 422 and stores nothing', async () => {
    const name = unique('unknown');
    expect(await errorsOf(activeBody({ name, targetGroup: { targetGroupSections: [{ targetGroupRules: [{ type: 'WeatherRule' }] }] } }))).toEqual({
      'targetGroup.targetGroupSections.0.targetGroupRules.0.type': expect.stringMatching(/^Rule type must be one of MasterContactRule/),
    });
    expect(await errorsOf(activeBody({ name, status: 2, triggerPrototype: { triggerType: 'hourly' } }))).toEqual({ 'triggerPrototype.triggerType': 'Trigger type must be Scheduled or Scheduled metric.' });
    expect((await api.staff.get(`/v1/message-workflows?filter[name:like_words]=${encodeURIComponent(name)}`)).body.data.total).toBe(0);
  });

  it('needs an existing message, Active for an Active workflow, and existing hand-picked contacts', async () => {
    expect(await errorsOf(activeBody({ messageId: 999_999 }))).toEqual({ messageId: 'There is no message #999999.' });
    expect(await errorsOf(activeBody({ messageId: draftMessageId }))).toEqual({ messageId: `The message #${draftMessageId} is not Active: an Active workflow needs an Active message.` });
    expect(await errorsOf(activeBody({ contactEnrolledType: 'manual', masterContactIds: [1, 424242] }))).toEqual({ masterContactIds: 'There is no master contact #424242.' });
    const manual = await createActive({ contactEnrolledType: 'manual', masterContactIds: [2, 1, 2] });
    expect(manual.masterContactIds).toEqual([2, 1]);
    expect((await createWorkflow(api.staff, { status: STATUS.draft, messageId: draftMessageId })).messageId).toBe(draftMessageId);
  });

  it("can't go back to Draft once Active or Archived", async () => {
    const workflow = await createActive();
    const answer = await api.staff.put(`/v1/message-workflows/${workflow.id}`, { ...activeBody({ name: workflow.name }), status: 2 });
    expect(answer.body.error).toMatchObject({ code: 2400, message: 'Could not save message workflow', errors: { status: "Can't Draft an Active/Archived message workflow" } });
    expect((await api.staff.put(`/v1/message-workflows/${workflow.id}`, { ...activeBody({ name: workflow.name }), status: 3 })).status).toBe(200);
  });

  it('stores every rule type with its name, and reads back with its includes', async () => {
    const tag = await createTag(api.staff);
    const targetGroup = {
      targetGroupSections: [
        { targetGroupRules: [{ type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 2, participationStatus: 1 } }, { type: 'ProcessStateRule', process: 0, operator: 1, outcome: 0 }] },
        { targetGroupRules: [] },
        { targetGroupRules: [fixedContacts(2).targetGroupSections[0].targetGroupRules[0]] },
      ],
    };
    const workflow = await createActive({ targetGroup, tags: [tag.id], triggerPrototype: metricTrigger() });
    expect(workflow.targetGroup.targetGroupSections).toHaveLength(2); // the empty section is dropped
    expect(workflow.targetGroup.targetGroupSections[0].targetGroupRules[0].name).toBe('Is participating as delegate, confirmed');
    expect(workflow.triggerPrototype.triggerData).toMatchObject({ metricType: 4, speakerRole: null });
    const read = await api.staff.get(`/v1/message-workflows/${workflow.id}?include=targetGroup.targetGroupSections.targetGroupRules,message,triggerPrototype,tags`);
    expect(read.body.data).toMatchObject({ message: { id: messageId, status: 1, type: 1 }, tags: [{ id: tag.id, name: tag.name }] });
    expect((await api.staff.get(`/v1/message-workflows/${workflow.id}?include=__proto__`)).status).toBe(400);
  });
});

describe('message workflow list, search, clone, bulk and delete', () => {
  it('lists with the filters and includes of section 7', async () => {
    const tag = await createTag(api.staff);
    const name = unique('listed');
    const scheduled = await createActive({ name: `${name} one`, tags: [tag.id] });
    const metric = await createActive({ name: `${name} two`, triggerPrototype: metricTrigger(), status: 3 });
    const ids = async (params: string) => (await api.staff.get(`/v1/message-workflows?${params}`)).body.data.items.map((w: { id: number }) => w.id);
    const words = encodeURIComponent(name);
    expect(await ids(`filter[name:like_words]=${words}`)).toEqual([metric.id, scheduled.id]);
    expect(await ids(`filter[name:like_words]=${words}&filter[triggerPrototype.triggerType]=scheduled_metric`)).toEqual([metric.id]);
    expect(await ids(`filter[name:like_words]=${words}&filter[status]=active`)).toEqual([scheduled.id]);
    expect(await ids(`filter[have_tags]=${tag.id}`)).toEqual([scheduled.id]);
    expect(await ids(`filter[id:like]=${scheduled.id}&filter[name:like_words]=${words}`)).toEqual([scheduled.id]);
    const listed = await api.staff.get(`/v1/message-workflows?filter[name:like_words]=${words}&include=triggerPrototype,createdByUser,updatedByUser,tags&sort=name`);
    expect(listed.body.data.items[0]).toMatchObject({ id: scheduled.id, createdByUser: { lastName: 'Staff' }, tags: [{ id: tag.id }] });
    const search = await api.staff.get(`/v1/message-workflows?filter[search_query]=${words}&filter[status]=1&include=targetGroup.targetGroupSections.targetGroupRules,message,message.senderInfo,triggerPrototype`);
    expect(search.body.data.items).toHaveLength(1);
    expect(search.body.data.items[0].message.senderInfo).toMatchObject({ name: 'Account manager' });
  });

  it('clones as Draft, sets statuses in bulk (all or nothing) and deletes as super-admin', async () => {
    const workflow = await createActive();
    const clone = await api.staff.post(`/v1/message-workflows/${workflow.id}/clone`);
    expect(clone.body.data).toMatchObject({ name: `${workflow.name} (copy)`, status: 2, targetGroup: workflow.targetGroup });
    const incomplete = await createWorkflow(api.staff); // a Draft without a message
    const refused = await api.admin.patch('/v1/message-workflows', { attributes: { status: 1 }, messageWorkflowIds: [clone.body.data.id, incomplete.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors[`#${incomplete.id}.messageId`]).toBe('Please select a message.');
    expect((await api.staff.get(`/v1/message-workflows/${clone.body.data.id}`)).body.data.status).toBe(2);
    expect((await api.admin.patch('/v1/message-workflows', { attributes: { status: 1 }, messageWorkflowIds: [clone.body.data.id] })).status).toBe(200);
    expect((await api.staff.get(`/v1/message-workflows/${workflow.id}/enabled-message-workflow-total`)).body).toEqual({ data: 0 });
    expect((await api.staff.delete(`/v1/message-workflows/${workflow.id}`)).status).toBe(403);
    expect((await api.admin.delete(`/v1/message-workflows/${workflow.id}`)).status).toBe(200);
    expect((await api.staff.get(`/v1/message-workflows/${workflow.id}`)).body.error).toMatchObject({ code: 2401, message: `The message workflow with #${workflow.id} can not be found.` });
  });

  it('makes messages count the workflows using them, and blocks their delete', async () => {
    const message = await createMessage(api.staff);
    const workflow = await createWorkflow(api.staff, { status: STATUS.draft, messageId: message.id });
    expect((await api.staff.get(`/v1/messages/${message.id}/message-workflow-total`)).body.data).toBe(1);
    const blocked = await api.admin.delete(`/v1/messages/${message.id}`);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.message).toBe('There are 1 message workflow using this message. You cannot delete it.');
    await api.admin.delete(`/v1/message-workflows/${workflow.id}`);
    expect((await api.staff.get(`/v1/messages/${message.id}/message-workflow-total`)).body.data).toBe(0);
    expect((await api.admin.delete(`/v1/messages/${message.id}`)).status).toBe(200);
  });
});

describe('message workflow sets', () => {
  it('need a name, hold existing workflows in order, and read back with them', async () => {
    const set = (body: Record<string, unknown>) => api.staff.post('/v1/message-workflow-sets', body);
    expect((await set({ description: 'x' })).body.error).toMatchObject({ code: 2500, message: 'Error saving the message workflow set', errors: { name: 'Message Workflow Set name is required.' } });
    expect((await set({ name: unique('set'), messageWorkflows: [999_999] })).body.error.errors).toEqual({ messageWorkflows: 'There is no message workflow #999999.' });
    const [a, b] = [await createActive(), await createWorkflow(api.staff, { status: STATUS.draft, messageId })];
    const created = await set({ name: unique('set'), status: 1, description: 'Reminders', messageWorkflows: [b.id, { id: a.id }, b.id] });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 1, messageWorkflows: [b.id, a.id] });
    const read = await api.staff.get(`/v1/message-workflow-sets/${created.body.data.id}?include=messageWorkflows`);
    expect(read.body.data.messageWorkflows.map((w: { id: number; message: { senderInfo: unknown } }) => [w.id, Boolean(w.message?.senderInfo)])).toEqual([
      [b.id, true],
      [a.id, true],
    ]);
    // a deleted workflow drops out of the set
    await api.admin.delete(`/v1/message-workflows/${b.id}`);
    expect((await api.staff.get(`/v1/message-workflow-sets/${created.body.data.id}?include=messageWorkflows`)).body.data.messageWorkflows.map((w: { id: number }) => w.id)).toEqual([a.id]);
    const search = await api.staff.get(`/v1/message-workflow-sets?filter[search_query]=${encodeURIComponent(created.body.data.name)}&filter[status]=active&include=messageWorkflows`);
    expect(search.body.data.items[0].messageWorkflows[0]).toMatchObject({ id: a.id, triggerPrototype: { triggerType: 'scheduled' } });
  });

  it('clone, bulk status and delete', async () => {
    const created = await createWorkflowSet(api.staff);
    const clone = (await api.staff.post(`/v1/message-workflow-sets/${created.id}/clone`)).body.data;
    expect(clone).toMatchObject({ name: `${created.name} (copy)`, status: 2 });
    expect((await api.admin.patch('/v1/message-workflow-sets', { attributes: { status: 3 }, messageWorkflowSetIds: [created.id, clone.id] })).status).toBe(200);
    expect((await api.staff.put(`/v1/message-workflow-sets/${clone.id}`, { name: clone.name, status: 2 })).body.error.errors).toEqual({ status: "Can't Draft an Active/Archived message workflow set" });
    expect((await api.admin.delete(`/v1/message-workflow-sets/${clone.id}`)).status).toBe(200);
  });
});
