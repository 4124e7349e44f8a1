import { pendingForItem } from '../../data/approvals.ts';
import { raiseAlert } from '../alerts/raise-alert.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { APPROVAL_TEXTS } from '../../../shared/approvals.ts';

/**
 * An item's send does not fire while a change to it waits for approval (docs/approvals.md): the
 * dispatch asks here before it claims the item, and the people who run the event get an alert
 * (one per item, however often its schedule fires). The item itself is left as it is.
 */
export async function heldForApproval(item: StoredItem): Promise<boolean> {
  if (!(await pendingForItem(item.id)).length) return false;
  await raiseAlert({ kind: 'approval-pending', itemId: item.id, eventId: item.eventId, message: APPROVAL_TEXTS.sendHeld(item.id) });
  return true;
}
