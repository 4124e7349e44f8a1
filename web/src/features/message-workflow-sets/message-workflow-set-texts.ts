import { MESSAGE_WORKFLOW_SET_TEXTS } from '@shared/message-workflow-sets';
import { MESSAGE_WORKFLOW_TEXTS } from '@shared/message-workflows';

/** The message workflow set screens' texts: the spec's (shared with the API) plus the screen labels. */
export const MESSAGE_WORKFLOW_SET_UI = {
  ...MESSAGE_WORKFLOW_SET_TEXTS,
  listTitle: 'Messages workflow set',
  createTitle: 'Create Message Workflow Set',
  editTitle: 'Edit Message Workflow Set',
  createLabel: 'Create new message workflow set',
  cloneFailed: 'Clone failed',
  deleteFailed: 'Delete failed',
  updateFailed: 'Update failed',
  // The spec has no toast for a failed load or search of sets; its workflow search toast serves.
  searchFailed: MESSAGE_WORKFLOW_TEXTS.searchFailed,
  loadFailed: MESSAGE_WORKFLOW_TEXTS.searchFailed,
  workflowSearchFailed: MESSAGE_WORKFLOW_TEXTS.searchFailed,
  workflowPlaceholder: 'Search message workflow by id or name...',
  duplicateWorkflow: 'This message workflow is in the set already.',
  noWorkflows: 'No message workflows in this set yet.',
} as const;
