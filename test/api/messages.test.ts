import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { activeEmail, createTag, messageBody, unique } from '../support/test-data/index.ts';

let api: TestApi;
let world: Awaited<ReturnType<typeof messagingWorld>>;
beforeAll(async () => {
  api = await startTestApi();
  world = await messagingWorld(api.admin, api.staff);
});
afterAll(() => api.stop());

/** The message these rules are checked on: an Active service email of the world, in the process 'Service'. */
const emailMessage = (overrides: Record<string, unknown> = {}) => messageBody({ ...activeEmail(world), activityProcessId: 3, ...overrides });
const create = async (body: Record<string, unknown>) => {
  const answer = await api.staff.post('/v1/messages', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
};

describe('message rules', () => {
  it('starts as Draft and needs only a name and type then', async () => {
    const draft = await create({ name: unique('draft'), type: 2 });
    expect(draft).toMatchObject({ status: 2, recipientId: null, templateId: null, messageTranslations: [] });
    const nameless = await api.staff.post('/v1/messages', { type: 1 });
    expect(nameless.body.error).toMatchObject({ code: 2300, message: 'Could not save message', errors: { name: 'Name is required.' } });
  });

  it('validates fully when Active, with the spec texts', async () => {
    const answer = await api.staff.post('/v1/messages', { name: 'x', type: 1, status: 1 });
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors).toEqual({
      senderId: 'Sender is required.',
      recipientId: 'Recipient is required.',
      templateId: 'Template ID is required.',
      referenceSetTemplateId: 'Reference Set is required.',
    });
  });

  it("checks the sender 'Other' by delivery method and clears it when a sender is chosen", async () => {
    const email = await api.staff.post('/v1/messages', emailMessage({ senderId: null }));
    expect(email.body.error.errors).toEqual({ senderEmail: 'Email is required.' });
    const invalidDraft = await api.staff.post('/v1/messages', { name: 'x', type: 1, senderId: null, senderEmail: 'nope' });
    expect(invalidDraft.body.error.errors).toEqual({ senderEmail: 'Email invalid.' });
    const sms = await api.staff.post('/v1/messages', emailMessage({ type: 11, senderId: null, templateId: String(world.smsTemplate.id) }));
    expect(sms.body.error.errors).toEqual({ senderPhoneNumber: 'Sender Phone Number is required.' });
    const chosen = await create(emailMessage({ senderEmail: 'ignored@example.com', senderFirstName: 'Ignored' }));
    expect(chosen).toMatchObject({ senderId: world.sender.id, senderEmail: null, senderFirstName: null });
    const other = await create(emailMessage({ senderId: null, senderEmail: 'me@example.com', senderFirstName: 'Me' }));
    expect(other).toMatchObject({ senderId: null, senderEmail: 'me@example.com', senderFirstName: 'Me' });
  });

  it('accepts senders, recipients and templates only when they fit the type', async () => {
    const sms = await api.staff.post('/v1/messages', emailMessage({ type: 11, senderId: world.emailOnlySender.id, templateId: String(world.smsTemplate.id) }));
    expect(sms.body.error.errors).toEqual({ senderId: 'This sender info has no phone number mapping for this message type.' });
    const unknownTemplate = await api.staff.post('/v1/messages', emailMessage({ templateId: 'service-nothing-like-this' }));
    expect(unknownTemplate.body.error.errors).toEqual({ templateId: 'Template does not exist' });
    const wrongService = await api.staff.post('/v1/messages', emailMessage({ type: 2, templateId: 'service-meeting-reminder' }));
    expect(wrongService.body.error.errors).toEqual({ templateId: 'Template does not exist' });
    expect((await api.staff.post('/v1/messages', emailMessage({ type: 2, templateId: 'marketing-invitation' }))).status).toBe(201);
    expect((await api.staff.post('/v1/messages', emailMessage({ type: 11, templateId: String(world.smsTemplate.id) }))).status).toBe(201);
  });

  it("takes the Process enum's 'Any' (0) and lists by it; an unknown process is refused", async () => {
    const any = await create(emailMessage({ name: unique('any process'), activityProcessId: 0 }));
    expect(any.activityProcessId).toBe(0);
    const listed = await api.staff.get(`/v1/messages?filter[name:like_words]=${encodeURIComponent(any.name)}&filter[activityProcessId]=0`);
    expect(listed.body.data.items.map((m: { id: number }) => m.id)).toEqual([any.id]);
    const unknown = await api.staff.post('/v1/messages', emailMessage({ activityProcessId: 5 }));
    expect(unknown.body.error.errors).toEqual({ activityProcessId: 'Unknown process.' });
  });

  it("never goes back to Draft once Active or Archived", async () => {
    const message = await create(emailMessage());
    const back = await api.staff.put(`/v1/messages/${message.id}`, emailMessage({ name: message.name, status: 2 }));
    expect(back.body.error.errors.status).toBe("Can't Draft an Active/Archived message");
  });

  it('keeps one translation per language and gives translations stable ids', async () => {
    const twice = await api.staff.post('/v1/messages', emailMessage({ messageTranslations: [{ languageId: 2, templateId: 'service-practical-info' }, { languageId: 2, templateId: 'service-meeting-reminder' }] }));
    expect(twice.body.error.errors['messageTranslations.1.languageId']).toBe('Message already has German Translation');
    const message = await create(emailMessage({ messageTranslations: [{ languageId: 2, templateId: 'service-practical-info' }] }));
    const [translation] = message.messageTranslations;
    expect(translation).toMatchObject({ id: expect.any(Number), languageId: 2, templateId: 'service-practical-info' });
    const edited = await api.staff.put(`/v1/messages/${message.id}`, emailMessage({ name: message.name, messageTranslations: [translation, { languageId: 3, templateId: 'service-meeting-reminder' }] }));
    expect(edited.body.data.messageTranslations[0].id).toBe(translation.id);
    expect(edited.body.data.messageTranslations[1].id).not.toBe(translation.id);
  });

  it('lists with filters, includes and active search', async () => {
    const tag = await createTag(api.staff);
    const name = unique('listed');
    const listed = await create(emailMessage({ name, tags: [tag.id], isEventBased: true }));
    const query = async (params: string) => (await api.staff.get(`/v1/messages?${params}`)).body.data.items.map((m: { id: number }) => m.id);
    expect(await query(`filter[have_tags]=${tag.id}`)).toEqual([listed.id]);
    expect(await query(`filter[name:like_words]=${encodeURIComponent(name)}&filter[event_based]=1&filter[activityProcessId]=3&filter[type:in]=1,4&filter[status]=1`)).toEqual([listed.id]);
    expect(await query(`filter[search_query]=${encodeURIComponent(name)}&filter[event_based]=0`)).toEqual([]);
    const read = await api.staff.get(`/v1/messages/${listed.id}?include=referenceSetTemplate,messageTranslations,tags,createdByUser`);
    expect(read.body.data).toMatchObject({ tags: [{ id: tag.id }], referenceSetTemplate: { id: world.referenceSet.id, customReferences: [{ field: 'Greeting' }] }, createdByUser: { lastName: 'Staff' } });
  });

  it('clones as Draft and bulk-updates statuses with full validation', async () => {
    const message = await create(emailMessage({ messageTranslations: [{ languageId: 2, templateId: 'service-practical-info' }] }));
    const clone = (await api.staff.post(`/v1/messages/${message.id}/clone`)).body.data;
    expect(clone).toMatchObject({ name: `${message.name} (copy)`, status: 2, templateId: message.templateId });
    expect(clone.messageTranslations[0].id).not.toBe(message.messageTranslations[0].id);
    const incomplete = await create(messageBody()); // a Draft: no recipient, template or reference set
    const refused = await api.admin.patch('/v1/messages', { attributes: { status: 1 }, messageIds: [clone.id, incomplete.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors[`#${incomplete.id}.recipientId`]).toBe('Recipient is required.');
    expect((await api.staff.get(`/v1/messages/${clone.id}`)).body.data.status).toBe(2);
    expect((await api.admin.patch('/v1/messages', { attributes: { status: 1 }, messageIds: [clone.id] })).status).toBe(200);
  });
});

describe('delete guards, end to end', () => {
  it('counts the messages using each record and frees them when the message goes', async () => {
    const sms = await create(emailMessage({ type: 11, templateId: String(world.smsTemplate.id) }));
    const total = async (path: string) => (await api.staff.get(path)).body.data;
    expect(await total(`/v1/sms-templates/${world.smsTemplate.id}/message-total`)).toBeGreaterThanOrEqual(1);
    const before = await total(`/v1/recipients/${world.recipient.id}/message-total`);
    const refused = await api.admin.delete(`/v1/sms-templates/${world.smsTemplate.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/^There are \d+ message using this SMS template\. You cannot delete it\.$/);

    expect(await total(`/v1/messages/${sms.id}/message-workflow-total`)).toBe(0);
    expect((await api.admin.delete(`/v1/messages/${sms.id}`)).status).toBe(200);
    expect(await total(`/v1/recipients/${world.recipient.id}/message-total`)).toBe(before - 1);

    const moved = await create(emailMessage());
    const senderBefore = await total(`/v1/sender-info/${world.sender.id}/message-total`);
    await api.staff.put(`/v1/messages/${moved.id}`, emailMessage({ name: moved.name, senderId: null, senderEmail: 'me@example.com' }));
    expect(await total(`/v1/sender-info/${world.sender.id}/message-total`)).toBe(senderBefore - 1);
  });
});
