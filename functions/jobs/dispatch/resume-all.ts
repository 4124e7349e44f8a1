import { getItem } from '../../data/item-reads.ts';
import { now as clock } from '../../data/clock.ts';
import { listProcessing, unmarkProcessing } from '../../data/processing-index.ts';
import { resume } from './proceed.ts';
import type { DispatchOutcome } from './dispatch-options.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';

/**
 * Resumes every item left processing by work that stopped before `staleBefore` (docs/sending.md,
 * R2): the local runtime calls it at start-up with its own start time, since no earlier process
 * is running anything any more. Leftover marks of items that are not processing are cleared.
 */
export async function resumeAll(staleBefore: number): Promise<Map<number, DispatchOutcome>> {
  const outcomes = new Map<number, DispatchOutcome>();
  for (const { eventId, itemId } of await listProcessing()) {
    const item = await getItem(eventId, itemId);
    if (!item || item.status !== ITEM_STATUS.processing) {
      await unmarkProcessing(itemId);
      continue;
    }
    const now = clock();
    outcomes.set(itemId, await resume(item, { firingTime: now, now, staleBefore }));
  }
  return outcomes;
}
