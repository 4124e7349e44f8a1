import { createRequire } from 'node:module';

/**
 * The parts of dynalite (pinned at 4.0.0 in package.json) that the transaction front reuses, so
 * that a transaction's items are validated, conditioned and updated by the very code that serves
 * PutItem, UpdateItem, DeleteItem and GetItem. Typed here as far as the front uses them.
 */
export type AttributeMap = Record<string, Record<string, unknown>>;
export type Callback<T = unknown> = (error: DynaliteError | null | undefined, result?: T) => void;

/** An error dynalite answers with: an HTTP status and a DynamoDB error body. */
export interface DynaliteError extends Error {
  statusCode?: number;
  body?: { __type: string; message: string };
}

export interface Table {
  TableName: string;
}

export interface SubDb {
  lock(keys: string | string[], exec: (release: <F>(done: F) => F) => void): void;
  get(key: string, callback: Callback<AttributeMap>): void;
  put(key: string, value: AttributeMap, callback: Callback): void;
  del(key: string, callback: Callback): void;
}

export interface Store {
  options: { maxItemSize: number };
  db: { batch(operations: LevelOperation[], callback: Callback): void; get(key: string, callback: Callback<unknown>): void };
  getTable(name: string, callback: Callback<Table>): void;
  getItemDb(tableName: string): SubDb;
  getIndexDb(indexType: string, tableName: string, indexName: string): Pick<SubDb, 'put' | 'del'>;
}

export type LevelOperation = { type: 'put'; key: string; value: unknown } | { type: 'del'; key: string };

/** A request after dynalite's validation: the expressions parsed into `_condition`, `_updates`. */
export type ValidatedRequest = Record<string, unknown> & { TableName: string; Key?: AttributeMap; Item?: AttributeMap };
export type Action = (store: Store, data: ValidatedRequest, callback: Callback<Record<string, unknown>>) => void;

interface ActionValidation {
  types: Record<string, unknown>;
  custom?: unknown;
}

const load = createRequire(import.meta.url);

export const dynaliteDb = load('dynalite/db') as {
  create(options: object): Store;
  createKey(item: AttributeMap, table: Table): string;
  validateKey(key: AttributeMap, table: Table): DynaliteError | null | undefined;
  validateItem(item: AttributeMap, table: Table): DynaliteError | null | undefined;
  checkConditional(data: ValidatedRequest, existing: AttributeMap | undefined): DynaliteError | null | undefined;
  validationError(message: string): DynaliteError;
};

const validations = load('dynalite/validations') as {
  checkTypes(data: unknown, types: Record<string, unknown>): ValidatedRequest;
  checkValidations(data: ValidatedRequest, types: Record<string, unknown>, custom: unknown, store: Store): void;
};

export type ItemOperation = 'putItem' | 'updateItem' | 'deleteItem' | 'getItem';

export const dynaliteActions: Record<ItemOperation, Action> = {
  putItem: load('dynalite/actions/putItem') as Action,
  updateItem: load('dynalite/actions/updateItem') as Action,
  deleteItem: load('dynalite/actions/deleteItem') as Action,
  getItem: load('dynalite/actions/getItem') as Action,
};

const actionValidations: Record<ItemOperation, ActionValidation> = {
  putItem: load('dynalite/validations/putItem') as ActionValidation,
  updateItem: load('dynalite/validations/updateItem') as ActionValidation,
  deleteItem: load('dynalite/validations/deleteItem') as ActionValidation,
  getItem: load('dynalite/validations/getItem') as ActionValidation,
};

/** dynalite's own validation of one request of `operation`: throws its ValidationException. */
export function validateAs(operation: ItemOperation, request: unknown, store: Store): ValidatedRequest {
  const { types, custom } = actionValidations[operation];
  const data = validations.checkTypes(request, types);
  validations.checkValidations(data, types, custom, store);
  return data;
}

/** Where dynalite keeps an item and an index entry in its one LevelDB (db/index.js, getSubDb). */
export const levelKeys = {
  item: (tableName: string, key: string) => `item-${tableName}~${key}`,
  index: (indexType: string, tableName: string, indexName: string, key: string) => `index-${indexType.toLowerCase()}~${tableName}~${indexName}~${key}`,
};

/** A set of per-key locks of the kind dynalite's items have (its dependency `lock`). */
export function newLock(): SubDb['lock'] {
  return (createRequire(load.resolve('dynalite'))('lock') as { Lock(): SubDb['lock'] }).Lock();
}

export function isDynaliteError(error: unknown): error is DynaliteError {
  return error instanceof Error && typeof (error as DynaliteError).statusCode === 'number';
}
