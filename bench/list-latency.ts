import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../functions/data/client.ts';
import { putMany, queryAll, type EntityStore } from '../functions/data/entity-store.ts';
import { bumpRevision, readRevision } from '../functions/data/partition-cache.ts';
import { users } from '../functions/users/users.ts';
import type { Client } from '../test/support/api.ts';
import { ms, percentile, printTable, timeMany } from './stats.ts';

/**
 * List latency over HTTP for a resource of `count` records, next to the raw store calls the same
 * request makes. Warm: the partition copy is current (session, user and revision reads). After a
 * write: another writer just changed the type, so the request also re-reads the partition.
 */
export interface ListBench<T extends object> {
  title: string;
  store: EntityStore<T>;
  count: number;
  record: (i: number) => T;
  scenarios: [name: string, path: string][];
}

export async function benchList<T extends object>(client: Client, bench: ListBench<T>, runs: number) {
  const start = performance.now();
  const at = Math.floor(Date.now() / 1000);
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

  const userId = (await users.list())[0].id;
  const rawWarm = async () => {
    await db().send(new GetCommand({ TableName: tableName(), Key: { pk: 'session#bench', sk: 'session' } }));
    await users.get(userId);
    await readRevision(bench.store.type);
  };
  const rawCold = async () => {
    await rawWarm();
    await queryAll(bench.store.type);
  };
  await timeMany(3, rawCold);
  const raw = { warm: percentile(await timeMany(runs, rawWarm), 50), cold: percentile(await timeMany(runs, rawCold), 50) };

  const rows: (string | number)[][] = [];
  for (const [name, path] of bench.scenarios) {
    const request = async () => {
      const answer = await client.get(path);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
    };
    await timeMany(3, request);
    const warm = await timeMany(runs, request);
    const cold: number[] = [];
    for (let i = 0; i < Math.max(10, runs / 5); i++) {
      await bumpRevision(bench.store.type); // another writer changed a record
      cold.push(...(await timeMany(1, request)));
    }
    rows.push([`${name}, warm`, ms(percentile(warm, 50)), ms(percentile(warm, 95)), ms(raw.warm), (percentile(warm, 50) / raw.warm).toFixed(2)]);
    rows.push([`${name}, after a write`, ms(percentile(cold, 50)), ms(percentile(cold, 95)), ms(raw.cold), (percentile(cold, 50) / raw.cold).toFixed(2)]);
  }
  printTable(
    `${bench.title} list over HTTP, ${bench.count.toLocaleString('en')} records (filled in ${fillSeconds.toFixed(1)} s)`,
    ['request', 'p50', 'p95', 'raw store p50', 'ratio'],
    rows,
  );
}
