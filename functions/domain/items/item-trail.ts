import { messageWorkflowStore } from '../../data/catalogue.ts';
import type { AuditNote } from '../../data/audit-log.ts';
import type { ItemEntry } from '../../data/item-audit.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import type { AuditAction } from '../../../shared/audit.ts';

/**
 * What an event timeline item's audit entry says (docs/audit.md, I-rules): who and which action
 * (`byUser` / `bySystem`), the item's name then (its workflow's), and the send impact: every item
 * change touches that item's send; the contacts are known once its audience is frozen.
 */
export async function itemEntry(by: AuditNote, item: StoredItem, workflowName?: string): Promise<ItemEntry> {
  const name = workflowName ?? (await messageWorkflowStore.get(item.messageWorkflowId))?.name ?? `Workflow #${item.messageWorkflowId}`;
  const contacts = item.sending?.audience;
  return { ...by.author, action: by.action, ...(by.note ? { note: by.note } : {}), entityName: name, impact: { items: 1, ...(contacts !== undefined ? { contacts } : {}) } };
}

/** A staff change of an attached item: a switch when it turns on or off (whatever else changed with it), else an update. */
export function changeAction(before: number, after: number): AuditAction {
  if (before !== after && after === ITEM_STATUS.inactive) return 'switch-off';
  if (before === ITEM_STATUS.inactive && after !== ITEM_STATUS.inactive) return 'switch-on';
  return 'update';
}
