/** Small helpers for benchmarks: timing, percentiles and a printed table. */
export async function timeMany(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Runs `work` and `floor` alternately, so that both see the same machine. */
export async function paired(runs: number, work: () => Promise<unknown>, floor: () => Promise<unknown>): Promise<[number[], number[]]> {
  const [a, b] = [[], []] as [number[], number[]];
  for (let i = 0; i < runs; i++) {
    a.push(...(await timeMany(1, work)));
    b.push(...(await timeMany(1, floor)));
  }
  return [a, b];
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function printTable(title: string, header: string[], rows: (string | number)[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n### ${title}\n`);
  console.log(line(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
}
