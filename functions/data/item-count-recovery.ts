import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { now } from './clock.ts';
import { ITEM } from './stored-types.ts';
import { keyOfItem } from './stored-type.ts';
import { dropFormerGroupCounters, itemCountsBuilt, markItemCountsBuilt } from './item-counts.ts';
import { COUNT_MOVE } from './item-keys.ts';
import { queryAll } from './query.ts';
import { completeCountMove, COUNT_MOVE_LEASE, countAgain } from './item-store.ts';

/**
 * Bringing the item counters back in step (item-counts.ts): the count moves of writers that died
 * before clearing them, found on the index of moves under way and completed (item-store.ts
 * `completeCountMove`), and the one-off backfill that counts every item where it belongs.
 */

/** Completes every count move written before `staleBefore` (the index of moves under way): the local start-up, and the counts' readers now and then. */
export async function completeCountMoves(staleBefore: number): Promise<number> {
  const pending = await queryAll({ index: 'gsi2', key: ITEM.indexPartition('gsi2', {}), range: { below: ITEM.indexSortPrefix('gsi2', { at: staleBefore }) } });
  let completed = 0;
  for (const entry of pending) if (await completeCountMove(keyOfItem(entry), staleBefore)) completed++;
  return completed;
}

/** How many items carry a count move right now (their writers at work, or dead). */
export async function countMovesUnderWay(): Promise<number> {
  return (await queryAll({ index: 'gsi2', key: ITEM.indexPartition('gsi2', {}), attributes: ['pk'] })).length;
}

let lastLook = Number.NEGATIVE_INFINITY;
/** `completeCountMoves` for moves older than the lease, at most once a lease per process (one Query of an index that is empty unless a writer died). */
export async function completeStaleCountMoves(): Promise<void> {
  const at = now();
  if (at - lastLook < COUNT_MOVE_LEASE) return;
  lastLook = at;
  await completeCountMoves(at - COUNT_MOVE_LEASE);
}

/**
 * The one-off backfill of the counters: every item counted where it belongs, with its status index
 * keys (items written before the counters, or loaded raw), and moves of dead writers completed;
 * then the day status records lose the counters an earlier format kept there (item-counts.ts).
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
      if (raw[COUNT_MOVE]) await completeCountMove(keyOfItem(raw), now() - COUNT_MOVE_LEASE);
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
