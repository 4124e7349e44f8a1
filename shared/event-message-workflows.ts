import * as z from 'zod';
import { STATUS } from './status.ts';

/**
 * Event message workflows (spec sections 3-5, 7-8): a workflow attached to one event, with its own
 * trigger data, a resolved sending time and a status. The rules are in docs/event-workflows.md.
 */
export const ITEM_STATUS = {
  inactive: STATUS.inactive,
  active: STATUS.active,
  processing: STATUS.processing,
  completed: STATUS.completed,
  error: STATUS.error,
  outOfDate: STATUS.outOfDate,
} as const;

/** The statuses the dashboard counts, in its order, with the composite's count names. */
export const STATUS_COUNTS = [
  { status: ITEM_STATUS.active, key: 'active', label: 'Active' },
  { status: ITEM_STATUS.inactive, key: 'inActive', label: 'Inactive' },
  { status: ITEM_STATUS.processing, key: 'processing', label: 'Processing' },
  { status: ITEM_STATUS.completed, key: 'completed', label: 'Completed' },
  { status: ITEM_STATUS.outOfDate, key: 'outOfDate', label: 'Out of date' },
  { status: ITEM_STATUS.error, key: 'error', label: 'Error' },
] as const;

/** An item the switch may turn on or off: not completed and not being sent. */
export const canSwitch = (status: number) => status === ITEM_STATUS.active || status === ITEM_STATUS.inactive;
/** Enabled items would send: they block the delete of their workflow. */
export const isEnabled = (status: number) => status === ITEM_STATUS.active || status === ITEM_STATUS.processing;

export const EVENT_WORKFLOW_TEXTS = {
  saved: 'The event message workflow has been saved successfully',
  saveFailed: 'Save event message workflow failed!',
  loadFailed: 'Load event message workflow failed',
  searchEventFailed: 'Search event failed',
  eventRequired: 'Please select an event.',
  workflowsRequired: 'Please add at least one message workflow.',
  eventMissing: (id: number) => `There is no event #${id}.`,
  workflowMissing: (id: number) => `There is no message workflow #${id}.`,
  workflowNotActive: (id: number) => `The message workflow #${id} is not Active.`,
  setMissing: (id: number) => `There is no message workflow set #${id}.`,
  alreadyAttached: (id: number) => `The message workflow #${id} is already attached to this event.`,
  itemMissing: (id: number | string) => `The event message workflow with #${id} can not be found.`,
  cannotSwitch: 'Only an active or inactive item can be switched; a completed or processing one cannot.',
  onlyActiveDeleted: (id: number) => `Only active event message workflows can be deleted: #${id} is not active.`,
  onlyFailedReactivated: 'We only have reactivate for those failed event message workflows. Please remove those items not is failed event message workflow.',
  allDeleted: 'All event message workflow and scheduled message of this event have been deleted successfully',
  disabled: 'The event message workflow has been disabled successfully',
  removed: 'The event message workflows have been removed successfully',
  reactivated: 'The event message workflows have been reactivated successfully',
  scheduleFailed: (detail: string) => `The sending could not be scheduled: ${detail}`,
  outOfDate: 'Its sending time had passed when it was planned: it is not sent late.',
  frameEnded: 'The time frame ended without the metric reaching its minimum.',
  noEventWorkflows: 'No event found here',
  noComposites: 'No message workflows found',
  dateRangeInvalid: 'End date should be after start date.',
  sendingFailed: 'Sending failed! Write ticket to IT support',
} as const;
export const EVENT_WORKFLOW_CODES = { couldNotSave: 2600, notFound: 2601, couldNotDelete: 2602 } as const;

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
export const DisableSchema = z.object({
  attributes: z.object({ status: z.literal(ITEM_STATUS.inactive, { error: 'Only Disable (status 0) applies to events.' }) }),
  eventIds: EventIdsSchema.shape.eventIds,
});
