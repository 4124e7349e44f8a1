import { MESSAGE_TEXTS, TEST_SEND_TEXTS } from '@shared/messages';
import { REFERENCE_SET_TEMPLATE_TEXTS } from '@shared/reference-set-templates';
import { RECIPIENT_TEXTS } from '@shared/recipients';
import { TEST_CONTACT_TEXTS } from '@shared/test-contacts';

/**
 * The message screens' texts: the spec's (shared with the API) plus the screen labels. The spec
 * names no form titles; 'Create Message' / 'Edit Message' follow the other areas' pattern.
 */
export const MESSAGE_UI = {
  ...MESSAGE_TEXTS,
  listTitle: 'Messages',
  createTitle: 'Create Message',
  editTitle: 'Edit Message',
  createLabel: 'Create new message',
  quickCreateLabel: 'Quick create',
  cloneFailed: 'Clone failed',
  deleteFailed: 'Delete failed',
  updateFailed: 'Update failed',
  deleteHeader: 'Delete message',
  countFailed: 'Loading number of message workflow failed!',
  loadSendersFailed: 'Load senders failed',
  loadRecipientsFailed: RECIPIENT_TEXTS.loadFailed,
  loadProcessesFailed: 'Load activity processes failed',
  smsSearchFailed: 'Cannot search for SMS template for some reasons',
  referenceSetSearchFailed: REFERENCE_SET_TEMPLATE_TEXTS.searchFailed,
  otherSender: 'Other',
  fetchTemplates: 'Fetch templates',
  openLink: 'Open link',
  previewFailed: 'The template preview can not be opened',
  addTranslation: 'Add Translation',
  testMessage: 'Test Message',
  testSavesFirst: 'A test sends the saved message: this saves it, then opens the test.',
  statusLocked: 'A message created here is Active.',
  activeHint: 'Sender, recipient, template and reference set are required once the message is Active.',
  typeChangeHeader: 'Change the message type?',
  typeChangeConfirm: 'Change type',
  typeChangeQuestion: (type: string, losses: string[]) =>
    `The type ${type} cannot use ${losses.length > 1 ? `${losses.slice(0, -1).join(', ')} and ${losses[losses.length - 1]}` : losses[0]}. Change the type and clear ${losses.length > 1 ? 'them' : 'it'}? No keeps the type and everything as it is.`,
} as const;

/** The Test Message modal's texts (spec sections 2, 5, 8). */
export const TEST_SEND_UI = {
  ...TEST_SEND_TEXTS,
  title: 'Test Message',
  send: 'Send',
  saveAsContact: 'Save as new Test Contact',
  contactName: 'Test contact name',
  testContactSearchFailed: TEST_CONTACT_TEXTS.searchFailed,
  testContactCreated: TEST_CONTACT_TEXTS.created,
  testContactCouldNotSave: TEST_CONTACT_TEXTS.couldNotSave,
} as const;
