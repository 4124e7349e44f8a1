import { type MessageWorkflow, messageWorkflowStore } from '../../data/catalogue.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { freezeAudience } from '../../domain/sending/freeze.ts';
import { failItem, settleItem, takeOverClaim } from '../../domain/sending/item-sending.ts';
import { enqueueRound, sweepRound } from '../../domain/sending/rounds.ts';
import type { DispatchOptions, DispatchOutcome } from './dispatch-options.ts';
import { SENDING_TEXTS } from '../../../shared/sending.ts';

/**
 * A claimed item's sending, in steps that a resumed dispatch picks up where they stopped
 * (docs/sending.md, D7-D10, O5, R1): freeze the audience as deliveries (freeze.ts, once per item,
 * ever), hand the round's batches to the send queue (rounds.ts), settle (item-sending.ts).
 */
export async function proceed(claimed: StoredItem, workflow: MessageWorkflow | undefined, options: DispatchOptions): Promise<DispatchOutcome> {
  let item: StoredItem | undefined = claimed;
  if (!item.sending!.frozenAt) {
    workflow ??= await messageWorkflowStore.get(item.messageWorkflowId);
    if (!workflow) {
      await failItem(item, SENDING_TEXTS.workflowGone(item.messageWorkflowId));
      return 'workflow gone';
    }
    const frozen = await freezeAudience(item, workflow, options.now);
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
    await sweepRound(taken, now, options.staleBefore);
    await settleItem(taken.eventId, taken.id);
    return 'resumed';
  }
  await proceed(taken, undefined, options);
  return 'resumed';
}
