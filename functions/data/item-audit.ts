import { entryOf, type AlsoSteps } from './entity-store.ts';
import { type AuditEntry, type EntryFields } from './audit-log.ts';
import { createItem, deleteItem, updateItem } from './item-store.ts';
import type { EventWorkflowItem, StoredItem } from './event-workflow-item.ts';
import { diffRecords } from '../../shared/audit.ts';

/**
 * Event timeline items written with their audit entries: the entry goes in the unit of work of the
 * item's write (item-store.ts), so a refused write (409) has none and a crash leaves both or
 * neither. The item keeps the entry's id under the record symbol (entity-store.ts), so writes
 * without an entry (dispatch's bookkeeping) leave it as it is. Every item entry is also listed
 * under its event (`parent`).
 */
export const ITEM_AUDIT_TYPE = 'event-message-workflow';

/** What the caller says about a change: who, which action, why, the record's name then, the send impact. */
export type ItemEntry = Pick<AuditEntry, 'user' | 'actor' | 'action' | 'note' | 'entityName' | 'impact'>;

function fieldsOf(entry: ItemEntry, before: StoredItem | undefined, after: StoredItem | undefined, version: number): EntryFields {
  const item = (after ?? before)!;
  const previous = before ? entryOf(before) : undefined;
  return {
    ...entry,
    entityType: ITEM_AUDIT_TYPE,
    entityId: item.id,
    version,
    changes: diffRecords(before, after),
    parent: { type: 'event', id: item.eventId },
    ...(previous !== undefined ? { previous } : {}),
  };
}

export const createItemWithEntry = (item: StoredItem, entry: ItemEntry, also?: AlsoSteps): Promise<StoredItem> => createItem(item, fieldsOf(entry, undefined, item, item.version), also);

export function updateItemWithEntry(current: StoredItem, changes: Partial<EventWorkflowItem>, actor: number | undefined, entry: ItemEntry, also?: AlsoSteps): Promise<StoredItem> {
  const after = { ...current, ...changes, version: current.version + 1 };
  return updateItem(current, changes, actor, fieldsOf(entry, current, after, after.version), also);
}

export const deleteItemWithEntry = (current: StoredItem, entry: ItemEntry, also?: AlsoSteps): Promise<void> => deleteItem(current, fieldsOf(entry, current, undefined, current.version + 1), also);
