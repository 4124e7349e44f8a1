import { EVENT_WORKFLOW_TEXTS } from '@shared/event-message-workflows';

/**
 * The event message workflow screens' texts: the spec's (shared with the API) plus the screen
 * labels. Texts the spec does not give are ours (docs/decisions/013-event-workflow-screens.md).
 */
export const EVENT_WORKFLOW_UI = {
  ...EVENT_WORKFLOW_TEXTS,
  listTitle: 'Event Message Workflow',
  createTitle: 'Creating Event-Message Workflow',
  editTitle: 'Edit Event-Message Workflow',
  createLabel: 'Create new event message workflow',
  countFailed: 'Load number of scheduled message fail!',
  countingScheduled: 'Counting number of scheduled messages...',
  confirmDeleteAll: (count: number) =>
    `There are ${count} scheduled message(s) for this event. Are you sure to delete all event message workflows and scheduled messages of this event?`,
  deleteFailed: 'Delete failed',
  removeFailed: 'Remove failed',
  disableFailed: 'Disable failed',
  reactivateFailed: 'Reactivate failed',
  loadEventsFailed: 'Load event message workflow failed',
  resolveFailed: 'Get resolved sending time failed',
  searchWorkflowFailed: 'Search message workflow fails',
  attachPlaceholder: 'Search active message workflows and sets by id or name...',
  alreadyOnTimeline: 'This message workflow is on the timeline already.',
  setAddsNothing: 'This set has no Active message workflow that is not on the timeline already.',
  confirmRemoveItem: 'Are you sure to delete this event message workflow?',
  itemRemoved: 'The event message workflow has been deleted successfully',
  editTrigger: 'Edit trigger',
  /** A failure staff can fix (decision 021): the spec's text without the ticket. */
  sendingFailedFixable: 'Sending failed!',
  retry: 'Retry',
  activeCount: (count: number) => `${count} active`,
  disabledCount: (items: number, events: number) =>
    `${EVENT_WORKFLOW_TEXTS.disabled}: ${items ? `${items} active message workflow${items === 1 ? '' : 's'}` : 'nothing active'} of ${events} event${events === 1 ? '' : 's'} switched off.`,
  /** The attach toast's title (decision 021); its text names the items. */
  added: (count: number, set: string | undefined, skipped: number) =>
    `Added ${count} message workflow${count === 1 ? '' : 's'}${set ? ` from set ${set}` : ''}${skipped ? ` (${skipped} already on the timeline)` : ''}`,
  retried: 'The event message workflow has been reactivated: it is sent again.',
  failedNow: (name: string) => `Sending of ${name} failed`,
  replansTitle: 'Re-planned by import',
  replanned: (name: string, from: string, to: string) => `'${name}' moved from ${from} to ${to}`,
} as const;
