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
import * as graphql from '../../shared/graphql.ts';
import * as languages from '../../shared/languages.ts';
import * as localLinks from '../../shared/local-links.ts';
import * as workflowSets from '../../shared/message-workflow-sets.ts';
import * as workflows from '../../shared/message-workflows.ts';
import * as messages from '../../shared/messages.ts';
import * as recipients from '../../shared/recipients.ts';
import * as referenceLayouts from '../../shared/reference-layouts.ts';
import * as referenceSets from '../../shared/reference-set-templates.ts';
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
import { OpenApiDocumentSchema, type RouteSchemas } from './declaration.ts';
import { SYSTEM_ROUTES } from './route-schemas/system.ts';
import { CATALOGUE_ROUTES } from './route-schemas/catalogue.ts';
import { EVENT_WORKFLOW_ROUTES } from './route-schemas/event-workflows.ts';
import { DIRECTORY_ROUTES } from './route-schemas/directory.ts';
import { TARGET_GROUP_ROUTES } from './route-schemas/target-groups.ts';
import { READINESS_ROUTES } from './route-schemas/readiness.ts';
import { REPORT_ROUTES } from './route-schemas/reports.ts';
import { AUDIT_APPROVAL_ALERT_ROUTES } from './route-schemas/audit-approvals-alerts.ts';

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

/**
 * One declaration per route key of functions/routes.ts: the schemas the API's description is built
 * from (functions/openapi/document.ts), gathered from one file per area of the API in
 * route-schemas/. A catalogue resource's routes come from its definition (catalogue.ts); every
 * other route is written in its area's file. Only the openapi route and its tests load this file:
 * it pulls in every schema and every list spec.
 */
export const ROUTE_SCHEMAS: Record<string, RouteSchemas> = {
  ...SYSTEM_ROUTES,
  ...CATALOGUE_ROUTES,
  ...EVENT_WORKFLOW_ROUTES,
  ...DIRECTORY_ROUTES,
  ...TARGET_GROUP_ROUTES,
  ...READINESS_ROUTES,
  ...REPORT_ROUTES,
  ...AUDIT_APPROVAL_ALERT_ROUTES,
};
