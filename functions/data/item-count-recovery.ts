import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { now } from './clock.ts';
import { ITEM } from './stored-types.ts';
import { keyOfItem } from './stored-type.ts';
import { dropFormerGroupCounters, itemCountsBuilt, markItemCountsBuilt } from './item-counts.ts';
import { countAgain } from './item-store.ts';

/**
 * The one-off backfill that counts every item where it belongs (item-counts.ts), for a store
 * whose items were written before the counters or in an older bucket format.
 */

/**
 * The one-off backfill of the counters: every item counted where it belongs, with its status index
 * keys (items written before the counters, or loaded raw); then the day status records lose the counters an earlier format kept there (item-counts.ts).
 * Each is a conditional write through `writeItem`, so it may run beside live traffic (scripts/
 * count-items.ts for a deployed table; the local start-up runs it once per store).
 */
export async function countEveryItem(onProgress?: (seen: number, counted: number) => void): Promise<{ items: number; counted: number }> {
  let cursor: Record<string, unknown> | undefined;
  let [items, counted] = [0, 0];
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        // item partitions (emw#<eventId>) hold the items (numeric sort keys) and the attach claims ('wf#...')
        FilterExpression: 'begins_with(pk, :items) AND sk < :claims',
        ExpressionAttributeValues: { ':items': ITEM.spec.pk.slice(0, ITEM.spec.pk.indexOf('{')), ':claims': 'a' },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const raw of page.Items ?? []) {
      items++;
      // an item with a former count move is counted when that move is completed (migrations/complete-former-count-moves.ts)
      if (await countAgain(keyOfItem(raw))) counted++;
    }
    onProgress?.(items, counted);
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  // every item counted in today's format: the status records shed the counters of the former one
  await dropFormerGroupCounters();
  return { items, counted };
}

/** Counts every item once per store (the local start-up): the backfill runs when the store has not been counted yet. */
export async function countItemsOnce(): Promise<{ items: number; counted: number } | undefined> {
  if (await itemCountsBuilt()) return undefined;
  const done = await countEveryItem();
  await markItemCountsBuilt(now(), done.items);
  return done;
}
