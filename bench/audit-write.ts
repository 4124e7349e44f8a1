import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entityStore, type Stored } from '../functions/data/entity-store.ts';
import { startRuntime } from '../infra/local/runtime.ts';
import { bySystem } from '../functions/domain/audit/trail.ts';
import { ms, paired, percentile, printTable } from './stats.ts';

/**
 * The audit trail's cost (docs/audit.md, "Cost"): a catalogue write with its entry (one
 * transaction: the record and the entry) beside the same write to a type without a trail,
 * alternately, in process against the store. Goal: the audited write at most 1.2 x the plain one.
 */
interface BenchRecord {
  name: string;
  description: string;
  status: number;
  tags: number[];
}

const audited = entityStore<BenchRecord>('bench-audited', { audit: {} });
const plain = entityStore<BenchRecord>('bench-plain');
const by = bySystem('bench', 'update');
const record = (n: number): BenchRecord => ({ name: `Bench record ${n}`, description: `A description of a few hundred characters, as a catalogue record has. `.repeat(5), status: n % 3, tags: [1, 2, n % 7] });

export async function benchAuditWrite(runs: number) {
  const stores = [audited, plain] as const;
  const current: [Stored<BenchRecord>, Stored<BenchRecord>] = [await audited.create(record(0), { ...by, action: 'create' }), await plain.create(record(0), 0)];
  let n = 0;
  const update = (index: 0 | 1) => async () => {
    current[index] = await stores[index].update(current[index], { name: `Bench record ${++n}`, status: n % 3 }, index === 0 ? by : 0);
  };
  const create = (index: 0 | 1) => () => (index === 0 ? audited.create(record(++n), { ...by, action: 'create' }) : plain.create(record(++n), 0));
  const rows: (string | number)[][] = [];
  for (const [label, write] of [
    ['update (conditional on the version read)', update],
    ['create', create],
  ] as const) {
    await paired(10, write(0), write(1)); // warm
    const [withEntry, without] = await paired(runs, write(0), write(1));
    const [a, b] = [percentile(withEntry, 50), percentile(without, 50)];
    rows.push([label, runs, ms(a), ms(percentile(withEntry, 95)), ms(b), ms(percentile(without, 95)), (a / b).toFixed(2)]);
  }
  printTable('A catalogue write with its audit entry beside the same write without (data layer, in process; goal <= 1.2 x)', ['write', 'runs', 'with entry p50', 'p95', 'without p50', 'p95', 'ratio p50'], rows);
}

/** `npm run bench:audit [-- --runs 300]`: this benchmark alone, on its own on-disk store. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 300;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-audit-'));
  const runtime = await startRuntime({ dataDir });
  try {
    await benchAuditWrite(runs);
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
