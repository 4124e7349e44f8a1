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
 * | setting           | `setting`               | name                  | table | GET/POST /v1/settings                     |
 *
 * Lists read only their own type's partition (Query on pk, projected to the listed attributes) and
 * filter, sort and page in the function: the catalogue's types hold thousands of records, not
 * millions, and a list screen may sort or filter by any column. bench/ measures this against the
 * raw Query cost. Time-ordered screens of later issues get their own key (gsi1) instead.
 *
 * No TransactWriteItems (the embedded server lacks it): multi-item changes are ordered,
 * idempotent single-item conditional writes, the one that makes a change visible written last.
 */

export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export interface TableDefinition {
  partitionKey: string;
  sortKey: string;
  indexes: IndexDefinition[];
  /** Expiry attribute (unix seconds). AWS deletes lazily and the embedded server never: code checks it too. */
  ttlAttribute: string;
}

export const TABLE_DEFINITION: TableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  ttlAttribute: 'expiresAt',
};

export const ID_WIDTH = 12;
export const idKey = (id: number): string => String(id).padStart(ID_WIDTH, '0');
