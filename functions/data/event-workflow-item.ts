import type { Stored } from './entity-store.ts';
import type { TriggerPrototype } from '../../shared/triggers/trigger-prototype.ts';
import type { DeliveryCounts } from '../../shared/sending.ts';
import type { FailureFix } from '../../shared/failure-fix.ts';

/**
 * An event message workflow item: one workflow attached to one event, with its own trigger and
 * the state of its sending. The data layer keeps items apart from the catalogue's entities
 * (item-keys.ts: how the table holds them; item-reads.ts and item-store.ts: reading and writing them).
 */
export interface EventWorkflowItem {
  eventId: number;
  messageWorkflowId: number;
  status: number;
  /** Why the item is in error or out of date (the timeline's tooltip). */
  note: string | null;
  /** In error: the record staff fix before they reactivate it, when there is one (shared/failure-fix.ts). */
  fix?: FailureFix | null;
  /** The item's own trigger: the workflow's, copied when attached, then edited per event. */
  trigger: TriggerPrototype;
  /** When it sends (a metric item: its next check); null when it cannot be resolved. */
  scheduledTime: number | null;
  /** The time it had before the last re-plan (an event's dates changed), and when that was. */
  movedFrom?: number | null;
  movedAt?: number | null;
  /** Its send waits for the end of quiet hours (decision 033); holds while `scheduledTime` is `until`. */
  deferral?: { from: number; until: number } | null;
  /** When its schedule last fired, and how often. */
  lastFiredAt?: number | null;
  firings?: number;
  /** Its sending, from the first claim on (docs/sending.md). */
  sending?: ItemSending | null;
  /** Its deliveries by status, recounted after every batch (docs/sending.md, O1). */
  deliveries?: DeliveryCounts | null;
}

/** What dispatch keeps on an item it claimed: the claim, and how far the sending of each round got. */
export interface ItemSending {
  /** The token of the dispatch holding the claim, when it claimed, and until when. */
  claim: string;
  claimedAt: number;
  leaseUntil: number;
  /** When its first round was claimed (a take-over keeps it): the day its send began, as reports count it. */
  startedAt?: number;
  /** 1 for the first send, one more for each reactivation. */
  round: number;
  messageId: number | null;
  copyToSender: boolean;
  /** Set once the audience is frozen: its size and its batches. */
  frozenAt?: number;
  audience?: number;
  batches?: number;
  /** The round in which the audience was frozen (later rounds resend only failed deliveries). */
  frozenRound?: number;
  /** The round whose batches are all in the send queue. */
  enqueuedRound?: number;
  /** What a round after the freeze sends again: the failed deliveries (a reactivation, O5; the default) or the unconfirmed ones (V5). */
  resends?: 'failed' | 'unconfirmed';
}
export type StoredItem = Stored<EventWorkflowItem>;

/** The type name of items: their id counter, and the users of a record in uses.ts. */
export const ITEM_TYPE = 'event-message-workflow';
