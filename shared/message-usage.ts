/**
 * Delete guards: which records others use, who uses them, and the spec's dialog texts.
 * (Messages use SMS templates, reference set templates, sender info and recipients; reference set
 * templates use reference layouts; message workflows use a message; enabled event message
 * workflows use a message workflow.)
 */
export type UsedKind = 'sms-template' | 'reference-set-template' | 'sender-info' | 'recipient' | 'reference-layout' | 'message' | 'message-workflow';

interface KindTexts {
  /** What the record is called in the dialog. */
  name: string;
  /** What its users are called ("There are N <users> using this <name>"). */
  users: string;
  /** The route that counts them: GET <base>/{id}/<route>. */
  route: string;
  counting: string;
  countFailed: string;
}

const KINDS: Record<UsedKind, KindTexts> = {
  'sms-template': { name: 'SMS template', users: 'message', route: 'message-total', counting: 'Counting number of messages...', countFailed: 'Loading number of message using this SMS template failed!' },
  'reference-set-template': { name: 'reference set template', users: 'message', route: 'message-total', counting: 'Counting number of messages...', countFailed: 'Loading number of message failed!' },
  'sender-info': { name: 'sender info', users: 'message', route: 'message-total', counting: 'Counting number of messages...', countFailed: 'Loading number of message failed!' },
  recipient: { name: 'recipient', users: 'message', route: 'message-total', counting: 'Counting number of messages...', countFailed: 'Loading number of message failed!' },
  'reference-layout': {
    name: 'reference layout',
    users: 'reference set template',
    route: 'reference-set-template-total',
    counting: 'Counting number of reference set templates...',
    countFailed: 'Loading number of reference set template failed!',
  },
  message: { name: 'message', users: 'message workflow', route: 'message-workflow-total', counting: 'Counting number of message workflows...', countFailed: 'Loading number of message workflow failed!' },
  'message-workflow': {
    name: 'message workflow',
    users: 'enabled message workflow',
    route: 'enabled-message-workflow-total',
    counting: 'Counting number of enabled message workflows...',
    countFailed: 'Loading number of enabled message workflow failed!',
  },
};

export const usageRoute = (kind: UsedKind) => KINDS[kind].route;
export const usedKindName = (kind: UsedKind) => KINDS[kind].name;

export const USAGE_TEXTS = {
  counting: (kind: UsedKind) => KINDS[kind].counting,
  /** The one title of a delete that dependents block (the spec's, on every list). */
  blockedTitle: 'Cannot delete!',
  blocked: (kind: UsedKind, count: number) => `There are ${count} ${KINDS[kind].users} using this ${KINDS[kind].name}. You cannot delete it.`,
  question: (kind: UsedKind) => `Are you sure to delete this ${KINDS[kind].name}?`,
  countFailed: (kind: UsedKind) => KINDS[kind].countFailed,
  /** A save that points at a record which is gone, or on its way out. */
  missing: (kind: UsedKind, id: number) => `There is no ${KINDS[kind].name} #${id}.`,
  beingDeleted: (kind: UsedKind, id: number) => `The ${KINDS[kind].name} #${id} is being deleted.`,
};
