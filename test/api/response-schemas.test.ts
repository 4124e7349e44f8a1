/**
 * The response schemas of shared/ describe what the server really answers, field for field: the
 * SPA checks its answers with them while developing, and they are the source of the API's
 * description. Each request the SPA makes is made here, against the demo data and a real send;
 * its answer must pass the schema and hold no field the schema does not declare.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { Client, startTestApi, type TestApi } from '../support/api.ts';
import { attachWorkflow, emailMessage, fireNow, sendingWorld, settled } from '../support/sending.ts';
import { fixedContacts, scheduledTrigger, unique } from '../support/test-data/index.ts';
import { ActionTriggerMessageSchema } from '../../shared/action-triggers.ts';
import { CountSchema, DoneSchema } from '../../shared/api.ts';
import { LoginResultSchema, SessionUserSchema } from '../../shared/auth.ts';
import { CompositeSchema, StatusCountsSchema } from '../../shared/dashboard.ts';
import { DeliveryLogSchema } from '../../shared/delivery-log.ts';
import { ContactHitSchema, EventHitSchema, MasterContactSchema, StoredEventSchema } from '../../shared/directory/responses.ts';
import { EventRoleSchema, OptionSchema } from '../../shared/directory/vocabulary.ts';
import {
  canSwitch,
  DisabledSchema,
  EventWorkflowEventSchema,
  EventWorkflowItemSchema,
  EventTimelineSchema,
  WorkflowSendingTimesSchema,
} from '../../shared/event-message-workflows.ts';
import { DefaultVariablesSchema, GraphqlResultSchema, LayoutTestResultSchema, ReferenceSetsSchema } from '../../shared/graphql.ts';
import { LanguageSchema } from '../../shared/languages.ts';
import { listPageOf } from '../../shared/list-page-schema.ts';
import { LocalLinksSchema } from '../../shared/local-links.ts';
import { MessageWorkflowSetSchema, MessageWorkflowSetWithWorkflowsSchema } from '../../shared/message-workflow-sets.ts';
import { MessageWorkflowSchema, MessageWorkflowWithTagsSchema } from '../../shared/message-workflows.ts';
import { EventChangePreviewSchema, TargetGroupChangePreviewSchema } from '../../shared/change-preview.ts';
import { EmailTemplateEntrySchema, MessageSchema, MessageTranslationRowSchema, MessageWithTagsSchema, TestMessageResultSchema } from '../../shared/messages.ts';
import { RecipientSchema } from '../../shared/recipients.ts';
import { ReferenceLayoutSchema } from '../../shared/reference-layouts.ts';
import { ReferenceSetTemplateSchema } from '../../shared/reference-set-templates.ts';
import { ResolvedSendingTimeSchema } from '../../shared/sending-time.ts';
import { SenderInfoSchema } from '../../shared/sender-info.ts';
import { SmsTemplateSchema, SmsTemplateWithTagsSchema } from '../../shared/sms-templates.ts';
import { AddTagToTaggedResultSchema, DeleteTagsResultSchema, TagSchema } from '../../shared/tags.ts';
import { AudienceContactSchema, ContactTestResultSchema, SendTestMessagesResultSchema } from '../../shared/target-groups/test-panel.ts';
import { TestContactSchema } from '../../shared/test-contacts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ directoryContacts: 300 });
}, 120_000);
afterAll(() => api.stop());

const USERS = 'include=createdByUser,updatedByUser';

/** Makes the request and checks its `data` (the whole body with `whole`) against the schema; answers it. */
async function answer<S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown, { client = api.admin, whole = false } = {}): Promise<z.infer<S>> {
  const response = await client.request(method, `/v1${path}`, body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  const value = whole ? response.body : response.body.data;
  const parsed = schema.safeParse(value);
  expect(parsed.error?.issues ?? [], `${method} ${path}`).toEqual([]);
  // A plain object schema drops what it does not declare: an undeclared field shows as a difference.
  expect(parsed.data, `${method} ${path} answers only declared fields`).toEqual(value);
  return value as z.infer<S>;
}
const get = <S extends z.ZodType>(schema: S, path: string, client?: Client) => answer(schema, 'GET', path, undefined, { client });
const page = <S extends z.ZodType>(schema: S, path: string) => get(listPageOf(schema), path);

describe('the response schemas match what the API answers', () => {
  it('tags', async () => {
    const [first] = (await page(TagSchema, `/tags?page[size]=5&${USERS}`)).items;
    await get(TagSchema, `/tags/${first.id}`);
    const tag = await answer(TagSchema, 'POST', '/tags', { name: unique('tag'), color: '#336699' });
    const copy = await answer(TagSchema, 'POST', `/tags/${tag.id}/clone`);
    await answer(AddTagToTaggedResultSchema, 'POST', `/tags/${copy.id}/add-to-tagged`, { tagIds: [first.id] });
    await answer(TagSchema, 'PUT', `/tags/${tag.id}`, { name: unique('tag'), color: '#112233', version: tag.version });
    await answer(DoneSchema, 'DELETE', `/tags/${tag.id}`);
    await answer(DeleteTagsResultSchema, 'DELETE', '/tags', { tagIds: [copy.id, 999_999] });
  });

  it('test contacts', async () => {
    const [first] = (await page(TestContactSchema, `/test-contacts?page[size]=5&include=event,masterContact,createdByUser,updatedByUser`)).items;
    await get(TestContactSchema, `/test-contacts/${first.id}?include=event,masterContact`);
    const created = await answer(TestContactSchema, 'POST', '/test-contacts', { name: unique('tester'), eventId: first.eventId, masterContactId: first.masterContactId });
    await answer(TestContactSchema, 'POST', `/test-contacts/${created.id}/clone`);
    await answer(TestContactSchema, 'PUT', `/test-contacts/${created.id}`, { name: unique('tester'), eventId: first.eventId, masterContactId: first.masterContactId, version: created.version });
    await answer(DoneSchema, 'DELETE', `/test-contacts/${created.id}`);
  });

  it('reference layouts and reference set templates', async () => {
    const [layout] = (await page(ReferenceLayoutSchema, `/reference-layouts?page[size]=5&${USERS}`)).items;
    await get(ReferenceLayoutSchema, `/reference-layouts/${layout.id}`);
    await get(CountSchema, `/reference-layouts/${layout.id}/reference-set-template-total`);
    const copy = await answer(ReferenceLayoutSchema, 'POST', `/reference-layouts/${layout.id}/clone`);
    await answer(ReferenceLayoutSchema, 'PUT', `/reference-layouts/${copy.id}`, { name: copy.name, description: copy.description, code: copy.code, version: copy.version });
    await answer(DoneSchema, 'DELETE', `/reference-layouts/${copy.id}`);

    const [set] = (await page(ReferenceSetTemplateSchema, `/reference-set-templates?page[size]=5&${USERS}`)).items;
    await get(ReferenceSetTemplateSchema, `/reference-set-templates/${set.id}`);
    await get(CountSchema, `/reference-set-templates/${set.id}/message-total`);
    const setCopy = await answer(ReferenceSetTemplateSchema, 'POST', `/reference-set-templates/${set.id}/clone`);
    await answer(listPageOf(ReferenceSetTemplateSchema), 'PATCH', '/reference-set-templates', { attributes: { status: 0 }, referenceSetTemplateIds: [setCopy.id] });
    await answer(DoneSchema, 'DELETE', `/reference-set-templates/${setCopy.id}`);
  });

  it('sender info and recipients', async () => {
    const [sender] = (await page(SenderInfoSchema, `/sender-info?page[size]=5&${USERS}`)).items;
    await get(SenderInfoSchema, `/sender-info/${sender.id}`);
    await get(CountSchema, `/sender-info/${sender.id}/message-total`);
    const { id: _s, createdAt: _sc, updatedAt: _su, createdBy: _scb, updatedBy: _sub, createdByUser: _scu, updatedByUser: _suu, ...senderInput } = sender;
    const newSender = await answer(SenderInfoSchema, 'POST', '/sender-info', { ...senderInput, name: unique('sender'), version: undefined });
    await answer(SenderInfoSchema, 'PUT', `/sender-info/${newSender.id}`, { ...senderInput, name: unique('sender'), version: newSender.version });
    await answer(DoneSchema, 'DELETE', `/sender-info/${newSender.id}`);

    const [recipient] = (await page(RecipientSchema, `/recipients?page[size]=5&${USERS}`)).items;
    await get(RecipientSchema, `/recipients/${recipient.id}`);
    await get(CountSchema, `/recipients/${recipient.id}/message-total`);
    const { id: _r, createdAt: _rc, updatedAt: _ru, createdBy: _rcb, updatedBy: _rub, createdByUser: _rcu, updatedByUser: _ruu, ...recipientInput } = recipient;
    const newRecipient = await answer(RecipientSchema, 'POST', '/recipients', { ...recipientInput, name: unique('recipient'), version: undefined });
    await answer(RecipientSchema, 'PUT', `/recipients/${newRecipient.id}`, { ...recipientInput, name: unique('recipient'), version: newRecipient.version });
    await answer(DoneSchema, 'DELETE', `/recipients/${newRecipient.id}`);
  });

  it('SMS templates and languages', async () => {
    const [template] = (await page(SmsTemplateWithTagsSchema, `/sms-templates?page[size]=5&include=tags,createdByUser,updatedByUser`)).items;
    await page(SmsTemplateSchema, '/sms-templates?page[size]=10&filter[search_query]=a&filter[status]=1');
    await get(SmsTemplateWithTagsSchema, `/sms-templates/${template.id}?include=tags`);
    await get(SmsTemplateSchema, `/sms-templates/${template.id}`);
    await get(CountSchema, `/sms-templates/${template.id}/message-total`);
    const created = await answer(SmsTemplateSchema, 'POST', '/sms-templates', { name: unique('sms'), status: 2, translations: [{ languageId: 1, body: 'Hi' }], tags: [template.tags[0].id] });
    const copy = await answer(SmsTemplateSchema, 'POST', `/sms-templates/${created.id}/clone`);
    await answer(SmsTemplateSchema, 'PUT', `/sms-templates/${created.id}`, { name: unique('sms'), status: 2, translations: created.translations, tags: [], version: created.version });
    await answer(listPageOf(SmsTemplateSchema), 'PATCH', '/sms-templates', { attributes: { status: 3 }, smsTemplateIds: [copy.id] });
    await answer(DoneSchema, 'DELETE', `/sms-templates/${created.id}`);
    await page(LanguageSchema, '/languages');
  });

  it('messages, their translations, email templates, action triggers and test sends', async () => {
    const messages = await page(MessageWithTagsSchema, `/messages?page[size]=10&include=createdByUser,updatedByUser,tags`);
    const message = messages.items[0];
    await get(MessageWithTagsSchema, `/messages/${message.id}?include=referenceSetTemplate,messageTranslations,tags`);
    await get(MessageSchema, `/messages/${message.id}`);
    await page(MessageSchema, '/messages?page[number]=1&page[size]=10&filter[search_query]=m&filter[status]=1&filter[type:in]=3,4&filter[event_based]=0');
    await get(CountSchema, `/messages/${message.id}/message-workflow-total`);
    const translated = messages.items.find((m) => m.messageTranslations.length)!;
    const copy = await answer(MessageSchema, 'POST', `/messages/${translated.id}/clone`);
    const { id: _i, createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, createdByUser: _cu, updatedByUser: _uu, version, tags, ...fields } = copy;
    const created = await answer(MessageSchema, 'POST', '/messages', { ...fields, name: unique('message'), status: 2, tags });
    await answer(MessageSchema, 'PUT', `/messages/${created.id}`, { ...fields, name: unique('message'), status: 2, tags, version: created.version });
    await answer(listPageOf(MessageSchema), 'PATCH', '/messages', { attributes: { status: 3 }, messageIds: [created.id] });
    await answer(DoneSchema, 'DELETE', `/messages/${created.id}`);

    const translations = await page(MessageTranslationRowSchema, `/message-translations?page[size]=5&include=message,createdByUser,updatedByUser`);
    await answer(DoneSchema, 'DELETE', `/message-translations/${translations.items.find((t) => t.messageId === copy.id)!.id}`);
    await page(EmailTemplateEntrySchema, '/email-templates?type=1');
    await page(EmailTemplateEntrySchema, '/email-templates?type=2&clear_cache=true');

    const triggers = await page(ActionTriggerMessageSchema, '/action-trigger-messages?page[size]=5&include=message');
    const trigger = triggers.items[0];
    await answer(ActionTriggerMessageSchema, 'PUT', `/action-trigger-messages/${trigger.id}`, { messageId: trigger.messageId });

    const contact = (await page(TestContactSchema, '/test-contacts?page[number]=1&page[size]=10&include=event,masterContact')).items[0];
    const emailMessage = messages.items.find((m) => m.type === 1 && m.status === 1)!;
    await answer(TestMessageResultSchema, 'POST', '/messages/test-message', { message: emailMessage.id, eventId: contact.eventId, masterContactId: contact.masterContactId, recipient: 'test@example.com' });
  });

  it('message workflows and sets', async () => {
    const workflows = await page(MessageWorkflowWithTagsSchema, `/message-workflows?page[size]=10&include=triggerPrototype,createdByUser,updatedByUser,tags`);
    const workflow = workflows.items[0];
    await get(MessageWorkflowWithTagsSchema, `/message-workflows/${workflow.id}?include=targetGroup.targetGroupSections.targetGroupRules,message,triggerPrototype,tags`);
    const stored = await get(MessageWorkflowSchema, `/message-workflows/${workflow.id}`);
    await page(MessageWorkflowSchema, '/message-workflows?page[number]=1&page[size]=10&filter[search_query]=r&include=triggerPrototype');
    await page(MessageWorkflowSchema, '/message-workflows?page[number]=1&page[size]=10&filter[search_query]=r&filter[status]=active&include=triggerPrototype,message.senderInfo');
    await get(CountSchema, `/message-workflows/${workflow.id}/enabled-message-workflow-total`);
    const copy = await answer(MessageWorkflowSchema, 'POST', `/message-workflows/${workflow.id}/clone`);
    await answer(MessageWorkflowSchema, 'PUT', `/message-workflows/${copy.id}`, { ...stored, name: unique('workflow'), status: 2, version: copy.version });
    const created = await answer(MessageWorkflowSchema, 'POST', '/message-workflows', {
      name: unique('workflow'),
      status: 2,
      triggerPrototype: scheduledTrigger(),
      targetGroup: fixedContacts(1),
      messageId: null,
      tags: [],
    });
    await answer(listPageOf(MessageWorkflowSchema), 'PATCH', '/message-workflows', { attributes: { status: 3 }, messageWorkflowIds: [created.id] });
    await answer(DoneSchema, 'DELETE', `/message-workflows/${created.id}`);

    const [set] = (await page(MessageWorkflowSetSchema, `/message-workflow-sets?page[size]=5&${USERS}`)).items;
    await get(MessageWorkflowSetWithWorkflowsSchema, `/message-workflow-sets/${set.id}?include=messageWorkflows`);
    await page(MessageWorkflowSetWithWorkflowsSchema, '/message-workflow-sets?page[number]=1&page[size]=10&filter[status]=active&include=messageWorkflows');
    const setCopy = await answer(MessageWorkflowSetSchema, 'POST', `/message-workflow-sets/${set.id}/clone`);
    await answer(MessageWorkflowSetSchema, 'PUT', `/message-workflow-sets/${setCopy.id}`, { name: unique('set'), description: '', status: 2, messageWorkflows: setCopy.messageWorkflows, version: setCopy.version });
    await answer(MessageWorkflowSetSchema, 'POST', '/message-workflow-sets', { name: unique('set'), status: 2, messageWorkflows: [workflow.id] });
    await answer(listPageOf(MessageWorkflowSetSchema), 'PATCH', '/message-workflow-sets', { attributes: { status: 3 }, messageWorkflowSetIds: [setCopy.id] });
    await answer(DoneSchema, 'DELETE', `/message-workflow-sets/${setCopy.id}`);
  });

  it('the directory, its vocabularies, GraphQL and the target group test panel', async () => {
    // no text: the coming events; then by a word of the name, by id and by start month
    const events = await page(EventHitSchema, '/events?filter[search_query]=');
    const [first] = events.items;
    await page(EventHitSchema, `/events?filter[search_query]=${encodeURIComponent(first.name.split(' ')[0])}`);
    await page(EventHitSchema, `/events?filter[search_query]=${first.id}`);
    await page(EventHitSchema, `/events?filter[search_query]=${new Date(first.startTime * 1000).toISOString().slice(0, 7)}`);
    const event = await get(StoredEventSchema, `/events/${first.id}`);
    const contacts = await page(ContactHitSchema, '/master-contacts?filter[searchQuery]=an');
    await page(ContactHitSchema, `/master-contacts?filter[searchQuery]=${contacts.items[0].id}`);
    await page(MasterContactSchema, `/master-contacts/get-by-ids?ids=${contacts.items[0].id},2&expands[]=masterCompany`);
    await page(MasterContactSchema, `/master-contacts/get-by-ids?ids[]=${contacts.items[0].id}&ids[]=3&expands[]=masterCompany`);
    for (const path of ['/master-contact-functions', '/delegate-vip-roles', '/industries', '/activity-processes']) await page(OptionSchema, path);
    await page(EventRoleSchema, '/event-roles');

    const variables = await get(DefaultVariablesSchema, '/graphql/default-variables');
    const query = 'query($contactIds: [Int!]!) { contacts(ids: $contactIds) { id firstName } }';
    await answer(GraphqlResultSchema, 'POST', '/graphql', { query, variables: JSON.stringify(variables) }, { whole: true });
    const rows = [{ field: 'ContactId', mapping: 'contacts[].id' }, { field: 'First', mapping: 'contacts[].firstName' }];
    await answer(ReferenceSetsSchema, 'POST', '/graphql/mapping', { referenceSetsMapping: rows, query, variables: JSON.stringify(variables) });
    await answer(LayoutTestResultSchema, 'POST', '/graphql/reference-layout-mapping', { template: 'Hi {{ value }}', mapping: 'contacts[].firstName', query, variables });
    await answer(LayoutTestResultSchema, 'POST', '/graphql/reference-layout-mapping', { template: 'Hi {{ value.First }}', mapping: rows, query, variables: JSON.stringify(variables) });

    const targetGroup = { targetGroupSections: [{ targetGroupRules: [{ type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 0, participationStatus: 0 } }] }] };
    const audience = await answer(listPageOf(AudienceContactSchema), 'POST', '/target-groups/test-rule-master-contacts?page[number]=1&page[size]=10', { eventId: event.id, targetGroup });
    const masterContactId = audience.items[0]?.id ?? contacts.items[0].id;
    await answer(ContactTestResultSchema, 'POST', '/target-groups/test-master-contact', { masterContactId, eventId: event.id, targetGroup });
    const message = (await page(MessageSchema, '/messages?page[size]=50&filter[status]=1')).items.find((m) => m.type === 1)!;
    await answer(SendTestMessagesResultSchema, 'POST', '/target-groups/send-test-messages', { target: 'test@example.com', messageId: message.id, eventId: event.id, masterContactIds: [masterContactId] });
  });

  it('event message workflows, their timeline, the dashboard and the delivery log', async () => {
    const events = await page(EventWorkflowEventSchema, `/event-message-workflows?page[size]=50&${USERS}`);
    // an event with an item that can still be switched (the demo's sent season has none)
    let eventId = events.items[0].id;
    let items = await get(EventTimelineSchema, `/events/${eventId}/message-workflows`);
    for (const event of events.items) {
      items = await get(EventTimelineSchema, `/events/${event.id}/message-workflows`);
      eventId = event.id;
      if (canSwitch(items.items[0]?.status ?? -1)) break;
    }
    const workflowIds = items.items.map((item) => item.messageWorkflowId);
    await get(WorkflowSendingTimesSchema, `/events/${eventId}/message-workflows/resolve-sending-time?messageWorkflowIds=${workflowIds.join(',')}`);
    await answer(ResolvedSendingTimeSchema, 'POST', `/events/${eventId}/message-workflows/resolve-sending-time-by-trigger-data`, scheduledTrigger());
    await get(CountSchema, `/event-message-workflows/event/${eventId}/scheduled-message-total`);
    const item = items.items[0];
    await answer(EventChangePreviewSchema, 'POST', `/events/${eventId}/message-workflows/preview-changes`, { eventMessageWorkflows: [{ id: item.id, eventId, status: 0 }] });
    await answer(TargetGroupChangePreviewSchema, 'POST', '/target-groups/preview-changes', { messageWorkflowId: item.messageWorkflowId, targetGroup: { targetGroupSections: [{ targetGroupRules: [{ type: 'FixedContactRule', masterContactIds: [1] }] }] } });
    await answer(listPageOf(EventWorkflowItemSchema), 'POST', '/event-message-workflows', { eventMessageWorkflows: [{ id: item.id, eventId, status: 0 }] });
    await page(CompositeSchema, '/event-message-workflow-composites?page[size]=10');
    await get(StatusCountsSchema, '/event-message-workflow-composites/count-of-each-status');
    await answer(DisabledSchema, 'PATCH', '/event-message-workflows', { attributes: { status: 0 }, eventIds: [eventId] });

    // A real send that fails for one contact (the reference set knows contacts 1-5 only): an item
    // with deliveries, its log, its row on the dashboard, its reactivation, then removals.
    const world = await sendingWorld(api);
    const fiveOnly = 'query { contacts(ids: [1, 2, 3, 4, 5]) { id firstName email } }';
    await api.staff.post('/v1/graphql', { query: fiveOnly });
    const set = await answer(ReferenceSetTemplateSchema, 'POST', '/reference-set-templates', {
      name: unique('five only'),
      status: 1,
      graphQuery: fiveOnly,
      referencesSetMapping: [{ field: 'ContactId', mapping: 'contacts[].id' }, { field: 'ContactFirstName', mapping: 'contacts[].firstName' }],
      customReferences: [],
    });
    const sent = await emailMessage(api.staff, world, { referenceSetTemplateId: set.id });
    const { item: attached } = await attachWorkflow(api, 1, sent.id, { shouldSendToSender: true }, [1, 2, 6]);
    await fireNow(api, attached);
    expect(await settled(api, attached)).toMatchObject({ status: 6 });
    await get(EventTimelineSchema, '/events/1/message-workflows');
    await get(DeliveryLogSchema, `/event-message-workflows/${attached.id}/deliveries?page[number]=1&page[size]=10`);
    await page(CompositeSchema, '/event-message-workflow-composites?page[size]=100');
    await answer(listPageOf(EventWorkflowItemSchema), 'PUT', '/event-message-workflows/by-ids', { ids: [attached.id] });
    const spare = await attachWorkflow(api, 1, sent.id);
    await answer(DoneSchema, 'DELETE', `/event-message-workflows/${spare.item.id}`);
    const spares = await Promise.all([attachWorkflow(api, 1, sent.id), attachWorkflow(api, 1, sent.id)]);
    await answer(DoneSchema, 'DELETE', '/event-message-workflows/by-ids', { ids: spares.map((s) => s.item.id) });
    await answer(DoneSchema, 'DELETE', '/event-message-workflows', { eventIds: [eventId] });
  });

  it('signing in and out, the password, the local links', async () => {
    const login = await answer(LoginResultSchema, 'POST', '/login', { username: 'staff', password: 'staff-secret-1' }, { client: api.anonymous });
    const staff = new Client(api.url, login.accessToken);
    await answer(SessionUserSchema, 'POST', '/users/me/password', { currentPassword: 'staff-secret-1', newPassword: 'staff-secret-2' }, { client: staff });
    await get(LocalLinksSchema, '/local-links', staff);
    await get(DoneSchema, '/logout', staff);
  });
});
