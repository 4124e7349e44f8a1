import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { conditionally } from './unit-of-work.ts';
import { db, tableName } from './client.ts';
import { now } from './clock.ts';
import { nextId } from './id-counters.ts';
import { claimKey } from './item-keys.ts';
import { getItem } from './item-reads.ts';
import { ITEM_TYPE } from './event-workflow-item.ts';

/*
 * A workflow is attached to an event at most once: the attach claims the pair before it writes the
 * item (ATTACH_CLAIM in stored-types.ts), and the item's delete releases the claim (item-store.ts).
 */

/**
 * Claims "this workflow is attached to this event" and answers the new item's id. A claim left by
 * an attach that died before writing its item is taken over once it is older than a minute.
 */
export async function claimAttachment(eventId: number, workflowId: number): Promise<number | undefined> {
  const itemId = await nextId(ITEM_TYPE);
  const at = now();
  const put = (condition: string, values?: Record<string, unknown>) =>
    db().send(new PutCommand({ TableName: tableName(), Item: { ...claimKey(eventId, workflowId), itemId, at }, ConditionExpression: condition, ExpressionAttributeValues: values }));
  if (await conditionally(() => put('attribute_not_exists(pk)'))) return itemId;
  const existing = (await db().send(new GetCommand({ TableName: tableName(), Key: claimKey(eventId, workflowId), ConsistentRead: true }))).Item;
  if (!existing || (await getItem(eventId, Number(existing.itemId))) || Number(existing.at) > at - 60) return undefined;
  return (await conditionally(() => put('itemId = :old AND #at = :oldAt'.replace('#at', 'at'), { ':old': existing.itemId, ':oldAt': existing.at }))) ? itemId : undefined;
}

export async function releaseAttachment(eventId: number, workflowId: number, itemId: number): Promise<void> {
  await conditionally(() => db().send(new DeleteCommand({ TableName: tableName(), Key: claimKey(eventId, workflowId), ConditionExpression: 'itemId = :id', ExpressionAttributeValues: { ':id': itemId } })));
}
