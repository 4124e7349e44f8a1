import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ensureTable, startDynamo } from '../../../infra/local/dynamo.ts';

/**
 * A process that opens the embedded store on disk at argv[2] and commits transactions there, four
 * at a time, until it is killed: transaction n writes n into the same 25 items of its own
 * partition (`tx#<n>`, sk 0 to 24) and adds 1 to the shared counter `tx-count`. It prints "ready"
 * once its first transaction committed. test/local/transactions.test.ts kills it with SIGKILL.
 */
const dynamo = await startDynamo({ path: process.argv[2] });
await ensureTable(dynamo.endpoint, 'transactions');
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
let next = 0;
const commit = async (n: number) =>
  client.send(
    new TransactWriteCommand({
      TransactItems: [
        ...Array.from({ length: 25 }, (_, sk) => ({ Put: { TableName: 'transactions', Item: { pk: `tx#${n}`, sk: String(sk), n, padding: 'x'.repeat(500) } } })),
        { Update: { TableName: 'transactions', Key: { pk: 'tx-count', sk: 'count' }, UpdateExpression: 'ADD committed :one', ExpressionAttributeValues: { ':one': 1 } } },
      ],
    }),
  );
await commit(next++);
console.log('ready');
await Promise.all(Array.from({ length: 4 }, async () => {
  for (;;) await commit(next++);
}));
