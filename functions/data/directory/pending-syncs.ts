import { randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.ts';
import { now } from '../clock.ts';
import { queryAll } from '../query.ts';
import { DIRECTORY_SYNC } from '../stored-types.ts';
import { syncContactFacts } from './contact-facts.ts';
import { syncRosters } from './rosters.ts';

/**
 * What an import has still to derive from the contacts it writes (docs/directory.md, "After a
 * crash"). Rosters and contact facts follow the contacts in a later step than the contact writes,
 * so an import that dies between the two (a kill -9, a function timing out) would leave them
 * behind the contacts for good. Before its first contact write, an import notes which contacts'
 * rosters (at which events) and facts it is about to change; it clears the note once both
 * follow. A note that outlived its import is completed by whoever meets it first: the next
 * import, the local start-up, or a reader of an event's roster or of the facts, which also brings
 * the contacts of a running import's note in line before it reads.
 */

/** Longer than any import runs (a route's function stops after 28 s; the import command's batches take seconds). */
export const SYNC_LEASE_SECONDS = 300;

export interface PendingSync {
  token: string;
  startedAt: number;
  /** [contact id, event id]: a roster entry of the contact at the event may change. */
  rosters: [number, number][];
  /** Contacts whose facts may change. */
  facts: number[];
}

const keyOf = (sync: Pick<PendingSync, 'startedAt' | 'token'>) => DIRECTORY_SYNC.key({ startedAt: sync.startedAt, token: sync.token });

/** Notes what an import is about to change (nothing to note: undefined). Written before the first contact write. */
export async function notePendingSync(rosters: Map<number, Set<number>>, facts: readonly number[]): Promise<PendingSync | undefined> {
  const pairs = [...rosters].flatMap(([contactId, events]) => [...events].map((eventId): [number, number] => [contactId, eventId]));
  if (!pairs.length && !facts.length) return undefined;
  const sync: PendingSync = { token: randomBytes(6).toString('hex'), startedAt: now(), rosters: pairs, facts: [...new Set(facts)] };
  // one attribute of JSON: 5,000 rows make ~150 KB, well under the 400 KB an item may hold
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keyOf(sync), token: sync.token, startedAt: sync.startedAt, work: JSON.stringify({ rosters: sync.rosters, facts: sync.facts }) } }));
  return sync;
}

/** The import's rosters and facts follow its contacts: nothing is pending any more. */
export async function clearPendingSync(sync: PendingSync | undefined): Promise<void> {
  if (sync) await db().send(new DeleteCommand({ TableName: tableName(), Key: keyOf(sync) }));
}

/** Every note not cleared yet, oldest first (consistent: a note just written is seen). */
export async function listPendingSyncs(): Promise<PendingSync[]> {
  const items = await queryAll({ key: DIRECTORY_SYNC.partition({}), consistent: true });
  return items.map((item) => {
    const work = JSON.parse(String(item.work)) as Pick<PendingSync, 'rosters' | 'facts'>;
    return { token: String(item.token), startedAt: Number(item.startedAt), ...work };
  });
}

const byContact = (pairs: [number, number][]) => {
  const events = new Map<number, Set<number>>();
  for (const [contactId, eventId] of pairs) events.set(contactId, (events.get(contactId) ?? new Set()).add(eventId));
  return events;
};

/** Brings the rosters and facts a note names in line with the contacts as stored, then clears it. */
async function complete(sync: PendingSync): Promise<void> {
  await syncRosters(byContact(sync.rosters));
  if (sync.facts.length) await syncContactFacts(sync.facts);
  await clearPendingSync(sync);
}

/** Completes every note of an import that started before `startedBefore` (so is no longer running); answers how many. */
export async function sweepPendingSyncs(startedBefore = now() - SYNC_LEASE_SECONDS): Promise<number> {
  const stale = (await listPendingSyncs()).filter((sync) => sync.startedAt < startedBefore);
  for (const sync of stale) await complete(sync);
  return stale.length;
}

/**
 * Before an event's roster is read: the notes of imports that are gone are completed, and the
 * contacts a running import named at this event are brought in line now (its own note stays: it
 * clears it). One Query when nothing is pending.
 */
export async function catchUpRoster(eventId: number): Promise<void> {
  const pending = await listPendingSyncs();
  if (!pending.length) return;
  const staleBefore = now() - SYNC_LEASE_SECONDS;
  for (const sync of pending.filter((s) => s.startedAt < staleBefore)) await complete(sync);
  const running = pending.filter((s) => s.startedAt >= staleBefore).flatMap((s) => s.rosters.filter(([, event]) => event === eventId));
  if (running.length) await syncRosters(byContact(running));
}

/** Before the contact facts are read: as catchUpRoster, for the facts. */
export async function catchUpFacts(): Promise<void> {
  const pending = await listPendingSyncs();
  if (!pending.length) return;
  const staleBefore = now() - SYNC_LEASE_SECONDS;
  for (const sync of pending.filter((s) => s.startedAt < staleBefore)) await complete(sync);
  const running = pending.filter((s) => s.startedAt >= staleBefore).flatMap((s) => s.facts);
  if (running.length) await syncContactFacts(running);
}
