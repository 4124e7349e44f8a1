import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { bumpRevision } from './partition-cache.ts';
import { inParallel } from '../../shared/in-parallel.ts';

/**
 * Writes raw items in batches of 25 (several batches in flight), retrying what the store leaves
 * unprocessed, then bumps the revision of every entity type written so list copies reload.
 */
export async function putMany(items: Record<string, unknown>[], options: { concurrency?: number; onProgress?: (written: number) => void } = {}): Promise<void> {
  const parts = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) => items.slice(i * 25, (i + 1) * 25));
  let written = 0;
  await inParallel(parts, options.concurrency ?? 1, async (part) => {
    await writeBatch(part);
    options.onProgress?.((written += part.length));
  });
  // entity partitions have plain names; derived items (words, rosters) carry a '#'
  for (const type of new Set(items.map((item) => String(item.pk)))) if (!type.includes('#')) await bumpRevision(type);
}

async function writeBatch(items: Record<string, unknown>[]): Promise<void> {
  let requests: { PutRequest: { Item: Record<string, unknown> } }[] = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length; attempt++) {
    const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
    requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    if (requests.length) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
  }
}
