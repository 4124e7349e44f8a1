import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printTable } from './stats.ts';

/** `npm run seed` end to end (process start, generation, writes to an on-disk store) per size. */
export function benchSeed(sizes: number[]) {
  const rows: (string | number)[][] = [];
  for (const contacts of sizes) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-seed-'));
    const started = performance.now();
    const run = spawnSync('node_modules/.bin/tsx', ['infra/local/seed-cli.ts', '--contacts', String(contacts), '--seed', '42'], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    const seconds = (performance.now() - started) / 1000;
    rmSync(dataDir, { recursive: true, force: true });
    if (run.status !== 0) throw new Error(`seed of ${contacts} failed: ${run.stderr}`);
    const items = Number(run.stdout.match(/\(([\d,]+) items\)/)?.[1].replace(/,/g, ''));
    rows.push([contacts.toLocaleString('en'), items.toLocaleString('en'), `${seconds.toFixed(1)} s`, Math.round(items / seconds).toLocaleString('en')]);
  }
  printTable('npm run seed (whole command, on-disk store)', ['contacts', 'items', 'wall time', 'items/s'], rows);
}
