import { isConditionFailure } from '../conflict.ts';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.ts';
import { pages } from '../query.ts';
import { CONTACT_FACTS, FACTS_STATE } from '../stored-types.ts';
import { readAllContacts } from './contact-partition.ts';
import { getContacts } from './store.ts';
import type { Contact } from '../../../shared/directory/records.ts';

/**
 * Contact facts: every contact's own properties (no activity), kept in chunk items of up to
 * FACTS_CHUNK contacts by id range (CONTACT_FACTS in stored-types.ts), so an audience of contact-property
 * rules reads the whole directory in a few hundred items instead of one item per contact.
 *
 * Derived like the rosters: after its contact writes, an import brings the facts of the contacts
 * it touched in line with the contacts as stored. The facts are used only once they
 * are known to cover every contact (the `contact-facts-state` item, written by
 * ensureContactFacts after a rebuild from the contact partition); until then audiences read the
 * contact partition.
 */
export type ContactFacts = Omit<Contact, 'participations' | 'meetings' | 'blockedTimes' | 'processStates'>;

export const FACTS_CHUNK = 500; // ~350 bytes a contact: a chunk stays well under the 400 KB item limit
const chunkKey = (chunk: number) => CONTACT_FACTS.key({ chunk });
const STATE_KEY = FACTS_STATE.key({});
const CHUNKS_IN_FLIGHT = 4;

const ACTIVITY = ['participations', 'meetings', 'blockedTimes', 'processStates', 'version', 'updatedAt'];
export function contactFacts(contact: Contact | ContactFacts): ContactFacts {
  const facts: Record<string, unknown> = { ...contact };
  for (const key of ACTIVITY) delete facts[key];
  return facts as ContactFacts;
}

/** Facts as a contact whose activity lists are empty (what contact-property rules evaluate). */
export const factsAsContact = (facts: ContactFacts): Contact => ({ ...facts, participations: [], meetings: [], blockedTimes: [], processStates: [] });

const same = (a: ContactFacts, b: ContactFacts) => JSON.stringify(a) === JSON.stringify(b);

async function updateChunk(chunk: number, facts: ContactFacts[], onlyMissing: boolean): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    const current = (await db().send(new GetCommand({ TableName: tableName(), Key: chunkKey(chunk), ConsistentRead: true }))).Item;
    const byId = new Map<number, ContactFacts>((current ? (JSON.parse(current.facts as string) as ContactFacts[]) : []).map((f) => [f.id, f]));
    let changed = false;
    for (const fact of facts) {
      const stored = byId.get(fact.id);
      if (stored && (onlyMissing || same(stored, fact))) continue;
      byId.set(fact.id, fact);
      changed = true;
    }
    if (!changed) return false;
    const version = (current?.version as number | undefined) ?? 0;
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...chunkKey(chunk), facts: JSON.stringify([...byId.values()].sort((a, b) => a.id - b.id)), version: version + 1 },
          ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : '#version = :version',
          ...(version === 0 ? {} : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':version': version } }),
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= 10) throw error;
    }
  }
}

/** Upserts facts (by contact id); `onlyMissing` adds contacts the facts do not hold yet and leaves the others. Answers the chunks written. */
export async function updateContactFacts(facts: ContactFacts[], options: { onlyMissing?: boolean } = {}): Promise<number> {
  const chunks = new Map<number, ContactFacts[]>();
  for (const fact of facts) {
    const chunk = Math.floor(fact.id / FACTS_CHUNK);
    chunks.set(chunk, [...(chunks.get(chunk) ?? []), fact]);
  }
  const pending = [...chunks];
  let written = 0;
  await Promise.all(
    Array.from({ length: Math.min(CHUNKS_IN_FLIGHT, pending.length) }, async () => {
      for (let next = pending.shift(); next; next = pending.shift()) if (await updateChunk(next[0], next[1], options.onlyMissing ?? false)) written++;
    }),
  );
  return written;
}

const MAX_ROUNDS = 50;

/**
 * Brings the facts of the given contacts in line with the contacts as stored. A contact written by
 * someone else between this read and the facts write is read and written again, so the last facts
 * write for a contact always matches the contact as stored (as the rosters do).
 */
export async function syncContactFacts(contactIds: readonly number[]): Promise<void> {
  let pending = [...new Set(contactIds)];
  for (let round = 0; pending.length; round++) {
    if (round >= MAX_ROUNDS) throw new Error(`the facts of ${pending.length} contacts kept changing`);
    const stored = await getContacts(pending, { consistent: true });
    await updateContactFacts([...stored.values()].map(contactFacts));
    const now = await getContacts(pending, { consistent: true });
    pending = pending.filter((id) => now.get(id)?.version !== stored.get(id)?.version);
  }
}

/** Whether the facts cover every contact. */
export async function factsComplete(): Promise<boolean> {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: STATE_KEY }))).Item?.complete === true;
}

/**
 * Makes the facts cover every contact, once per store: adds the facts of contacts that have none
 * (contacts written before facts existed) from the contact partition, then records that they are
 * complete. On an empty store this is one Query. Imports and the seed call it before they write.
 */
export async function ensureContactFacts(): Promise<void> {
  if (await factsComplete()) return;
  const found: ContactFacts[] = [];
  await readAllContacts({ segments: 4, withActivity: false, onPage: (contacts) => void found.push(...contacts.map(contactFacts)) });
  await updateContactFacts(found, { onlyMissing: true });
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...STATE_KEY, complete: true } }));
}

/**
 * Says the facts no longer cover every contact, so the next ensureContactFacts completes them from
 * the contact partition: for contacts written around the import and the seed (a restored backup).
 */
export async function forgetFactsComplete(): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: STATE_KEY }));
}

/** Every contact's facts, a chunk page at a time. */
export async function readAllContactFacts(onPage: (facts: ContactFacts[]) => Promise<void> | void): Promise<number> {
  let count = 0;
  for await (const page of pages({ key: CONTACT_FACTS.partition({}) })) {
    const facts = page.flatMap((item) => JSON.parse(item.facts as string) as ContactFacts[]);
    count += facts.length;
    if (facts.length) await onPage(facts);
  }
  return count;
}
