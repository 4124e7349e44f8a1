import { now } from '../functions/data/clock.ts';
import { query } from '../functions/data/query.ts';
import { ENTITY } from '../functions/data/stored-types.ts';
import { putMany } from '../functions/data/batch-write.ts';
import type { EntityStore, Stored } from '../functions/data/entity-store.ts';
import type { Client } from '../test/support/api.ts';
import { ms, percentile, printTable, timeMany } from './stats.ts';

/**
 * List latency over HTTP for a resource of `count` records, next to the floor: one raw Query of
 * one page (50 items) of the same partition on the same store. Warm: the partition copy is
 * current. After a write: another request just changed a record of the type, so the list brings
 * its copy forward from the change log first.
 */
export interface ListBench<T extends object> {
  title: string;
  store: EntityStore<T>;
  count: number;
  record: (i: number) => T;
  /** A change to make to a record before an "after a write" request. */
  change: (record: Stored<T>, i: number) => Partial<T>;
  scenarios: [name: string, path: string][];
}

export async function benchList<T extends object>(client: Client, bench: ListBench<T>, runs: number) {
  const start = performance.now();
  const at = now();
  const records = Array.from({ length: bench.count }, (_, i) => ({
    ...bench.record(i),
    id: 100_000 + i,
    createdAt: at - i,
    updatedAt: at - i,
    createdBy: 1,
    updatedBy: 1,
    version: 1,
  }));
  await putMany(records.map((r) => bench.store.toItem(r)), { concurrency: 4 });
  const fillSeconds = (performance.now() - start) / 1000;

  const onePage = () => query({ key: ENTITY.partition({ type: bench.store.type }), limit: 50 });
  await timeMany(5, onePage);
  const floor = await timeMany(runs, onePage);
  let writes = 0;
  const write = async () => {
    const id = 100_000 + ((writes * 7919) % bench.count);
    const current = (await bench.store.get(id))!;
    await bench.store.update(current, bench.change(current, writes++), 1);
  };

  const rows: (string | number)[][] = [];
  const row = (name: string, samples: number[]) => [name, ms(percentile(samples, 50)), ms(percentile(samples, 95)), (percentile(samples, 95) / percentile(floor, 95)).toFixed(2)];
  rows.push(['floor: raw Query of one page (50)', ms(percentile(floor, 50)), ms(percentile(floor, 95)), '1.00']);
  for (const [name, path] of bench.scenarios) {
    const request = async () => {
      const answer = await client.get(path);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
    };
    await timeMany(3, request);
    const warm = await timeMany(runs, request);
    const afterWrite: number[] = [];
    for (let i = 0; i < runs; i++) {
      await write();
      afterWrite.push(...(await timeMany(1, request)));
    }
    rows.push(row(`${name}, warm`, warm), row(`${name}, after a write`, afterWrite));
  }
  printTable(
    `${bench.title} list over HTTP, ${bench.count.toLocaleString('en')} records (filled in ${fillSeconds.toFixed(1)} s)`,
    ['request', 'p50', 'p95', 'p95 / floor p95'],
    rows,
  );
}
