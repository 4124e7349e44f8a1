import * as z from 'zod';
import * as actionTriggers from '../../shared/action-triggers.ts';
import * as api from '../../shared/api.ts';
import * as apiError from '../../shared/api-error.ts';
import * as alerts from '../../shared/alert-schemas.ts';
import * as audit from '../../shared/audit-schemas.ts';
import * as approvals from '../../shared/approval-schemas.ts';
import * as auth from '../../shared/auth.ts';
import * as dashboard from '../../shared/dashboard.ts';
import * as deliveryLog from '../../shared/delivery-log.ts';
import * as directoryRecords from '../../shared/directory/records.ts';
import * as directory from '../../shared/directory/responses.ts';
import * as vocabulary from '../../shared/directory/vocabulary.ts';
import * as eventWorkflows from '../../shared/event-message-workflows.ts';
import * as changePreview from '../../shared/change-preview.ts';
import * as graphql from '../../shared/graphql.ts';
import * as languages from '../../shared/languages.ts';
import * as localLinks from '../../shared/local-links.ts';
import * as workflowSets from '../../shared/message-workflow-sets.ts';
import * as workflows from '../../shared/message-workflows.ts';
import * as messages from '../../shared/messages.ts';
import * as recipients from '../../shared/recipients.ts';
import * as referenceLayouts from '../../shared/reference-layouts.ts';
import * as referenceSets from '../../shared/reference-set-templates.ts';
import * as readiness from '../../shared/readiness.ts';
import * as reports from '../../shared/reports.ts';
import * as senderInfo from '../../shared/sender-info.ts';
import * as sendingTime from '../../shared/sending-time.ts';
import * as settings from '../../shared/settings.ts';
import * as sendingRules from '../../shared/sending-rules.ts';
import * as smsTemplates from '../../shared/sms-templates.ts';
import * as tags from '../../shared/tags.ts';
import * as testPanel from '../../shared/target-groups/test-panel.ts';
import * as testContacts from '../../shared/test-contacts.ts';
import * as triggers from '../../shared/triggers/trigger-prototype.ts';
import * as graphqlRequests from '../resources/graphql/requests.ts';
import { WHOLE_LIST } from '../kit/list-engine.ts';
import { tags as tagResource } from '../resources/tags/tags.ts';
import { smsTemplates as smsTemplateResource } from '../resources/sms-templates/sms-templates.ts';
import { referenceLayouts as referenceLayoutResource } from '../resources/reference-layouts/reference-layouts.ts';
import { referenceSetTemplates as referenceSetResource } from '../resources/reference-set-templates/reference-set-templates.ts';
import { senderInfo as senderInfoResource } from '../resources/sender-info/sender-info.ts';
import { recipients as recipientResource } from '../resources/recipients/recipients.ts';
import { testContacts as testContactResource } from '../resources/test-contacts/test-contacts.ts';
import { messages as messageResource } from '../resources/messages/messages.ts';
import { TRANSLATION_LIST } from '../resources/messages/translations.ts';
import { ACTION_TRIGGER_LIST } from '../resources/messages/action-triggers.ts';
import { TEMPLATE_LIST } from '../resources/messages/template-list.ts';
import { messageWorkflows as workflowResource } from '../resources/message-workflows/message-workflows.ts';
import { messageWorkflowSets as workflowSetResource } from '../resources/message-workflow-sets/message-workflow-sets.ts';
import { EVENT_LIST } from '../resources/event-message-workflows/event-list.ts';
import { COMPOSITE_LIST, COUNT_RULES } from '../resources/event-message-workflows/composites.ts';
import { DELIVERY_LOG_LIST } from '../resources/event-message-workflows/delivery-log.ts';
import { AUDIENCE_LIST } from '../resources/target-groups/contact-list.ts';
import { BY_IDS, SEARCH } from '../resources/directory/list-rules.ts';
import { ALERT_LIST } from '../resources/alerts/alert-list-spec.ts';
import { AUDIT_LOG_LIST } from '../resources/audit-log/audit-log-list.ts';
import { APPROVAL_LIST } from '../approvals/approval-list.ts';
import { catalogueSchemas } from './catalogue.ts';
import { csvFile, data, eitherOf, listQuery, OpenApiDocumentSchema, page, whole, type Parameter, type RouteSchemas } from './declaration.ts';

/** The part of an on-demand readiness check to go on with (docs/readiness.md, "Limits"). */
const AFTER_QUERY = { name: 'after', description: 'The item id an earlier answer gave as `next`: the check goes on with the items after it.', schema: { type: 'integer', minimum: 0 } };

/**
 * One declaration per route key of functions/routes.ts: the schemas the API's description is built
 * from (functions/openapi/document.ts). A catalogue resource's routes come from its definition
 * (catalogue.ts); every other route is written here. Only the openapi route and its tests load
 * this file: it pulls in every schema and every list spec.
 */

/**
 * The modules whose exported schemas are components of the document, named after their exports.
 * A schema exported twice takes its name from the first module here (MessageWorkflowWithTags, not
 * event-message-workflows' ItemWorkflow).
 */

export const NAMED_SCHEMA_MODULES: readonly object[] = [
  actionTriggers, alerts, approvals, audit, api, apiError, auth, dashboard, deliveryLog, directoryRecords, directory, vocabulary, workflows, eventWorkflows, graphql,
  graphqlRequests, languages, localLinks, workflowSets, messages, recipients, referenceLayouts, referenceSets, reports, senderInfo, sendingTime,
  sendingRules, settings, smsTemplates, tags, testPanel, testContacts, triggers, { OpenApiDocumentSchema },
];

const { DoneSchema, CountSchema } = api;
const EMAIL_TYPE: Parameter = { name: 'type', description: 'The email message type: 1, 2, 3 or 4.', required: true, schema: { type: 'integer', enum: [1, 2, 3, 4] } };
const VOCABULARY = listQuery(WHOLE_LIST);
/** The GraphQL routes answer `errors` beside `data` when some fields failed. */
const withGraphqlErrors = (schema: z.ZodType) => z.object({ data: schema, errors: graphql.GraphqlResultSchema.shape.errors });

/** The filters of the reports and of the deliveries behind them (docs/reports.md); anything else is a 422. */
const REPORT_FILTERS: Parameter[] = [
  { name: 'filter[sentAt:from]', description: 'Sent from the Amsterdam day holding this time (unix seconds); default 89 days before the end.', schema: { type: 'integer', minimum: 0 } },
  { name: 'filter[sentAt:to]', description: 'Sent until the Amsterdam day holding this time (unix seconds), at most 366 days after the start; default today.', schema: { type: 'integer', minimum: 0 } },
  { name: 'filter[eventId]', description: 'For this event.', schema: { type: 'integer', minimum: 1 } },
  { name: 'filter[messageWorkflowSetId]', description: 'By the workflows in this set now.', schema: { type: 'integer', minimum: 1 } },
  { name: 'filter[messageWorkflowId]', description: 'By this workflow.', schema: { type: 'integer', minimum: 1 } },
  { name: 'filter[messageId]', description: 'Of this message.', schema: { type: 'integer', minimum: 1 } },
  { name: 'filter[channel]', description: 'email or sms.', schema: { type: 'string', enum: ['email', 'sms'] } },
  { name: 'filter[languageId]', description: 'Rendered in this language (0: not rendered yet).', schema: { type: 'integer', minimum: 0 } },
];
const GROUP_BY: Parameter = { name: 'groupBy', description: 'A row per day, week (Monday-first), event, messageWorkflow, message, channel, language or status; without it, the totals alone.', schema: { type: 'string', enum: [...reports.REPORT_GROUPS] } };
const DELIVERY_PARAMETERS: Parameter[] = [
  ...REPORT_FILTERS,
  { name: 'filter[status]', description: 'A status or what SES or the directory said of them.', schema: { type: 'string', enum: [...reports.DELIVERY_FIGURES] } },
  {
    name: 'filter[reason]',
    description: 'With filter[status] failed, suppressed, unconfirmed, skipped, bounced or complained: the deliveries whose reason counts under this label, as the report names it in its reasons.',
    schema: { type: 'string', maxLength: 120 },
  },
  { name: 'page[number]', description: 'The page, from 1.', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'page[size]', description: 'Rows a page.', schema: { type: 'integer', enum: [5, 10, 20, 30, 40, 50, 100], default: 50 } },
  { name: 'sort', description: 'sentAt (oldest day first) or -sentAt (newest day first, the default).', schema: { type: 'string', enum: ['sentAt', '-sentAt'], default: '-sentAt' } },
];

const CATALOGUE: Record<string, RouteSchemas> = {
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
};

export const ROUTE_SCHEMAS: Record<string, RouteSchemas> = {
  'GET /v1/message-workflows/{id}/enabled-events': { summary: 'The events whose enabled items use a workflow (what blocks its delete)', answer: data(workflows.UsingEventsSchema), refusals: [404] },
  'GET /v1/health': { summary: 'Whether the API is up: 200 once it is ready', answer: data(api.HealthSchema) },
  'GET /v1/languages': { summary: 'The languages of translations', query: VOCABULARY, answer: page(languages.LanguageSchema) },
  'GET /v1/settings/{name}': { summary: 'Read a setting', textParams: ['name'], answer: data(settings.StoredSettingSchema) },
  'POST /v1/settings': { summary: 'Save a setting (created or replaced; not the sending rules, which have their own route)', body: settings.SettingSchema, answer: data(settings.StoredSettingSchema) },
  'GET /v1/settings/sending-rules': { summary: 'Read the sending rules: quiet hours and frequency caps per channel (the defaults until saved)', answer: data(sendingRules.SendingRulesAnswerSchema) },
  'POST /v1/settings/sending-rules': { summary: 'Save the sending rules (super-admin)', body: sendingRules.SendingRulesSchema, answer: data(sendingRules.SendingRulesAnswerSchema) },
  'GET /v1/local-links': { summary: 'The pages of the local stand-ins (test emails, SMS, schedules); null in AWS', answer: data(localLinks.LocalLinksSchema) },
  'GET /v1/openapi.json': { summary: 'This description of the API (OpenAPI 3.1)', answer: whole(OpenApiDocumentSchema) },

  'POST /v1/login': { summary: 'Sign in: an access token and the user', body: auth.LoginSchema, answer: data(auth.LoginResultSchema), refusals: [401, 429] },
  'GET /v1/logout': { summary: 'Sign out: ends the session of the token sent, if any', answer: data(DoneSchema) },
  'POST /v1/users/me/password': { summary: "Change one's own password", body: auth.ChangePasswordSchema, answer: data(auth.SessionUserSchema), refusals: [409, 429] },

  ...CATALOGUE,
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

  'GET /v1/event-message-workflows': { summary: 'List the events that have workflows, with their counts', query: listQuery(EVENT_LIST), answer: page(eventWorkflows.EventWorkflowEventSchema) },
  'POST /v1/event-message-workflows': {
    summary: 'Attach workflows (or the Active workflows of sets) to events, or change attached items: all or nothing (202 with the approval it waits for while the approval setting covers the event)',
    body: eventWorkflows.AttachSchema,
    answer: page(eventWorkflows.EventWorkflowItemSchema),
    refusals: [409],
  },
  'PATCH /v1/event-message-workflows': {
    summary: 'Switch off every item of events (status 0), or reactivate their failed items (status 1; 202 with the approval it waits for while the approval setting covers the event)',
    body: eventWorkflows.EventStatusSchema,
    answer: data(z.union([eventWorkflows.DisabledSchema, eventWorkflows.ReactivatedSchema])),
  },
  'DELETE /v1/event-message-workflows': { summary: 'Delete the items of events that are not sent or being sent', body: eventWorkflows.EventIdsSchema, answer: data(DoneSchema) },
  'DELETE /v1/event-message-workflows/by-ids': { summary: 'Delete Active items by id', body: eventWorkflows.IdsSchema, answer: data(DoneSchema), refusals: [404] },
  'PUT /v1/event-message-workflows/by-ids': { summary: 'Reactivate failed items (202 with the approval it waits for while the approval setting covers the event)', body: eventWorkflows.IdsSchema, answer: page(eventWorkflows.EventWorkflowItemSchema), refusals: [404] },
  'DELETE /v1/event-message-workflows/{id}': { summary: 'Delete an Active item', answer: data(DoneSchema), refusals: [422] },
  'DELETE /v1/event-message-workflows/event/{eventId}': { summary: 'Delete the items of an event that are not sent or being sent', answer: data(DoneSchema) },
  'GET /v1/event-message-workflows/{id}/scheduled-message-total': { summary: 'Whether an item will still send (1) or not (0)', answer: data(CountSchema) },
  'GET /v1/event-message-workflows/{id}/deliveries': { summary: 'The delivery log of an item', query: listQuery(DELIVERY_LOG_LIST), answer: data(deliveryLog.DeliveryLogSchema) },
  'POST /v1/event-message-workflows/{id}/deliveries/resend-unconfirmed': {
    summary: "Resend an item's unconfirmed deliveries (each once more; one an SES event confirms meanwhile is not)",
    body: deliveryLog.ResendUnconfirmedInputSchema,
    answer: data(deliveryLog.ResendUnconfirmedSchema),
    refusals: [404, 409],
  },
  'GET /v1/event-message-workflows/event/{eventId}/scheduled-message-total': { summary: 'How many items of an event will still send', answer: data(CountSchema) },
  'GET /v1/events/{id}/message-workflows': { summary: "The timeline: an event's items with their workflows", answer: data(eventWorkflows.EventTimelineSchema) },
  'GET /v1/events/{id}/history': { summary: "The History of an event's timeline: the audit entries of its items (removed ones too), newest first", answer: data(audit.AuditPageSchema), refusals: [404] },
  'GET /v1/events/{id}/message-workflows/resolve-sending-time': {
    summary: 'When each workflow would send for the event',
    query: [{ name: 'messageWorkflowIds', description: 'Comma list of workflow ids (also read as messageWorkflowIds[]).', required: true }],
    answer: data(eventWorkflows.WorkflowSendingTimesSchema),
    refusals: [422],
  },
  'POST /v1/events/{id}/message-workflows/resolve-sending-time-by-trigger-data': {
    summary: 'When a trigger would send for the event',
    body: triggers.TriggerPrototypeSchema,
    answer: data(sendingTime.ResolvedSendingTimeSchema),
  },
  'POST /v1/events/{id}/message-workflows/preview-changes': {
    summary: "What saving this body (the save's) would do to the event's pending sends, without saving: moves, status changes and audience counts",
    body: eventWorkflows.AttachSchema,
    answer: data(changePreview.EventChangePreviewSchema),
    refusals: [404],
  },
  'GET /v1/event-message-workflow-composites': {
    summary: 'The dashboard: items sending within a date range (default today to 30 days on)',
    query: listQuery(COMPOSITE_LIST),
    answer: page(dashboard.CompositeSchema),
  },
  'GET /v1/event-message-workflow-composites/count-of-each-status': {
    summary: 'How many items of each status send within a date range',
    query: listQuery(COUNT_RULES),
    answer: data(dashboard.StatusCountsSchema),
  },

  'GET /v1/events': { summary: 'Search events by name, id or start month; without text, the coming events', query: listQuery(SEARCH), answer: page(directory.EventHitSchema) },
  'GET /v1/events/{id}': { summary: 'Read an event with its deadlines', answer: data(directory.StoredEventSchema) },
  'GET /v1/master-contacts': { summary: 'Search contacts by name, email or id', query: listQuery(SEARCH), answer: page(directory.ContactHitSchema) },
  'GET /v1/master-contacts/get-by-ids': {
    summary: 'Read contacts by id, in the order asked',
    query: listQuery(BY_IDS, {
      params: {
        'ids[]': { description: 'A contact id; repeat for more.' },
        ids: { description: 'Comma list of contact ids.' },
        'expands[]': { description: "masterCompany: add each contact's company." },
        expands: { description: "masterCompany: add each contact's company." },
      },
    }),
    answer: page(directory.MasterContactSchema),
  },
  'GET /v1/master-contacts/{id}': { summary: 'Read a contact with its activity and company', answer: data(directory.MasterContactSchema) },
  'GET /v1/master-companies/{id}': { summary: 'Read a company with its participations and packages', answer: data(directory.StoredCompanySchema) },
  'GET /v1/master-contact-functions': { summary: 'The contact functions', query: VOCABULARY, answer: page(vocabulary.OptionSchema) },
  'GET /v1/industries': { summary: 'The industries', query: VOCABULARY, answer: page(vocabulary.OptionSchema) },
  'GET /v1/delegate-vip-roles': { summary: 'The delegate VIP roles', query: VOCABULARY, answer: page(vocabulary.OptionSchema) },
  'GET /v1/event-roles': { summary: 'The event roles', query: VOCABULARY, answer: page(vocabulary.EventRoleSchema) },
  'GET /v1/activity-processes': { summary: 'The activity processes', query: VOCABULARY, answer: page(vocabulary.OptionSchema) },
  'GET /v1/directory/vocabulary': { summary: "Every list and code of the directory's vocabulary", answer: data(directory.DirectoryVocabularySchema) },
  'POST /v1/directory/import': {
    summary: 'Import directory records: a JSON array, or JSON lines (one record per line)',
    body: z.array(directoryRecords.DirectoryRecordSchema),
    jsonLines: true,
    answer: data(directory.ImportSummarySchema),
  },

  'POST /v1/target-groups/test-master-contact': { summary: 'Whether a contact is in a target group for an event, and why', body: testPanel.TestMasterContactSchema, answer: data(testPanel.ContactTestResultSchema) },
  'POST /v1/target-groups/test-rule-master-contacts': {
    summary: 'The contacts in a target group for an event',
    body: testPanel.TestRuleMasterContactsSchema,
    query: listQuery(AUDIENCE_LIST, { note: 'page and size are also read as page[number] and page[size].' }),
    answer: page(testPanel.AudienceContactSchema),
  },
  'POST /v1/target-groups/preview-changes': {
    summary: "What giving a workflow this target group would do to its pending sends' audiences, without saving",
    body: changePreview.TargetGroupPreviewInputSchema,
    answer: data(changePreview.TargetGroupChangePreviewSchema),
  },
  'POST /v1/target-groups/count': { summary: 'The size of a target group for an event, from the planner (null when every contact would have to be read)', body: testPanel.CountAudienceSchema, answer: data(testPanel.AudienceCountSchema) },
  'POST /v1/target-groups/send-test-messages': {
    summary: "Send a workflow's message, rendered for chosen contacts, to a test address or number",
    body: testPanel.SendTestMessagesSchema,
    answer: data(testPanel.SendTestMessagesResultSchema),
    refusals: [429, 502],
  },

  'GET /v1/event-message-workflows/{id}/readiness': { summary: "Check an item's readiness now: a dry run of its send (nothing is sent); the result is kept for its badge", answer: data(readiness.ItemReadinessSchema) },
  'GET /v1/events/{id}/readiness': {
    summary: "Check the readiness of an event's Active items now, in id order, with every item's problems: as many as fit in the request's time; `next` names the item to go on after",
    query: [AFTER_QUERY],
    answer: data(readiness.EventReadinessPartSchema),
    refusals: [422],
  },
  'GET /v1/readiness': {
    summary: 'Check every Active item due within some days now, in id order: as many as fit in the request\'s time; `next` names the item to go on after',
    query: [{ name: 'days', description: `Days ahead, from 1 to ${readiness.READINESS_DAYS_MAX}; default ${readiness.READINESS_DAYS_DEFAULT}.`, schema: { type: 'integer', minimum: 1, maximum: readiness.READINESS_DAYS_MAX, default: readiness.READINESS_DAYS_DEFAULT } }, AFTER_QUERY],
    answer: data(readiness.DueReadinessPartSchema),
    refusals: [422],
  },
  'GET /v1/readiness/last': {
    summary: 'The badges of the last readiness checks of some items (nothing is run); items never checked are left out',
    query: [
      { name: 'eventId', description: "An event's items.", schema: { type: 'integer', minimum: 1 } },
      { name: 'itemIds', description: 'A comma list of item ids (at most 200), when no eventId is given.', schema: { type: 'string' } },
    ],
    answer: page(readiness.ReadinessBadgeSchema),
    refusals: [422],
  },

  'GET /v1/reports/deliveries': { summary: 'The figures of the deliveries the filters select and their top reasons, and with groupBy a row per group (from the per-day counters)', query: [...REPORT_FILTERS, GROUP_BY], answer: data(reports.DeliveryReportSchema), refusals: [422] },
  'GET /v1/reports/deliveries.csv': { summary: 'The grouped table of the report as CSV', query: [...REPORT_FILTERS, GROUP_BY], answer: csvFile(), refusals: [422] },
  'GET /v1/deliveries': {
    summary: 'The deliveries behind a figure: a page, or every one as streamed CSV for Accept: text/csv',
    query: DELIVERY_PARAMETERS,
    answer: { ...page(reports.ReportDeliverySchema), csv: 'also' },
    refusals: [422],
  },
  'GET /v1/deliveries.csv': { summary: 'Every delivery behind a figure, as CSV streamed as it is read', query: DELIVERY_PARAMETERS, answer: csvFile(), refusals: [422] },

  'GET /v1/audit-log': {
    summary: 'The audit trail (super-admins): every recorded change, newest first; also filter[at:from] and filter[at:to] for the range',
    query: listQuery(AUDIT_LOG_LIST),
    answer: page(audit.AuditEntrySchema),
  },
  'GET /v1/audit-log.csv': { summary: "The audit log's entries with the same filters and sort, every page, as CSV (a row per changed field)", query: listQuery(AUDIT_LOG_LIST), answer: csvFile() },

  'GET /v1/approvals': { summary: 'Changes to Active sends held for a second approval, with their decisions; filter[state], filter[eventId], filter[itemId]', query: listQuery(APPROVAL_LIST), answer: page(approvals.ApprovalSchema) },
  'POST /v1/approvals/{id}/approve': { summary: 'Approve a pending change (a super-admin other than its author) and apply it', body: approvals.DecisionSchema, answer: data(approvals.ApprovalSchema), refusals: [403, 404, 409, 422] },
  'POST /v1/approvals/{id}/reject': { summary: 'Reject a pending change with a comment (a super-admin other than its author); nothing changes', body: approvals.DecisionSchema, answer: data(approvals.ApprovalSchema), refusals: [403, 404, 409, 422] },

  'GET /v1/alerts': { summary: "The alerts (every signed-in user sees every one), with whether the caller read each and the caller's unread count", query: listQuery(ALERT_LIST), answer: data(alerts.AlertPageSchema) },
  'POST /v1/alerts/{id}/read': { summary: 'Mark an alert read for the caller (a repeat changes nothing)', body: alerts.MarkReadBodySchema, answer: data(alerts.AlertSchema), refusals: [404] },
  'POST /v1/alerts/read-all': { summary: 'Mark every alert raised so far read for the caller; answers their unread count after it', body: alerts.MarkReadBodySchema, answer: data(alerts.UnreadCountSchema) },

  'POST /v1/graphql': { summary: "Run a GraphQL query over the directory (GraphQL's own answer)", body: graphqlRequests.GraphqlRequestSchema, answer: whole(graphql.GraphqlResultSchema) },
  'POST /v1/graphql/mapping': {
    summary: 'Run a query and map its answer to reference sets',
    body: graphqlRequests.MappingRequestSchema,
    answer: whole(withGraphqlErrors(graphql.ReferenceSetsSchema)),
  },
  'POST /v1/graphql/reference-layout-mapping': {
    summary: "Render a reference layout with the value a mapping picks from a query's answer",
    body: graphqlRequests.LayoutMappingRequestSchema,
    answer: whole(withGraphqlErrors(graphql.LayoutTestResultSchema)),
  },
  'GET /v1/graphql/default-variables': { summary: 'Variables to try a query with: the next active event and some of its participants', answer: data(graphql.DefaultVariablesSchema) },
};
