import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTable, startDynamo } from '../infra/local/dynamo.ts';
import { configureLocalAws } from '../infra/local/runtime.ts';
import { TABLE_DEFINITION } from '../functions/data/table.ts';
import { ms, percentile, printTable } from './stats.ts';

/**
 * `npm run bench:stores`: the two local DynamoDBs side by side, each on disk in a fresh directory,
 * as decision 040 compares them: dynalite in a thread of the process (startDynamo, as `npm start`
 * runs it) and AWS's DynamoDB Local (Java, SQLite), whose folder (the one holding DynamoDBLocal.jar
 * and DynamoDBLocal_lib) DYNAMODB_LOCAL_DIR names; without it, only dynalite is measured.
 *
 * - the store's own operations, alternately on both stores in this process: PutItem one at a time
 *   and 16 at once, GetItem, a one-page Query of 50, a 3-item TransactWriteItems and a cancelled one;
 * - the product's own writes (an audited catalogue write, the directory seed of 2,000 contacts),
 *   each store in a child process of its own (the data layer keeps one client per process);
 * - the start on an empty data directory until the table is ACTIVE;
 * - what each store does with DynamoDB's transaction rules, TTL, ItemCount and a kill -9.
 *
 * The store operations go over DynamoDB's JSON protocol with fetch (the SDK is functions/data/'s
 * alone); the product's writes go through the data layer and its SDK client.
 */
const TABLE = 'backoffice';
const { partitionKey: PK, sortKey: SK } = TABLE_DEFINITION;
const SELF = fileURLToPath(import.meta.url);
/** This program again in a node of its own (not through the tsx wrapper, whose pid is not the process that holds the store). */
const again = (args: string[]) => spawn(process.execPath, ['--import', 'tsx', SELF, ...args], { cwd: join(dirname(SELF), '..'), stdio: ['ignore', 'pipe', 'inherit'], env: process.env });

type Kind = 'dynalite' | 'dynamodb-local';
const LABEL: Record<Kind, string> = { dynalite: 'dynalite (disk)', 'dynamodb-local': 'DynamoDB Local (disk)' };

interface Store {
  kind: Kind;
  endpoint: string;
  stop(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Starting and stopping the stores

/** Every store process this program started (Java, a dynalite holder), killed when it exits, however it exits. */
const started = new Set<ChildProcess>();
process.on('exit', () => started.forEach((child) => child.kill('SIGKILL')));
function track<C extends ChildProcess>(child: C): C {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function dynamoDbLocalDir(): string | undefined {
  const dir = process.env.DYNAMODB_LOCAL_DIR;
  if (dir && !existsSync(join(dir, 'DynamoDBLocal.jar'))) throw new Error(`DYNAMODB_LOCAL_DIR (${dir}) holds no DynamoDBLocal.jar`);
  return dir || undefined;
}

/** DynamoDB Local on disk in `dir`; resolves once it answers. */
async function startDynamoDbLocal(dir: string): Promise<Store & { process: ChildProcess }> {
  const emulator = dynamoDbLocalDir();
  if (!emulator) throw new Error('DYNAMODB_LOCAL_DIR is not set');
  const port = await freePort();
  const java = spawn('java', [`-Djava.library.path=${join(emulator, 'DynamoDBLocal_lib')}`, '-jar', join(emulator, 'DynamoDBLocal.jar'), '-port', String(port), '-dbPath', dir, '-disableTelemetry'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    cwd: dir, // it writes dynamodb-local-metadata.json where it runs
  });
  track(java);
  let stderr = '';
  java.stderr?.on('data', (chunk) => void (stderr += chunk));
  const exited = new Promise<void>((resolve) => java.once('exit', () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; ) {
    if (java.exitCode !== null) throw new Error(`DynamoDB Local exited: ${stderr}`);
    try {
      await call(endpoint, 'ListTables', {});
      break;
    } catch (error) {
      if (error instanceof StoreError || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return {
    kind: 'dynamodb-local',
    endpoint,
    process: java,
    stop: async () => {
      if (java.exitCode !== null || java.signalCode !== null) return;
      java.kill('SIGTERM');
      const timer = setTimeout(() => java.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function startStore(kind: Kind, dir: string): Promise<Store> {
  if (kind === 'dynamodb-local') return startDynamoDbLocal(dir);
  const dynamo = await startDynamo({ path: join(dir, 'dynamodb') });
  return { kind, endpoint: dynamo.endpoint, stop: () => dynamo.stop() };
}

/** A store on a fresh directory with the product's table ACTIVE, and how long that took. */
async function startFresh(kind: Kind): Promise<{ store: Store; dir: string; millis: number }> {
  const dir = mkdtempSync(join(tmpdir(), `bench-stores-${kind}-`));
  const started = performance.now();
  const store = await startStore(kind, dir);
  await ensureTable(store.endpoint, TABLE, dir);
  return { store, dir, millis: performance.now() - started };
}

// ---------------------------------------------------------------------------------------------
// DynamoDB's JSON protocol

class StoreError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(`${code}: ${message}`);
  }
}

type Json = Record<string, unknown>;
const AUTH = 'AWS4-HMAC-SHA256 Credential=local/20250101/eu-west-1/dynamodb/aws4_request, SignedHeaders=host;x-amz-date;x-amz-target, Signature=0';

async function call(endpoint: string, operation: string, body: Json): Promise<Json> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `DynamoDB_20120810.${operation}`, 'x-amz-date': '20250101T000000Z', authorization: AUTH },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const answer = (text ? JSON.parse(text) : {}) as Json;
  if (!response.ok) throw new StoreError(String(answer.__type ?? response.status).split('#').pop()!, String(answer.message ?? answer.Message ?? ''), answer);
  return answer;
}

const S = (value: string) => ({ S: value });
const N = (value: number) => ({ N: String(value) });
const key = (pk: string, sk: string) => ({ [PK]: S(pk), [SK]: S(sk) });
/** An item of about 200 bytes (keys, a number and a text). */
const item = (pk: string, n: number) => ({ ...key(pk, String(n).padStart(12, '0')), n: N(n), body: S(`A text of the size a small record has, item ${n}. `.repeat(4).slice(0, 160)) });

const put = (endpoint: string, pk: string, n: number) => call(endpoint, 'PutItem', { TableName: TABLE, Item: item(pk, n) });

/** Put a new item (if absent), add to a counter, check a third item exists: three items in one transaction. */
function transaction(pk: string, n: number, token?: string): Json {
  return {
    ...(token ? { ClientRequestToken: token } : {}),
    TransactItems: [
      { Put: { TableName: TABLE, Item: item(pk, n), ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': PK } } },
      { Update: { TableName: TABLE, Key: key(`${pk}-counter`, 'c'), UpdateExpression: 'ADD #v :one', ExpressionAttributeNames: { '#v': 'v' }, ExpressionAttributeValues: { ':one': N(1) } } },
      { ConditionCheck: { TableName: TABLE, Key: key(`${pk}-anchor`, 'a'), ConditionExpression: 'attribute_exists(#pk)', ExpressionAttributeNames: { '#pk': PK } } },
    ],
  };
}

/** The same, but the third item is missing: the store must cancel it all. */
function failingTransaction(pk: string, n: number): Json {
  const body = transaction(pk, n) as { TransactItems: Json[] };
  body.TransactItems[2] = { ConditionCheck: { TableName: TABLE, Key: key(`${pk}-missing`, 'a'), ConditionExpression: 'attribute_exists(#pk)', ExpressionAttributeNames: { '#pk': PK }, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } };
  return body;
}

// ---------------------------------------------------------------------------------------------
// The stores' own operations

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const perSecond = (count: number, millis: number) => Math.round((count * 1000) / millis).toLocaleString('en');

/** Runs `rounds` rounds, each store in turn, so both see the same machine. */
async function alternate<R>(stores: Store[], rounds: number, round: (store: Store, index: number) => Promise<R>): Promise<Map<Kind, R[]>> {
  const results = new Map<Kind, R[]>(stores.map((s) => [s.kind, []]));
  for (let r = 0; r < rounds; r++) for (const store of r % 2 ? [...stores].reverse() : stores) results.get(store.kind)!.push(await round(store, r));
  return results;
}

async function storeOperations(stores: Store[]) {
  const rows: (string | number)[][] = [];
  const row = (what: string, figures: (kind: Kind) => string | number) => rows.push([what, ...stores.map((s) => figures(s.kind))]);

  // warm both (the JVM compiles as it goes)
  await alternate(stores, 2, async (store, r) => {
    for (let i = 0; i < 50; i++) await put(store.endpoint, 'warm', r * 100 + i);
    await call(store.endpoint, 'Query', { TableName: TABLE, KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': PK }, ExpressionAttributeValues: { ':pk': S('warm') }, Limit: 50 });
  });

  // 500 sequential PutItem, 10 rounds of 50 per store
  const sequential = await alternate(stores, 10, async (store, r) => {
    const samples: number[] = [];
    for (let i = 0; i < 50; i++) samples.push(await timed(() => put(store.endpoint, 'seq', r * 50 + i)));
    return samples;
  });
  row('PutItem, one at a time (500): p50', (kind) => ms(percentile(sequential.get(kind)!.flat(), 50)));
  row('  p95', (kind) => ms(percentile(sequential.get(kind)!.flat(), 95)));
  row('  per second', (kind) => perSecond(500, sum(sequential.get(kind)!.flat())));

  // 500 PutItem 16 at once, 5 rounds of 100 per store
  const parallel = await alternate(stores, 5, (store, r) =>
    timed(async () => {
      let next = 0;
      await Promise.all(Array.from({ length: 16 }, async () => {
        for (let n = next++; n < 100; n = next++) await put(store.endpoint, 'par', r * 100 + n);
      }));
    }),
  );
  row('PutItem, 16 at once (500): per second', (kind) => perSecond(500, sum(parallel.get(kind)!)));

  // the same item with keys for all of the table's indexes (as a directory contact has four), 200 one at a time
  const indexed = await alternate(stores, 4, async (store, r) => {
    const samples: number[] = [];
    for (let i = 0; i < 50; i++) {
      const n = r * 50 + i;
      const keys = Object.fromEntries(TABLE_DEFINITION.indexes.flatMap((index) => [[index.partitionKey, S(`idx-${index.name}`)], [index.sortKey, S(String(n).padStart(12, '0'))]]));
      samples.push(await timed(() => call(store.endpoint, 'PutItem', { TableName: TABLE, Item: { ...item('idx', n), ...keys } })));
    }
    return samples;
  });
  row(`PutItem with keys of all ${TABLE_DEFINITION.indexes.length} indexes (200): p50`, (kind) => ms(percentile(indexed.get(kind)!.flat(), 50)));
  row('  per second', (kind) => perSecond(200, sum(indexed.get(kind)!.flat())));

  // GetItem and a one-page Query of 50 (of the 500 items written one at a time), 200 each, alternately
  const gets = await alternate(stores, 200, (store, r) => timed(() => call(store.endpoint, 'GetItem', { TableName: TABLE, Key: key('seq', String((r * 37) % 500).padStart(12, '0')) })));
  row('GetItem (200): p50', (kind) => ms(percentile(gets.get(kind)!, 50)));
  const page = (store: Store, r: number) =>
    call(store.endpoint, 'Query', {
      TableName: TABLE,
      KeyConditionExpression: '#pk = :pk AND #sk > :from',
      ExpressionAttributeNames: { '#pk': PK, '#sk': SK },
      ExpressionAttributeValues: { ':pk': S('seq'), ':from': S(String((r * 50) % 450).padStart(12, '0')) },
      Limit: 50,
    });
  const queries = await alternate(stores, 100, (store, r) => timed(() => page(store, r)));
  row('Query, one page of 50 (100): p50', (kind) => ms(percentile(queries.get(kind)!, 50)));
  row('  p95', (kind) => ms(percentile(queries.get(kind)!, 95)));

  // a 3-item TransactWriteItems, and one whose condition fails
  const unsupported = new Map<Kind, string>();
  for (const store of stores) {
    await call(store.endpoint, 'PutItem', { TableName: TABLE, Item: key('tx-anchor', 'a') });
    try {
      await call(store.endpoint, 'TransactWriteItems', transaction('tx', -1));
    } catch (error) {
      unsupported.set(store.kind, `not supported (${(error as StoreError).code ?? (error as Error).message})`);
    }
  }
  const supported = stores.filter((s) => !unsupported.has(s.kind));
  const commits = await alternate(supported, 100, (store, r) => timed(() => call(store.endpoint, 'TransactWriteItems', transaction('tx', r))));
  row('TransactWriteItems, 3 items (100): p50', (kind) => unsupported.get(kind) ?? ms(percentile(commits.get(kind)!, 50)));
  row('  p95', (kind) => unsupported.get(kind) ?? ms(percentile(commits.get(kind)!, 95)));
  const answers = new Map<Kind, Set<string>>(stores.map((s) => [s.kind, new Set()]));
  const cancels = await alternate(supported, 50, (store, r) =>
    timed(() =>
      call(store.endpoint, 'TransactWriteItems', failingTransaction('tx', 1000 + r)).then(
        () => answers.get(store.kind)!.add('committed'),
        (error: StoreError) => answers.get(store.kind)!.add(error.code),
      ),
    ),
  );
  row('cancelled transaction (50): p50', (kind) => unsupported.get(kind) ?? ms(percentile(cancels.get(kind)!, 50)));
  row('  answer', (kind) => unsupported.get(kind) ?? [...answers.get(kind)!].join(', '));
  printTable('The stores\' own operations (on disk, ~200-byte items, alternately)', ['operation', ...stores.map((s) => LABEL[s.kind])], rows);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------------------------------------
// The product's own writes, in a child process per store

/** Milliseconds of each write, with and without its audit entry, and the seed's size and time. */
interface ProductFigures {
  auditUpdate: [number[], number[]];
  auditCreate: [number[], number[]];
  seed: { contacts: number; items: number; seconds: number };
}

/** In the child: the store on a fresh directory, the data layer pointed at it, the audited write and the seed. */
async function productChild(kind: Kind, runs: number, contacts: number) {
  const { store, dir } = await startFresh(kind);
  try {
    configureLocalAws(store.endpoint, TABLE);
    const { entityStore } = await import('../functions/data/entity-store.ts');
    const { bySystem } = await import('../functions/domain/audit/trail.ts');
    const { seedWorld } = await import('../infra/local/world/seed-world.ts');
    // the write of bench/audit-write.ts: a catalogue record with its audit entry, beside one without
    type BenchRecord = { name: string; description: string; status: number; tags: number[] };
    const audited = entityStore<BenchRecord>('bench-audited', { audit: {} });
    const plain = entityStore<BenchRecord>('bench-plain');
    const by = bySystem('bench', 'update');
    const record = (n: number): BenchRecord => ({ name: `Bench record ${n}`, description: 'A description of a few hundred characters, as a catalogue record has. '.repeat(5), status: n % 3, tags: [1, 2, n % 7] });
    let [a, b] = [await audited.create(record(0), { ...by, action: 'create' }), await plain.create(record(0), 0)];
    let n = 0;
    const updateAudited = async () => void (a = await audited.update(a, { name: `Bench record ${++n}`, status: n % 3 }, by));
    const updatePlain = async () => void (b = await plain.update(b, { name: `Bench record ${++n}`, status: n % 3 }, 0));
    const createAudited = () => audited.create(record(++n), { ...by, action: 'create' });
    const createPlain = () => plain.create(record(++n), 0);
    const pairs = async (count: number, x: () => Promise<unknown>, y: () => Promise<unknown>) => {
      const [xs, ys] = [[], []] as [number[], number[]];
      for (let i = 0; i < count; i++) {
        xs.push(await timed(x));
        ys.push(await timed(y));
      }
      return [xs, ys] as [number[], number[]];
    };
    await pairs(10, updateAudited, updatePlain);
    const auditUpdate = await pairs(runs, updateAudited, updatePlain);
    await pairs(10, createAudited, createPlain);
    const auditCreate = await pairs(runs, createAudited, createPlain);
    const seeded = await seedWorld({ contacts, seed: 42 });
    const figures: ProductFigures = { auditUpdate, auditCreate, seed: { contacts: seeded.contacts, items: seeded.items, seconds: seeded.seconds } };
    console.log(`FIGURES ${JSON.stringify(figures)}`);
  } finally {
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function runChild(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = track(again(args));
    let out = '';
    child.stdout.on('data', (chunk) => void (out += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`))));
  });
}

/** Two children per store, in the order A B B A, their samples pooled. */
async function productWrites(kinds: Kind[], runs: number, contacts: number) {
  const figures = new Map<Kind, ProductFigures[]>(kinds.map((k) => [k, []]));
  for (const kind of [...kinds, ...[...kinds].reverse()]) {
    const out = await runChild(['--product', kind, String(runs), String(contacts)]);
    figures.get(kind)!.push(JSON.parse(out.split('\n').find((line) => line.startsWith('FIGURES '))!.slice('FIGURES '.length)) as ProductFigures);
  }
  const rows: (string | number)[][] = [];
  const row = (what: string, value: (f: ProductFigures[]) => string) => rows.push([what, ...kinds.map((k) => value(figures.get(k)!))]);
  for (const [label, pick] of [
    ['audited update', (f: ProductFigures) => f.auditUpdate],
    ['audited create', (f: ProductFigures) => f.auditCreate],
  ] as const) {
    const pooled = (all: ProductFigures[], side: 0 | 1) => all.flatMap((f) => pick(f)[side]);
    row(`${label} (2 x ${runs}): with entry p50 / p95`, (all) => `${ms(percentile(pooled(all, 0), 50))} / ${ms(percentile(pooled(all, 0), 95))}`);
    row('  without entry p50 / p95', (all) => `${ms(percentile(pooled(all, 1), 50))} / ${ms(percentile(pooled(all, 1), 95))}`);
    row('  ratio p50', (all) => (percentile(pooled(all, 0), 50) / percentile(pooled(all, 1), 50)).toFixed(2));
  }
  row(`directory seed, ${contacts.toLocaleString('en')} contacts (2 x): items`, (all) => all[0].seed.items.toLocaleString('en'));
  row('  wall time, each', (all) => all.map((f) => `${f.seed.seconds.toFixed(1)} s`).join(', '));
  row('  items per second', (all) => perSecond(sum(all.map((f) => f.seed.items)), sum(all.map((f) => f.seed.seconds)) * 1000));
  row('  contacts per second', (all) => perSecond(sum(all.map((f) => f.seed.contacts)), sum(all.map((f) => f.seed.seconds)) * 1000));
  printTable('The product\'s own writes (data layer, a child process per store and round, fresh on-disk store, rounds A B B A)', ['write', ...kinds.map((k) => LABEL[k])], rows);
}

// ---------------------------------------------------------------------------------------------
// Fidelity: what each store does with DynamoDB's rules

async function outcome(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
    return 'accepted';
  } catch (error) {
    return error instanceof StoreError ? error.code : (error as Error).message;
  }
}

async function fidelity(stores: Store[]) {
  const rows: (string | number)[][] = [];
  const checks: [string, (endpoint: string) => Promise<string>][] = [
    ['TransactWriteItems of 100 items', (e) => outcome(() => call(e, 'TransactWriteItems', { TransactItems: Array.from({ length: 100 }, (_, i) => ({ Put: { TableName: TABLE, Item: item('fid-100', i) } })) }))],
    ['TransactWriteItems of 101 items (DynamoDB: ValidationException)', (e) => outcome(() => call(e, 'TransactWriteItems', { TransactItems: Array.from({ length: 101 }, (_, i) => ({ Put: { TableName: TABLE, Item: item('fid-101', i) } })) }))],
    [
      'two actions on one item (DynamoDB: ValidationException)',
      (e) =>
        outcome(() =>
          call(e, 'TransactWriteItems', {
            TransactItems: [{ Put: { TableName: TABLE, Item: item('fid-twice', 1) } }, { Update: { TableName: TABLE, Key: key('fid-twice', String(1).padStart(12, '0')), UpdateExpression: 'SET x = :x', ExpressionAttributeValues: { ':x': N(1) } } }],
          }),
        ),
    ],
    [
      'CancellationReasons of a failed condition (ALL_OLD asked)',
      async (e) => {
        await call(e, 'PutItem', { TableName: TABLE, Item: { ...key('fid-cancel', 'a'), state: S('old') } });
        try {
          await call(e, 'TransactWriteItems', {
            TransactItems: [
              { Put: { TableName: TABLE, Item: item('fid-cancel', 2) } },
              { ConditionCheck: { TableName: TABLE, Key: key('fid-cancel', 'a'), ConditionExpression: '#s = :new', ExpressionAttributeNames: { '#s': 'state' }, ExpressionAttributeValues: { ':new': S('new') }, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
            ],
          });
          return 'committed';
        } catch (error) {
          if (!(error instanceof StoreError)) throw error;
          const reasons = (error.body.CancellationReasons ?? []) as { Code?: string; Item?: Json }[];
          const written = await call(e, 'GetItem', { TableName: TABLE, Key: key('fid-cancel', String(2).padStart(12, '0')) });
          return `${error.code}: [${reasons.map((r) => `${r.Code}${r.Item ? ' +Item' : ''}`).join(', ')}]; first action ${written.Item ? 'applied' : 'not applied'}`;
        }
      },
    ],
    [
      'same ClientRequestToken twice (DynamoDB: applied once)',
      async (e) => {
        await call(e, 'PutItem', { TableName: TABLE, Item: key('fid-token-anchor', 'a') });
        const body = transaction('fid-token', 1, 'token-1');
        const first = await outcome(() => call(e, 'TransactWriteItems', body));
        const second = await outcome(() => call(e, 'TransactWriteItems', body));
        const counter = await call(e, 'GetItem', { TableName: TABLE, Key: key('fid-token-counter', 'c'), ConsistentRead: true });
        return `${first}, then ${second}; counter ${(counter.Item as { v?: { N: string } } | undefined)?.v?.N ?? 'absent'}`;
      },
    ],
    ['same token, other items (DynamoDB: IdempotentParameterMismatchException)', (e) => outcome(() => call(e, 'TransactWriteItems', transaction('fid-token', 2, 'token-1')))],
    [
      'TransactGetItems of 3 items',
      async (e) => {
        const answer = await call(e, 'TransactGetItems', { TransactItems: [0, 1, 2].map((i) => ({ Get: { TableName: TABLE, Key: key('fid-100', String(i).padStart(12, '0')) } })) });
        return `accepted, ${(answer.Responses as { Item?: Json }[]).filter((r) => r.Item).length} items`;
      },
    ],
    [
      '16 transactions on one item at once',
      async (e) => {
        const codes = await Promise.all(
          Array.from({ length: 16 }, () =>
            outcome(() => call(e, 'TransactWriteItems', { TransactItems: [{ Update: { TableName: TABLE, Key: key('fid-hot', 'h'), UpdateExpression: 'ADD v :one', ExpressionAttributeValues: { ':one': N(1) } } }] })),
          ),
        );
        const counts = new Map<string, number>();
        for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
        return [...counts].map(([code, count]) => `${count} ${code}`).join(', ');
      },
    ],
    [
      'TTL: UpdateTimeToLive / DescribeTimeToLive',
      async (e) => {
        const update = await outcome(() => call(e, 'UpdateTimeToLive', { TableName: TABLE, TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' } }));
        let status = '-';
        try {
          status = String(((await call(e, 'DescribeTimeToLive', { TableName: TABLE })).TimeToLiveDescription as Json)?.TimeToLiveStatus);
        } catch (error) {
          status = (error as StoreError).code;
        }
        return `${update} / ${status}`;
      },
    ],
    [
      'ItemCount in DescribeTable (of the items written above)',
      async (e) => String(((await call(e, 'DescribeTable', { TableName: TABLE })).Table as Json).ItemCount),
    ],
  ];
  for (const [what, check] of checks) rows.push([what, ...(await Promise.all(stores.map((s) => check(s.endpoint).catch((error: Error) => `error: ${error.message}`))))]);
  return rows;
}

/** An item past its expiry, then `seconds` later: is it still there? (DynamoDB deletes within days, not at once.) */
async function expiredItem(stores: Store[], seconds: number): Promise<(string | number)[]> {
  const past = Math.floor(Date.now() / 1000) - 3600;
  for (const store of stores) await call(store.endpoint, 'PutItem', { TableName: TABLE, Item: { ...key('fid-ttl', 'x'), expiresAt: N(past) } });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const present = await Promise.all(stores.map(async (s) => ((await call(s.endpoint, 'GetItem', { TableName: TABLE, Key: key('fid-ttl', 'x') })).Item ? 'still there' : 'deleted')));
  return [`an item expired an hour ago, ${seconds} s later`, ...present];
}

/** Writes `count` items one at a time, kills the store's process with SIGKILL, restarts it on the directory and counts what it kept. */
async function afterKill(kind: Kind, count: number): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `bench-stores-kill-${kind}-`));
  try {
    let victim: { endpoint: string; kill(): Promise<void> };
    if (kind === 'dynamodb-local') {
      const store = await startDynamoDbLocal(dir);
      victim = { endpoint: store.endpoint, kill: () => new Promise((resolve) => (store.process.once('exit', () => resolve()), store.process.kill('SIGKILL'))) };
    } else {
      // dynalite runs in a thread of the product's process: kill a process that holds it
      const child = track(again(['--serve-dynalite', dir]));
      const endpoint = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const found = /ENDPOINT (\S+)/.exec(String(chunk));
          if (found) resolve(found[1]);
        });
        child.once('exit', (code) => reject(new Error(`the dynalite process exited with ${code}`)));
      });
      victim = { endpoint, kill: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGKILL'))) };
    }
    await ensureTable(victim.endpoint, TABLE, dir);
    for (let i = 0; i < count; i++) await put(victim.endpoint, 'kill', i);
    await victim.kill();
    const store = await startStore(kind, dir);
    try {
      const answer = await call(store.endpoint, 'Query', { TableName: TABLE, KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': PK }, ExpressionAttributeValues: { ':pk': S('kill') }, Select: 'COUNT', ConsistentRead: true });
      return `${answer.Count} of ${count} kept`;
    } finally {
      await store.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const kinds: Kind[] = ['dynalite'];
  if (dynamoDbLocalDir()) kinds.push('dynamodb-local');
  else console.log('DYNAMODB_LOCAL_DIR is not set: DynamoDB Local is skipped (set it to the folder holding DynamoDBLocal.jar).');
  console.log(`Local stores on ${process.platform}, node ${process.version}: ${kinds.map((k) => LABEL[k]).join(' and ')}`);

  // the start on an empty data directory, until the table is ACTIVE (3 times each, alternately)
  const starts = new Map<Kind, number[]>(kinds.map((k) => [k, []]));
  for (let r = 0; r < 3; r++)
    for (const kind of r % 2 ? [...kinds].reverse() : kinds) {
      const { store, dir, millis } = await startFresh(kind);
      starts.get(kind)!.push(millis);
      await store.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  printTable('Start on an empty data directory until the table is ACTIVE (3 starts each)', ['store', 'fastest', 'median', 'slowest'], kinds.map((k) => [LABEL[k], ...[0, 50, 100].map((p) => ms(percentile(starts.get(k)!, p)))]));

  const fresh = await Promise.all(kinds.map((kind) => startFresh(kind)));
  const stores = fresh.map((f) => f.store);
  try {
    await storeOperations(stores);
    const rows = await fidelity(stores);
    rows.push(await expiredItem(stores, 10));
    printTable('Fidelity to DynamoDB', ['check', ...stores.map((s) => LABEL[s.kind])], rows);
  } finally {
    await Promise.all(fresh.map(async ({ store, dir }) => (await store.stop(), rmSync(dir, { recursive: true, force: true }))));
  }

  const kills: (string | number)[][] = [];
  for (const kind of kinds) kills.push([LABEL[kind], await afterKill(kind, 200)]);
  printTable('kill -9 after 200 acknowledged PutItem, then a restart on the same directory', ['store', 'items after the restart'], kills);

  await productWrites(kinds, 100, 2000);
}

const [mode, ...args] = process.argv.slice(2);
if (mode === '--product') await productChild(args[0] as Kind, Number(args[1]), Number(args[2]));
else if (mode === '--serve-dynalite') {
  const dynamo = await startDynamo({ path: join(args[0], 'dynamodb') });
  console.log(`ENDPOINT ${dynamo.endpoint}`);
} else await main();
