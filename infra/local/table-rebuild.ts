import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';

/**
 * The embedded store cannot add an index to an existing table (DynamoDB can; CloudFormation does
 * it in AWS). When a newer version of the table definition has an index the local table lacks,
 * the table is rebuilt: every item is written to a backup file in the data directory, the table
 * is created anew, and the items are written back. A backup left by an interrupted rebuild is
 * restored on the next start, so nothing is lost.
 */
const backupFile = (dataDir: string, tableName: string) => join(dataDir, `${tableName}-rebuild.jsonl`);

export async function readAllItems(client: DynamoDBClient, tableName: string): Promise<Record<string, unknown>[]> {
  const documents = DynamoDBDocumentClient.from(client);
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

async function writeAll(client: DynamoDBClient, tableName: string, items: Record<string, unknown>[]): Promise<void> {
  const documents = DynamoDBDocumentClient.from(client);
  for (let start = 0; start < items.length; start += 25) {
    let requests = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length) {
      const result = await documents.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}

/** Saves every item, drops the table and lets `create` make it again with the current definition, then writes the items back. */
export async function rebuildTable(client: DynamoDBClient, tableName: string, dataDir: string | undefined, create: () => Promise<void>): Promise<number> {
  const items = await readAllItems(client, tableName);
  const file = dataDir && backupFile(dataDir, tableName);
  if (file) writeFileSync(file, items.map((item) => JSON.stringify(item)).join('\n'));
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  await create();
  await writeAll(client, tableName, items);
  if (file) rmSync(file);
  return items.length;
}

/** Writes back the items of a rebuild that was interrupted after the table was dropped. */
export async function restoreInterruptedRebuild(client: DynamoDBClient, tableName: string, dataDir: string | undefined): Promise<number> {
  const file = dataDir && backupFile(dataDir, tableName);
  if (!file || !existsSync(file)) return 0;
  const text = readFileSync(file, 'utf8');
  const items = text ? text.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>) : [];
  await writeAll(client, tableName, items);
  rmSync(file);
  return items.length;
}
