import { messageStore, type MessageWorkflow } from '../../data/catalogue.ts';
import { nowMillis } from '../../data/clock.ts';
import { writeBatches } from '../../data/delivery-batches.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { audienceFailure, audienceOf } from './audience-of.ts';
import { skipCancelledSince } from './cancellations.ts';
import { freezeDeliveries, listDeliveries } from './deliveries.ts';
import { failItem, updateClaimed } from './item-sending.ts';
import { ownerOf } from './rounds.ts';
import { reportOfItem } from '../reports/batch-report.ts';
import { failureFix } from '../../../shared/failure-fix.ts';

/**
 * Freezes a claimed item's audience (docs/sending.md, D7-D9, T7), once per item, ever: resolved
 * now (the workflow's target group for the event, or its contact list), one pending delivery per
 * contact (put if absent, so a resumed freeze completes it and never doubles it), those cancelled
 * since the claim skipped, the batches written, and the size on the item.
 */
/** A freeze stops writing this long before its claim runs out (another dispatch may take it then). */
const CLAIM_MARGIN_SECONDS = 60;

/** Answers the item frozen, 'failed' when its audience cannot be resolved (the item is in error), or undefined when the claim passed to another. */
export async function freezeAudience(item: StoredItem, workflow: MessageWorkflow, now: number): Promise<StoredItem | 'failed' | undefined> {
  let ids: number[];
  try {
    ids = await audienceOf(workflow, item.eventId);
  } catch (error) {
    const reason = audienceFailure(error);
    if (!reason) throw error;
    await failItem(item, reason, failureFix('messageWorkflow', item.messageWorkflowId));
    return 'failed';
  }
  const owner = ownerOf(item);
  await freezeDeliveries(owner, ids, () => nowMillis() / 1000 + CLAIM_MARGIN_SECONDS < item.sending!.leaseUntil);
  // a registration cancelled while this audience was being resolved is taken out (T7)
  await skipCancelledSince(owner, item.eventId, item.sending!.claimedAt);
  // the partition, not this resolution, is the audience: a resumed freeze keeps what an earlier one wrote
  const frozen = (await listDeliveries(owner, { contactsOnly: true, attributes: ['contactId'] })).map((d) => d.contactId);
  const message = item.sending!.messageId === null ? undefined : await messageStore.get(item.sending!.messageId);
  const batches = await writeBatches(owner, frozen, reportOfItem(item, message));
  return updateClaimed(item, { frozenAt: now, audience: frozen.length, batches, frozenRound: item.sending!.round });
}
