import { port } from '../../adapters/adapters.ts';
import { type MessageWorkflow, messageWorkflowStore } from '../../data/catalogue.ts';
import { randomBytes } from 'node:crypto';
import { findAudience } from '../../domain/audience/audience.ts';
import { cancelledSince, SKIPPED_AS_CANCELLED, skipCancelledSince } from '../../domain/sending/cancellations.ts';
import { getItem, updateItem, type ItemSending, type StoredItem } from '../../data/item-store.ts';
import { updateWithUses } from '../../domain/items/item-writes.ts';
import { recountEvent } from '../../domain/items/event-summaries.ts';
import { unmarkProcessing } from '../../data/processing-index.ts';
import { nowMillis } from '../../data/clock.ts';
import { Failure, isConflict } from '../../domain/failure.ts';
import { listBatches, recountBatch, writeBatches, type BatchRecord } from '../../data/delivery-batches.ts';
import { isStale, listDeliveries, markUnconfirmed, putMissingPending, transition, type Delivery } from '../../data/deliveries.ts';
import { settleItem } from '../../domain/sending/settle.ts';
import { CLAIM_LEASE_SECONDS, type DispatchOptions, type DispatchOutcome } from './dispatch-options.ts';
import { putWatchdog } from './watchdog.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { SENDING_TEXTS } from '../../../shared/sending.ts';
import type { TargetGroup } from '../../../shared/target-groups/target-group.ts';

/**
 * A claimed item's sending, in steps that a resumed dispatch picks up where they stopped
 * (docs/sending.md, D7-D10, O5, R1): freeze the audience (once per item, ever), reset the failed
 * deliveries of a reactivated round, hand the round's batches to the send queue, settle.
 */
const owner = (item: StoredItem) => String(item.id);
/** A freeze stops writing this long before its claim runs out (another dispatch may take it then). */
const CLAIM_MARGIN_SECONDS = 60;

/** A write by the dispatch holding the claim: retried over the counts the senders write meanwhile. */
async function updateClaimed(item: StoredItem, sending: ItemSending): Promise<StoredItem | undefined> {
  for (let current: StoredItem | undefined = item; ; current = await getItem(item.eventId, item.id)) {
    if (!current || current.status !== ITEM_STATUS.processing || current.sending?.claim !== sending.claim) return undefined;
    try {
      return await updateItem(current, { sending: { ...current.sending, ...sending } });
    } catch (error) {
      if (!(isConflict(error))) throw error;
    }
  }
}

async function audienceOf(workflow: MessageWorkflow, eventId: number): Promise<number[]> {
  if (workflow.contactEnrolledType === 'manual') return [...new Set(workflow.masterContactIds)].sort((a, b) => a - b);
  return (await findAudience(workflow.targetGroup as TargetGroup, eventId)).members.map((member) => member.id);
}

/** Fails the item before anything was frozen (an audience that cannot be resolved). */
async function failItem(item: StoredItem, note: string): Promise<void> {
  await updateWithUses(item, { status: ITEM_STATUS.error, note });
  await unmarkProcessing(item.id);
  await recountEvent(item.eventId);
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
  await putMissingPending(owner(item), ids, () => nowMillis() / 1000 + CLAIM_MARGIN_SECONDS < item.sending!.leaseUntil);
  // a registration cancelled while this audience was being resolved is taken out (docs/sending.md, T7)
  await skipCancelledSince(owner(item), item.eventId, item.sending!.claimedAt);
  // the partition, not this resolution, is the audience: a resumed freeze keeps what an earlier one wrote
  const frozen = (await listDeliveries(owner(item), { contactsOnly: true, attributes: ['contactId'] })).map((d) => d.contactId);
  const batches = await writeBatches(owner(item), frozen);
  return updateClaimed(item, { ...item.sending!, frozenAt: now, audience: frozen.length, batches, frozenRound: item.sending!.round });
}

/** The batches that hold these deliveries (a sender copy names its batch). */
function batchesOf(deliveries: Delivery[], batches: BatchRecord[]): Set<number> {
  const byContact = new Map(batches.flatMap((batch) => batch.contactIds.map((id) => [id, batch.batch] as const)));
  return new Set(deliveries.map((d) => (d.kind === 'sender' ? d.batch! : byContact.get(d.contactId)!)));
}

/**
 * A reactivated round: failed deliveries go back to pending, but those of contacts whose
 * registration was cancelled since the audience froze are skipped (T9); the batches holding them
 * are recounted and answered.
 */
async function resetFailed(item: StoredItem): Promise<BatchRecord[]> {
  const failed = (await listDeliveries(owner(item))).filter((delivery) => delivery.status === 'failed');
  const cancelled = await cancelledSince(item.eventId, item.sending!.frozenAt!);
  for (const delivery of failed) {
    const skip = delivery.kind === 'contact' && cancelled.has(delivery.contactId);
    await transition(delivery, 'failed', skip ? 'skipped' : 'pending', skip ? SKIPPED_AS_CANCELLED : { reason: null });
  }
  const batches = await listBatches(owner(item));
  const touched = batchesOf(failed, batches);
  // and any batch a reset that died left pending
  for (const batch of batches) if (batch.counts.pending > 0) touched.add(batch.batch);
  const recounted: BatchRecord[] = [];
  for (const batch of touched) recounted.push(await recountBatch(owner(item), batch));
  return recounted.filter((batch) => batch.counts.pending > 0);
}

export async function proceed(claimed: StoredItem, workflow: MessageWorkflow | undefined, options: DispatchOptions): Promise<DispatchOutcome> {
  let item: StoredItem | undefined = claimed;
  let sending = item.sending!;
  if (!sending.frozenAt) {
    workflow ??= await messageWorkflowStore.get(item.messageWorkflowId);
    if (!workflow) {
      await failItem(item, SENDING_TEXTS.workflowGone(item.messageWorkflowId));
      return 'workflow gone';
    }
    const frozen = await freeze(item, workflow, options.now);
    if (frozen === 'failed') return 'failed';
    if (!frozen) return 'claimed elsewhere';
    item = frozen;
    sending = item.sending!;
  }
  if (sending.enqueuedRound !== sending.round) {
    const batches = sending.frozenRound === sending.round ? await listBatches(owner(item)) : await resetFailed(item);
    await port('sendQueue').send(
      batches.map(({ batch, contactIds }) => ({ owner: owner(item!), itemId: item!.id, eventId: item!.eventId, messageId: sending.messageId, copyToSender: sending.copyToSender, batch, contactIds })),
    );
    item = await updateClaimed(item, { ...sending, enqueuedRound: sending.round });
    if (!item) return 'claimed elsewhere';
  }
  await settleItem(item.eventId, item.id);
  return 'sending';
}

/** A firing (or the local start-up) that finds the item processing: resumed only when its claim is stale. */
export async function resume(item: StoredItem, options: DispatchOptions): Promise<DispatchOutcome> {
  const sending = item.sending;
  if (!sending) return 'claimed';
  const { now } = options;
  if (sending.leaseUntil >= now && sending.claimedAt >= (options.staleBefore ?? 0)) return 'claimed';
  let taken: StoredItem;
  try {
    taken = await updateItem(item, { sending: { ...sending, claim: randomBytes(8).toString('hex'), claimedAt: now, leaseUntil: now + CLAIM_LEASE_SECONDS } });
  } catch (error) {
    if (isConflict(error)) return 'claimed elsewhere';
    throw error;
  }
  await putWatchdog(taken, now);
  if (sending.enqueuedRound === sending.round) {
    // everything is in the queue: what is left is to sweep deliveries whose sender died, and settle
    const stale = (await listDeliveries(owner(taken))).filter((delivery) => isStale(delivery, now, options.staleBefore));
    for (const delivery of stale) await markUnconfirmed(delivery, SENDING_TEXTS.leaseRanOut);
    if (stale.length) for (const batch of batchesOf(stale, await listBatches(owner(taken)))) await recountBatch(owner(taken), batch);
    await settleItem(taken.eventId, taken.id);
    return 'resumed';
  }
  await proceed(taken, undefined, options);
  return 'resumed';
}
