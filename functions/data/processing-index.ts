import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { idKey } from './table.ts';

/**
 * Items whose sending has begun and not settled: pk `emw-processing`, sk the zero-padded item id.
 * Marked before dispatch claims an item and cleared once the item settles, so whatever claimed
 * an item and died leaves it findable: the local start-up resumes each (docs/sending.md, R2).
 * A mark whose item is not processing is a leftover (a claim that lost) and is cleared there.
 */
const PK = 'emw-processing';

export const markProcessing = (eventId: number, itemId: number) =>
  db().send(new PutCommand({ TableName: tableName(), Item: { pk: PK, sk: idKey(itemId), eventId, itemId } }));

export const unmarkProcessing = (itemId: number) => db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: PK, sk: idKey(itemId) } }));

export async function listProcessing(): Promise<{ eventId: number; itemId: number }[]> {
  const marks: { eventId: number; itemId: number }[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': PK }, ConsistentRead: true, ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) marks.push({ eventId: Number(item.eventId), itemId: Number(item.itemId) });
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return marks;
}
