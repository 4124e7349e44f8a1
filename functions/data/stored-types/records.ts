import { storedType } from '../stored-type.ts';

/** Stored types: entity records and their bookkeeping (ids, revisions, uses), settings and caches, and the audit trail. */

export const ENTITY = storedType({
  name: 'entity record',
  pk: '{type}',
  sk: '{id:12}',
  version: 'version',
  module: 'entity-store.ts',
  usedBy: 'catalogue, users, event summaries, approvals: get by id (GetItem), list (Query pk), include createdByUser (BatchGet)',
});

export const ID_COUNTER = storedType({ name: 'id counter', pk: 'counter', sk: '{type}', counters: ['value'], module: 'id-counters.ts', usedBy: 'new ids (UpdateItem ADD)' });

export const TYPE_REVISION = storedType({
  name: 'type revision',
  pk: 'revision',
  sk: '{type}',
  counters: ['value'],
  module: 'partition-cache.ts',
  usedBy: 'every list (consistent GetItem); taken by every write of the type',
});

export const CHANGE_LOG = storedType({
  name: 'change log',
  pk: 'changes#{type}',
  sk: '{revision:12}',
  expires: 'expiresAt',
  module: 'partition-cache.ts',
  usedBy: 'lists after a write (Query sk range)',
});

export const USE = storedType({
  name: 'use of a record',
  pk: 'usage#{kind}#{id}',
  sk: '{userType}#{userId:12}#{token}',
  module: 'uses.ts',
  usedBy: 'delete guards, usage totals (Query pk); written and deleted in its user\'s unit of work',
});

export const EVENT_SUMMARY = storedType({
  name: 'event summary',
  pk: 'emw-event',
  sk: '{id:12}',
  version: 'version',
  counters: ['changeNumber'],
  module: 'event-summaries.ts',
  usedBy: 'the event list (an entity record); recounts after every item change',
});

export const SETTING = storedType({ name: 'setting', pk: 'setting', sk: '{name}', module: 'settings.ts', usedBy: 'GET/POST /v1/settings' });

export const MIGRATION_DONE = storedType({
  name: 'migration done',
  pk: 'migration',
  sk: '{name}',
  module: 'migrations/',
  usedBy: 'the local start-up: whether a one-off migration of a former format ran (GetItem)',
});

export const TEMPLATE_CACHE = storedType({
  name: 'email template list',
  pk: 'template-cache',
  sk: '{service}',
  module: 'template-cache.ts',
  usedBy: "the message form's template choice (GetItem; 'Fetch templates' puts)",
});

export const QUERY_TEST = storedType({
  name: 'query test',
  pk: 'query-test#{queryHash}',
  sk: 'query-test',
  expires: 'expiresAt',
  module: 'query-tests.ts',
  usedBy: 'activating a reference set template (GetItem)',
});

export const AUDIT_ENTRY = storedType({
  name: 'audit entry',
  pk: 'audit#{type}#{id}',
  sk: '{version:12}#{entry}',
  indexes: { gsi1: { pk: 'audit-in#{parentType}#{parentId}', sk: '{at:10}#{entry}', sparse: true }, gsi4: { pk: 'audit-time', sk: '{at:10}#{entry}' } },
  expires: 'expiresAt',
  module: 'audit-log.ts',
  usedBy: "a record's history (Query pk; its head from the record's `auditEntry`); an event's History of its items (gsi1); the audit log (gsi4 range of at); written pending before the record, marked done after it",
});
