import { WriteConflict } from '../conflict.ts';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.ts';
import { keyOfItem } from '../stored-type.ts';
import { AUDIT_POINTER, commitWithEntry, type EntryFields } from '../audit-log.ts';
import { atVersion, UnitOfWork, UnitRefused } from '../unit-of-work.ts';
import { companyItem, contactItem, eventItem, eventWordItems, type DirectoryType } from './items.ts';
import type { Company, Contact, DirectoryEvent } from '../../../shared/directory/records.ts';

/**
 * Writes of the directory: conditional on the version that was read, so two imports touching
 * one contact never lose each other's activity. Event name words are written before the event
 * that makes them visible, so a retried import completes them; rosters: rosters.ts.
 */

const TO_ITEM = {
  contact: (record: unknown) => contactItem(record as Contact),
  company: (record: unknown) => companyItem(record as Company),
  event: (record: unknown) => eventItem(record as DirectoryEvent),
} satisfies Record<DirectoryType, (record: unknown) => Record<string, unknown>>;

/**
 * Puts a record if nobody wrote it since `previousVersion` was read (undefined: it must not exist),
 * with the audit entry of its change where it has one (one unit of work; the record points at it).
 */
export async function putRecord(type: DirectoryType, record: { version: number }, previousVersion: number | undefined, entry?: EntryFields): Promise<void> {
  const condition = previousVersion === undefined ? { expression: 'attribute_not_exists(pk)' } : atVersion(previousVersion);
  const unitOf = (entryId?: number) => new UnitOfWork().put(TO_ITEM[type](entryId === undefined ? record : { ...record, [AUDIT_POINTER]: entryId }), { condition, name: 'record' });
  try {
    if (entry) await commitWithEntry(entry, (made) => unitOf(made.id), () => undefined);
    else await unitOf().commit();
  } catch (error) {
    if (error instanceof UnitRefused && error.by('record')) throw new WriteConflict(`${type} #${(record as { id?: number }).id} changed meanwhile`);
    throw error;
  }
}

/** Writes the word items of a (re)named event; words it no longer has are removed after the event. */
export async function writeEventWords(event: Pick<DirectoryEvent, 'id' | 'name'>): Promise<void> {
  for (const item of eventWordItems(event)) {
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
  }
}

export async function removeStaleEventWords(before: Pick<DirectoryEvent, 'id' | 'name'>, after: Pick<DirectoryEvent, 'id' | 'name'>): Promise<void> {
  const kept = new Set(eventWordItems(after).map((item) => `${item.pk} ${item.sk}`));
  for (const item of eventWordItems(before)) {
    if (kept.has(`${item.pk} ${item.sk}`)) continue; // still a word of the name
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keyOfItem(item) }));
  }
}
