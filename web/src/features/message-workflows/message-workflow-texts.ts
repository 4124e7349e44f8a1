import { USAGE_TEXTS } from '@shared/message-usage';
import { MESSAGE_WORKFLOW_TEXTS } from '@shared/message-workflows';
import { MESSAGE_TEXTS } from '@shared/messages';

/**
 * The message workflow screens' texts: the spec's (shared with the API) plus the screen labels.
 * The spec names no form titles; 'Create Message Workflow' / 'Edit Message Workflow' follow the
 * other areas.
 */
export const MESSAGE_WORKFLOW_UI = {
  ...MESSAGE_WORKFLOW_TEXTS,
  listTitle: 'Message Workflow',
  createTitle: 'Create Message Workflow',
  editTitle: 'Edit Message Workflow',
  createLabel: 'Create new message workflow',
  confirmDelete: USAGE_TEXTS.question('message-workflow'),
  cloneFailed: 'Clone failed',
  deleteFailed: 'Delete failed',
  updateFailed: 'Update failed',
  loadFailed: MESSAGE_WORKFLOW_TEXTS.searchFailed,
  messagePlaceholder: 'Search message by id or name...',
  // The spec has no toast for a failed message search; the message list's serves.
  messageSearchFailed: MESSAGE_TEXTS.loadFailed,
  createMessage: 'Create new message',
  contactPlaceholder: 'Search contacts by id, email or name',
  activeHint: 'Audience, message and trigger are required once the workflow is Active.',
} as const;
