/** Delete guards: what messages may use, and the spec's dialog texts. */
/** What messages use, and what message workflows use (a message). */
export type UsedKind = 'sms-template' | 'reference-set-template' | 'sender-info' | 'recipient' | 'message';

const NAMES: Record<UsedKind, string> = {
  'sms-template': 'SMS template',
  'reference-set-template': 'reference set template',
  'sender-info': 'sender info',
  recipient: 'recipient',
  message: 'message',
};

/** The route that counts a record's users: GET <base>/{id}/<route>. */
export const USAGE_ROUTE: Record<UsedKind, string> = {
  'sms-template': 'message-total',
  'reference-set-template': 'message-total',
  'sender-info': 'message-total',
  recipient: 'message-total',
  message: 'message-workflow-total',
};

export const USAGE_TEXTS = {
  counting: 'Counting number of messages...',
  blocked: (kind: UsedKind, count: number) =>
    `There are ${count} ${kind === 'message' ? 'message workflow' : 'message'} using this ${NAMES[kind]}. You cannot delete it.`,
  question: (kind: UsedKind) => `Are you sure to delete this ${NAMES[kind]}?`,
  countFailed: (kind: UsedKind) => (kind === 'sms-template' ? 'Loading number of message using this SMS template failed!' : 'Loading number of message failed!'),
};
