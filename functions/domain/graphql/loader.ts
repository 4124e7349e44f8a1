/**
 * A tiny DataLoader: `load(key)` calls made while a GraphQL level resolves are collected and
 * answered by one batch call once the current burst of work is done (setImmediate runs after
 * every pending promise job). Results are cached for the loader's life: one loader per request.
 */
export type BatchFunction<K, V> = (keys: K[]) => Promise<Map<K, V>>;

export interface Loader<K, V> {
  load(key: K): Promise<V | undefined>;
  loadMany(keys: readonly K[]): Promise<(V | undefined)[]>;
  /** How many batch calls were made, for tests. */
  readonly batches: number;
}

export function createLoader<K, V>(batch: BatchFunction<K, V>, options: { maxBatchSize?: number } = {}): Loader<K, V> {
  const maxBatchSize = options.maxBatchSize ?? Infinity;
  const cache = new Map<K, Promise<V | undefined>>();
  let queue: { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[] = [];
  let batches = 0;

  const dispatch = () => {
    const pending = queue;
    queue = [];
    for (let start = 0; start < pending.length; start += maxBatchSize) {
      const slice = pending.slice(start, start + maxBatchSize);
      batches++;
      batch(slice.map((entry) => entry.key)).then(
        (found) => slice.forEach((entry) => entry.resolve(found.get(entry.key))),
        (error) => slice.forEach((entry) => entry.reject(error)),
      );
    }
  };

  const load = (key: K): Promise<V | undefined> => {
    let promise = cache.get(key);
    if (!promise) {
      promise = new Promise<V | undefined>((resolve, reject) => {
        if (!queue.length) setImmediate(dispatch);
        queue.push({ key, resolve, reject });
      });
      cache.set(key, promise);
    }
    return promise;
  };

  return {
    load,
    loadMany: (keys) => Promise.all(keys.map(load)),
    get batches() {
      return batches;
    },
  };
}
