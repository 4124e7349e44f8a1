import { MAPPING_TEXTS } from './mapping.ts';
import { MESSAGE_TEXTS } from './messages.ts';
import { SENDING_TEXTS } from './sending.ts';
import { SENDING_TIME_TEXTS } from './sending-time.ts';

/**
 * What staff fix when an item failed (docs/decisions/021-schedule-view-and-fix-and-retry.md): the
 * object its note blames, read from the note the server wrote with the texts below, and the ids the
 * item's workflow carries. 'support' is a fault staff cannot fix: the only one that asks for a
 * ticket to IT support.
 */
export type FixObject = 'recipient' | 'sender-info' | 'layout' | 'message' | 'workflow' | 'trigger' | 'support';
export interface FailureFix {
  object: FixObject;
  /** The object's id; null for the item's own trigger (the pencil beside it). */
  id: number | null;
}

/** What the fix reads of the failed item: its workflow and the workflow's message. */
export interface FailedItem {
  note: string | null;
  messageWorkflowId: number;
  message?: { id: number; senderId: number | null; recipientId?: number | null } | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const HOLE = '\u0000';
/** The text a builder writes, as a pattern: each argument given as HOLE matches anything (a group each, in order). */
const shape = (text: string) => new RegExp(text.split(HOLE).map(escape).join('(.+?)'));
const either = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), 's');

/** The note of a settled round: '{failed} of {total} failed: {first reason}'; the reason is what counts. */
const SETTLED = new RegExp(`^${shape(SENDING_TEXTS.failed(HOLE as never, HOLE as never, HOLE)).source}$`, 's');
const causeOf = (note: string) => SETTLED.exec(note)?.[3] ?? note;

type Rule = { pattern: RegExp; fix: (item: FailedItem, match: RegExpExecArray) => FailureFix };
const message = (item: FailedItem): FailureFix => (item.message ? { object: 'message', id: item.message.id } : { object: 'workflow', id: item.messageWorkflowId });
const orMessage = (object: FixObject, id: number | null | undefined, item: FailedItem): FailureFix => (id ? { object, id } : message(item));
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);
const noValues = (query: 'reference set' | 'sender info' | 'recipient') => shape(SENDING_TEXTS.noValues(query, HOLE as never));

/** Every form of 'has no email address / phone number [(x is not one)] in recipient'. */
const noAddress = [false, true].flatMap((sms) => [null, HOLE].map((address) => shape(SENDING_TEXTS.noAddress(HOLE as never, sms, address, HOLE))));

/** In order: the first rule whose pattern the cause matches names the fix (rules F1-F7 of decision 021). */
const FIX_RULES: Rule[] = [
  // F1: a contact without an address in the recipient, or the recipient's query without values: the recipient
  { pattern: either(...noAddress, noValues('recipient')), fix: (item) => orMessage('recipient', item.message?.recipientId, item) },
  // F2: the message has no recipient (or it is gone): the message chooses one
  { pattern: either(exactly(MESSAGE_TEXTS.recipientRequired), shape(MESSAGE_TEXTS.recipientMissing(HOLE as never))), fix: message },
  // F3: the sender info: no address to copy to, or its query without values
  { pattern: either(exactly(SENDING_TEXTS.noSenderAddress), noValues('sender info')), fix: (item) => orMessage('sender-info', item.message?.senderId, item) },
  // F4: a reference layout, by the id the note names
  { pattern: either(shape(SENDING_TEXTS.noLayout(HOLE, HOLE as never)), shape(SENDING_TEXTS.layoutFailed(HOLE, HOLE as never, HOLE, HOLE))), fix: (_item, match) => ({ object: 'layout', id: Number(match[2] ?? match[4]) }) },
  // F5: the message's references (a mapping, the reference set's query)
  { pattern: either(new RegExp(`^${escape(MAPPING_TEXTS.mappingFailed)}`), noValues('reference set')), fix: message },
  // F6: the workflow: its message is missing or gone, its audience cannot be resolved
  { pattern: either(exactly(SENDING_TEXTS.messageMissing), shape(SENDING_TEXTS.messageGone(HOLE as never)), shape(SENDING_TEXTS.audienceFailed(HOLE))), fix: (item) => ({ object: 'workflow', id: item.messageWorkflowId }) },
  // F7: no sending time (a deadline the event lacks, an empty time frame): the item's own trigger
  { pattern: either(shape(SENDING_TIME_TEXTS.deadlineMissing(HOLE as never).replace(`#${HOLE}`, HOLE)), exactly(SENDING_TIME_TEXTS.emptyTimeFrame)), fix: () => ({ object: 'trigger', id: null }) },
];

/** F8: no note, or anything else (the provider refused, the schedule failed, a contact or workflow vanished): IT support. */
export function failureFix(item: FailedItem): FailureFix {
  if (!item.note) return { object: 'support', id: null };
  const cause = causeOf(item.note);
  for (const rule of FIX_RULES) {
    const match = rule.pattern.exec(cause);
    if (match) return rule.fix(item, match);
  }
  return { object: 'support', id: null };
}

/**
 * Retry (the spec's Reactivate) helps a failed send once its cause is fixed; an item without a
 * sending time needs its trigger fixed instead, and saving that plans it again (rule R1, decision 021).
 */
export const canRetry = (item: FailedItem) => failureFix(item).object !== 'trigger';
