import { now } from '../../data/clock.ts';
import { getItemsById } from '../../data/item-reads.ts';
import { listBatches, recountBatch } from '../../data/delivery-batches.ts';
import { CONFIRMABLE, confirmSent, deliveryNamed, type ProviderConfirmation } from './deliveries.ts';
import { settleAgain, settleItem } from './item-sending.ts';
import { batchesOf } from './rounds.ts';

/**
 * What an SES event about one of our emails changes (docs/sending.md, V3): the delivery its tags
 * name is confirmed as sent. When that changes counts nobody else will recount (it was
 * unconfirmed, or held by a sender whose lease ran out), its batch is recounted and its item
 * settled (a settled item's note and counts follow). Answers whether the delivery moved.
 *
 * The delivery is read first: nearly every event comes after its sender recorded the delivery sent
 * (all 2,000 of a 4,000-email benchmark send that were counted), and a read, gathered with the
 * batch's others into one BatchGetItem, costs far less than a conditional write refused one by one.
 */
export async function confirmFromProvider(confirmation: ProviderConfirmation): Promise<boolean> {
  const current = await deliveryNamed(confirmation);
  if (!current || !CONFIRMABLE.includes(current.status)) return false;
  const before = await confirmSent(confirmation);
  if (!before) return false;
  const deadSender = before.status === 'sending' && (before.leaseUntil ?? 0) < now();
  if (before.status !== 'unconfirmed' && !deadSender) return true; // its sender (or the resend's) recounts the batch
  const batches = await listBatches(confirmation.owner);
  for (const batch of batchesOf([before], batches)) if (batches.some((record) => record.batch === batch)) await recountBatch(confirmation.owner, batch);
  const itemId = /^[1-9][0-9]*$/.test(confirmation.owner) ? Number(confirmation.owner) : undefined;
  const item = itemId === undefined ? undefined : (await getItemsById([itemId])).get(itemId);
  if (item) {
    await settleItem(item.eventId, item.id);
    await settleAgain(item.eventId, item.id);
  }
  return true;
}
