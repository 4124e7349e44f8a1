import { port } from '../../adapters/adapters.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { listBatches, recountBatch, type BatchRecord } from '../../data/delivery-batches.ts';
import { cancelledSince } from './cancellations.ts';
import { listDeliveries, resendUnconfirmed, resetFailed, skipAsCancelled, sweepStale, type Delivery } from './deliveries.ts';
import { updateClaimed } from './item-sending.ts';

/**
 * A round of an item's sending, once its audience is frozen (docs/sending.md, D10, O5, V5): the
 * deliveries it sends again are reset to pending (none in the first round), and the batches
 * holding pending ones go to the send queue; then the round is marked enqueued on the item. A
 * resumed round does this again, and finds what an earlier try reset already reset.
 */
export const ownerOf = (item: Pick<StoredItem, 'id'>) => String(item.id);

/** The batches that hold these deliveries (a sender copy names its batch). */
export function batchesOf(deliveries: Delivery[], batches: BatchRecord[]): Set<number> {
  const byContact = new Map(batches.flatMap((batch) => batch.contactIds.map((id) => [id, batch.batch] as const)));
  return new Set(deliveries.map((d) => (d.kind === 'sender' ? d.batch! : byContact.get(d.contactId)!)));
}

/**
 * A reactivated round (O5): failed deliveries go back to pending, but those of contacts whose
 * registration was cancelled since the audience froze are skipped (T9), each before the next.
 */
async function resetFailedOnes(item: StoredItem, deliveries: Delivery[]): Promise<Delivery[]> {
  const cancelled = await cancelledSince(item.eventId, item.sending!.frozenAt!);
  const changed: Delivery[] = [];
  for (const delivery of deliveries.filter((d) => d.status === 'failed')) {
    const skip = delivery.kind === 'contact' && cancelled.has(delivery.contactId);
    if (skip ? await skipAsCancelled(delivery, 'failed') : await resetFailed(delivery)) changed.push(delivery);
  }
  return changed;
}

/** A round that resends the unconfirmed deliveries (V5): each one still unconfirmed, once per round. */
async function resetUnconfirmedOnes(item: StoredItem, deliveries: Delivery[]): Promise<Delivery[]> {
  const reset: Delivery[] = [];
  for (const delivery of deliveries.filter((d) => d.status === 'unconfirmed')) if (await resendUnconfirmed(delivery, item.sending!.round)) reset.push(delivery);
  return reset;
}

/** Resets what the round sends again; answers the batches holding pending deliveries (recounted), and the deliveries it changed. */
async function resetForRound(item: StoredItem): Promise<{ batches: BatchRecord[]; reset: Delivery[] }> {
  const deliveries = await listDeliveries(ownerOf(item));
  const reset = item.sending!.resends === 'unconfirmed' ? await resetUnconfirmedOnes(item, deliveries) : await resetFailedOnes(item, deliveries);
  const batches = await listBatches(ownerOf(item));
  const touched = batchesOf(reset, batches);
  // and any batch a reset that died left pending
  for (const batch of batches) if (batch.counts.pending > 0) touched.add(batch.batch);
  const recounted: BatchRecord[] = [];
  for (const batch of touched) recounted.push(await recountBatch(ownerOf(item), batch));
  return { batches: recounted.filter((batch) => batch.counts.pending > 0), reset };
}

/**
 * Hands the round's batches to the send queue, once: the first round all of them, a later one
 * those its reset left pending. Answers the item as the holder of the claim last wrote it (undefined
 * when the claim passed to another) and the deliveries this call reset.
 */
export async function enqueueRound(item: StoredItem): Promise<{ item: StoredItem | undefined; reset: Delivery[] }> {
  const sending = item.sending!;
  if (sending.enqueuedRound === sending.round) return { item, reset: [] };
  const { batches, reset } = sending.frozenRound === sending.round ? { batches: await listBatches(ownerOf(item)), reset: [] } : await resetForRound(item);
  await port('sendQueue').send(
    batches.map(({ batch, contactIds }) => ({ owner: ownerOf(item), itemId: item.id, eventId: item.eventId, messageId: sending.messageId, copyToSender: sending.copyToSender, batch, contactIds })),
  );
  return { item: await updateClaimed(item, { enqueuedRound: sending.round }), reset };
}

/**
 * R1: a round whose batches are all in the queue, resumed after its holder died: the deliveries
 * their senders left sending are swept to unconfirmed and their batches recounted.
 */
export async function sweepRound(item: StoredItem, now: number, staleBefore?: number): Promise<void> {
  const stale = await sweepStale(await listDeliveries(ownerOf(item)), now, staleBefore);
  if (stale.length) for (const batch of batchesOf(stale, await listBatches(ownerOf(item)))) await recountBatch(ownerOf(item), batch);
}
