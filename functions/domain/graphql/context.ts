import { createLoader, type Loader } from './loader.ts';
import { getCompanies, getContacts, getEvents, type RosterEntry, type StoredCompany, type StoredContact, type StoredEvent } from '../../data/directory/store.ts';
import { getRoster } from '../../data/directory/derived.ts';

/** What every resolver of one request shares: batched, cached loaders over the directory store. */
export interface GraphqlContext {
  contacts: Loader<number, StoredContact>;
  companies: Loader<number, StoredCompany>;
  events: Loader<number, StoredEvent>;
  rosters: Loader<number, RosterEntry[]>;
}

/** BatchGetItem takes 100 keys; the store splits larger batches itself, the loader keeps them whole. */
export function createContext(): GraphqlContext {
  return {
    contacts: createLoader((ids) => getContacts(ids)),
    companies: createLoader((ids) => getCompanies(ids)),
    events: createLoader((ids) => getEvents(ids)),
    rosters: createLoader(async (eventIds) => new Map(await Promise.all(eventIds.map(async (id) => [id, await getRoster(id)] as const)))),
  };
}
