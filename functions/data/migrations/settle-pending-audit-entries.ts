import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.ts';
import { now } from '../clock.ts';
import { queryAll } from '../query.ts';
import { withoutKeys } from '../stored-type.ts';
import { AUDIT_POINTER, TOMBSTONE, type AuditEntry } from '../audit-log.ts';
import { AUDIT_ENTRY, COMPANY, CONTACT, DIRECTORY_EVENT, ENTITY, ITEM, ITEM_POINTER, MIGRATION_DONE, SETTING, SUPPRESSION } from '../stored-types.ts';

/**
 * Once per store: settles the audit entries the former ordered steps left `pending` (before the
 * store had transactions, an entry was put pending, the record written pointing at it, then the
 * entry marked done; a crash could stop between). By that protocol's rule, a pending entry counts
 * when it is on its record's chain: the chain starts at the entry the record's item points at
 * (`auditEntry`), or, for a record gone, at its last done entry or its delete's, and follows
 * `previous`. Those are marked done; the others (a change that never happened) are deleted. A
 * delete that stopped at its tombstone is completed. A marker records that the store is settled,
 * so later starts cost one GetItem.
 */
const MARKER = MIGRATION_DONE.key({ name: 'settle-pending-audit-entries' });

export async function settlePendingAuditEntries(): Promise<{ settled: number; dropped: number } | undefined> {
  if ((await db().send(new GetCommand({ TableName: tableName(), Key: MARKER, ConsistentRead: true }))).Item) return undefined;
  const pending = (await queryAll({ key: AUDIT_ENTRY.indexPartition('gsi4', {}), index: 'gsi4' })).map((item) => withoutKeys<AuditEntry>(item)).filter((entry) => entry.state === 'pending');
  const records = new Map(pending.map((entry) => [`${entry.entityType}\u0000${entry.entityId}`, entry]));
  let settled = 0;
  let dropped = 0;
  for (const { entityType: type, entityId: id } of records.values()) {
    const entries = (await queryAll({ key: AUDIT_ENTRY.partition({ type, id }), consistent: true })).map((item) => withoutKeys<AuditEntry>(item));
    const onChain = chainOf(entries, await headOf(type, id, entries));
    for (const entry of entries.filter((candidate) => candidate.state === 'pending')) {
      const key = AUDIT_ENTRY.key({ type, id, version: entry.version, entry: entry.id });
      if (onChain.has(entry.id)) {
        await db().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'SET #state = :done', ExpressionAttributeNames: { '#state': 'state' }, ExpressionAttributeValues: { ':done': 'done' } }));
        settled++;
      } else {
        await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
        dropped++;
      }
    }
  }
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...MARKER, at: now(), settled, dropped } }));
  return { settled, dropped };
}

interface Head {
  exists: boolean;
  entry?: number;
  /** For a record gone without a tombstone: the action whose entry made it gone. */
  goneBy?: string;
}

function chainOf(entries: AuditEntry[], head: Head): Set<number> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  let start = head.entry;
  if (!head.exists) {
    const ended = entries.filter((entry) => entry.state === 'done' || entry.action === head.goneBy);
    start = ended.reduce<AuditEntry | undefined>((last, entry) => (!last || entry.version > last.version ? entry : last), undefined)?.id;
  }
  const chain = new Set<number>();
  for (let entry = start; entry !== undefined && byId.has(entry) && !chain.has(entry); entry = byId.get(entry)!.previous) chain.add(entry);
  return chain;
}

const read = async (key: Record<string, unknown>) => (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
const headAt = (item: Record<string, unknown> | undefined): Head => (item ? { exists: true, entry: item[AUDIT_POINTER] === undefined ? undefined : Number(item[AUDIT_POINTER]) } : { exists: false });

/** Where a record's chain starts, read where each audited kind of record lives; a delete stopped at its tombstone is completed. */
async function headOf(type: string, id: number, entries: AuditEntry[]): Promise<Head> {
  if (type === 'event-message-workflow') {
    const pointer = await read(ITEM_POINTER.key({ id }));
    return { ...headAt(pointer ? await read(ITEM.key({ eventId: Number(pointer.eventId), id })) : undefined), goneBy: 'remove' };
  }
  const byName: Record<string, (name: string) => Record<string, unknown>> = { suppression: (address) => SUPPRESSION.key({ address }), setting: (name) => SETTING.key({ name }) };
  if (byName[type]) return entries.length ? headAt(await read(byName[type](entries[0].entityName))) : { exists: false };
  const byId: Record<string, (entityId: number) => Record<string, unknown>> = { 'directory-contact': (entityId) => CONTACT.key({ id: entityId }), 'directory-company': (entityId) => COMPANY.key({ id: entityId }), 'directory-event': (entityId) => DIRECTORY_EVENT.key({ id: entityId }) };
  const key = (byId[type] ?? ((entityId: number) => ENTITY.key({ type, id: entityId })))(id);
  const item = await read(key);
  if (item?.[TOMBSTONE] !== undefined) await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
  return headAt(item);
}
