import { STATUS } from './status-constants.ts';

// The statuses of event message workflows, what the dashboard counts and the texts, without zod:
// the SPA's first load takes them without the schemas, which are in event-message-workflows.ts
// (it re-exports these; docs/decisions/024-spa-weight-and-serving.md).

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
  /** A preview of one event's save names only that event's items. */
  otherEvent: (id: number) => `A preview of event #${id} takes only entries of event #${id}.`,
  cannotSwitch: 'Only an active or inactive item can be switched; a completed or processing one cannot.',
  /** Bulk refusals name every row that cannot take the action, and what it is (docs/decisions/023-dashboard-at-work.md). */
  onlyActiveDeleted: (rows: string[]) => `Only active event message workflows can be deleted, and nothing was deleted. Not active: ${rows.join('; ')}.`,
  onlyFailedReactivated: (rows: string[]) => `Only event message workflows whose sending failed can be reactivated, and nothing was reactivated. Not failed: ${rows.join('; ')}.`,
  /** How a refusal names an item, as the dashboard's row shows it: 'Reminder for Supply Summit (Active)'. */
  refusedItem: (workflowName: string, eventName: string, statusLabel: string) => `${workflowName} for ${eventName} (${statusLabel})`,
  /** Bulk Reactivate on events (decision 020): each event must have a failed workflow. */
  noFailedOnEvents: (events: string[]) =>
    `Only failed workflows can be reactivated, and ${events.length === 1 ? `event ${events[0]} has` : `events ${events.join(', ')} have`} none. Unselect ${events.length === 1 ? 'it' : 'them'} and apply again.`,
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
  /** Notes of the audit entries of items (docs/audit.md, I-rules). */
  attachedWithSet: (id: number, name: string) => `With the set #${id} ${name}`,
  putBack: 'Put back: the save was refused (another save attached a workflow of it first)',
  allOfEvent: 'All of the event',
  replannedBy: (importId?: string) => (importId ? `The event's dates changed (import ${importId})` : "The event's dates changed"),
} as const;
export const EVENT_WORKFLOW_CODES = { couldNotSave: 2600, notFound: 2601, couldNotDelete: 2602 } as const;
