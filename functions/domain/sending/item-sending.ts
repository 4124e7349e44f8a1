import { randomBytes } from 'node:crypto';
import { getItem, updateItem, type ItemSending, type StoredItem } from '../../data/item-store.ts';
import { markProcessing, unmarkProcessing } from '../../data/processing-index.ts';
import { updateWithUses } from '../items/item-writes.ts';
import { recountEvent } from '../items/event-summaries.ts';
import { isConflict } from '../failure.ts';
import { putWatchdog, restoreSchedule } from './watchdog.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';

/**
 * An item's side of sending (docs/sending.md, D6, R1, V5): the claim that makes it processing
 * for a round (conditional on its version: of concurrent claims exactly one wins), the writes of
 * the claim's holder, and a failure before anything was frozen.
 */
/** A claim holds its item this long: twice the dispatch function's timeout, so a holder whose lease ran out is dead. */
export const CLAIM_LEASE_SECONDS = 600;

export const newClaim = (now: number) => ({ claim: randomBytes(8).toString('hex'), claimedAt: now, leaseUntil: now + CLAIM_LEASE_SECONDS });

/**
 * Claims the item for its next round (`round` adds to what it keeps of earlier ones): marked and
 * watched before the claim, so a holder that dies after claiming is always found again. Answers
 * the claimed item, or undefined when another change won (the schedule the item needs then
 * replaces the watchdog).
 */
export async function claimRound(item: StoredItem, round: Omit<ItemSending, 'claim' | 'claimedAt' | 'leaseUntil' | 'round'>, now: number): Promise<StoredItem | undefined> {
  await markProcessing(item.eventId, item.id);
  await putWatchdog(item, now);
  const sending: ItemSending = { ...round, ...newClaim(now), round: (item.sending?.round ?? 0) + 1 };
  try {
    const claimed = await updateWithUses(item, { status: ITEM_STATUS.processing, note: null, sending });
    await recountEvent(item.eventId);
    return claimed;
  } catch (error) {
    if (!isConflict(error)) throw error;
    const current = await getItem(item.eventId, item.id);
    if (current) await restoreSchedule(current, now);
    return undefined;
  }
}

/** Takes over a claim whose holder is dead (its lease ran out); undefined when another took it first. */
export async function takeOverClaim(item: StoredItem, now: number): Promise<StoredItem | undefined> {
  try {
    const taken = await updateItem(item, { sending: { ...item.sending!, ...newClaim(now) } });
    await putWatchdog(taken, now);
    return taken;
  } catch (error) {
    if (isConflict(error)) return undefined;
    throw error;
  }
}

/** A write by the holder of the claim: retried over the counts the senders write meanwhile; undefined once the claim is another's. */
export async function updateClaimed(item: StoredItem, sending: Partial<ItemSending>): Promise<StoredItem | undefined> {
  const claim = item.sending?.claim;
  for (let current: StoredItem | undefined = item; ; current = await getItem(item.eventId, item.id)) {
    if (!current || current.status !== ITEM_STATUS.processing || current.sending?.claim !== claim) return undefined;
    try {
      return await updateItem(current, { sending: { ...current.sending!, ...sending } });
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
}

/** Fails the item before anything was frozen (its workflow is gone, its audience cannot be resolved). */
export async function failItem(item: StoredItem, note: string): Promise<void> {
  await updateWithUses(item, { status: ITEM_STATUS.error, note });
  await unmarkProcessing(item.id);
  await recountEvent(item.eventId);
}
