import * as z from 'zod';
import * as audit from '../../../shared/audit-schemas.ts';
import * as dashboard from '../../../shared/dashboard.ts';
import * as deliveryLog from '../../../shared/delivery-log.ts';
import * as eventWorkflows from '../../../shared/event-message-workflows.ts';
import * as changePreview from '../../../shared/change-preview.ts';
import * as sendingTime from '../../../shared/sending-time.ts';
import * as triggers from '../../../shared/triggers/trigger-prototype.ts';
import { EVENT_LIST } from '../../resources/event-message-workflows/event-list.ts';
import { COMPOSITE_LIST, COUNT_RULES } from '../../resources/event-message-workflows/composites.ts';
import { DELIVERY_LOG_LIST } from '../../resources/event-message-workflows/delivery-log.ts';
import { CountSchema, DoneSchema } from '../../../shared/api.ts';
import { data, listQuery, page, type RouteSchemas } from '../declaration.ts';

/** Event message workflows: attaching and changing items, an event's timeline and its History, sending times, change previews and the dashboard. */
export const EVENT_WORKFLOW_ROUTES: Record<string, RouteSchemas> = {
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
    summary: 'The dashboard: items sending within a date range, filter[sendDate:from] and filter[sendDate:to] (default today to 30 days on)',
    query: listQuery(COMPOSITE_LIST),
    answer: page(dashboard.CompositeSchema),
  },
  'GET /v1/event-message-workflow-composites/count-of-each-status': {
    summary: 'How many items of each status send within a date range, filter[sendDate:from] and filter[sendDate:to]',
    query: listQuery(COUNT_RULES),
    answer: data(dashboard.StatusCountsSchema),
  },
};
