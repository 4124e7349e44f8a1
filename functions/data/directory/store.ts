import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.ts';
import { conditionally } from '../unit-of-work.ts';
import { pages, query } from '../query.ts';
import { CONTACT, DIRECTORY_EVENT, EVENT_WORD, ROSTER } from '../stored-types.ts';
import { fromItem, initialOf, normalize, recordKey, type DirectoryType } from './items.ts';
import type { Company, Contact, DirectoryEvent } from '../../../shared/directory/records.ts';
import { EVENT_STATUS } from '../../../shared/directory/vocabulary.ts';
import { getItems } from '../batch-get.ts';

/**
 * Reads of the directory. Single records by id (GetItem), many by ids (BatchGetItem, 100 a call, a few in flight),
 * and searches by key conditions on the search indexes: never a scan of the directory.
 */
export interface Stamped {
  version: number;
  updatedAt: number;
}
export type StoredContact = Contact & Stamped;
export type StoredCompany = Company & Stamped;
export type StoredEvent = DirectoryEvent & Stamped;

async function getOne<T>(type: DirectoryType, id: number): Promise<T | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: recordKey(type, id) }));
  return result.Item ? fromItem<T>(result.Item) : undefined;
}

/** BatchGetItem calls in flight at once when more than 100 records are asked for. */
const BATCHES_IN_FLIGHT = 4;

/** `consistent`: a strongly consistent read, for checks that must see the latest write; `withActions`: as the import reads it, with the pending actions of contacts and the record's audit entry. */
async function getMany<T extends { id: number }>(type: DirectoryType, ids: readonly number[], { consistent = false, withActions = false } = {}): Promise<Map<number, T>> {
  const found = new Map<number, T>();
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  const items = await getItems(unique.map((id) => recordKey(type, id)), { consistent, inFlight: BATCHES_IN_FLIGHT });
  for (const item of items) {
    const record = fromItem<T>(item, { withActions });
    found.set(record.id, record);
  }
  return found;
}

/** The names of contacts (an export's rows): their id, first and last name alone, read 100 to a call, 4 calls at once. */
export async function getContactNames(ids: readonly number[]): Promise<Map<number, { firstName: string; lastName: string }>> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  const items = await getItems(unique.map((id) => recordKey('contact', id)), { inFlight: BATCHES_IN_FLIGHT, attributes: ['id', 'firstName', 'lastName'] });
  return new Map(items.map((item) => [Number(item.id), { firstName: String(item.firstName ?? ''), lastName: String(item.lastName ?? '') }]));
}

export const getContact = (id: number) => getOne<StoredContact>('contact', id);
export const getCompany = (id: number) => getOne<StoredCompany>('company', id);
export const getEvent = (id: number) => getOne<StoredEvent>('event', id);
export const getContacts = (ids: readonly number[], options?: { consistent?: boolean; withActions?: boolean }) => getMany<StoredContact>('contact', ids, options);
export const getCompanies = (ids: readonly number[], options?: { withActions?: boolean }) => getMany<StoredCompany>('company', ids, options);
export const getEvents = (ids: readonly number[], options?: { consistent?: boolean; withActions?: boolean }) => getMany<StoredEvent>('event', ids, options);

/**
 * Action-trigger work a contact carries (docs/sending.md, "Action triggers"): written with the
 * change that caused it, keyed by the once-key of its send. Only the import reads and clears it.
 */
export type PendingActions<A = unknown> = Record<string, A>;
export type ContactWithActions<A = unknown> = StoredContact & { actionsPending?: PendingActions<A> };

/** Contacts that still carry pending actions, oldest first (a key condition on the sparse gsi4 partition). */
export async function contactsWithActions<A>(limit: number): Promise<ContactWithActions<A>[]> {
  const page = await query({ index: 'gsi4', key: CONTACT.indexPartition('gsi4', {}), limit });
  return page.items.map((item) => fromItem<ContactWithActions<A>>(item, { withActions: true }));
}

/**
 * Clears a contact's pending actions once they ran, if the contact is still at `version`: a later
 * write carried them over (and maybe added more), and whoever wrote it runs and clears them.
 */
export async function clearActions(contactId: number, version: number): Promise<boolean> {
  return conditionally(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: recordKey('contact', contactId),
        UpdateExpression: 'REMOVE actionsPending, gsi4pk, gsi4sk',
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': version },
      }),
    ),
  );
}

/** Records whose index sort key starts with `prefix` (searched text), in key order. */
async function queryPrefix<T>(index: 'gsi1' | 'gsi2' | 'gsi3', partition: string, prefix: string, limit: number): Promise<T[]> {
  const page = await query({ index, key: partition, range: { beginsWith: prefix }, limit });
  return page.items.map((item) => fromItem<T>(item));
}

export interface ContactHit {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  companyId?: number;
}

/**
 * Contacts by id (a number), email (contains @) or name: the start of the first name, the last
 * name, "first last" / "last first", or (one word) the start of the email. At most `limit` hits,
 * ordered by name.
 */
export async function searchContacts(query: string, limit = 10): Promise<ContactHit[]> {
  const text = normalize(query);
  if (!text) return [];
  if (/^\d+$/.test(text)) {
    const contact = await getContact(Number(text));
    return contact ? [contact] : [];
  }
  const initial = { initial: initialOf(text) };
  if (text.includes('@')) return queryPrefix<ContactHit>('gsi3', CONTACT.indexPartition('gsi3', initial), text, limit);
  // A single word may also start an email address ("john.smith").
  const [byLast, byFirst, byEmail] = await Promise.all([
    queryPrefix<ContactHit>('gsi1', CONTACT.indexPartition('gsi1', initial), text, limit),
    queryPrefix<ContactHit>('gsi2', CONTACT.indexPartition('gsi2', initial), text, limit),
    text.includes(' ') ? [] : queryPrefix<ContactHit>('gsi3', CONTACT.indexPartition('gsi3', initial), text, limit),
  ]);
  const hits = new Map<number, ContactHit>();
  for (const hit of [...byLast, ...byFirst, ...byEmail]) hits.set(hit.id, hit);
  return [...hits.values()].sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id - b.id).slice(0, limit);
}

export interface EventHit {
  id: number;
  name: string;
  startTime: number;
  endTime: number;
  countryName: string;
  status: number;
}

/** The start dates people type: 2027-03-14, 2027-03, 14/03/2027, 14.03.2027, 03/2027. */
function dayPrefix(text: string): string | undefined {
  let match = text.match(/^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/);
  if (match) return [match[1], match[2]?.padStart(2, '0'), match[3]?.padStart(2, '0')].filter(Boolean).join('-');
  match = text.match(/^(?:(\d{1,2})[./])?(\d{1,2})[./](\d{4})$/);
  if (match) return [match[3], match[2].padStart(2, '0'), match[1]?.padStart(2, '0')].filter(Boolean).join('-');
  return undefined;
}

/** Events by id, start date, or words of the name (every word must start a word of the name). */
export async function searchEvents(query: string, limit = 10): Promise<EventHit[]> {
  const text = normalize(query);
  if (!text) return [];
  const day = dayPrefix(text);
  if (/^\d+$/.test(text) || day) {
    // a number is an id, and four digits may also be a year
    const [byId, byDay] = await Promise.all([
      /^\d+$/.test(text) ? getEvent(Number(text)) : undefined,
      day ? queryPrefix<EventHit>('gsi1', DIRECTORY_EVENT.indexPartition('gsi1', {}), day, limit) : [],
    ]);
    return [...(byId ? [byId] : []), ...byDay.filter((e) => e.id !== byId?.id)].slice(0, limit);
  }
  const words = [...new Set(text.split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
  let candidates: Set<number> | undefined;
  for (const word of words) {
    const ids = new Set<number>();
    for await (const page of pages({ key: EVENT_WORD.partition({ initial: initialOf(word) }), range: { beginsWith: word }, attributes: ['eventId'] })) {
      for (const item of page) ids.add(item.eventId as number);
    }
    candidates = candidates ? new Set([...candidates].filter((id) => ids.has(id))) : ids;
    if (!candidates.size) return [];
  }
  const events = await getEvents([...(candidates ?? [])]);
  return [...events.values()].sort((a, b) => a.startTime - b.startTime || a.id - b.id).slice(0, limit);
}

/** One entry of an event's roster: who takes part, as what, in which status. */
export interface RosterEntry {
  participationId: number;
  contactId: number;
  participationType: number;
  status: number;
  roleId?: number;
}

/**
 * The roster of an event: every contact participation, kept in a few chunk items (ROSTER in
 * stored-types.ts, up to ROSTER_CHUNK entries each), so an audience starts from one Query. Read it
 * with derived.ts's getRoster; rosters.ts writes it.
 */
export const ROSTER_CHUNK = 2000; // ~90 bytes an entry: a chunk stays well under the 400 KB item limit
export const rosterKey = (eventId: number, chunk: number) => ROSTER.key({ eventId, chunk });

/** Events starting on or after the day of `from`, in start order (a key condition on the start index). */
export async function upcomingEvents(from: number, limit: number): Promise<EventHit[]> {
  const day = new Date(from * 1000).toISOString().slice(0, 10);
  const page = await query({ index: 'gsi1', key: DIRECTORY_EVENT.indexPartition('gsi1', {}), range: { atLeast: day }, limit });
  return page.items.map((item) => fromItem<EventHit>(item));
}

/** The next active event from `from` on, or undefined. */
export async function nextEvent(from: number): Promise<EventHit | undefined> {
  return (await upcomingEvents(from, 50)).find((event) => event.status === EVENT_STATUS.active);
}
