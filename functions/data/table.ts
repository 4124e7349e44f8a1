/**
 * The single DynamoDB table: its key schema, indexes and every access pattern.
 * Both the CDK app (infra/) and the local runtime create the table from TABLE_DEFINITION.
 *
 * Every stored type (rendered from the declarations in stored-types.ts; stored-types.test.ts
 * fails, printing this block, when it falls behind them). `<id:12>` is a number zero-padded to
 * 12 digits, so that ids sort as numbers.
 *
 * | stored type                   | key of        | pk                                 | sk                                                            | kept                                           | module                     | used by                                                          |
 * |-------------------------------|---------------|------------------------------------|---------------------------------------------------------------|------------------------------------------------|----------------------------|------------------------------------------------------------------|
 * | entity record                 | table         | `<type>`                           | `<id:12>`                                                     | version `version`                              | entity-store.ts            | catalogue, users, event summaries: get by id (GetItem), list     |
 * |                               |               |                                    |                                                               |                                                |                            | (Query pk), include createdByUser (BatchGet)                     |
 * | id counter                    | table         | `counter`                          | `<type>`                                                      | ADD `value`                                    | entity-store.ts            | new ids (UpdateItem ADD)                                         |
 * | type revision                 | table         | `revision`                         | `<type>`                                                      | ADD `value`                                    | partition-cache.ts         | every list (consistent GetItem); taken by every write of the     |
 * |                               |               |                                    |                                                               |                                                |                            | type                                                             |
 * | change log                    | table         | `changes#<type>`                   | `<revision:12>`                                               | expires `expiresAt`                            | partition-cache.ts         | lists after a write (Query sk range)                             |
 * | use of a record               | table         | `usage#<kind>#<id>`                | `<userType>#<userId:12>#<token>`                              |                                                | uses.ts                    | delete guards, usage totals (Query pk); a save releasing its     |
 * |                               |               |                                    |                                                               |                                                |                            | uses (Query begins_with)                                         |
 * | event summary                 | table         | `emw-event`                        | `<id:12>`                                                     | version `version`; ADD `changeNumber`          | event-summaries.ts         | the event list (an entity record); recounts after every item     |
 * |                               |               |                                    |                                                               |                                                |                            | change                                                           |
 * | setting                       | table         | `setting`                          | `<name>`                                                      |                                                | settings.ts                | GET/POST /v1/settings                                            |
 * | email template list           | table         | `template-cache`                   | `<service>`                                                   |                                                | template-cache.ts          | the message form's template choice (GetItem; 'Fetch templates'   |
 * |                               |               |                                    |                                                               |                                                |                            | puts)                                                            |
 * | query test                    | table         | `query-test#<queryHash>`           | `query-test`                                                  | expires `expiresAt`                            | query-tests.ts             | activating a reference set template (GetItem)                    |
 * | username claim                | table         | `username#<username>`              | `username`                                                    |                                                | username-claims.ts         | sign-in lookup, unique usernames (put if absent)                 |
 * | session                       | table         | `session#<tokenHash>`              | `session`                                                     | expires `expiresAt`                            | sessions.ts                | every signed-in request (GetItem)                                |
 * | sign-in attempts              | table         | `login-failures#<username>`        | `login-failures`                                              | ADD `attempts`, `pending`; expires `expiresAt` | login-attempts.ts          | sign-in throttling (UpdateItem ADD)                              |
 * | rate window                   | table         | `rate#<scope>#<subject>`           | `<seconds>`                                                   | ADD `used`; expires `expiresAt`                | rate-windows.ts            | test sends per user (UpdateItem ADD, conditional)                |
 * | directory contact             | table         | `contact`                          | `<id:12>`                                                     | version `version`                              | directory/                 | lookups, GraphQL (Get/BatchGet); search by last name, first      |
 * |                               | gsi1          | `contact-last#<initial>`           | `<name>#<id:12>`                                              |                                                |                            | name, email prefix; audiences (BatchGet, parallel Query ranges   |
 * |                               | gsi2          | `contact-first#<initial>`          | `<name>#<id:12>`                                              |                                                |                            | on sk); action triggers an import left (gsi4)                    |
 * |                               | gsi3          | `contact-email#<initial>`          | `<email>#<id:12>`                                             |                                                |                            |                                                                  |
 * |                               | gsi4 (sparse) | `action-pending`                   | `<at:10>#<id:12>`                                             |                                                |                            |                                                                  |
 * | directory company             | table         | `company`                          | `<id:12>`                                                     | version `version`                              | directory/                 | lookups, GraphQL (Get/BatchGet); search by name prefix           |
 * |                               | gsi1          | `company-name#<initial>`           | `<name>#<id:12>`                                              |                                                |                            |                                                                  |
 * | directory event               | table         | `event`                            | `<id:12>`                                                     | version `version`                              | directory/                 | lookups (Get/BatchGet); search by start day; upcoming events     |
 * |                               | gsi1          | `event-start`                      | `<day>#<id:12>`                                               |                                                |                            | (gsi1 range)                                                     |
 * | event name word               | table         | `event-word#<initial>`             | `<word>#<eventId:12>`                                         |                                                | directory/                 | event search by words (Query begins_with)                        |
 * | event roster                  | table         | `roster#<eventId>`                 | `<chunk:4>`                                                   | version `version`                              | directory/rosters.ts       | audience candidates, metric triggers, GraphQL participants,      |
 * |                               |               |                                    |                                                               |                                                |                            | default variables (Query pk, through directory/derived.ts)       |
 * | contact facts                 | table         | `contact-facts`                    | `<chunk:8>`                                                   | version `version`                              | directory/contact-facts.ts | audiences of contact properties (Query pk)                       |
 * | facts complete                | table         | `contact-facts-state`              | `state`                                                       |                                                | directory/contact-facts.ts | whether the facts cover every contact (GetItem)                  |
 * | pending directory sync        | table         | `directory-sync`                   | `<startedAt:10>#<token>`                                      |                                                | directory/pending-syncs.ts | rosters and facts an import had still to follow: completed by    |
 * |                               |               |                                    |                                                               |                                                |                            | the next import, the local start-up, roster and facts readers    |
 * |                               |               |                                    |                                                               |                                                |                            | (Query pk)                                                       |
 * | event workflow item           | table         | `emw#<eventId>`                    | `<id:12>`                                                     | version `version`; ADD `firings`               | item-store.ts              | the timeline (Query pk); the dashboard's rows: a page in send    |
 * |                               | gsi1 (sparse) | `emw-status#<status>#<month>`      | `<at:10>#<id:12>`                                             |                                                |                            | order (gsi4 range per month), of some statuses (gsi1, keys);     |
 * |                               | gsi2 (sparse) | `emw-count-move`                   | `<at:10>#<id:12>`                                             |                                                |                            | count moves under way (gsi2, while one is)                       |
 * |                               | gsi4 (sparse) | `emw-send#<month>`                 | `<at:10>#<id:12>`                                             |                                                |                            |                                                                  |
 * | workflow attached to an event | table         | `emw#<eventId>`                    | `wf#<workflowId:12>`                                          |                                                | item-store.ts              | "not already attached" (put if absent)                           |
 * | item by id                    | table         | `emw-item#<id>`                    | `emw`                                                         |                                                | item-store.ts              | routes that name items by id (BatchGet)                          |
 * | items of a day by status      | table         | `emw-count`                        | `<day>`                                                       | ADD `n<status>`, `moves`                       | item-counts.ts             | the dashboard's counts and the start of a page (Query sk range   |
 * |                               |               |                                    |                                                               |                                                |                            | of the window's days); moved by every item write that changes a  |
 * |                               |               |                                    |                                                               |                                                |                            | day or status (UpdateItem ADD, once per move)                    |
 * | item counters complete        | table         | `emw-count`                        | `built`                                                       |                                                | item-counts.ts             | whether every item has been counted (GetItem at the local        |
 * |                               |               |                                    |                                                               |                                                |                            | start-up)                                                        |
 * | item being sent               | table         | `emw-processing`                   | `<itemId:12>`                                                 |                                                | processing-index.ts        | the local start-up resume (Query pk)                             |
 * | schedule firing               | table         | `schedule-firing#<scheduleName>`   | `<scheduledTime>`                                             | ADD `invocations`                              | firings.ts                 | dispatch: one record per firing (UpdateItem ADD)                 |
 * | delivery                      | table         | `delivery#<owner>`                 | `<contactId:12>`                                              |                                                | deliveries.ts              | the sender (BatchGet), the freeze, resume and reactivate, the    |
 * |                               |               |                                    |                                                               |                                                |                            | delivery log (Query pk)                                          |
 * | delivery to the sender        | table         | `delivery#<owner>`                 | `sender#<address>`                                            |                                                | deliveries.ts              | the copy to the sender, after the contacts in the same partition |
 * | delivery batch                | table         | `delivery-batch#<owner>`           | `<batch:12>`                                                  | ADD `countsChange`, `ev:<figure>:<cell>`       | delivery-batches.ts        | an item's counts (Query pk: one record per 200 deliveries); the  |
 * |                               |               |                                    |                                                               |                                                |                            | ledger of its SES events and what it pushed to the report cells  |
 * |                               |               |                                    |                                                               |                                                |                            | (report-ledger.ts)                                               |
 * | cancellation mark             | table         | `registration-cancelled#<eventId>` | `<contactId:12>`                                              |                                                | cancellations.ts           | the freeze skips cancelled contacts (Query pk)                   |
 * | suppressed address            | table         | `suppression#<address>`            | `suppression`                                                 |                                                | suppression-store.ts       | the sender (BatchGet, 100 a call); the ses-events job            |
 * |                               |               |                                    |                                                               |                                                |                            | (conditional Put: earliest)                                      |
 * | readiness check result        | table         | `readiness#<eventId>`              | `<itemId:12>`                                                 |                                                | readiness-results.ts       | an item's last readiness check: the badges of the timeline       |
 * |                               |               |                                    |                                                               |                                                |                            | (Query pk) and the dashboard (BatchGet), the 30 % comparison; a  |
 * |                               |               |                                    |                                                               |                                                |                            | scheduled check's firing (conditional Put)                       |
 * | report cell                   | table         | `report#<month>`                   | `<day>#<eventId:12>#<workflowId:12>#<messageId:12>#<channel>` | ADD `<language>:<figure>`                      | report-cells.ts            | reports and the deliveries behind them (Query pk per month, sk   |
 * |                               |               |                                    |                                                               |                                                |                            | range of days); batch ledgers push to it (UpdateItem ADD, once   |
 * |                               |               |                                    |                                                               |                                                |                            | per push)                                                        |
 *
 * Lists read only their own type's partition (Query on pk) and filter, sort and page in the
 * function: catalogue types hold thousands of records, not millions, and a list screen may sort or
 * filter by any column. The partition is kept per process and reused while the type's revision
 * is unchanged (data/partition-cache.ts), so a warm list costs one GetItem; bench/ measures both
 * against the raw store calls. Time-ordered screens of later issues get their own key (gsi1).
 *
 * No TransactWriteItems (the embedded server lacks it): multi-item changes are ordered,
 * idempotent single-item conditional writes, the one that makes a change visible written last.
 */

export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** Attributes copied into the index besides the keys; absent means all attributes. */
  include?: string[];
}

export interface TableDefinition {
  partitionKey: string;
  sortKey: string;
  indexes: IndexDefinition[];
  /** Expiry attribute (unix seconds). AWS deletes lazily and the embedded server never: code checks it too. */
  ttlAttribute: string;
}

/** What a search result shows (contacts, companies, events); the indexes carry only these. */
const SEARCH_ATTRIBUTES = ['id', 'name', 'firstName', 'lastName', 'fullName', 'email', 'companyId', 'startTime', 'endTime', 'countryName', 'status'];

export const TABLE_DEFINITION: TableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', include: SEARCH_ATTRIBUTES },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', include: SEARCH_ATTRIBUTES },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', include: SEARCH_ATTRIBUTES },
    /** Time-ordered series (`<series>#<month>` / `<unix seconds>#id`): the dashboard's send dates. */
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
  ttlAttribute: 'expiresAt',
};
