/** Delete guards: what messages may use, and the spec's dialog texts. */
export type UsedKind = 'sms-template' | 'reference-set-template' | 'sender-info' | 'recipient';

const NAMES: Record<UsedKind, string> = {
  'sms-template': 'SMS template',
  'reference-set-template': 'reference set template',
  'sender-info': 'sender info',
  recipient: 'recipient',
};

export const USAGE_TEXTS = {
  counting: 'Counting number of messages...',
  blocked: (kind: UsedKind, count: number) => `There are ${count} message using this ${NAMES[kind]}. You cannot delete it.`,
  question: (kind: UsedKind) => `Are you sure to delete this ${NAMES[kind]}?`,
  countFailed: (kind: UsedKind) => (kind === 'sms-template' ? 'Loading number of message using this SMS template failed!' : 'Loading number of message failed!'),
};
