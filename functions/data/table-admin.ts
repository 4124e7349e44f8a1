import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { follow } from './query.ts';
import { TABLE_DEFINITION } from './table.ts';

/**
 * The table itself rather than its items: creating it from TABLE_DEFINITION (the local runtime;
 * CDK creates it in AWS from the same definition), describing it, and reading and writing every
 * item to rebuild it. Tools and the local runtime reach it through `tableAdmin(endpoint)`.
 */
export interface TableAdmin {
  /** The client's region (where a tool is about to write). */
  region(): Promise<string>;
  /** The table's status and index names, or undefined when it does not exist. */
  describe(tableName: string): Promise<{ status: string; indexes: string[] } | undefined>;
  create(tableName: string): Promise<void>;
  drop(tableName: string): Promise<void>;
  /** Every item of the table (a Scan: only for rebuilding a local table). */
  readAll(tableName: string): Promise<Record<string, unknown>[]>;
  writeAll(tableName: string, items: Record<string, unknown>[]): Promise<void>;
  close(): void;
}

/** `endpoint`: the embedded store (local credentials); without one, the configured AWS endpoint and credentials. */
export function tableAdmin(endpoint?: string): TableAdmin {
  const client = endpoint
    ? new DynamoDBClient({ endpoint, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } })
    : new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT || undefined });
  const documents = DynamoDBDocumentClient.from(client);
  return {
    region: () => client.config.region(),
    async describe(tableName) {
      try {
        const table = (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
        return { status: String(table?.TableStatus), indexes: (table?.GlobalSecondaryIndexes ?? []).map((index) => String(index.IndexName)) };
      } catch (error) {
        if (error instanceof ResourceNotFoundException) return undefined;
        throw error;
      }
    },
    create: (tableName) => createTable(client, tableName),
    drop: async (tableName) => void (await client.send(new DeleteTableCommand({ TableName: tableName }))),
    async readAll(tableName) {
      const items: Record<string, unknown>[] = [];
      const scan = async (cursor: Record<string, unknown> | undefined) => {
        const page = await documents.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: cursor }));
        return { items: page.Items ?? [], cursor: page.LastEvaluatedKey };
      };
      for await (const page of follow(scan)) items.push(...page);
      return items;
    },
    async writeAll(tableName, items) {
      for (let start = 0; start < items.length; start += 25) {
        let requests = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
        while (requests.length) {
          const result = await documents.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
          requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
        }
      }
    },
    close: () => client.destroy(),
  };
}

async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const { partitionKey, sortKey, indexes } = TABLE_DEFINITION;
  const attributes = [...new Set([partitionKey, sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: index.include ? { ProjectionType: 'INCLUDE', NonKeyAttributes: index.include } : { ProjectionType: 'ALL' },
      })),
    }),
  );
}
