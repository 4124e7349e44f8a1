/**
 * The single DynamoDB table: its key schema, indexes and every access pattern.
 * Both the CDK app (infra/) and the local runtime create the table from TABLE_DEFINITION.
 *
 * | entity            | pk                      | sk                    | index | used by                                  |
 * |-------------------|-------------------------|-----------------------|-------|------------------------------------------|
 * | any entity record | `<type>`                | id, zero-padded (12)  | table | get by id (GetItem), list (Query pk)      |
 * | id counter        | `counter`               | `<type>`              | table | new ids (UpdateItem ADD, atomic)          |
 * | user              | `user`                  | id                    | table | include createdByUser (BatchGetItem)      |
 * | username claim    | `username#<lowercase>`  | `username`            | table | sign-in lookup, unique usernames          |
 * | session           | `session#<sha256(token)>`| `session`            | table | every signed-in request (GetItem)         |
 * | failed sign-ins   | `login-failures#<name>` | `login-failures`      | table | sign-in throttling (UpdateItem ADD)       |
 * | rate window       | `rate#<scope>#<subject>`| window length (s)     | table | test sends per user (UpdateItem ADD,      |
 * |                   |                         |                       |       | conditional; data/rate-windows.ts)        |
 * | setting           | `setting`               | name                  | table | GET/POST /v1/settings                     |
 * | type revision     | `revision`              | `<type>`              | table | every list (GetItem, consistent); taken   |
 * |                   |                         |                       |       | by every write of that type (UpdateItem)  |
 * | change log        | `changes#<type>`        | revision, padded      | table | lists after a write (Query sk range)      |
 * | use of a record   | `usage#<kind>#<id>`     | `<userType>#id#token` | table | delete guards, usage totals (Query pk)    |
 * | directory contact | `contact`               | id                    | gsi1-3| lookups, GraphQL (Get/BatchGet); search   |
 * |                   |                         |                       |       | by last name, first name, email prefix;   |
 * |                   |                         |                       |       | audiences: candidates (BatchGet), every   |
 * |                   |                         |                       |       | contact (parallel Query ranges on sk)     |
 * | directory company | `company`               | id                    | gsi1  | lookups, GraphQL; search by name prefix   |
 * | directory event   | `event`                 | id                    | gsi1  | lookups; search by start day; upcoming    |
 * | event name word   | `event-word#<c>`        | `<word>#id`           | table | event search by words (Query begins_with) |
 * | event roster      | `roster#<eventId>`      | chunk no.             | table | audience candidates, default variables    |
 * | contact facts     | `contact-facts`         | chunk no. (id / 500)  | table | audiences of contact properties (Query pk)|
 * | delivery          | `delivery#<itemId>`     | contact id / `sender#<address>` | table | the sender (BatchGet), resume and reactivate (Query pk) |
 * | delivery batch    | `delivery-batch#<itemId>`| batch no.            | table | an item's counts (Query pk: one record per 50 deliveries) |
 * | item being sent   | `emw-processing`        | item id               | table | the local start-up resume (Query pk)      |
 * | schedule firing   | `schedule-firing#<name>`| scheduled time (ISO)  | table | dispatch: one record per firing (ADD)     |
 * | facts complete    | `contact-facts-state`   | `state`               | table | whether the facts cover every contact     |
 * | contact with pending actions | `contact`    | id (gsi4: `action-pending` / `<at>#id`, sparse) | gsi4 | action triggers an import left (Query) |
 * | cancellation mark | `registration-cancelled#<eventId>` | contact id  | table | the freeze skips cancelled contacts (Query pk) |
 * | suppressed address| `suppression#<address>` | `suppression`         | table | the sender (BatchGet, 100 a call); the    |
 * |                   |                         |                       |       | ses-events job (conditional Put: earliest)|
 * (directory key shapes in detail: functions/directory/items.ts)
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

export const ID_WIDTH = 12;
export const idKey = (id: number): string => String(id).padStart(ID_WIDTH, '0');
