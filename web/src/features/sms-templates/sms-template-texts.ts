import { SMS_TEMPLATE_TEXTS } from '@shared/sms-templates';
import { USAGE_TEXTS } from '@shared/message-usage';

/**
 * The SMS template screens' texts: the spec's (shared with the API) plus the screen labels. The spec
 * gives no text for a failed load of one template; 'Load SMS template failed' follows its
 * 'Load reference layout failed'.
 */
export const SMS_TEMPLATE_UI = {
  ...SMS_TEMPLATE_TEXTS,
  listTitle: 'SMS Template',
  createTitle: 'Create SMS Template',
  editTitle: 'Edit SMS Template',
  createLabel: 'Create new SMS template',
  loadFailed: 'Load SMS template failed',
  cloneFailed: 'Clone failed',
  deleteFailed: 'Delete failed',
  updateFailed: 'Update failed',
  deleteGuard: {
    countingText: USAGE_TEXTS.counting('sms-template'),
    blockedText: (count: number) => USAGE_TEXTS.blocked('sms-template', count),
    question: USAGE_TEXTS.question('sms-template'),
    failedText: USAGE_TEXTS.countFailed('sms-template'),
  },
  addLanguage: 'Add new',
  removeLocalizationHeader: 'Remove localization',
  placeholdersHint: (names: string) => `Placeholders: ${names} and the custom references of the message's reference set. They are not counted.`,
  unknownPlaceholders: (names: string) =>
    `Unknown placeholders: ${names}. They are sent empty unless the message's reference set has a custom reference of that name.`,
  malformedPlaceholders: (texts: string) => `Not placeholders (sent as written): ${texts}.`,
} as const;
