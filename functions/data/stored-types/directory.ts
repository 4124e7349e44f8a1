import { storedType } from '../stored-type.ts';

/** Stored types: the directory (contacts, companies, events) and what is derived from it. */

export const CONTACT = storedType({
  name: 'directory contact',
  pk: 'contact',
  sk: '{id:12}',
  indexes: {
    gsi1: { pk: 'contact-last#{initial}', sk: '{name}#{id:12}' },
    gsi2: { pk: 'contact-first#{initial}', sk: '{name}#{id:12}' },
    gsi3: { pk: 'contact-email#{initial}', sk: '{email}#{id:12}' },
    gsi4: { pk: 'action-pending', sk: '{at:10}#{id:12}', sparse: true },
  },
  version: 'version',
  module: 'directory/',
  usedBy: 'lookups, GraphQL (Get/BatchGet); search by last name, first name, email prefix; audiences (BatchGet, parallel Query ranges on sk); action triggers an import left (gsi4)',
});

export const COMPANY = storedType({
  name: 'directory company',
  pk: 'company',
  sk: '{id:12}',
  indexes: { gsi1: { pk: 'company-name#{initial}', sk: '{name}#{id:12}' } },
  version: 'version',
  module: 'directory/',
  usedBy: 'lookups, GraphQL (Get/BatchGet); search by name prefix',
});

export const DIRECTORY_EVENT = storedType({
  name: 'directory event',
  pk: 'event',
  sk: '{id:12}',
  indexes: { gsi1: { pk: 'event-start', sk: '{day}#{id:12}' } },
  version: 'version',
  module: 'directory/',
  usedBy: 'lookups (Get/BatchGet); search by start day; upcoming events (gsi1 range)',
});

export const EVENT_WORD = storedType({
  name: 'event name word',
  pk: 'event-word#{initial}',
  sk: '{word}#{eventId:12}',
  module: 'directory/',
  usedBy: 'event search by words (Query begins_with)',
});

export const ROSTER = storedType({
  name: 'event roster',
  pk: 'roster#{eventId}',
  sk: '{chunk:4}',
  version: 'version',
  module: 'directory/rosters.ts',
  usedBy: 'audience candidates, metric triggers, GraphQL participants, default variables (Query pk, through directory/derived.ts)',
});

export const CONTACT_FACTS = storedType({
  name: 'contact facts',
  pk: 'contact-facts',
  sk: '{chunk:8}',
  version: 'version',
  module: 'directory/contact-facts.ts',
  usedBy: 'audiences of contact properties (Query pk)',
});

export const FACTS_STATE = storedType({ name: 'facts complete', pk: 'contact-facts-state', sk: 'state', module: 'directory/contact-facts.ts', usedBy: 'whether the facts cover every contact (GetItem)' });

export const DIRECTORY_SYNC = storedType({
  name: 'pending directory sync',
  pk: 'directory-sync',
  sk: '{startedAt:10}#{token}',
  module: 'directory/pending-syncs.ts',
  usedBy: 'rosters and facts an import had still to follow: completed by the next import, the local start-up, roster and facts readers (Query pk)',
});
