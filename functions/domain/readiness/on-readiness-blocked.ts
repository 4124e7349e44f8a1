import { raiseAlert } from '../alerts/raise-alert.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import type { ItemReadiness } from '../../../shared/readiness.ts';

/**
 * Called once for each scheduled check (48 hours before the send) that found the item blocked: a
 * duplicate firing does not call it again, and a check run on demand does not call it (the person
 * who ran it sees the result). It raises the item's `readiness-blocked` alert (docs/alerts.md, A4:
 * once per item, in the bell and the next digest). A blocked item still sends at its time unless
 * staff switch it off.
 */
export async function onReadinessBlocked(item: StoredItem, result: ItemReadiness): Promise<void> {
  const blocking = result.problems.filter((problem) => problem.severity === 'blocking');
  const message = `Item #${item.id} is not ready to send: ${blocking.map((problem) => problem.message).join(' ') || 'a blocking problem was found.'}`;
  await raiseAlert({ kind: 'readiness-blocked', itemId: item.id, eventId: item.eventId, message });
}
