import { now } from '../../data/clock.ts';
import { transition, transitionByKey, type Delivery } from '../../data/deliveries.ts';
import { SENDING_TEXTS, type DeliveryStatus } from '../../../shared/sending.ts';

/**
 * A delivery's status transitions (docs/sending.md, "Delivery statuses"), each one named and
 * each one conditional on the status it leaves (data/deliveries.ts): whoever moves a delivery
 * first wins, and a late or repeated move changes nothing.
 */

/** Reactivation (O5): a failed delivery goes back to pending, to be sent in the next round. */
export const resetFailed = (delivery: Delivery) => transition(delivery, 'failed', 'pending', { reason: null });

/** A cancelled registration (T6, T7, T9) takes a pending (or, on reactivation, failed) delivery out. */
export const skipAsCancelled = (delivery: Delivery, from: 'pending' | 'failed' = 'pending') => transition(delivery, from, 'skipped', { reason: SENDING_TEXTS.registrationCancelled });

/**
 * Staff resend an unconfirmed delivery (V5): back to pending in `round`, at most once per round
 * (a resumed round does not resend a delivery the same round resent, even if it became
 * unconfirmed again).
 */
export const resendUnconfirmed = (delivery: Delivery, round: number) =>
  transition(delivery, 'unconfirmed', 'pending', { reason: null, resentRound: round, resentAt: now() }, { expression: 'attribute_not_exists(resentRound) OR resentRound < :round', values: { ':round': round } });

/** What an SES event says of a delivery: SES accepted a message for it, with this id, at this time. */
export interface ProviderConfirmation {
  owner: string;
  sk: string;
  providerMessageId: string;
  acceptedAt: number;
}

/**
 * An SES event names the delivery (V3): SES accepted it, so it is sent. Only a delivery the
 * sender may not have recorded moves: unconfirmed (the sender stopped, or the provider's answer
 * was lost), sending (its sender is still at it, or died) or pending (a resend not yet taken: the
 * first try went out after all). Sent, failed, suppressed and skipped ones, a repeat of the event,
 * and tags naming no delivery change nothing. Answers the delivery as it was, if it moved.
 */
export function confirmSent(confirmation: ProviderConfirmation): Promise<Delivery | undefined> {
  const { owner, sk, providerMessageId, acceptedAt } = confirmation;
  const from: DeliveryStatus[] = ['unconfirmed', 'sending', 'pending'];
  return transitionByKey(owner, sk, from, 'sent', { providerMessageId, sentAt: acceptedAt, confirmedAt: acceptedAt, reason: null });
}
