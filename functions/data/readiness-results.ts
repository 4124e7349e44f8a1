import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { conditionally } from './unit-of-work.ts';
import { READINESS_RESULT } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';
import { getItems } from './batch-get.ts';
import { queryAll } from './query.ts';
import type { ItemReadiness } from '../../shared/readiness.ts';

/**
 * The last readiness check of each item (READINESS_RESULT in stored-types.ts): what the badges
 * show and what the next check compares the audience with. One record per item, replaced by each
 * check; `firing` names the scheduled check that wrote it (the schedule's scheduled time), so a
 * duplicate firing of that check writes nothing and alerts nobody twice.
 */
export interface StoredReadiness extends ItemReadiness {
  firing?: string;
}

const key = (eventId: number, itemId: number) => READINESS_RESULT.key({ eventId, itemId });

/** Writes the result; with `firing`, only when no result of that same firing is stored (answers whether it wrote). */
export async function putReadiness(result: ItemReadiness, firing?: string): Promise<boolean> {
  return conditionally(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key(result.eventId, result.itemId), ...result, ...(firing ? { firing } : {}) },
        ...(firing ? { ConditionExpression: 'attribute_not_exists(firing) OR firing <> :firing', ExpressionAttributeValues: { ':firing': firing } } : {}),
      }),
    ),
  );
}

export async function getReadiness(eventId: number, itemId: number): Promise<StoredReadiness | undefined> {
  const [item] = await getItems([key(eventId, itemId)], { consistent: true });
  return item ? withoutKeys<StoredReadiness>(item) : undefined;
}

/** The last results of these items (the dashboard's rows), by item id. */
export async function readinessOf(refs: { eventId: number; itemId: number }[]): Promise<Map<number, StoredReadiness>> {
  const items = await getItems(refs.map((ref) => key(ref.eventId, ref.itemId)), { inFlight: 2 });
  return new Map(items.map((item) => withoutKeys<StoredReadiness>(item)).map((result) => [result.itemId, result]));
}

/** The last results of an event's items (the timeline). */
export async function eventReadiness(eventId: number): Promise<StoredReadiness[]> {
  return (await queryAll({ key: READINESS_RESULT.partition({ eventId }) })).map((item) => withoutKeys<StoredReadiness>(item));
}
