import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The document client every data module uses. Configuration comes from the environment, so the
 * local runtime differs from AWS only in DYNAMODB_ENDPOINT and credentials, never in code paths.
 */
let client: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT || undefined, maxAttempts: 5 }),
    { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true } },
  );
  return client;
}

/** Forgets the client, so the next call reads the endpoint again (a test whose local store restarted on another port). */
export function forgetDb(): void {
  client?.destroy();
  client = undefined;
}

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}
