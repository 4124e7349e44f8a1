import { now } from '../../data/clock.ts';
import { listCancellations, markCancelled } from '../../data/cancellations.ts';
import { getItem, listEventItems } from '../../data/item-reads.ts';
import { listBatches, recountBatch } from '../../data/delivery-batches.ts';
import { contactSk, getDelivery } from '../../data/deliveries.ts';
import { deliveriesOf, skipAsCancelled } from './deliveries.ts';
import { settleItem } from './item-sending.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';

/**
 * A cancelled registration takes the contact out of the items of that event being sent
 * (docs/sending.md, T6-T9): its pending delivery becomes `skipped` (conditional on pending, so a
 * sender that took it first wins). Two writers race here, the import and a dispatch freezing an
 * audience, and each writes before it reads what the other wrote: the import puts a cancellation
 * mark, then reads the deliveries; the freeze puts the deliveries, then reads the marks. So one of
 * them always sees the other and the contact is never left pending (the marks: data/cancellations.ts).
 */

/**
 * The import's side: mark, then skip the contact's pending delivery in each processing item of the
 * event; answers how many it skipped. `change` is the once-key of the cancellation: running it
 * again (a retry, a sweep) keeps the mark's time, so a repeat never marks a later re-confirmation.
 */
export async function takeOutOfSending(eventId: number, contactId: number, change: string): Promise<number> {
  await markCancelled({ eventId, contactId, change, at: now() });
  let skipped = 0;
  for (const item of (await listEventItems(eventId)).filter((i) => i.status === ITEM_STATUS.processing)) {
    const owner = String(item.id);
    const delivery = await getDelivery(owner, contactSk(contactId));
    if (delivery?.status !== 'pending' || !(await skipAsCancelled(delivery))) continue;
    skipped++;
    // once frozen, the batch holding it is recounted and the item settled (it may have been the last one);
    // before that, the batch is written after this and its sender recounts it
    const current = await getItem(eventId, item.id);
    if (!current?.sending?.frozenAt) continue;
    const batch = (await listBatches(owner)).find((b) => b.contactIds.includes(contactId));
    if (batch) await recountBatch(owner, batch.batch);
    await settleItem(eventId, item.id);
  }
  return skipped;
}

/** The contacts of the event whose registration the import saw cancelled at or after `since` (seconds). */
export async function cancelledSince(eventId: number, since: number): Promise<Set<number>> {
  return new Set((await listCancellations(eventId)).filter((mark) => mark.at >= since).map((mark) => mark.contactId));
}

/**
 * The freeze's side: after the audience's deliveries are put, those of contacts whose registration
 * was cancelled since the claim (`since`) are skipped. A cancellation before the claim is in the
 * audience resolution already (the import marks after the rosters follow the contact), so the
 * target group decides about it.
 */
export async function skipCancelledSince(owner: string, eventId: number, since: number): Promise<void> {
  const marks = [...(await cancelledSince(eventId, since))];
  if (!marks.length) return;
  for (const delivery of await deliveriesOf(owner, marks)) if (delivery.status === 'pending') await skipAsCancelled(delivery);
}
