import { getItem, type StoredItem } from '../../data/item-store.ts';
import { updateWithUses } from '../items/item-writes.ts';
import { recountEvent } from '../items/event-summaries.ts';
import { isConflict } from '../failure.ts';
import { sumBatches } from '../../data/delivery-batches.ts';
import { unmarkProcessing } from '../../data/processing-index.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { SENDING_TEXTS, type DeliveryCounts } from '../../../shared/sending.ts';

/**
 * After a batch (and after dispatch): the item's counts, recounted from its batches, and once
 * nothing is left to send, its outcome (docs/sending.md, O1-O4). The write is conditional on the
 * item's version and retried on a conflict with a fresh count, so the last write always counts
 * everything that happened before it. An item settles only once this round's batches are all in
 * the queue: a late duplicate of an earlier round's batch cannot settle a round still being set up.
 */
const sameCounts = (a: DeliveryCounts | null | undefined, b: DeliveryCounts) => Boolean(a) && Object.entries(b).every(([name, value]) => a![name as keyof DeliveryCounts] === value);

export async function settleItem(eventId: number, itemId: number): Promise<StoredItem | undefined> {
  for (let attempt = 0; ; attempt++) {
    const item = await getItem(eventId, itemId);
    if (!item || item.status !== ITEM_STATUS.processing || !item.sending?.frozenAt) return item;
    const { counts, firstFailure } = await sumBatches(String(itemId));
    const settled = counts.pending + counts.sending === 0 && item.sending.enqueuedRound === item.sending.round;
    if (!settled && sameCounts(item.deliveries, counts)) return item;
    const outcome = !settled
      ? {}
      : counts.failed > 0
        ? { status: ITEM_STATUS.error, note: SENDING_TEXTS.failed(counts.failed, counts.total, firstFailure?.reason ?? '') }
        : { status: ITEM_STATUS.completed, note: counts.total === 0 ? SENDING_TEXTS.emptyAudience : counts.unconfirmed ? SENDING_TEXTS.unconfirmed(counts.unconfirmed, counts.total) : null };
    try {
      const updated = await updateWithUses(item, { deliveries: counts, ...outcome });
      if (settled) {
        await unmarkProcessing(itemId);
        await recountEvent(eventId);
      }
      return updated;
    } catch (error) {
      if (!(isConflict(error)) || attempt >= 50) throw error;
    }
  }
}
