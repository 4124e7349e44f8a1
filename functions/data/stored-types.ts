import { storedType } from './stored-type.ts';

/**
 * Every stored type of the single table, one declaration each: its key shapes, the index keys it
 * carries, the attributes the store keeps for it (version, counters, expiry), the module that owns
 * it and who relies on it. Data modules build keys only through these; the access-pattern table
 * in table.ts's header is rendered from them (access-patterns.ts; stored-types.test.ts checks it).
 * `{id:12}` is a number zero-padded to 12 digits, so ids sort as numbers.
 */

// ---- records and their bookkeeping

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
  usedBy: 'delete guards, usage totals (Query pk); a save releasing its uses (Query begins_with)',
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

// ---- users and sessions

export const USERNAME_CLAIM = storedType({ name: 'username claim', pk: 'username#{username}', sk: 'username', module: 'username-claims.ts', usedBy: 'sign-in lookup, unique usernames (put if absent)' });

export const SESSION = storedType({
  name: 'session',
  pk: 'session#{tokenHash}',
  sk: 'session',
  expires: 'expiresAt',
  module: 'sessions.ts',
  usedBy: 'every signed-in request (GetItem)',
});

export const LOGIN_FAILURES = storedType({
  name: 'sign-in attempts',
  pk: 'login-failures#{username}',
  sk: 'login-failures',
  counters: ['attempts', 'pending'],
  expires: 'expiresAt',
  module: 'login-attempts.ts',
  usedBy: 'sign-in throttling (UpdateItem ADD)',
});

export const RATE_WINDOW = storedType({
  name: 'rate window',
  pk: 'rate#{scope}#{subject}',
  sk: '{seconds}',
  counters: ['used'],
  expires: 'expiresAt',
  module: 'rate-windows.ts',
  usedBy: 'test sends per user (UpdateItem ADD, conditional)',
});

// ---- the directory

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

// ---- event message workflow items

export const ITEM = storedType({
  name: 'event workflow item',
  pk: 'emw#{eventId}',
  sk: '{id:12}',
  indexes: {
    gsi1: { pk: 'emw-status#{status}#{month}', sk: '{at:10}#{id:12}', sparse: true },
    gsi2: { pk: 'emw-count-move', sk: '{at:10}#{id:12}', sparse: true },
    gsi3: { pk: 'emw-wf#{workflowId}#{month}', sk: '{at:10}#{id:12}', sparse: true },
    gsi4: { pk: 'emw-send#{month}', sk: '{at:10}#{id:12}', sparse: true },
  },
  version: 'version',
  counters: ['firings'],
  module: 'item-store.ts',
  usedBy:
    "the timeline (Query pk); the dashboard's rows: a page in send order (gsi4 range per month), of some statuses (gsi1, keys), of some workflows (gsi3, keys); count moves under way (gsi2, while one is)",
});

export const ATTACH_CLAIM = storedType({
  name: 'workflow attached to an event',
  pk: 'emw#{eventId}',
  sk: 'wf#{workflowId:12}',
  module: 'attach-claims.ts',
  usedBy: '"not already attached" (put if absent)',
});

export const ITEM_POINTER = storedType({ name: 'item by id', pk: 'emw-item#{id}', sk: 'emw', module: 'item-store.ts', usedBy: 'routes that name items by id (BatchGet)' });

export const REPLAN_RECORD = storedType({
  name: 're-plan by an import',
  pk: 'emw-replans#{eventId}',
  sk: '{at:10}#{eventVersion:12}#{itemId:12}#{token}',
  expires: 'expiresAt',
  module: 'replan-log.ts',
  usedBy: "the timeline's 'Re-planned by import' entries (Query pk, newest first, at most 50); trimmed to 50 after each import that writes one",
});

export const ITEM_DAY_COUNT = storedType({
  name: 'items of a day by status',
  pk: 'emw-count',
  sk: '{day}',
  counters: ['n<status>', 'w<workflowId>', 'e<eventId>', 'moves'],
  module: 'item-counts.ts',
  usedBy: "the dashboard's counts, the start of a page, the sizes of workflows and events in a window (Query sk range of the window's days); moved by every item write that changes a day or status (UpdateItem ADD, once per move)",
});

export const ITEM_COUNTS_BUILT = storedType({
  name: 'item counters complete',
  pk: 'emw-count',
  sk: 'built',
  module: 'item-counts.ts',
  usedBy: 'whether every item has been counted (GetItem at the local start-up)',
});

export const PROCESSING_MARK = storedType({
  name: 'item being sent',
  pk: 'emw-processing',
  sk: '{itemId:12}',
  module: 'processing-index.ts',
  usedBy: 'the local start-up resume (Query pk)',
});

export const FIRING = storedType({
  name: 'schedule firing',
  pk: 'schedule-firing#{scheduleName}',
  sk: '{scheduledTime}',
  counters: ['invocations'],
  module: 'firings.ts',
  usedBy: 'dispatch: one record per firing (UpdateItem ADD)',
});

// ---- sending

export const DELIVERY = storedType({
  name: 'delivery',
  pk: 'delivery#{owner}',
  sk: '{contactId:12}',
  module: 'deliveries.ts',
  usedBy: 'the sender (BatchGet), the freeze, resume and reactivate, the delivery log (Query pk)',
});

export const SENDER_COPY = storedType({
  name: 'delivery to the sender',
  pk: 'delivery#{owner}',
  sk: 'sender#{address}',
  module: 'deliveries.ts',
  usedBy: 'the copy to the sender, after the contacts in the same partition',
});

export const DELIVERY_BATCH = storedType({
  name: 'delivery batch',
  pk: 'delivery-batch#{owner}',
  sk: '{batch:12}',
  counters: ['countsChange', 'ev:<figure>:<cell>'],
  module: 'delivery-batches.ts',
  usedBy: "an item's counts (Query pk: one record per 200 deliveries); the ledger of its SES events and what it pushed to the report cells (report-ledger.ts)",
});

export const CANCELLATION = storedType({
  name: 'cancellation mark',
  pk: 'registration-cancelled#{eventId}',
  sk: '{contactId:12}',
  module: 'cancellations.ts',
  usedBy: 'the freeze skips cancelled contacts (Query pk)',
});

export const SUPPRESSION = storedType({
  name: 'suppressed address',
  pk: 'suppression#{address}',
  sk: 'suppression',
  module: 'suppression-store.ts',
  usedBy: 'the sender (BatchGet, 100 a call); the ses-events job (conditional Put: earliest)',
});

export const SMS_MESSAGE = storedType({
  name: 'text sent through SNS',
  pk: 'sms-message#{providerMessageId}',
  sk: 'sms-message',
  expires: 'expiresAt',
  module: 'sms-messages.ts',
  usedBy: "the sender, with a text's sent record (BatchWrite); the sms-status job: the delivery an SNS delivery status names (GetItem)",
});

export const CONTACT_SENDS = storedType({
  name: 'contact sends',
  pk: 'contact-sends#{channel}#{contactId}',
  sk: 'sends',
  version: 'version',
  expires: 'expiresAt',
  module: 'contact-sends.ts',
  usedBy: 'frequency caps: the sender, per contact delivery while caps are set (consistent GetItem, conditional Put on its version)',
});

export const READINESS_RESULT = storedType({
  name: 'readiness check result',
  pk: 'readiness#{eventId}',
  sk: '{itemId:12}',
  module: 'readiness-results.ts',
  usedBy: "an item's last readiness check: the badges of the timeline (Query pk) and the dashboard (BatchGet), the 30 % comparison; a scheduled check's firing (conditional Put)",
});

// ---- reports

export const REPORT_CELL = storedType({
  name: 'report cell',
  pk: 'report#{month}',
  sk: '{day}#{eventId:12}#{workflowId:12}#{messageId:12}#{channel}',
  counters: ['<language>:<figure>'],
  module: 'report-cells.ts',
  usedBy: 'reports and the deliveries behind them (Query pk per month, sk range of days); batch ledgers push to it (UpdateItem ADD, once per push)',
});

// ---- alerts

export const ALERT = storedType({
  name: 'alert',
  pk: 'alert',
  sk: '{id}',
  indexes: { gsi4: { pk: 'alert-time', sk: '{at:10}#{id}' } },
  expires: 'expiresAt',
  module: 'alerts.ts',
  usedBy: 'one per (kind, item): raised by a put if absent (GetItem first); the bell and GET /v1/alerts (gsi4 Query: newest first, the unread count a range after what the user read); the digest (gsi4 range of its hour)',
});

export const ALERT_READS = storedType({
  name: 'alerts read by a user',
  pk: 'alert-reads#{userId}',
  sk: 'reads',
  module: 'alerts.ts',
  usedBy: "a user's read state (GetItem): read up to an alert's time key, and the ones read one by one after it (UpdateItem ADD)",
});

export const ALERT_DIGEST = storedType({
  name: 'alert digest',
  pk: 'alert-digest',
  sk: '{hour:10}',
  module: 'alert-digests.ts',
  usedBy: 'the hourly digest: the hour claimed (put if absent), the last one sent (Query pk, newest first)',
});

// ---- the audit trail

export const AUDIT_ENTRY = storedType({
  name: 'audit entry',
  pk: 'audit#{type}#{id}',
  sk: '{version:12}#{entry}',
  indexes: { gsi1: { pk: 'audit-in#{parentType}#{parentId}', sk: '{at:10}#{entry}', sparse: true }, gsi4: { pk: 'audit-time', sk: '{at:10}#{entry}' } },
  expires: 'expiresAt',
  module: 'audit-log.ts',
  usedBy: "a record's history (Query pk; its head from the record's `auditEntry`); an event's History of its items (gsi1); the audit log (gsi4 range of at); written pending before the record, marked done after it",
});

/** Every declaration, in the order of the table's header. */
export const STORED_TYPES = [
  ENTITY, ID_COUNTER, TYPE_REVISION, CHANGE_LOG, USE, EVENT_SUMMARY, SETTING, TEMPLATE_CACHE, QUERY_TEST,
  USERNAME_CLAIM, SESSION, LOGIN_FAILURES, RATE_WINDOW,
  CONTACT, COMPANY, DIRECTORY_EVENT, EVENT_WORD, ROSTER, CONTACT_FACTS, FACTS_STATE, DIRECTORY_SYNC,
  ITEM, ATTACH_CLAIM, ITEM_POINTER, REPLAN_RECORD, ITEM_DAY_COUNT, ITEM_COUNTS_BUILT, PROCESSING_MARK, FIRING,
  DELIVERY, SENDER_COPY, DELIVERY_BATCH, CANCELLATION, SUPPRESSION, SMS_MESSAGE, CONTACT_SENDS, READINESS_RESULT,
  REPORT_CELL,
  ALERT, ALERT_READS, ALERT_DIGEST,
  AUDIT_ENTRY,
];
