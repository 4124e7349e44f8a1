import { getItem, type StoredItem } from '../../data/item-store.ts';
import { updateWithUses } from '../items/item-writes.ts';
import { recountEvent } from '../items/event-summaries.ts';
import { isConflict } from '../failure.ts';
import { sumBatches, type FirstFailure } from '../../data/delivery-batches.ts';
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

/** The outcome of settled counts (O2, O3): in error when some failed, else completed (with a note counting the unconfirmed). */
function outcomeOf(counts: DeliveryCounts, firstFailure: FirstFailure | null): { status: number; note: string | null } {
  if (counts.failed > 0) return { status: ITEM_STATUS.error, note: SENDING_TEXTS.failed(counts.failed, counts.total, firstFailure?.reason ?? '') };
  return { status: ITEM_STATUS.completed, note: counts.total === 0 ? SENDING_TEXTS.emptyAudience : counts.unconfirmed ? SENDING_TEXTS.unconfirmed(counts.unconfirmed, counts.total) : null };
}

/** Writes the item's counts (and outcome), recounted, retried on a conflict; `decide` answers undefined when there is nothing to write. */
async function writeCounts(
  eventId: number,
  itemId: number,
  decide: (item: StoredItem, counts: DeliveryCounts, firstFailure: FirstFailure | null) => { changes: Partial<StoredItem>; settled: boolean } | undefined,
): Promise<StoredItem | undefined> {
  for (let attempt = 0; ; attempt++) {
    const item = await getItem(eventId, itemId);
    if (!item?.sending?.frozenAt) return item;
    const { counts, firstFailure } = await sumBatches(String(itemId));
    const decision = decide(item, counts, firstFailure);
    if (!decision) return item;
    try {
      const updated = await updateWithUses(item, { deliveries: counts, ...decision.changes });
      if (decision.settled) {
        await unmarkProcessing(itemId);
        await recountEvent(eventId);
      }
      return updated;
    } catch (error) {
      if (!isConflict(error) || attempt >= 50) throw error;
    }
  }
}

export function settleItem(eventId: number, itemId: number): Promise<StoredItem | undefined> {
  return writeCounts(eventId, itemId, (item, counts, firstFailure) => {
    if (item.status !== ITEM_STATUS.processing) return undefined;
    const settled = counts.pending + counts.sending === 0 && item.sending!.enqueuedRound === item.sending!.round;
    if (!settled && sameCounts(item.deliveries, counts)) return undefined;
    return { changes: settled ? outcomeOf(counts, firstFailure) : {}, settled };
  });
}

/**
 * An item already settled (completed or in error) whose deliveries changed afterwards: an SES
 * event confirmed an unconfirmed one (V3). Its counts and note follow; its status follows its
 * outcome (an event never changes how many failed).
 */
export function settleAgain(eventId: number, itemId: number): Promise<StoredItem | undefined> {
  return writeCounts(eventId, itemId, (item, counts, firstFailure) => {
    if (item.status !== ITEM_STATUS.completed && item.status !== ITEM_STATUS.error) return undefined;
    if (sameCounts(item.deliveries, counts)) return undefined;
    return { changes: outcomeOf(counts, firstFailure), settled: true };
  });
}
