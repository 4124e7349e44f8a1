/**
 * Runs `work` on every item with at most `concurrency` calls in flight, and answers the results in
 * the items' order. The first failure rejects the whole once the calls in flight have ended; use
 * `settled` for the outcome of each item instead.
 */
export async function inParallel<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const outcomes = await Promise.allSettled(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}

/** Like `inParallel`, but every item is worked on and each answers its own outcome. */
export const settled = <T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<PromiseSettledResult<R>[]> =>
  inParallel(items, concurrency, (item, index) => work(item, index).then(
    (value): PromiseSettledResult<R> => ({ status: 'fulfilled', value }),
    (reason): PromiseSettledResult<R> => ({ status: 'rejected', reason }),
  ));
