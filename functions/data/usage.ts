import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { idKey } from './table.ts';
import type { UsedKind } from '../../shared/message-usage.ts';

/**
 * Who uses what: one small item per (used record, user), e.g. pk `usage#sms-template#7`,
 * sk `message#000000000012`. Delete guards count a record's users with a key-condition Query
 * (Select COUNT), never a scan of the users. Messages write these when they are saved.
 */
const pk = (kind: UsedKind, id: number) => `usage#${kind}#${id}`;
const sk = (userKind: string, userId: number) => `${userKind}#${idKey(userId)}`;

export async function countUsage(kind: UsedKind, id: number): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk(kind, id) }, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

export async function addUsage(kind: UsedKind, id: number, userKind: string, userId: number): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { pk: pk(kind, id), sk: sk(userKind, userId) } }));
}

export async function removeUsage(kind: UsedKind, id: number, userKind: string, userId: number): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: pk(kind, id), sk: sk(userKind, userId) } }));
}
