import type { Message } from '../../data/catalogue.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import type { BatchReport } from '../../data/report-ledger.ts';
import { civilDateAt, formatDate } from '../../../shared/amsterdam-time.ts';
import { isSms } from '../../../shared/messages.ts';

/**
 * What a batch's deliveries count for in the reports (docs/reports.md): the Amsterdam day their
 * send began, the event, the workflow and the message, and the message's channel. Written on the
 * batch records once, when the audience is frozen; every later change of those deliveries counts
 * on the same day, a reactivated round's included.
 */
export const reportDay = (unix: number) => formatDate(civilDateAt(unix));

const channelOf = (message: Pick<Message, 'type'> | undefined): BatchReport['channel'] => (message && isSms(message.type) ? 'sms' : 'email');

/** An item's batches: the day its first round was claimed. */
export function reportOfItem(item: StoredItem, message: Pick<Message, 'type'> | undefined): BatchReport {
  const sending = item.sending!;
  return { day: reportDay(sending.startedAt ?? sending.claimedAt), eventId: item.eventId, workflowId: item.messageWorkflowId, messageId: sending.messageId ?? 0, channel: channelOf(message) };
}

/** A one-off send's batch (an action trigger's message): no workflow. */
export function reportOfOneOff(eventId: number | null, messageId: number, message: Pick<Message, 'type'> | undefined, at: number): BatchReport {
  return { day: reportDay(at), eventId: eventId ?? 0, workflowId: 0, messageId, channel: channelOf(message) };
}
