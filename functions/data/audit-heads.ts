import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { ENTITY, ITEM, ITEM_POINTER, SUPPRESSION } from './stored-types.ts';
import type { AuditAction } from '../../shared/audit.ts';

/**
 * Where a record's chain of entries starts (audit-log.ts): the entry its stored item points at
 * (`auditEntry`), read where each audited kind of record lives. Catalogue records are entity items
 * (a delete leaves a tombstone that points at its entry); an event timeline item is found through
 * its pointer item and has no tombstone, so a removed item's chain starts at its `remove` entry,
 * done or not (nothing else makes an item gone); a suppressed address is named by its entries.
 */
export const AUDIT_POINTER = 'auditEntry';

export interface AuditHead {
  exists: boolean;
  entry?: number;
  /** For a record gone without a tombstone: the action whose entry, pending or done, made it gone. */
  goneBy?: AuditAction;
}

async function read(key: Record<string, unknown>, attributes: string[]): Promise<Record<string, unknown> | undefined> {
  const names = Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name]));
  return (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true, ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names }))).Item;
}

const headAt = (item: Record<string, unknown> | undefined): AuditHead => {
  if (!item) return { exists: false };
  const pointer = item[AUDIT_POINTER];
  return { exists: true, entry: pointer === undefined ? undefined : Number(pointer) };
};

export async function headOf(type: string, id: number, entries: { entityName: string }[]): Promise<AuditHead> {
  if (type === 'event-message-workflow') {
    const pointer = await read(ITEM_POINTER.key({ id }), ['eventId']);
    const item = pointer ? await read(ITEM.key({ eventId: Number(pointer.eventId), id }), ['pk', AUDIT_POINTER]) : undefined;
    return { ...headAt(item), goneBy: 'remove' };
  }
  if (type === 'suppression') {
    // an address has no numeric id: its entries name it (entityName), and any of them will do
    return entries.length ? headAt(await read(SUPPRESSION.key({ address: entries[0].entityName }), ['pk', AUDIT_POINTER])) : { exists: false };
  }
  return headAt(await read(ENTITY.key({ type, id }), ['pk', AUDIT_POINTER]));
}
