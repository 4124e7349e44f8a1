import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { inParallel } from '../../shared/in-parallel.ts';

/** Keys a BatchGetItem request may hold. */
const KEYS_PER_CALL = 100;

export interface GetItemsOptions {
  /** Strongly consistent reads, for checks that must see the latest write. */
  consistent?: boolean;
  /** Requests at once (default 1). */
  inFlight?: number;
  /** Only these attributes of each item (a projection; the keys are added, to tell the items apart). */
  attributes?: readonly string[];
}

/**
 * Reads items by key, 100 to a request, retrying (with backoff) the keys the store leaves
 * unprocessed; answers the raw items found, in no particular order. Absent items are left out.
 */
export async function getItems(keys: Record<string, unknown>[], options: GetItemsOptions = {}): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  const names = options.attributes && Object.fromEntries([...new Set(['pk', 'sk', ...options.attributes])].map((a, i) => [`#a${i}`, a]));
  const projection = names ? { ProjectionExpression: Object.keys(names).join(','), ExpressionAttributeNames: names } : {};
  const parts = Array.from({ length: Math.ceil(keys.length / KEYS_PER_CALL) }, (_, i) => keys.slice(i * KEYS_PER_CALL, (i + 1) * KEYS_PER_CALL));
  await inParallel(parts, options.inFlight ?? 1, async (part) => {
    let pending = part;
    for (let attempt = 0; pending.length; attempt++) {
      const result = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ...projection, ...(options.consistent ? { ConsistentRead: true } : {}) } } }));
      found.push(...(result.Responses?.[tableName()] ?? []));
      pending = result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    }
  });
  return found;
}
