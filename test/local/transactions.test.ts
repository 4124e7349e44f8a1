import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, ScanCommand, TransactGetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable, startDynamo, type EmbeddedDynamo } from '../../infra/local/dynamo.ts';

/**
 * DynamoDB's TransactWriteItems and TransactGetItems in the embedded store
 * (infra/local/store/transactions.ts), through the AWS SDK as the product calls them.
 */
const TABLE = 'transactions';
let dynamo: EmbeddedDynamo;
let client: DynamoDBDocumentClient;
const dirs: string[] = [];

const connect = (endpoint: string) => DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 }));
const get = async (pk: string, sk = 'a') => (await client.send(new GetCommand({ TableName: TABLE, Key: { pk, sk } }))).Item;
const put = (Item: Record<string, unknown>, extra: object = {}) => ({ Put: { TableName: TABLE, Item, ...extra } });
const add = (pk: string, by = 1, extra: object = {}) => ({ Update: { TableName: TABLE, Key: { pk, sk: 'a' }, UpdateExpression: 'ADD n :by', ExpressionAttributeValues: { ':by': by }, ...extra } });
const transact = (TransactItems: TransactWriteCommandInput['TransactItems'], token?: string) => client.send(new TransactWriteCommand({ TransactItems, ClientRequestToken: token }));
const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as Error & { CancellationReasons?: { Code: string; Item?: Record<string, unknown> }[] };
  }
  throw new Error('expected the transaction to be refused');
};

beforeAll(async () => {
  dynamo = await startDynamo({});
  await ensureTable(dynamo.endpoint, TABLE);
  client = connect(dynamo.endpoint);
});
afterAll(async () => {
  client.destroy();
  await dynamo.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('TransactWriteItems', () => {
  it('writes every item, with their index entries, or none', async () => {
    await transact([put({ pk: 'w1', sk: 'a', gsi4pk: 'series-w1', gsi4sk: '1' }), put({ pk: 'w2', sk: 'a' }), add('w3', 5)]);
    expect([await get('w1'), await get('w2'), await get('w3')]).toEqual([expect.objectContaining({ pk: 'w1' }), { pk: 'w2', sk: 'a' }, { pk: 'w3', sk: 'a', n: 5 }]);
    const indexed = await client.send(new QueryCommand({ TableName: TABLE, IndexName: 'gsi4', KeyConditionExpression: 'gsi4pk = :p', ExpressionAttributeValues: { ':p': 'series-w1' } }));
    expect(indexed.Items?.map((item) => item.pk)).toEqual(['w1']);

    await transact([{ Delete: { TableName: TABLE, Key: { pk: 'w1', sk: 'a' } } }, add('w3', 2)]);
    expect(await get('w1')).toBeUndefined();
    expect((await get('w3'))?.n).toBe(7);
    const unindexed = await client.send(new QueryCommand({ TableName: TABLE, IndexName: 'gsi4', KeyConditionExpression: 'gsi4pk = :p', ExpressionAttributeValues: { ':p': 'series-w1' } }));
    expect(unindexed.Items).toEqual([]);
  });

  it('cancels the whole transaction when one condition fails, with a reason per item', async () => {
    await transact([put({ pk: 'c1', sk: 'a', version: 3 })]);
    const error = await refusal(
      transact([add('c2'), { Update: { TableName: TABLE, Key: { pk: 'c1', sk: 'a' }, UpdateExpression: 'SET version = :next', ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': 2, ':next': 3 }, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } }, put({ pk: 'c3', sk: 'a' })]),
    );
    expect(error.name).toBe('TransactionCanceledException');
    expect(error.message).toContain('[None, ConditionalCheckFailed, None]');
    expect(error.CancellationReasons?.map((reason) => reason.Code)).toEqual(['None', 'ConditionalCheckFailed', 'None']);
    expect(error.CancellationReasons?.[1].Item).toEqual({ pk: { S: 'c1' }, sk: { S: 'a' }, version: { N: '3' } });
    expect([await get('c2'), await get('c3'), (await get('c1'))?.version]).toEqual([undefined, undefined, 3]);
  });

  it('checks a ConditionCheck item without writing it', async () => {
    await transact([put({ pk: 'k1', sk: 'a', isOpen: true })]);
    await transact([{ ConditionCheck: { TableName: TABLE, Key: { pk: 'k1', sk: 'a' }, ConditionExpression: 'isOpen = :yes', ExpressionAttributeValues: { ':yes': true } } }, add('k2')]);
    expect((await get('k2'))?.n).toBe(1);
    const error = await refusal(transact([{ ConditionCheck: { TableName: TABLE, Key: { pk: 'k1', sk: 'a' }, ConditionExpression: 'attribute_not_exists(pk)' } }, add('k2')]));
    expect(error.CancellationReasons?.map((reason) => reason.Code)).toEqual(['ConditionalCheckFailed', 'None']);
    expect((await get('k2'))?.n).toBe(1);
  });

  it('cancels with ValidationError when an update cannot apply to the item as stored', async () => {
    await transact([put({ pk: 'v1', sk: 'a', n: 'text' })]);
    const error = await refusal(transact([add('v1'), add('v2')]));
    expect(error.CancellationReasons?.map((reason) => reason.Code)).toEqual(['ValidationError', 'None']);
    expect(await get('v2')).toBeUndefined();
  });

  it('takes 100 items and refuses 101, and refuses two operations on one item', async () => {
    const items = (count: number) => Array.from({ length: count }, (_, i) => put({ pk: `h${i}`, sk: 'a' }));
    await transact(items(100));
    expect(await get('h99')).toEqual({ pk: 'h99', sk: 'a' });
    const tooMany = await refusal(transact(items(101)));
    expect(tooMany.name).toBe('ValidationException');
    expect(tooMany.message).toContain('less than or equal to 100');
    const twice = await refusal(transact([add('d1'), put({ pk: 'd1', sk: 'a' })]));
    expect(twice.name).toBe('ValidationException');
    expect(twice.message).toBe('Transaction request cannot include multiple operations on one item');
    expect(await get('d1')).toBeUndefined();
  });

  it('applies a ClientRequestToken once, and refuses the token with other items', async () => {
    await transact([add('t1')], 'token-1');
    await transact([add('t1')], 'token-1');
    expect((await get('t1'))?.n).toBe(1);
    const mismatch = await refusal(transact([add('t1', 2)], 'token-1'));
    expect(mismatch.name).toBe('IdempotentParameterMismatchException');
    expect((await get('t1'))?.n).toBe(1);
  });

  it('serialises with single-item writes and other transactions on the same items', async () => {
    await Promise.all([
      ...Array.from({ length: 40 }, () => transact([add('s1'), add('s2')])),
      ...Array.from({ length: 40 }, () => client.send(new UpdateCommand({ TableName: TABLE, Key: { pk: 's1', sk: 'a' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } }))),
    ]);
    expect([(await get('s1'))?.n, (await get('s2'))?.n]).toEqual([80, 40]);

    // ten claims of one name at once: exactly one takes it, with its side item
    const claims = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => transact([put({ pk: 'claim', sk: 'a', by: i }, { ConditionExpression: 'attribute_not_exists(pk)' }), put({ pk: `claimed-by-${i}`, sk: 'a' })])));
    const won = claims.flatMap((claim, i) => (claim.status === 'fulfilled' ? [i] : []));
    expect(won).toHaveLength(1);
    expect((await get('claim'))?.by).toBe(won[0]);
    const sides = await client.send(new ScanCommand({ TableName: TABLE, FilterExpression: 'begins_with(pk, :p)', ExpressionAttributeValues: { ':p': 'claimed-by-' } }));
    expect(sides.Items?.map((item) => item.pk)).toEqual([`claimed-by-${won[0]}`]);
  });
});

describe('a ClientRequestToken across a restart', () => {
  it('is still remembered by the store on disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'transactions-'));
    dirs.push(dir);
    const send = async (endpoint: string, items: TransactWriteCommandInput['TransactItems']) => {
      const once = connect(endpoint);
      try {
        return await once.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: 'kept-across-restart' }));
      } finally {
        once.destroy();
      }
    };
    const first = await startDynamo({ path: dir });
    await ensureTable(first.endpoint, TABLE);
    await send(first.endpoint, [add('r1')]);
    await first.stop();
    const second = await startDynamo({ path: dir });
    try {
      await send(second.endpoint, [add('r1')]);
      const after = connect(second.endpoint);
      expect((await after.send(new GetCommand({ TableName: TABLE, Key: { pk: 'r1', sk: 'a' } }))).Item?.n).toBe(1);
      after.destroy();
      expect((await refusal(send(second.endpoint, [add('r1', 2)]))).name).toBe('IdempotentParameterMismatchException');
    } finally {
      await second.stop();
    }
  });
});

describe('TransactGetItems', () => {
  it('answers the items in the order asked, an empty answer for a missing one', async () => {
    await transact([put({ pk: 'g1', sk: 'a', name: 'one' }), put({ pk: 'g2', sk: 'a', name: 'two' })]);
    const answer = await client.send(new TransactGetCommand({ TransactItems: ['g2', 'missing', 'g1'].map((pk) => ({ Get: { TableName: TABLE, Key: { pk, sk: 'a' } } })) }));
    expect(answer.Responses?.map((response) => response.Item?.name)).toEqual(['two', undefined, 'one']);
  });
});

describe('a kill -9 while transactions commit', () => {
  it('leaves each transaction whole or absent, and the store opens again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'transactions-'));
    dirs.push(dir);
    const writer = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'support/transaction-writer.ts'), dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      writer.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      writer.once('exit', (code) => reject(new Error(`the writer stopped (${code})`)));
    });
    // let it commit for a while, then kill it mid-flight
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    writer.kill('SIGKILL');
    await new Promise((resolve) => writer.once('exit', resolve));

    const reopened = await startDynamo({ path: dir });
    const after = connect(reopened.endpoint);
    try {
      const items: Record<string, unknown>[] = [];
      for (let ExclusiveStartKey: Record<string, unknown> | undefined, first = true; first || ExclusiveStartKey; first = false) {
        const page = await after.send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey }));
        items.push(...(page.Items ?? []));
        ExclusiveStartKey = page.LastEvaluatedKey;
      }
      const perTransaction = new Map<number, number>();
      for (const item of items) if (typeof item.n === 'number') perTransaction.set(item.n, (perTransaction.get(item.n) ?? 0) + 1);
      const counted = items.find((item) => item.pk === 'tx-count')?.committed as number;
      expect(perTransaction.size).toBeGreaterThan(4);
      expect([...perTransaction.values()].filter((count) => count !== 25)).toEqual([]);
      expect(counted).toBe(perTransaction.size);
    } finally {
      after.destroy();
      await reopened.stop();
    }
  });
});
