import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { USERNAME_CLAIM } from './stored-types.ts';

/**
 * Usernames are unique through a claim item (USERNAME_CLAIM in stored-types.ts) that points at
 * the user record. Compared in lower case, without surrounding spaces.
 */
const key = (username: string) => USERNAME_CLAIM.key({ username: username.trim().toLowerCase() });

export async function userIdOfUsername(username: string): Promise<number | undefined> {
  const claim = await db().send(new GetCommand({ TableName: tableName(), Key: key(username) }));
  return claim.Item?.userId as number | undefined;
}

/** Claims the username for the user, if nobody holds it; answers whether this call claimed it. */
export async function claimUsername(username: string, userId: number): Promise<boolean> {
  return conditionally(() => db().send(new PutCommand({ TableName: tableName(), Item: { ...key(username), userId }, ConditionExpression: 'attribute_not_exists(pk)' })));
}

/** Frees a username, if it still points at that user. */
export async function releaseUsername(username: string, userId: number): Promise<void> {
  await conditionally(() => db().send(new DeleteCommand({ TableName: tableName(), Key: key(username), ConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': userId } })));
}
