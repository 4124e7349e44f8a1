import * as actionTriggers from '../../../shared/action-triggers.ts';
import * as audit from '../../../shared/audit-schemas.ts';
import * as workflowSets from '../../../shared/message-workflow-sets.ts';
import * as workflows from '../../../shared/message-workflows.ts';
import * as messages from '../../../shared/messages.ts';
import * as recipients from '../../../shared/recipients.ts';
import * as referenceLayouts from '../../../shared/reference-layouts.ts';
import * as referenceSets from '../../../shared/reference-set-templates.ts';
import * as senderInfo from '../../../shared/sender-info.ts';
import * as smsTemplates from '../../../shared/sms-templates.ts';
import * as tags from '../../../shared/tags.ts';
import * as testContacts from '../../../shared/test-contacts.ts';
import { tags as tagResource } from '../../resources/tags/tags.ts';
import { smsTemplates as smsTemplateResource } from '../../resources/sms-templates/sms-templates.ts';
import { referenceLayouts as referenceLayoutResource } from '../../resources/reference-layouts/reference-layouts.ts';
import { referenceSetTemplates as referenceSetResource } from '../../resources/reference-set-templates/reference-set-templates.ts';
import { senderInfo as senderInfoResource } from '../../resources/sender-info/sender-info.ts';
import { recipients as recipientResource } from '../../resources/recipients/recipients.ts';
import { testContacts as testContactResource } from '../../resources/test-contacts/test-contacts.ts';
import { messages as messageResource } from '../../resources/messages/messages.ts';
import { TRANSLATION_LIST } from '../../resources/messages/translations.ts';
import { ACTION_TRIGGER_LIST } from '../../resources/messages/action-triggers.ts';
import { TEMPLATE_LIST } from '../../resources/messages/template-list.ts';
import { messageWorkflows as workflowResource } from '../../resources/message-workflows/message-workflows.ts';
import { messageWorkflowSets as workflowSetResource } from '../../resources/message-workflow-sets/message-workflow-sets.ts';
import { catalogueSchemas } from '../catalogue.ts';
import { DoneSchema } from '../../../shared/api.ts';
import { data, eitherOf, listQuery, page, type Parameter, type RouteSchemas } from '../declaration.ts';

const EMAIL_TYPE: Parameter = { name: 'type', description: 'The email message type: 1, 2, 3 or 4.', required: true, schema: { type: 'integer', enum: [1, 2, 3, 4] } };

/** The catalogue: each resource's routes from its definition (../catalogue.ts), and the routes some add: bulk tag actions, test messages, translations, action triggers, email templates, a workflow's enabled events. */
export const CATALOGUE_ROUTES: Record<string, RouteSchemas> = {
  ...catalogueSchemas(tagResource.definition, { one: 'tag', many: 'tags', item: tags.TagSchema }),
  ...catalogueSchemas(smsTemplateResource.definition, {
    one: 'SMS template',
    many: 'SMS templates',
    item: smsTemplates.SmsTemplateSchema,
    shown: eitherOf(smsTemplates.SmsTemplateSchema, smsTemplates.SmsTemplateWithTagsSchema),
  }),
  ...catalogueSchemas(referenceLayoutResource.definition, { one: 'reference layout', many: 'reference layouts', item: referenceLayouts.ReferenceLayoutSchema }),
  ...catalogueSchemas(referenceSetResource.definition, { one: 'reference set template', many: 'reference set templates', item: referenceSets.ReferenceSetTemplateSchema }),
  ...catalogueSchemas(senderInfoResource.definition, { one: 'sender info', many: 'sender infos', item: senderInfo.SenderInfoSchema }),
  ...catalogueSchemas(recipientResource.definition, { one: 'recipient', many: 'recipients', item: recipients.RecipientSchema }),
  ...catalogueSchemas(testContactResource.definition, { one: 'test contact', many: 'test contacts', item: testContacts.TestContactSchema }),
  ...catalogueSchemas(messageResource.definition, { one: 'message', many: 'messages', item: messages.MessageSchema, shown: eitherOf(messages.MessageSchema, messages.MessageWithTagsSchema) }),
  ...catalogueSchemas(workflowResource.definition, {
    one: 'message workflow',
    many: 'message workflows',
    item: workflows.MessageWorkflowSchema,
    shown: eitherOf(workflows.MessageWorkflowSchema, workflows.MessageWorkflowWithTagsSchema),
  }),
  ...catalogueSchemas(workflowSetResource.definition, {
    one: 'message workflow set',
    many: 'message workflow sets',
    item: workflowSets.MessageWorkflowSetSchema,
    shown: eitherOf(workflowSets.MessageWorkflowSetSchema, workflowSets.MessageWorkflowSetWithWorkflowsSchema),
  }),
  'GET /v1/message-workflows/{id}/enabled-events': { summary: 'The events whose enabled items use a workflow (what blocks its delete)', answer: data(workflows.UsingEventsSchema), refusals: [404] },
  'DELETE /v1/tags': { summary: 'Delete several tags; ids already gone come back in notFound', body: tags.BulkDeleteTagsSchema, answer: data(tags.DeleteTagsResultSchema) },
  'POST /v1/tags/{id}/add-to-tagged': {
    summary: 'Add the tag to every message, SMS template and message workflow that carries any of the listed tags; answers the records changed',
    body: tags.AddTagToTaggedSchema,
    answer: data(tags.AddTagToTaggedResultSchema),
    // a record written by others three times over while it was being tagged
    refusals: [409],
  },
  'POST /v1/messages/test-message': {
    summary: 'Send a test of a message to an address or number',
    body: messages.TestMessageSchema,
    answer: data(messages.TestMessageResultSchema),
    refusals: [404, 429, 502],
  },
  'GET /v1/message-translations': { summary: 'List the translations of every message', query: listQuery(TRANSLATION_LIST), answer: page(messages.MessageTranslationRowSchema) },
  'GET /v1/message-translations/{id}/history': { summary: "A translation's audit trail: the changes of its message that changed it, newest first", answer: data(audit.AuditPageSchema) },
  'GET /v1/message-translations/{id}/history/{entryId}/version': {
    summary: 'A translation as it was right after one entry of its history (422 where it cannot be rebuilt)',
    answer: data(messages.MessageTranslationRowSchema),
    refusals: [422],
  },
  'DELETE /v1/message-translations/{id}': { summary: 'Delete a translation from its message', answer: data(DoneSchema) },
  'GET /v1/action-trigger-messages': { summary: 'List the action triggers and the emails they send', query: listQuery(ACTION_TRIGGER_LIST), answer: page(actionTriggers.ActionTriggerMessageSchema) },
  'PUT /v1/action-trigger-messages/{id}': {
    summary: 'Map an email to an action trigger',
    body: actionTriggers.ActionTriggerMessageInputSchema,
    answer: data(actionTriggers.ActionTriggerMessageSchema),
  },
  'GET /v1/email-templates': {
    summary: 'List the templates of an email template service',
    query: listQuery(TEMPLATE_LIST, { params: { type: EMAIL_TYPE, clear_cache: { description: 'true: read the list from the service again.', schema: { type: 'string', enum: ['true', 'false'] } } } }),
    answer: page(messages.EmailTemplateEntrySchema),
  },
  'GET /v1/email-templates/{id}/preview': {
    summary: 'Preview a template: JSON, or the page itself for Accept: text/html',
    textParams: ['id'],
    query: [EMAIL_TYPE],
    answer: { ...data(messages.EmailTemplatePreviewSchema), html: true },
    refusals: [400],
  },
};
