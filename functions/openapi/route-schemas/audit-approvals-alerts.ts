import * as alerts from '../../../shared/alert-schemas.ts';
import * as audit from '../../../shared/audit-schemas.ts';
import * as approvals from '../../../shared/approval-schemas.ts';
import { ALERT_LIST } from '../../resources/alerts/alert-list-spec.ts';
import { AUDIT_LOG_LIST } from '../../resources/audit-log/audit-log-list.ts';
import { APPROVAL_LIST } from '../../approvals/approval-list.ts';
import { csvFile, data, listQuery, page, type RouteSchemas } from '../declaration.ts';

/** The audit log, approvals of held changes, and alerts. */
export const AUDIT_APPROVAL_ALERT_ROUTES: Record<string, RouteSchemas> = {
  'GET /v1/audit-log': {
    summary: 'The audit trail (super-admins): every recorded change, newest first; filter[at:from] and filter[at:to] for the range',
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
};
