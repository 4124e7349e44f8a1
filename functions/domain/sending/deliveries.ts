import { now } from '../../data/clock.ts';
import {
  contactSk,
  getDelivery,
  getMany,
  keyOf,
  isStale,
  listDeliveries,
  markUnconfirmed as sweepToUnconfirmed,
  putMissingPending,
  putPending,
  recordSent as putSent,
  take as takePending,
  transition,
  transitionAnswering,
  type Delivery,
  type Taken,
} from '../../data/deliveries.ts';
import { SENDING_TEXTS, type DeliveryStatus } from '../../../shared/sending.ts';
import type { FailureFix } from '../../../shared/failure-fix.ts';

/**
 * A delivery's life (docs/sending.md, "Delivery statuses"), one named transition each, over the
 * conditional writes of data/deliveries.ts: whoever moves a delivery first wins, and a late or
 * repeated move changes nothing. Every status change of a delivery goes through here.
 *
 *   freeze -> pending -> take -> sending -> recordSent -> sent
 *                     |                  -> fail (the provider refused) -> failed
 *                     |                  -> unanswered / sweep (lease ran out) -> unconfirmed
 *                     -> fail (render, address) | suppress | skipAsCancelled | skipOverCap
 *   failed -> resetFailed (a reactivated round) -> pending;  failed -> skipAsCancelled (T9)
 *   unconfirmed -> resendUnconfirmed (staff) -> pending;  unconfirmed | sending | pending -> confirmSent (an SES event) -> sent
 */
export type { Delivery, Taken };
export { contactSk, getMany, isStale, listDeliveries };

/** D8: the frozen audience, one pending delivery per contact that has none (`holdsClaim` asked before each part). */
export const freezeDeliveries = (owner: string, contactIds: number[], holdsClaim: () => boolean) => putMissingPending(owner, contactIds, holdsClaim);

/** A1, S11: one pending delivery, if there is none (a one-off send, a sender copy); answers whether this call wrote it. */
export const putPendingDelivery = putPending;

/** S2: a sender takes a pending delivery (pending -> sending, with its lease); undefined when another got there first. */
export const take = (delivery: Delivery, fields: Partial<Delivery>) => takePending(delivery, fields);

/** S12: what the provider accepted, recorded as sent in groups (only the taker records its own). */
export const recordSent = (sent: { taken: Taken; providerMessageId: string; sentAt: number }[]) => putSent(sent);

/**
 * S4, S5: a pending delivery that cannot be sent (render error, no address), with the record to fix
 * when there is one (shared/failure-fix.ts); or one the provider refused while its sender held it (`sender`).
 */
export const fail = (delivery: Delivery, reason: string, { sender, fix }: { sender?: string; fix?: FailureFix } = {}) =>
  sender === undefined
    ? transition(delivery, 'pending', 'failed', { reason, fix: fix ?? null })
    : transition(delivery, 'sending', 'failed', { reason, fix: fix ?? null }, heldBy(sender));

/** S10: the address is on the suppression list: never sent. */
export const suppress = (delivery: Delivery, to: string, reason: string) => transition(delivery, 'pending', 'suppressed', { to, reason });

/** S6: the provider did not answer its sender: it may have been sent, and it is not tried again. */
export const unanswered = (delivery: Delivery, sender: string, detail: string) => transition(delivery, 'sending', 'unconfirmed', { reason: SENDING_TEXTS.noAnswer(detail) }, heldBy(sender));

/** S7: a delivery left sending by a sender that is gone becomes unconfirmed (still held by that sender). */
export const markUnconfirmed = (delivery: Delivery) => sweepToUnconfirmed(delivery, SENDING_TEXTS.leaseRanOut);

/** S7, R1: sweeps the stale ones among `deliveries`; answers those it swept. */
export async function sweepStale(deliveries: Delivery[], at: number, staleBefore?: number): Promise<Delivery[]> {
  const stale = deliveries.filter((delivery) => isStale(delivery, at, staleBefore));
  for (const delivery of stale) await markUnconfirmed(delivery);
  return stale;
}

const heldBy = (sender: string) => ({ expression: 'sender = :sender', values: { ':sender': sender } });

/** C2 (decision 033): one more message would put the contact over a frequency cap: never sent. */
export const skipOverCap = (delivery: Delivery, reason: string) => transition(delivery, 'pending', 'skipped', { reason });

/** T6, T7, T9: a cancelled registration takes a pending (or, on reactivation, failed) delivery out. */
export const skipAsCancelled = (delivery: Delivery, from: 'pending' | 'failed' = 'pending') => transition(delivery, from, 'skipped', { reason: SENDING_TEXTS.registrationCancelled });

/** O5: a reactivated round sends a failed delivery again. */
export const resetFailed = (delivery: Delivery) => transition(delivery, 'failed', 'pending', { reason: null, fix: null });

/**
 * V5: staff resend an unconfirmed delivery: back to pending in `round`, at most once per round (a
 * resumed round does not resend a delivery the same round resent, even if it became unconfirmed
 * again).
 */
export const resendUnconfirmed = (delivery: Delivery, round: number) =>
  transition(delivery, 'unconfirmed', 'pending', { reason: null, resentRound: round, resentAt: now() }, { expression: 'attribute_not_exists(resentRound) OR resentRound < :round', values: { ':round': round } });

/** Which delivery: its owner and contact, and for a sender copy the address it went to. */
export type DeliveryRef = Pick<Delivery, 'owner' | 'kind' | 'contactId' | 'to'>;

/** What an SES event says of a delivery: SES accepted a message for it, with this id, at this time. */
export interface ProviderConfirmation extends DeliveryRef {
  providerMessageId: string;
  acceptedAt: number;
}

/**
 * V3: an SES event names the delivery: SES accepted it, so it is sent. Only a delivery the sender
 * may not have recorded moves: unconfirmed (the sender stopped, or the provider's answer was lost),
 * sending (its sender is still at it, or died) or pending (a resend not yet taken: the first try
 * went out after all). Answers the delivery as it was, if it moved.
 */
export function confirmSent(confirmation: ProviderConfirmation): Promise<Delivery | undefined> {
  const { providerMessageId, acceptedAt, ...delivery } = confirmation;
  return transitionAnswering(delivery, CONFIRMABLE, 'sent', { providerMessageId, sentAt: acceptedAt, confirmedAt: acceptedAt, reason: null });
}

/** The statuses an SES event can still move to sent (V3); from any other, `confirmSent` changes nothing. */
export const CONFIRMABLE: DeliveryStatus[] = ['unconfirmed', 'sending', 'pending'];

/** The delivery an SES event names, as it is now (a consistent read, gathered with the others of the turn). */
export const deliveryNamed = (ref: DeliveryRef) => getDelivery(ref.owner, keyOf(ref).sk);

/** The deliveries of some contacts (consistent reads); absent ones are left out. */
export const deliveriesOf = (owner: string, contactIds: number[]) => getMany(owner, contactIds.map(contactSk));
