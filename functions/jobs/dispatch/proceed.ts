import { type MessageWorkflow, messageWorkflowStore } from '../../data/catalogue.ts';
import { findAudience } from '../../domain/audience/audience.ts';
import { skipCancelledSince } from '../../domain/sending/cancellations.ts';
import type { StoredItem } from '../../data/item-store.ts';
import { nowMillis } from '../../data/clock.ts';
import { Failure } from '../../domain/failure.ts';
import { listBatches, recountBatch, writeBatches } from '../../data/delivery-batches.ts';
import { isStale, listDeliveries, markUnconfirmed, putMissingPending } from '../../data/deliveries.ts';
import { settleItem } from '../../domain/sending/settle.ts';
import { failItem, takeOverClaim, updateClaimed } from '../../domain/sending/item-sending.ts';
import { batchesOf, enqueueRound, ownerOf } from '../../domain/sending/rounds.ts';
import type { DispatchOptions, DispatchOutcome } from './dispatch-options.ts';
import { SENDING_TEXTS } from '../../../shared/sending.ts';
import type { TargetGroup } from '../../../shared/target-groups/target-group.ts';

/**
 * A claimed item's sending, in steps that a resumed dispatch picks up where they stopped
 * (docs/sending.md, D7-D10, O5, R1): freeze the audience (once per item, ever), hand the round's
 * batches to the send queue (rounds.ts), settle.
 */
/** A freeze stops writing this long before its claim runs out (another dispatch may take it then). */
const CLAIM_MARGIN_SECONDS = 60;

async function audienceOf(workflow: MessageWorkflow, eventId: number): Promise<number[]> {
  if (workflow.contactEnrolledType === 'manual') return [...new Set(workflow.masterContactIds)].sort((a, b) => a - b);
  return (await findAudience(workflow.targetGroup as TargetGroup, eventId)).members.map((member) => member.id);
}

/** Freezes the audience: one delivery per contact (put if absent), then the batches, then the size on the item. */
async function freeze(item: StoredItem, workflow: MessageWorkflow, now: number): Promise<StoredItem | 'failed' | undefined> {
  let ids: number[];
  try {
    ids = await audienceOf(workflow, item.eventId);
  } catch (error) {
    if (!(error instanceof Failure) || error.kind === 'unavailable' || error.kind === 'provider') throw error;
    await failItem(item, SENDING_TEXTS.audienceFailed(Object.values(error.errors ?? {})[0] ?? error.message));
    return 'failed';
  }
  await putMissingPending(ownerOf(item), ids, () => nowMillis() / 1000 + CLAIM_MARGIN_SECONDS < item.sending!.leaseUntil);
  // a registration cancelled while this audience was being resolved is taken out (docs/sending.md, T7)
  await skipCancelledSince(ownerOf(item), item.eventId, item.sending!.claimedAt);
  // the partition, not this resolution, is the audience: a resumed freeze keeps what an earlier one wrote
  const frozen = (await listDeliveries(ownerOf(item), { contactsOnly: true, attributes: ['contactId'] })).map((d) => d.contactId);
  const batches = await writeBatches(ownerOf(item), frozen);
  return updateClaimed(item, { frozenAt: now, audience: frozen.length, batches, frozenRound: item.sending!.round });
}

export async function proceed(claimed: StoredItem, workflow: MessageWorkflow | undefined, options: DispatchOptions): Promise<DispatchOutcome> {
  let item: StoredItem | undefined = claimed;
  if (!item.sending!.frozenAt) {
    workflow ??= await messageWorkflowStore.get(item.messageWorkflowId);
    if (!workflow) {
      await failItem(item, SENDING_TEXTS.workflowGone(item.messageWorkflowId));
      return 'workflow gone';
    }
    const frozen = await freeze(item, workflow, options.now);
    if (frozen === 'failed') return 'failed';
    if (!frozen) return 'claimed elsewhere';
    item = frozen;
  }
  item = (await enqueueRound(item)).item;
  if (!item) return 'claimed elsewhere';
  await settleItem(item.eventId, item.id);
  return 'sending';
}

/** A firing (or the local start-up) that finds the item processing: resumed only when its claim is stale. */
export async function resume(item: StoredItem, options: DispatchOptions): Promise<DispatchOutcome> {
  const sending = item.sending;
  if (!sending) return 'claimed';
  const { now } = options;
  if (sending.leaseUntil >= now && sending.claimedAt >= (options.staleBefore ?? 0)) return 'claimed';
  const taken = await takeOverClaim(item, now);
  if (!taken) return 'claimed elsewhere';
  if (sending.enqueuedRound === sending.round) {
    // everything is in the queue: what is left is to sweep deliveries whose sender died, and settle
    const stale = (await listDeliveries(ownerOf(taken))).filter((delivery) => isStale(delivery, now, options.staleBefore));
    for (const delivery of stale) await markUnconfirmed(delivery, SENDING_TEXTS.leaseRanOut);
    if (stale.length) for (const batch of batchesOf(stale, await listBatches(ownerOf(taken)))) await recountBatch(ownerOf(taken), batch);
    await settleItem(taken.eventId, taken.id);
    return 'resumed';
  }
  await proceed(taken, undefined, options);
  return 'resumed';
}
