import { messageWorkflowStore } from '../../data/catalogue.ts';
import { getEvent } from '../../data/directory/store.ts';
import { getItem } from '../../data/item-reads.ts';
import { checkMetric } from './metric.ts';
import { proceed, resume } from './proceed.ts';
import { claimRound, deferItem, endUnsent, waitForNextCheck } from '../../domain/sending/item-sending.ts';
import { quietHoursOver } from '../../domain/sending/quiet-hours.ts';
import { heldForApproval } from '../../domain/approvals/held-sends.ts';
import { deferralOf } from '../../../shared/sending-rules.ts';
import type { DispatchOptions, DispatchOutcome } from './dispatch-options.ts';
import { EVENT_WORKFLOW_TEXTS, ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { EVENT_STATUS } from '../../../shared/directory/vocabulary.ts';
import { SENDING_TEXTS } from '../../../shared/sending.ts';
import { TRIGGER_TYPE } from '../../../shared/triggers/trigger-prototype.ts';

/**
 * What a firing of an item's schedule does (docs/sending.md, D1-D10): the checks, the metric of a
 * metric item, the quiet hours of its channel (decision 033), the claim, then the audience and the fan-out (proceed.ts). Every answer names what
 * happened, for the logs and the tests.
 */
export async function dispatchItem(eventId: number, itemId: number, options: DispatchOptions): Promise<DispatchOutcome> {
  const item = await getItem(eventId, itemId);
  if (!item) return 'gone';
  if (item.status === ITEM_STATUS.processing) return resume(item, options);
  if (item.status !== ITEM_STATUS.active) return 'not active';
  // a change to the item waits for a second approval: its send does not fire (docs/approvals.md)
  if (await heldForApproval(item)) return 'pending approval';
  const { now } = options;
  const event = await getEvent(eventId);
  if (!event || event.status === EVENT_STATUS.cancelled) {
    await endUnsent(item, { status: ITEM_STATUS.outOfDate, note: SENDING_TEXTS.eventCancelled }, now);
    return 'event cancelled';
  }
  const workflow = await messageWorkflowStore.get(item.messageWorkflowId);
  if (!workflow) {
    await endUnsent(item, { status: ITEM_STATUS.error, note: SENDING_TEXTS.workflowGone(item.messageWorkflowId) }, now);
    return 'workflow gone';
  }
  // a metric item deferred by quiet hours reached its minimum already: it sends at their end (Q3)
  if (item.trigger.triggerType === TRIGGER_TYPE.scheduledMetric && !deferralOf(item)) {
    const verdict = await checkMetric(item.trigger.triggerData, eventId, options.firingTime);
    if (verdict.kind === 'ended') {
      await endUnsent(item, { status: ITEM_STATUS.outOfDate, note: EVENT_WORKFLOW_TEXTS.frameEnded }, now);
      return 'frame ended';
    }
    if (verdict.kind === 'wait') {
      await waitForNextCheck(item, verdict.next);
      return 'below minimum';
    }
  }

  const quietUntil = await quietHoursOver(workflow.messageId, now);
  if (quietUntil !== null) {
    await deferItem(item, quietUntil, now);
    return 'deferred';
  }

  const claimed = await claimRound(item, { ...item.sending, messageId: workflow.messageId, copyToSender: workflow.shouldSendToSender, resends: 'failed' }, now);
  if (!claimed) return 'claimed elsewhere';
  return proceed(claimed, workflow, options);
}
