import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { getItems } from './batch-get.ts';
import { db, tableName } from './client.ts';

/**
 * Reads one item by key. Reads asked in the same turn of the event loop (the concurrent requests
 * one process serves) leave together as one BatchGetItem, the consistent ones apart from the
 * others; a read alone is a GetItem. Each read is sent after it was asked, so it sees every write
 * answered before it, as a GetItem of its own would: gathering them saves calls, not freshness.
 */
type Key = Record<string, unknown>;
interface Waiting {
  key: Key;
  answers: ((item: Key | undefined) => void)[];
  failures: ((error: unknown) => void)[];
}

const queues = { consistent: new Map<string, Waiting>(), eventual: new Map<string, Waiting>() };
let flushing = false;

const idOf = (key: Key) => `${key.pk}\u0000${key.sk}`;

export function getItem(key: Key, options: { consistent?: boolean } = {}): Promise<Key | undefined> {
  const queue = options.consistent ? queues.consistent : queues.eventual;
  return new Promise((resolve, reject) => {
    const id = idOf(key);
    const waiting = queue.get(id) ?? queue.set(id, { key, answers: [], failures: [] }).get(id)!;
    waiting.answers.push(resolve);
    waiting.failures.push(reject);
    if (!flushing) {
      flushing = true;
      setImmediate(flush);
    }
  });
}

function flush() {
  flushing = false;
  for (const [consistent, queue] of [[true, queues.consistent], [false, queues.eventual]] as const) {
    if (!queue.size) continue;
    const batch = [...queue.values()];
    queue.clear();
    void read(batch, consistent);
  }
}

async function read(batch: Waiting[], consistent: boolean) {
  try {
    const found = new Map<string, Key>();
    if (batch.length === 1) {
      const result = await db().send(new GetCommand({ TableName: tableName(), Key: batch[0].key, ConsistentRead: consistent || undefined }));
      if (result.Item) found.set(idOf(batch[0].key), result.Item);
    } else {
      for (const item of await getItems(batch.map((waiting) => waiting.key), { consistent, inFlight: 4 })) found.set(idOf(item), item);
    }
    // each caller gets its own copy: one may change what it was given
    for (const waiting of batch) {
      const item = found.get(idOf(waiting.key));
      for (const answer of waiting.answers) answer(item && { ...item });
    }
  } catch (error) {
    for (const waiting of batch) for (const failure of waiting.failures) failure(error);
  }
}
