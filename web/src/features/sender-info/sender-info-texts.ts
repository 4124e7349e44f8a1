import { USAGE_TEXTS } from '@shared/message-usage';
import { SENDER_INFO_TEXTS } from '@shared/sender-info';

/** The sender info screens' texts: the spec's (shared with the API) plus the screen labels. */
export const SENDER_INFO_UI = {
  ...SENDER_INFO_TEXTS,
  listTitle: 'Sender Info List',
  createTitle: 'Create Sender Info',
  editTitle: 'Edit Sender Info',
  createLabel: 'Create new sender info',
  // The spec's toast for a failed sender list ('Load senders failed') serves the list and the form.
  loadFailed: 'Load senders failed',
  confirmDelete: USAGE_TEXTS.question('sender-info'),
  deleteFailed: 'Delete failed',
} as const;
