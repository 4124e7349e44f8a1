import { EVENT_WORKFLOW_TEXTS } from '@shared/event-message-workflow-constants';
import type { Composite } from '@shared/dashboard';

/** The dashboard's texts: the spec's where it has them (sections 2, 8), ours where it is silent (docs/decisions/014). */
export const DASHBOARD_UI = {
  title: 'Dashboard',
  tableTitle: 'Scheduled Message Workflows',
  empty: EVENT_WORKFLOW_TEXTS.noComposites,
  loadFailed: 'Load scheduled message workflows failed',
  countsFailed: 'Load status counts failed',
  deleteQuestion: (row: Composite) => `Are you sure to delete the message workflow ${row.workflowName} of event #${row.eventId}?`,
  deleted: 'The event message workflow has been deleted successfully',
  deleteFailed: 'Delete failed',
  removed: EVENT_WORKFLOW_TEXTS.removed,
  removeFailed: 'Remove failed',
  reactivated: EVENT_WORKFLOW_TEXTS.reactivated,
  reactivatedOne: 'The event message workflow has been reactivated successfully',
  reactivateFailed: 'Reactivate failed',
  badDate: 'Dates are written YYYY-MM-DD.',
} as const;
