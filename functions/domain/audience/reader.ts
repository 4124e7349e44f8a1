import { getCompanies, getContacts, getEvent, getEvents, type RosterEntry } from '../../data/directory/store.ts';
import { getRoster, readCompleteContactFacts } from '../../data/directory/derived.ts';
import { readAllContacts } from '../../data/directory/contact-partition.ts';
import { factsAsContact } from '../../data/directory/contact-facts.ts';
import type { Company, Contact, DirectoryEvent } from '../../../shared/directory/records.ts';

/**
 * The directory reads an audience needs, as a port: the store answers them in production and in
 * the local runtime; tests may answer them from records in memory.
 */
export interface DirectoryReader {
  event(id: number): Promise<DirectoryEvent | undefined>;
  roster(eventId: number): Promise<RosterEntry[]>;
  contacts(ids: readonly number[]): Promise<Map<number, Contact>>;
  /** Every contact, page by page (pages may overlap in time); without activity the lists may be empty. */
  allContacts(options: { withActivity: boolean; segments: number }, onPage: (contacts: Contact[]) => Promise<void> | void): Promise<void>;
  companies(ids: readonly number[]): Promise<Map<number, Company>>;
  events(ids: readonly number[]): Promise<Map<number, DirectoryEvent>>;
}

export const storeReader: DirectoryReader = {
  event: getEvent,
  roster: getRoster,
  contacts: getContacts,
  allContacts: async (options, onPage) => {
    // contact-property rules read the facts chunks; activity needs the contacts themselves
    const read = !options.withActivity && (await readCompleteContactFacts((facts) => onPage(facts.map(factsAsContact))));
    if (!read) await readAllContacts({ ...options, onPage });
  },
  companies: getCompanies,
  events: getEvents,
};

/** Loads records by id once per audience run, even when pages ask for the same ids concurrently. */
export function onceById<T>(load: (ids: readonly number[]) => Promise<Map<number, T>>) {
  const known = new Map<number, Promise<T | undefined>>();
  return async (ids: Iterable<number>): Promise<Map<number, T>> => {
    const wanted = [...new Set(ids)];
    const missing = wanted.filter((id) => !known.has(id));
    if (missing.length) {
      const batch = load(missing);
      for (const id of missing) known.set(id, batch.then((found) => found.get(id)));
    }
    const found = new Map<number, T>();
    for (const id of wanted) {
      const record = await known.get(id);
      if (record !== undefined) found.set(id, record);
    }
    return found;
  };
}
