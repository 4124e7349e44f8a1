import { isConditionFailure } from '../conflict.ts';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.ts';
import { pages } from '../query.ts';
import { ROSTER } from '../stored-types.ts';
import { getContacts, ROSTER_CHUNK, rosterKey, type RosterEntry, type StoredContact } from './store.ts';
import type { Participation } from '../../../shared/directory/records.ts';
import { inParallel } from '../../../shared/in-parallel.ts';

/**
 * Writes of the event rosters, which are derived from the contacts' participations. An import
 * brings the rosters of the contacts it touched in line with what the store holds AFTER its
 * contact writes, whether those succeeded or lost to a concurrent import, so concurrent imports
 * cannot leave a roster saying something the contacts do not.
 */
const MAX_ROUNDS = 50;

export const rosterEntryOf = (contactId: number, p: Pick<Participation, 'id' | 'participationType' | 'status' | 'roleId'>): RosterEntry => ({
  participationId: p.id,
  contactId,
  participationType: p.participationType,
  status: p.status,
  ...(p.roleId ? { roleId: p.roleId } : {}),
});

interface RosterChunk {
  chunk: number;
  version: number;
  entries: RosterEntry[];
}

/** Every chunk of the roster (all pages: a large event's chunks pass the store's 1 MB a page); consistent for a read-modify-write. */
async function readRosterChunks(eventId: number, consistent = true): Promise<RosterChunk[]> {
  const chunks: RosterChunk[] = [];
  for await (const page of pages({ key: ROSTER.partition({ eventId }), consistent })) {
    for (const item of page) chunks.push({ chunk: Number(item.sk), version: item.version as number, entries: item.entries as RosterEntry[] });
  }
  return chunks;
}

/** The roster's entries as stored (readers go through derived.ts's getRoster, which first completes pending syncs). */
export async function readRoster(eventId: number): Promise<RosterEntry[]> {
  return (await readRosterChunks(eventId, false)).flatMap((chunk) => chunk.entries);
}

const sameEntry = (a: RosterEntry, b: RosterEntry) =>
  a.contactId === b.contactId && a.participationType === b.participationType && a.status === b.status && a.roleId === b.roleId;

/** Chunks changed so that the given contacts' entries are exactly `entries`. */
function applyEntries(chunks: RosterChunk[], contactIds: Set<number>, entries: RosterEntry[]): Set<RosterChunk> {
  const wanted = new Map(entries.map((entry) => [entry.participationId, entry]));
  const dirty = new Set<RosterChunk>();
  const placed = new Set<number>();
  for (const chunk of chunks) {
    const kept: RosterEntry[] = [];
    for (const entry of chunk.entries) {
      const next = wanted.get(entry.participationId);
      if (next && !placed.has(next.participationId)) {
        placed.add(next.participationId);
        kept.push(next);
        if (!sameEntry(entry, next)) dirty.add(chunk);
      } else if (contactIds.has(entry.contactId) || next) dirty.add(chunk); // gone, or a duplicate
      else kept.push(entry);
    }
    chunk.entries = kept;
  }
  for (const entry of entries) {
    if (placed.has(entry.participationId)) continue;
    let target = chunks.find((chunk) => chunk.entries.length < ROSTER_CHUNK);
    if (!target) chunks.push((target = { chunk: chunks.length, version: 0, entries: [] }));
    target.entries.push(entry);
    placed.add(entry.participationId);
    dirty.add(target);
  }
  return dirty;
}

/**
 * Makes the entries of `contactIds` in an event's roster exactly `entries` (chunk writes are
 * conditional on the chunk's version; a lost race reads again). Returns the chunks written.
 */
export async function setRosterEntries(eventId: number, contactIds: Set<number>, entries: RosterEntry[]): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const chunks = await readRosterChunks(eventId);
    const dirty = applyEntries(chunks, contactIds, entries);
    try {
      for (const chunk of dirty) {
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
      if (!isConditionFailure(error) || attempt >= MAX_ROUNDS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt))); // spread the writers out
    }
  }
}

/**
 * Brings the rosters of the given events in line with the stored contacts: for each contact, its
 * entries in each of its events become its stored participations there. A contact written by
 * someone else between this read and the roster writes is read and written again, so the last
 * roster write for a contact always matches the contact as stored.
 */
export async function syncRosters(eventsByContact: Map<number, Set<number>>, concurrency = 8): Promise<void> {
  let pending = eventsByContact;
  for (let round = 0; pending.size; round++) {
    if (round >= MAX_ROUNDS) throw new Error(`the rosters of ${pending.size} contacts kept changing`);
    const stored = await getContacts([...pending.keys()], { consistent: true });
    const byEvent = new Map<number, { contactIds: Set<number>; entries: RosterEntry[] }>();
    for (const [contactId, events] of pending) {
      const participations = (stored.get(contactId)?.participations ?? []) as Participation[];
      for (const eventId of events) {
        let change = byEvent.get(eventId);
        if (!change) byEvent.set(eventId, (change = { contactIds: new Set(), entries: [] }));
        change.contactIds.add(contactId);
        for (const p of participations) if (p.eventId === eventId) change.entries.push(rosterEntryOf(contactId, p));
      }
    }
    await inParallel([...byEvent], concurrency, ([eventId, change]) => setRosterEntries(eventId, change.contactIds, change.entries).then(() => undefined));
    const now = await getContacts([...pending.keys()], { consistent: true });
    const version = (contact: StoredContact | undefined) => contact?.version ?? 0;
    pending = new Map([...pending].filter(([contactId]) => version(now.get(contactId)) !== version(stored.get(contactId))));
  }
}

/** Roster chunk items of a whole event at once (seeding), in the same shape setRosterEntries keeps. */
export function rosterItems(eventId: number, entries: RosterEntry[]): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  for (let start = 0, chunk = 0; start < entries.length; start += ROSTER_CHUNK, chunk++)
    items.push({ ...rosterKey(eventId, chunk), entries: entries.slice(start, start + ROSTER_CHUNK), version: 1 });
  return items;
}
