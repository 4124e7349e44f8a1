import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { PROCESSING_MARK } from './stored-types.ts';
import { queryAll } from './query.ts';

/**
 * Items whose sending has begun and not settled (PROCESSING_MARK in stored-types.ts).
 * Marked before dispatch claims an item and cleared once the item settles, so whatever claimed
 * an item and died leaves it findable: the local start-up resumes each (docs/sending.md, R2).
 * A mark whose item is not processing is a leftover (a claim that lost) and is cleared there.
 */
export const markProcessing = (eventId: number, itemId: number) =>
  db().send(new PutCommand({ TableName: tableName(), Item: { ...PROCESSING_MARK.key({ itemId }), eventId, itemId } }));

export const unmarkProcessing = (itemId: number) => db().send(new DeleteCommand({ TableName: tableName(), Key: PROCESSING_MARK.key({ itemId }) }));

export async function listProcessing(): Promise<{ eventId: number; itemId: number }[]> {
  const marks = await queryAll({ key: PROCESSING_MARK.partition({}), consistent: true });
  return marks.map((item) => ({ eventId: Number(item.eventId), itemId: Number(item.itemId) }));
}
