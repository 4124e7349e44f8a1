import { isConditionFailure, WriteConflict } from '../conflict.ts';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.ts';
import { keyOfItem } from '../stored-type.ts';
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

/** Puts a record if nobody wrote it since `previousVersion` was read (undefined: it must not exist). */
export async function putRecord(type: DirectoryType, record: { version: number }, previousVersion: number | undefined): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: TO_ITEM[type](record),
        ConditionExpression: previousVersion === undefined ? 'attribute_not_exists(pk)' : '#version = :version',
        ...(previousVersion === undefined ? {} : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':version': previousVersion } }),
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new WriteConflict(`${type} #${(record as { id?: number }).id} changed meanwhile`);
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
