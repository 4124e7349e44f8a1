import type { StoredItem } from '../../data/item-store.ts';
import type { ItemReadiness } from '../../../shared/readiness.ts';

/**
 * Called once for each scheduled check (48 hours before the send) that found the item blocked: a
 * duplicate firing does not call it again, and a check run on demand does not call it (the person
 * who ran it sees the result). The alerts are built on their own branch: they will replace
 * this body with the alert (who is told, and how). Until then it writes a log line, so a blocked
 * item is at least in the logs besides its badge. A blocked item still sends at its time unless
 * staff switch it off.
 */
export async function onReadinessBlocked(item: StoredItem, result: ItemReadiness): Promise<void> {
  const codes = result.problems.filter((p) => p.severity === 'blocking').map((p) => p.code);
  console.warn(`readiness: item ${item.id} of event ${item.eventId} is blocked (${codes.join(', ')})`);
}
