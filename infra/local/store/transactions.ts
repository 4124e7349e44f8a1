import { createHash } from 'node:crypto';
import {
  dynaliteActions,
  dynaliteDb,
  isDynaliteError,
  levelKeys,
  newLock,
  validateAs,
  type AttributeMap,
  type Callback,
  type ItemOperation,
  type LevelOperation,
  type Store,
  type SubDb,
  type Table,
  type ValidatedRequest,
} from './dynalite-internals.ts';

/**
 * DynamoDB's TransactWriteItems and TransactGetItems for the embedded store (dynalite has
 * neither), with DynamoDB's semantics: 1 to 100 items, at most one operation per item, all or
 * nothing, every condition checked against the state the transaction commits on, a cancelled
 * transaction answering TransactionCanceledException with a reason per item, and
 * ClientRequestToken idempotent for 10 minutes (IdempotentParameterMismatchException when the
 * same token comes with other items).
 *
 * How: the transaction takes dynalite's own per-item locks on all its items (the locks that
 * PutItem, UpdateItem and DeleteItem take), so no single-item write can come between its checks
 * and its commit; it runs dynalite's own PutItem, UpdateItem and DeleteItem against the items as
 * read, catching their writes (the item and its index entries) instead of making them; and it
 * commits every caught write, with its token, as ONE LevelDB batch. A LevelDB batch is one record
 * of the store's log: after a kill -9 it is there whole or not at all, so no journal or replay is
 * needed. One difference from DynamoDB, on the safe side: a transaction that meets another on the
 * same item waits for it instead of being cancelled with TransactionConflict.
 */

export const MAX_TRANSACTION_ITEMS = 100;
const TOKEN_LIFETIME_MS = 10 * 60_000;
const TOKEN_PREFIX = 'transaction-token~';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

type StepKind = 'ConditionCheck' | 'Put' | 'Update' | 'Delete';
const OPERATION: Record<StepKind, ItemOperation> = { ConditionCheck: 'deleteItem', Put: 'putItem', Update: 'updateItem', Delete: 'deleteItem' };

interface Step {
  kind: StepKind;
  data: ValidatedRequest;
  table: Table;
  key: string;
  returnOldOnFailure: boolean;
}

interface Reason {
  Code: string;
  Message?: string;
  Item?: AttributeMap;
}

const error = (type: string, message: string, extra: Record<string, unknown> = {}): Answer => ({ status: 400, body: { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra } });
const validationError = (message: string): Answer => ({ status: 400, body: { __type: 'com.amazon.coral.validate#ValidationException', message } });

class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(String(answer.body.message));
  }
}

export function transactionFront(store: Store) {
  const tokens = new TokenMemory(store);

  async function transactWriteItems(request: Record<string, unknown>): Promise<Answer> {
    try {
      const entries = itemList(request.TransactItems, 'transactItems');
      const token = clientRequestToken(request.ClientRequestToken);
      const tableOf = tablesRead();
      const steps = await Promise.all(entries.map((entry) => parseWriteStep(entry, tableOf)));
      refuseTwoOperationsOnOneItem(steps);
      return await withLocks(steps, token, async () => {
        const fingerprint = createHash('sha256').update(JSON.stringify(entries)).digest('base64');
        if (token) {
          const seen = tokens.find(token);
          if (seen && seen !== fingerprint) return error('IdempotentParameterMismatchException', 'Specified idempotency token was used with different request parameters within the last 10 minutes.');
          if (seen) return { status: 200, body: {} };
        }
        const existing = await Promise.all(steps.map((step) => read(store.getItemDb(step.table.TableName), step.key)));
        const writes: LevelOperation[] = [];
        const reasons: Reason[] = [];
        for (const [index, step] of steps.entries()) reasons.push(await runStep(step, existing[index], writes));
        if (reasons.some((reason) => reason.Code !== 'None')) {
          const codes = reasons.map((reason) => reason.Code).join(', ');
          return error('TransactionCanceledException', `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`, { CancellationReasons: reasons });
        }
        if (token) writes.push(...tokens.remember(token, fingerprint));
        await new Promise<void>((resolve, reject) => store.db.batch(writes, (failure) => (failure ? reject(failure) : resolve())));
        return { status: 200, body: {} };
      });
    } catch (caught) {
      if (caught instanceof Refusal) return caught.answer;
      if (isDynaliteError(caught) && caught.body) return { status: caught.statusCode ?? 400, body: caught.body };
      throw caught;
    }
  }

  async function transactGetItems(request: Record<string, unknown>): Promise<Answer> {
    try {
      const entries = itemList(request.TransactItems, 'transactItems');
      const tableOf = tablesRead();
      const steps = await Promise.all(
        entries.map(async (entry) => {
          const get = (entry as { Get?: unknown }).Get;
          if (!get || Object.keys(entry as object).length !== 1) throw new Refusal(validationError('TransactItems can only contain one Get each'));
          const data = validateAs('getItem', get, store);
          const table = await tableOf(data.TableName);
          return { data, table, key: itemKey(data.Key ?? {}, table) };
        }),
      );
      return await withLocks(steps, undefined, async () => {
        const responses = await Promise.all(steps.map((step) => callAction('getItem', store, step.data)));
        return { status: 200, body: { Responses: responses.map((response) => (response.Item ? { Item: response.Item } : {})) } };
      });
    } catch (caught) {
      if (caught instanceof Refusal) return caught.answer;
      if (isDynaliteError(caught) && caught.body) return { status: caught.statusCode ?? 400, body: caught.body };
      throw caught;
    }
  }

  async function parseWriteStep(entry: unknown, tableOf: (name: string) => Promise<Table>): Promise<Step> {
    const kinds = Object.keys(entry as object).filter((name): name is StepKind => name in OPERATION);
    if (kinds.length !== 1 || Object.keys(entry as object).length !== 1) throw new Refusal(validationError('TransactItems can only contain one of Check, Put, Update or Delete'));
    const kind = kinds[0];
    const { ReturnValuesOnConditionCheckFailure: onFailure, ...request } = (entry as Record<StepKind, Record<string, unknown>>)[kind];
    if (kind === 'ConditionCheck' && !request.ConditionExpression) throw new Refusal(validationError("The parameter 'ConditionExpression' is required but was not present in the request"));
    if (onFailure !== undefined && onFailure !== 'ALL_OLD' && onFailure !== 'NONE') throw new Refusal(validationError(`Value '${String(onFailure)}' at 'returnValuesOnConditionCheckFailure' failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, NONE]`));
    const data = validateAs(OPERATION[kind], request, store);
    const table = await tableOf(data.TableName);
    const key = kind === 'Put' ? itemKeyOf(data.Item ?? {}, table) : itemKey(data.Key ?? {}, table);
    return { kind, data, table, key, returnOldOnFailure: onFailure === 'ALL_OLD' };
  }

  /** Runs dynalite's own operation for one step against the item as read, catching its writes. */
  async function runStep(step: Step, existing: AttributeMap | undefined, writes: LevelOperation[]): Promise<Reason> {
    const conditionFailed = (): Reason => ({ Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', ...(step.returnOldOnFailure && existing ? { Item: existing } : {}) });
    if (step.kind === 'ConditionCheck') return dynaliteDb.checkConditional(step.data, existing) ? conditionFailed() : { Code: 'None' };
    const caught: LevelOperation[] = [];
    try {
      await callAction(OPERATION[step.kind], catchingStore(store, step.table, step.key, existing, caught), step.data);
    } catch (failure) {
      if (!isDynaliteError(failure) || !failure.body) throw failure;
      if (failure.body.__type.endsWith('#ConditionalCheckFailedException')) return conditionFailed();
      return { Code: 'ValidationError', Message: failure.body.message };
    }
    writes.push(...caught);
    return { Code: 'None' };
  }

  /** The tables a request names, each read once for the request. */
  function tablesRead(): (name: string) => Promise<Table> {
    const read = new Map<string, Promise<Table>>();
    return (name) => read.get(name) ?? read.set(name, getTable(name)).get(name)!;
  }

  function getTable(name: string): Promise<Table> {
    return new Promise((resolve, reject) => store.getTable(name, (failure, table) => (failure ? reject(failure) : resolve(table!))));
  }

  /** Takes dynalite's item locks on every item of the transaction (and its token), runs `work`, releases. */
  async function withLocks<T>(steps: { table: Table; key: string }[], token: string | undefined, work: () => Promise<T>): Promise<T> {
    const byTable = new Map<string, string[]>();
    for (const step of steps) byTable.set(step.table.TableName, [...(byTable.get(step.table.TableName) ?? []), step.key]);
    const releases: (() => void)[] = [];
    try {
      for (const tableName of [...byTable.keys()].sort()) releases.push(await lock(store.getItemDb(tableName), byTable.get(tableName)!));
      if (token) releases.push(await lock(tokens.locks, [token]));
      return await work();
    } finally {
      for (const release of releases.reverse()) release();
    }
  }

  return { transactWriteItems, transactGetItems, loadTokens: () => tokens.load() };
}

function itemList(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value)) throw new Refusal(validationError(`1 validation error detected: Value null at '${name}' failed to satisfy constraint: Member must not be null`));
  if (value.length < 1 || value.length > MAX_TRANSACTION_ITEMS) {
    const bound = value.length < 1 ? 'greater than or equal to 1' : `less than or equal to ${MAX_TRANSACTION_ITEMS}`;
    throw new Refusal(validationError(`1 validation error detected: Value '[${value.length} items]' at '${name}' failed to satisfy constraint: Member must have length ${bound}`));
  }
  return value;
}

function clientRequestToken(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length < 1 || value.length > 36) throw new Refusal(validationError(`1 validation error detected: Value '${String(value)}' at 'clientRequestToken' failed to satisfy constraint: Member must have length less than or equal to 36`));
  return value;
}

function itemKey(key: AttributeMap, table: Table): string {
  const invalid = dynaliteDb.validateKey(key, table);
  if (invalid) throw invalid;
  return dynaliteDb.createKey(key, table);
}

/** The key of a whole item (a Put's): dynalite's PutItem checks the item itself as it runs. */
function itemKeyOf(item: AttributeMap, table: Table): string {
  const invalid = dynaliteDb.validateItem(item, table);
  if (invalid) throw invalid;
  return dynaliteDb.createKey(item, table);
}

function refuseTwoOperationsOnOneItem(steps: Step[]): void {
  const seen = new Set<string>();
  for (const step of steps) {
    const id = `${step.table.TableName}\u0000${step.key}`;
    if (seen.has(id)) throw new Refusal(validationError('Transaction request cannot include multiple operations on one item'));
    seen.add(id);
  }
}

function lock(db: Pick<SubDb, 'lock'>, keys: string[]): Promise<() => void> {
  return new Promise((resolve) => db.lock(keys, (release) => resolve(release(() => undefined))));
}

function read(db: SubDb, key: string): Promise<AttributeMap | undefined> {
  return new Promise((resolve, reject) => db.get(key, (failure, item) => (failure ? (failure.name === 'NotFoundError' ? resolve(undefined) : reject(failure)) : resolve(item))));
}

function callAction(operation: ItemOperation, store: Store, data: ValidatedRequest): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => dynaliteActions[operation](store, data, (failure, result) => (failure ? reject(failure) : resolve(result ?? {}))));
}

/**
 * A view of the store in which one item reads as `existing` and every write (the item's and its
 * index entries') is added to `caught` as a LevelDB operation instead of being made.
 */
function catchingStore(store: Store, table: Table, key: string, existing: AttributeMap | undefined, caught: LevelOperation[]): Store {
  const tableName = table.TableName;
  const notFound = Object.assign(new Error('NotFound'), { name: 'NotFoundError' });
  const done = (callback: Callback) => setImmediate(() => callback(null));
  const itemDb: SubDb = {
    lock: (_keys, exec) => exec((finish) => finish),
    get: (asked, callback) => setImmediate(() => (asked === key && existing ? callback(null, existing) : callback(notFound))),
    put: (asked, value, callback) => (caught.push({ type: 'put', key: levelKeys.item(tableName, asked), value }), done(callback)),
    del: (asked, callback) => (caught.push({ type: 'del', key: levelKeys.item(tableName, asked) }), done(callback)),
  };
  return {
    ...store,
    // the table as the transaction read it (it cannot change under the transaction's locks)
    getTable: (_name, callback) => callback(null, table),
    getItemDb: () => itemDb,
    getIndexDb: (indexType, table, indexName) => ({
      put: (asked, value, callback) => (caught.push({ type: 'put', key: levelKeys.index(indexType, table, indexName, asked), value }), done(callback)),
      del: (asked, callback) => (caught.push({ type: 'del', key: levelKeys.index(indexType, table, indexName, asked) }), done(callback)),
    }),
  };
}

/**
 * The ClientRequestTokens of the last 10 minutes, kept in the store beside the items (written in
 * the transaction's own batch, so a committed transaction and its token are there together) and in
 * memory (loaded at start), and forgotten in later batches once expired.
 */
class TokenMemory {
  readonly locks = { lock: newLock() };
  private readonly recent = new Map<string, { fingerprint: string; at: number }>();

  constructor(private readonly store: Store) {}

  find(token: string): string | undefined {
    const record = this.recent.get(token);
    return record && Date.now() - record.at < TOKEN_LIFETIME_MS ? record.fingerprint : undefined;
  }

  /** The batch operations that keep `token` and forget the tokens that have expired (the map keeps them in the order written). */
  remember(token: string, fingerprint: string): LevelOperation[] {
    const now = Date.now();
    const operations: LevelOperation[] = [];
    for (const [old, { at }] of this.recent) {
      if (now - at < TOKEN_LIFETIME_MS) break;
      this.recent.delete(old);
      operations.push({ type: 'del', key: TOKEN_PREFIX + old });
    }
    this.recent.delete(token);
    this.recent.set(token, { fingerprint, at: now });
    operations.push({ type: 'put', key: TOKEN_PREFIX + token, value: { fingerprint, at: now } });
    return operations;
  }

  /** At start: the tokens a former run kept, in the order they were written. */
  async load(): Promise<void> {
    const db = this.store.db as unknown as { iterator(options: object): AsyncIterable<[string, { fingerprint: string; at: number }]> };
    const kept: [string, { fingerprint: string; at: number }][] = [];
    for await (const [key, value] of db.iterator({ gt: TOKEN_PREFIX, lt: `${TOKEN_PREFIX}\uffff` })) kept.push([key.slice(TOKEN_PREFIX.length), value]);
    for (const [token, value] of kept.sort((a, b) => a[1].at - b[1].at)) this.recent.set(token, value);
  }
}
