import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';

/**
 * A per-process copy of each entity type's partition, so list screens that sort and filter by
 * any column do not re-read thousands of records on every request.
 *
 * Every write to a type bumps that type's revision item after the record is written (and before
 * the write is answered). A list reads the revision (one GetItem) and reuses the copy only when
 * it matches, so a client always sees its own writes and everyone else's once answered. A copy is
 * also dropped after MAX_AGE_MS, bounding staleness if a writer died between its two steps.
 */
const MAX_AGE_MS = 30_000;

interface Entry {
  revision: number;
  loadedAt: number;
  records: Promise<unknown[]>;
}

const cache = new Map<string, Entry>();
const revisionKey = (type: string) => ({ pk: 'revision', sk: type });

export async function readRevision(type: string): Promise<number> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: revisionKey(type), ConsistentRead: true }));
  return Number(result.Item?.value ?? 0);
}

export async function bumpRevision(type: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: revisionKey(type),
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}

/** The records of a type, from the copy when it is current, otherwise loaded with `load`. Callers must not mutate them. */
export async function cachedPartition<T>(type: string, load: () => Promise<T[]>): Promise<T[]> {
  const revision = await readRevision(type);
  const entry = cache.get(type);
  if (entry && entry.revision === revision && Date.now() - entry.loadedAt < MAX_AGE_MS) return entry.records as Promise<T[]>;
  const records = load();
  cache.set(type, { revision, loadedAt: Date.now(), records });
  records.catch(() => cache.delete(type));
  return records;
}
