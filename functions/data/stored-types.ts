import { AUDIT_ENTRY, CHANGE_LOG, ENTITY, EVENT_SUMMARY, ID_COUNTER, MIGRATION_DONE, QUERY_TEST, SETTING, TEMPLATE_CACHE, TYPE_REVISION, USE } from './stored-types/records.ts';
import { LOGIN_FAILURES, RATE_WINDOW, SESSION, USERNAME_CLAIM } from './stored-types/users.ts';
import { COMPANY, CONTACT, CONTACT_FACTS, DIRECTORY_EVENT, DIRECTORY_SYNC, EVENT_WORD, FACTS_STATE, ROSTER } from './stored-types/directory.ts';
import { ATTACH_CLAIM, FIRING, ITEM, ITEM_COUNTS_BUILT, ITEM_DAY_COUNT, ITEM_DAY_GROUPS, ITEM_POINTER, PROCESSING_MARK, REPLAN_RECORD } from './stored-types/items.ts';
import { CANCELLATION, CONTACT_SENDS, DELIVERY, DELIVERY_BATCH, READINESS_RESULT, REPORT_CELL, SENDER_COPY, SMS_MESSAGE, SUPPRESSION } from './stored-types/sending.ts';
import { ALERT, ALERT_DIGEST, ALERT_READS } from './stored-types/alerts.ts';

/**
 * Every stored type of the single table, one declaration each: its key shapes, the index keys it
 * carries, the attributes the store keeps for it (version, counters, expiry), the module that owns
 * it and who relies on it. Data modules build keys only through these; the access-pattern table
 * in table.ts's header is rendered from them (access-patterns.ts; stored-types.test.ts checks it).
 * `{id:12}` is a number zero-padded to 12 digits, so ids sort as numbers.
 *
 * The declarations are grouped by area in stored-types/; data modules import them from here.
 */

export * from './stored-types/records.ts';
export * from './stored-types/users.ts';
export * from './stored-types/directory.ts';
export * from './stored-types/items.ts';
export * from './stored-types/sending.ts';
export * from './stored-types/alerts.ts';

/** Every declaration, in the order of the table's header. */
export const STORED_TYPES = [
  ENTITY, ID_COUNTER, TYPE_REVISION, CHANGE_LOG, USE, EVENT_SUMMARY, SETTING, MIGRATION_DONE, TEMPLATE_CACHE, QUERY_TEST,
  USERNAME_CLAIM, SESSION, LOGIN_FAILURES, RATE_WINDOW,
  CONTACT, COMPANY, DIRECTORY_EVENT, EVENT_WORD, ROSTER, CONTACT_FACTS, FACTS_STATE, DIRECTORY_SYNC,
  ITEM, ATTACH_CLAIM, ITEM_POINTER, REPLAN_RECORD, ITEM_DAY_COUNT, ITEM_DAY_GROUPS, ITEM_COUNTS_BUILT, PROCESSING_MARK, FIRING,
  DELIVERY, SENDER_COPY, DELIVERY_BATCH, CANCELLATION, SUPPRESSION, SMS_MESSAGE, CONTACT_SENDS, READINESS_RESULT,
  REPORT_CELL,
  ALERT, ALERT_READS, ALERT_DIGEST,
  AUDIT_ENTRY,
];
