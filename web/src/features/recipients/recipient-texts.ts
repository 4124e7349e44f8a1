import { USAGE_TEXTS } from '@shared/message-usage';
import { MESSAGE_TYPES } from '@shared/messages';
import { RECIPIENT_TEXTS } from '@shared/recipients';

/** The recipient screens' texts: the spec's (shared with the API) plus the screen labels. */
export const RECIPIENT_UI = {
  ...RECIPIENT_TEXTS,
  listTitle: 'Recipient Info',
  // The spec names the sender info forms only; the recipient ones follow them.
  createTitle: 'Create Recipient Info',
  editTitle: 'Edit Recipient Info',
  createLabel: 'Create new recipient',
  /** A recipient without a message type serves every type (the form's empty choice, the list's cell). */
  anyMessageType: 'Any message type',
  confirmDelete: USAGE_TEXTS.question('recipient'),
  deleteFailed: 'Delete failed',
} as const;

export const MESSAGE_TYPE_OPTIONS = MESSAGE_TYPES.map((type) => ({ label: type.name, value: type.id }));
