import { isConditionFailure, WriteConflict } from './conflict.ts';
import { entryOf, withEntry } from './entity-store.ts';
import { AUDIT_POINTER, writeWithEntry, type AuditEntry } from './audit-log.ts';
import { createItem, deleteItem, updateItem } from './item-store.ts';
import type { EventWorkflowItem, StoredItem } from './event-workflow-item.ts';
import { diffRecords } from '../../shared/audit.ts';

/**
 * Event timeline items written with their audit entries, in the audit log's ordered steps
 * (audit-log.ts `writeWithEntry`): the entry pending, the item's conditional write carrying the
 * entry's id (`auditEntry`), the entry done; a refused write (409) takes it back. The item keeps
 * the id under the record symbol (entity-store.ts), so writes without an entry (dispatch's
 * bookkeeping) leave it as it is. A removed item has no tombstone: its `remove` entry starts its
 * chain (audit-heads.ts). Every item entry is also listed under its event (`parent`).
 */
export const ITEM_AUDIT_TYPE = 'event-message-workflow';

/** What the caller says about a change: who, which action, why, the record's name then, the send impact. */
export type ItemEntry = Pick<AuditEntry, 'user' | 'actor' | 'action' | 'note' | 'entityName' | 'impact'>;

const refused = (error: unknown) => error instanceof WriteConflict || isConditionFailure(error);

function fieldsOf(entry: ItemEntry, before: StoredItem | undefined, after: StoredItem | undefined, version: number) {
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

/** The record as written, its entry's id moved from the attribute to the record symbol. */
function pointing(record: StoredItem, entry: AuditEntry): StoredItem {
  delete (record as unknown as Record<string, unknown>)[AUDIT_POINTER];
  return withEntry(record, entry.id);
}
const carrying = (entry: AuditEntry) => ({ [AUDIT_POINTER]: entry.id }) as unknown as Partial<EventWorkflowItem>;

export const createItemWithEntry = (item: StoredItem, entry: ItemEntry): Promise<StoredItem> =>
  writeWithEntry(fieldsOf(entry, undefined, item, item.version), async (written) => pointing(await createItem({ ...item, ...carrying(written) }), written), refused);

export function updateItemWithEntry(current: StoredItem, changes: Partial<EventWorkflowItem>, actor: number | undefined, entry: ItemEntry): Promise<StoredItem> {
  const after = { ...current, ...changes, version: current.version + 1 };
  return writeWithEntry(fieldsOf(entry, current, after, after.version), async (written) => pointing(await updateItem(current, { ...changes, ...carrying(written) }, actor), written), refused);
}

export const deleteItemWithEntry = (current: StoredItem, entry: ItemEntry): Promise<void> =>
  writeWithEntry(fieldsOf(entry, current, undefined, current.version + 1), () => deleteItem(current), refused);
