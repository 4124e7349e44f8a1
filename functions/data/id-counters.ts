import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './conflict.ts';
import { db, tableName } from './client.ts';
import { ID_COUNTER } from './stored-types.ts';

/** The numeric ids of each type: one atomic counter per type (ID_COUNTER in stored-types.ts). */

/** Allocates the next numeric id of an entity type: one atomic counter per type. */
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

/** Raises a type's counter to at least `value` (imports and seeds that bring their own ids). */
export async function reserveIds(type: string, value: number): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ID_COUNTER.key({ type }),
        UpdateExpression: 'SET #value = :value',
        ConditionExpression: 'attribute_not_exists(#value) OR #value < :value',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':value': value },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
