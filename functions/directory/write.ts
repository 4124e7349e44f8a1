import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/client.ts';
import { companyItem, contactItem, eventItem, eventWordItems, type DirectoryType } from './items.ts';
import { ROSTER_CHUNK, rosterKey, storeCalls, type RosterEntry } from './store.ts';
import type { Company, Contact, DirectoryEvent } from '../../shared/directory/records.ts';

/**
 * Writes of the directory: conditional on the version that was read, so two imports touching
 * one contact never lose each other's activity. Derived items (event name words, rosters) are
 * written before the record that makes a change visible, so a retried import completes them.
 */
const isConditionFailure = (error: unknown) => (error as { name?: string })?.name === 'ConditionalCheckFailedException';

export class WriteConflict extends Error {}

const TO_ITEM = {
  contact: (record: unknown) => contactItem(record as Contact),
  company: (record: unknown) => companyItem(record as Company),
  event: (record: unknown) => eventItem(record as DirectoryEvent),
} satisfies Record<DirectoryType, (record: unknown) => Record<string, unknown>>;

/** Puts a record if nobody wrote it since `previousVersion` was read (undefined: it must not exist). */
export async function putRecord(type: DirectoryType, record: { version: number }, previousVersion: number | undefined): Promise<void> {
  storeCalls.count++;
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
    storeCalls.count++;
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
  }
}

export async function removeStaleEventWords(before: Pick<DirectoryEvent, 'id' | 'name'>, after: Pick<DirectoryEvent, 'id' | 'name'>): Promise<void> {
  const kept = new Set(eventWordItems(after).map((item) => `${item.pk} ${item.sk}`));
  for (const item of eventWordItems(before)) {
    if (kept.has(`${item.pk} ${item.sk}`)) continue;
    storeCalls.count++;
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }));
  }
}

interface RosterChunk {
  chunk: number;
  version: number;
  entries: RosterEntry[];
}

async function readRosterChunks(eventId: number): Promise<RosterChunk[]> {
  storeCalls.count++;
  const result = await db().send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `roster#${eventId}` }, ConsistentRead: true }),
  );
  return (result.Items ?? []).map((item) => ({ chunk: Number(item.sk), version: item.version as number, entries: item.entries as RosterEntry[] }));
}

const sameEntry = (a: RosterEntry, b: RosterEntry) =>
  a.contactId === b.contactId && a.participationType === b.participationType && a.status === b.status && a.roleId === b.roleId;

/**
 * Upserts entries into an event's roster (by participation id) and removes the given
 * participation ids. Returns how many chunks were written (0 when nothing changed).
 */
export async function updateRoster(eventId: number, upserts: RosterEntry[], removals: number[] = []): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const chunks = await readRosterChunks(eventId);
    const where = new Map<number, { chunk: RosterChunk; index: number }>();
    for (const chunk of chunks) chunk.entries.forEach((entry, index) => where.set(entry.participationId, { chunk, index }));
    const dirty = new Set<RosterChunk>();
    for (const id of removals) {
      const found = where.get(id);
      if (!found) continue;
      found.chunk.entries = found.chunk.entries.filter((entry) => entry.participationId !== id);
      where.delete(id);
      dirty.add(found.chunk);
    }
    for (const entry of upserts) {
      const found = where.get(entry.participationId);
      if (found) {
        const index = found.chunk.entries.findIndex((e) => e.participationId === entry.participationId);
        if (sameEntry(found.chunk.entries[index], entry)) continue;
        found.chunk.entries[index] = entry;
        dirty.add(found.chunk);
        continue;
      }
      let target = chunks.find((chunk) => chunk.entries.length < ROSTER_CHUNK);
      if (!target) {
        target = { chunk: chunks.length, version: 0, entries: [] };
        chunks.push(target);
      }
      target.entries.push(entry);
      where.set(entry.participationId, { chunk: target, index: target.entries.length - 1 });
      dirty.add(target);
    }
    try {
      for (const chunk of dirty) {
        storeCalls.count++;
        await db().send(
          new PutCommand({
            TableName: tableName(),
            Item: { ...rosterKey(eventId, chunk.chunk), entries: chunk.entries, version: chunk.version + 1 },
            ConditionExpression: chunk.version === 0 ? 'attribute_not_exists(pk)' : '#version = :version',
            ...(chunk.version === 0 ? {} : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':version': chunk.version } }),
          }),
        );
      }
      return dirty.size;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= 5) throw error;
    }
  }
}

/** Roster chunk items of a whole event at once (seeding), in the same shape updateRoster keeps. */
export function rosterItems(eventId: number, entries: RosterEntry[]): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  for (let start = 0, chunk = 0; start < entries.length; start += ROSTER_CHUNK, chunk++)
    items.push({ ...rosterKey(eventId, chunk), entries: entries.slice(start, start + ROSTER_CHUNK), version: 1 });
  return items;
}

