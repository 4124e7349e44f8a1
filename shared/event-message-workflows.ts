import * as z from 'zod';
import { withAudit } from './audited.ts';
import { MessageWorkflowWithTagsSchema } from './message-workflows.ts';
import { DeliveryCountsSchema } from './sending.ts';
import { FailureFixSchema } from './failure-fix.ts';
import { ResolvedSendingTimeSchema } from './sending-time.ts';
import { DraftTriggerPrototypeSchema } from './triggers/trigger-prototype.ts';
import { EVENT_WORKFLOW_TEXTS, ITEM_STATUS } from './event-message-workflow-constants.ts';
import { ReplanRecordSchema } from './change-preview.ts';
import { listPageOf } from './list-page-schema.ts';

/**
 * Event message workflows (spec sections 3-5, 7-8): a workflow attached to one event, with its own
 * trigger data, a resolved sending time and a status. The rules are in docs/event-workflows.md.
 */
export * from './event-message-workflow-constants.ts';

const id = z.number().int().positive();

/**
 * One entry of POST /v1/event-message-workflows. Without `id` it attaches a workflow (or the
 * Active workflows of a set) to the event; with `id` it changes that item: its switch (status
 * active/inactive) and its own trigger data.
 */
export const EventWorkflowEntrySchema = z
  .object({
    id: id.optional(),
    eventId: id,
    messageWorkflowId: id.optional(),
    messageWorkflowSetId: id.optional(),
    status: z.union([z.literal(ITEM_STATUS.active), z.literal(ITEM_STATUS.inactive)], { error: 'Status is active (1) or inactive (0).' }).default(ITEM_STATUS.active),
    /** The item's own trigger ({ triggerType, triggerData }); absent: the workflow's. Checked like an Active workflow's. */
    trigger: z.unknown().optional(),
  })
  .refine((entry) => entry.id !== undefined || entry.messageWorkflowId !== undefined || entry.messageWorkflowSetId !== undefined, {
    message: 'Give the item id, a messageWorkflowId or a messageWorkflowSetId.',
    path: ['messageWorkflowId'],
  });
export type EventWorkflowEntry = z.infer<typeof EventWorkflowEntrySchema>;

export const AttachSchema = z.object({
  eventMessageWorkflows: z.array(EventWorkflowEntrySchema, { error: 'eventMessageWorkflows must be a list.' }).min(1, EVENT_WORKFLOW_TEXTS.workflowsRequired).max(200, 'At most 200 entries.'),
});

export const IdsSchema = z.object({ ids: z.array(id, { error: 'ids must be a list of ids.' }).min(1, 'Select at least one row.').max(500, 'At most 500 rows.') });
export const EventIdsSchema = z.object({ eventIds: z.array(id, { error: 'eventIds must be a list of event ids.' }).min(1, 'Select at least one row.').max(200, 'At most 200 events.') });
/** The event list's bulk Disable (status 0: switch off the events' items) and Reactivate (status 1: their failed items). */
export const EventStatusSchema = z.object({
  attributes: z.object({ status: z.union([z.literal(ITEM_STATUS.inactive), z.literal(ITEM_STATUS.active)], { error: 'Only Disable (status 0) and Reactivate (status 1) apply to events.' }) }),
  eventIds: EventIdsSchema.shape.eventIds,
});

/**
 * A row of the event list (GET /v1/event-message-workflows): an event that has workflows, with
 * its counts; `id` is the event's. The audit fields are the summary's.
 */
export const EventWorkflowEventSchema = withAudit({
  name: z.string(),
  countryName: z.string(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  /** The event's status: 0 cancelled, 1 active. */
  status: z.number().int(),
  numberOfSentEventMessageWorkflows: z.number().int(),
  numberOfTotalEventMessageWorkflows: z.number().int(),
  /** Its items being sent right now. */
  numberOfProcessingEventMessageWorkflows: z.number().int().optional(),
  /** Its items that will send (active): what a bulk Disable switches off. Absent on summaries not recounted since. */
  numberOfActiveEventMessageWorkflows: z.number().int().optional(),
  /** The summary's own bookkeeping: the event version its items were planned for, and its recounts. */
  plannedVersion: z.number().int().optional(),
  changeNumber: z.number().int().optional(),
  countedChange: z.number().int().optional(),
  /** The spec's names of createdAt, updatedAt and updatedBy. */
  created: z.number().int(),
  modified: z.number().int(),
  modifiedBy: z.number().int().optional(),
});
export type EventWorkflowEvent = z.infer<typeof EventWorkflowEventSchema>;

/** An item's workflow as the timeline reads it: the workflow with its tags and its message, whose sender 'Other' is named. */
export const ItemWorkflowSchema = MessageWorkflowWithTagsSchema;

/**
 * An event message workflow item as GET /v1/events/{id}/message-workflows (and the writes on
 * items) answer it: its own trigger and sending time, and its workflow (null when it is gone).
 */
export const EventWorkflowItemSchema = withAudit({
  eventId: z.number().int(),
  messageWorkflowId: z.number().int(),
  status: z.number().int(),
  /** Why the item is in error or out of date. */
  note: z.string().nullable(),
  /** In error: the record to fix before it is reactivated, when staff can fix it (shared/failure-fix.ts). */
  fix: FailureFixSchema.nullable().optional(),
  trigger: DraftTriggerPrototypeSchema,
  /** When it sends (a metric item: its next check); null when it cannot be resolved. */
  scheduledTime: z.number().int().nullable(),
  /** The time it had before the last re-plan (the event's dates changed), and when that was. */
  movedFrom: z.number().int().nullable().optional(),
  movedAt: z.number().int().nullable().optional(),
  /**
   * Its send waits for the end of quiet hours (decision 033): the time it had and the end it waits
   * for. It holds while `scheduledTime` is `until`: a re-plan to another time leaves it behind.
   */
  deferral: z.object({ from: z.number().int(), until: z.number().int() }).nullable().optional(),
  /** When its schedule last fired, and how often. */
  lastFiredAt: z.number().int().nullable().optional(),
  firings: z.number().int().optional(),
  /** The sender's bookkeeping of its sending (docs/sending.md); the screens do not read it. */
  sending: z.looseObject({}).nullable().optional(),
  /** Its deliveries by status, from its first send on. */
  deliveries: DeliveryCountsSchema.nullable().optional(),
});
export const EventWorkflowItemWithWorkflowSchema = EventWorkflowItemSchema.extend({ messageWorkflow: ItemWorkflowSchema.nullable() });
export type EventWorkflowItem = z.infer<typeof EventWorkflowItemWithWorkflowSchema>;

/** GET /v1/events/{id}/message-workflows: the timeline's items, and what imports re-planned on the event (newest first, at most 50). */
export const EventTimelineSchema = listPageOf(EventWorkflowItemWithWorkflowSchema).extend({ replans: z.array(ReplanRecordSchema) });

/** GET /v1/events/{id}/message-workflows/resolve-sending-time: when each workflow would send for the event with its own trigger. */
export const WorkflowSendingTimesSchema = z.array(z.object({ messageWorkflowId: z.number().int(), sendingTime: ResolvedSendingTimeSchema }));

/** The event list's bulk Disable: how many items it switched off. */
export const DisabledSchema = z.object({ disabled: z.number().int() });
/** The event list's bulk Reactivate: how many failed items it made active again. */
export const ReactivatedSchema = z.object({ reactivated: z.number().int() });
