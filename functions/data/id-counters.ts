import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { ID_COUNTER } from './stored-types.ts';

/** Allocates the next numeric id of an entity type: one atomic counter per type (ID_COUNTER in stored-types.ts). */
export async function nextId(type: string): Promise<number> {
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: ID_COUNTER.key({ type }),
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.value);
}

/** The last id handed out for a type (0 before the first). */
export async function lastId(type: string): Promise<number> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: ID_COUNTER.key({ type }), ConsistentRead: true }));
  return Number(result.Item?.value ?? 0);
}
