import * as z from 'zod';
import { formatAmsterdam } from './amsterdam-time.ts';

/**
 * The vocabulary of sending (docs/sending.md): delivery statuses, the counts an item keeps and
 * the notes dispatch and the sender write on items.
 */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'unconfirmed', 'suppressed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Settled deliveries are done with: nothing will change them but a reactivation (failed ones). */
export const SETTLED: readonly DeliveryStatus[] = ['sent', 'failed', 'unconfirmed', 'suppressed', 'skipped'];
export const isSettled = (status: DeliveryStatus) => SETTLED.includes(status);

/** An item's deliveries by status, and all of them. */
export const DeliveryCountsSchema = z.object({
  total: z.number().int(),
  ...(Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, z.number().int()])) as Record<DeliveryStatus, z.ZodNumber>),
});
export type DeliveryCounts = z.infer<typeof DeliveryCountsSchema>;

export const noCounts = (): DeliveryCounts => ({ total: 0, pending: 0, sending: 0, sent: 0, failed: 0, unconfirmed: 0, suppressed: 0, skipped: 0 });

export const SENDING_TEXTS = {
  eventCancelled: 'The event is cancelled.',
  workflowGone: (id: number) => `The message workflow #${id} is gone.`,
  messageMissing: 'The message workflow has no message.',
  messageGone: (id: number) => `The message #${id} is gone.`,
  audienceFailed: (reason: string) => `The audience could not be resolved: ${reason}`,
  emptyAudience: 'Nobody was in the audience.',
  failed: (failed: number, total: number, reason: string) => `${failed} of ${total} failed: ${reason}`,
  unconfirmed: (count: number, total: number) => `${count} of ${total} unconfirmed: the provider may have sent them; they are not resent.`,
  leaseRanOut: 'The sender stopped before the provider confirmed it: it may have been sent.',
  noAnswer: (detail: string) => `The provider did not answer (${detail}): it may have been sent.`,
  /** Reasons of the suppression list (docs/sending.md, Suppression), shown on suppressed deliveries. */
  bounced: (bounceType: string, bounceSubType: string, at: number) => `Bounced (${bounceType}, ${bounceSubType}) on ${formatAmsterdam(at, 'date-time-seconds')}`,
  complained: (at: number) => `Complained on ${formatAmsterdam(at, 'date-time-seconds')}`,
  noSenderAddress: 'The sender has no address to copy to.',
  registrationCancelled: 'Registration cancelled.',
  /** A contact's render failures (functions/domain/render/render-batch.ts); shared/failure-fix.ts reads them back. */
  noValues: (query: 'reference set' | 'sender info' | 'recipient', contactId: number) => `The ${query} query gave no values for master contact #${contactId}.`,
  noLayout: (field: string, layoutId: number) => `Custom reference ${field}: there is no reference layout #${layoutId}.`,
  layoutFailed: (name: string, layoutId: number, field: string, text: string) => `Reference layout '${name}' (#${layoutId}) for ${field}: ${text}`,
  noAddress: (contactId: number, sms: boolean, address: string | null, recipient: string) =>
    `Master contact #${contactId} has no ${sms ? 'phone number' : 'email address'}${address ? ` (${address} is not one)` : ''} in recipient '${recipient}'.`,
} as const;

/** Why an action trigger's message was not sent (the import answer's actions.notSent). */
export const ACTION_TRIGGER_TEXTS = {
  noMessage: 'No message is mapped to this action trigger.',
  messageGone: (id: number) => `The message #${id} is gone.`,
  messageNotActive: (id: number) => `The message #${id} is not active.`,
  notQueued: (detail: string) => `It could not be handed to the send queue (${detail}); the next import tries again.`,
} as const;
