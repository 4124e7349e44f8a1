import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { COMPANY, CONTACT, DIRECTORY_EVENT, ENTITY, ITEM, ITEM_POINTER, SETTING, SUPPRESSION } from './stored-types.ts';
import type { AuditAction } from '../../shared/audit.ts';

/**
 * Where a record's chain of entries starts (audit-log.ts): the entry its stored item points at
 * (`auditEntry`), read where each audited kind of record lives. Catalogue records are entity items
 * (a delete leaves a tombstone that points at its entry); an event timeline item is found through
 * its pointer item and has no tombstone, so a removed item's chain starts at its `remove` entry,
 * done or not (nothing else makes an item gone); a suppressed address and a setting are named by
 * their entries (their ids are hashes of the name); directory records are keyed by their own ids.
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

/** Records keyed by their name (the entries' entityName), and directory records keyed by their id. */
const BY_NAME: Record<string, (name: string) => Record<string, unknown>> = {
  suppression: (address) => SUPPRESSION.key({ address }),
  setting: (name) => SETTING.key({ name }),
};
const BY_ID: Record<string, (id: number) => Record<string, unknown>> = {
  'directory-contact': (id) => CONTACT.key({ id }),
  'directory-company': (id) => COMPANY.key({ id }),
  'directory-event': (id) => DIRECTORY_EVENT.key({ id }),
};

export async function headOf(type: string, id: number, entries: { entityName: string }[]): Promise<AuditHead> {
  if (type === 'event-message-workflow') {
    const pointer = await read(ITEM_POINTER.key({ id }), ['eventId']);
    const item = pointer ? await read(ITEM.key({ eventId: Number(pointer.eventId), id }), ['pk', AUDIT_POINTER]) : undefined;
    return { ...headAt(item), goneBy: 'remove' };
  }
  if (BY_NAME[type]) {
    // no numeric id of its own: its entries name it (entityName), and any of them will do
    return entries.length ? headAt(await read(BY_NAME[type](entries[0].entityName), ['pk', AUDIT_POINTER])) : { exists: false };
  }
  return headAt(await read((BY_ID[type] ?? ((entityId: number) => ENTITY.key({ type, id: entityId })))(id), ['pk', AUDIT_POINTER]));
}
