import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { now } from '../functions/data/clock.ts';
import { putMany } from '../functions/data/batch-write.ts';
import { contactSk } from '../functions/data/deliveries.ts';
import { cellsBetween } from '../functions/data/report-cells.ts';
import { cellSuffix, ENGAGEMENT_SETS, pushBatch, statusCells, type BatchReport } from '../functions/data/report-ledger.ts';
import { DELIVERY, DELIVERY_BATCH } from '../functions/data/stored-types.ts';
import { cut } from '../functions/data/delivery-batches.ts';
import { inParallel } from '../shared/in-parallel.ts';
import { civilDateAt, formatDate, startOfDay, endOfDay, addDays } from '../shared/amsterdam-time.ts';
import { addCounts, noReportCounts, type Engagement } from '../shared/reports.ts';
import { noCounts } from '../shared/sending.ts';
import { authorizationHeader } from '../shared/auth.ts';
import { Client } from '../test/support/api.ts';
import { startRuntime } from '../infra/local/runtime.ts';
import { ensureDemoData } from '../infra/local/demo-data.ts';
import { seedWorld } from '../infra/local/world/seed-world.ts';
import { ms, percentile, printTable } from './stats.ts';

/**
 * Reports (docs/reports.md, "Cost"): a 90-day report over every event, its p95 at 20,000 and at
 * 400,000 deliveries (the same days, events and workflows: the audiences are 20 times larger),
 * next to the floor (the raw key-range reads of the report cells), and the CSV export of 100,000
 * deliveries: rows a second, and the heap of this process (which serves the request) before,
 * at its highest during, and after the export.
 *
 * Seeding: 400,000 deliveries through the send pipeline take far too long on this machine (the
 * local send runs at some hundreds of emails a second), so the bench writes what the pipeline
 * leaves behind through the data layer: the batch records with their ledgers (statuses per cell
 * as a recount sets them, the SES events as recorded), then pushes each batch to the report
 * cells with the product's own push (report-ledger.ts). The report reads only those cells. The
 * export's 100,000 deliveries are written as sent deliveries (BatchWrite), with their batches,
 * for 10,000 contacts of the seeded directory (ten items each sent to all of them).
 */
const DAY = 86_400;
const LANGUAGES = [1, 2, 3, 4];
const ITEMS_A_DAY = 10;
const EVENTS = 40;

interface Scenario {
  /** The first day of its 90 days (unix seconds, a time in it). */
  from: number;
  deliveries: number;
  /** Item ids start here (each scenario its own). */
  firstItem: number;
  /** Write the delivery items too (the export reads them); else the ledgers alone. */
  withDeliveries?: boolean;
  days?: number;
  itemsADay?: number;
  /** Contact ids of the deliveries cycle through 1..contacts. */
  contacts?: number;
}

/**
 * What share of the deliveries ends how, and what SES and the directory said of them. The first
 * delivery of every item fails (not rendered: no language), so every item has the same groups
 * (its four languages and 'not rendered') whatever its size: the two scenarios differ in
 * deliveries alone.
 */
function outcomeOf(n: number, first: boolean): { status: 'sent' | 'failed' | 'suppressed' | 'skipped'; engagements: Engagement[] } {
  const r = (n * 2_654_435_761) % 1000;
  if (first || r < 15) return { status: 'failed', engagements: [] };
  if (r < 25) return { status: 'suppressed', engagements: [] };
  if (r < 30) return { status: 'skipped', engagements: [] };
  const engagements: Engagement[] = r < 45 ? ['bounced'] : r < 48 ? ['delivered', 'complained'] : ['delivered'];
  if (r > 500) engagements.push('opened');
  if (r > 850) engagements.push('clicked');
  if (r > 960) engagements.push('participationChanged');
  return { status: 'sent', engagements };
}

/** Seeds a scenario: `days` days of `itemsADay` items each, the deliveries shared out among them; answers the report's expected total. */
async function seed(scenario: Scenario): Promise<number> {
  const days = scenario.days ?? 90;
  const itemsADay = scenario.itemsADay ?? ITEMS_A_DAY;
  const items = days * itemsADay;
  const perItem = Math.ceil(scenario.deliveries / items);
  const at = now();
  let written = 0;
  let serial = 0;
  const batchesToPush: { owner: string; batch: number }[] = [];
  const records: Record<string, unknown>[] = [];
  const deliveries: Record<string, unknown>[] = [];
  const flush = async (force = false) => {
    if (deliveries.length >= 5000 || (force && deliveries.length)) await putMany(deliveries.splice(0), { concurrency: 4 });
    if (records.length >= 500 || (force && records.length)) await putMany(records.splice(0), { concurrency: 4 });
  };
  for (let i = 0; i < items && written < scenario.deliveries; i++) {
    const itemId = scenario.firstItem + i;
    const owner = String(itemId);
    const day = formatDate(civilDateAt(scenario.from + Math.floor(i / itemsADay) * DAY));
    const report: BatchReport = { day, eventId: 1 + (i % EVENTS), workflowId: 1 + (i % 12), messageId: 1 + (i % 6), channel: i % 5 === 4 ? 'sms' : 'email' };
    const count = Math.min(perItem, scenario.deliveries - written);
    const contactIds = Array.from({ length: count }, (_, c) => 1 + ((c + i * 7) % (scenario.contacts ?? 1_000_000)));
    const unique = [...new Set(contactIds)].sort((a, b) => a - b);
    written += unique.length;
    for (const [batch, ids] of cut(unique).entries()) {
      const shaped = ids.map((contactId, index) => {
        const outcome = outcomeOf(++serial, batch === 0 && index === 0);
        const languageId = LANGUAGES[contactId % LANGUAGES.length];
        const delivery = {
          owner,
          contactId,
          kind: 'contact',
          status: outcome.status,
          channel: report.channel,
          languageId: outcome.status === 'failed' ? undefined : languageId,
          batch,
          to: report.channel === 'sms' ? `+3160${String(contactId).padStart(7, '0')}` : `contact${contactId}@example.com`,
          ...(outcome.status === 'sent' ? { providerMessageId: `bench-${owner}-${contactId}`, sentAt: at - DAY } : {}),
          ...(outcome.status === 'failed' ? { reason: 'The recipient query gave no values for master contact.' } : outcome.status === 'suppressed' ? { reason: 'Bounced (Permanent, General) on 2026-06-14 09:00:01' } : {}),
          createdAt: at,
          updatedAt: at,
        };
        return { delivery, engagements: report.channel === 'sms' ? [] : outcome.engagements };
      });
      if (scenario.withDeliveries) for (const { delivery } of shaped) deliveries.push({ ...DELIVERY.keyAt({ owner }, contactSk(delivery.contactId)), ...delivery });
      // the ledger as the recount and the ses-events job leave it
      const counts = noCounts();
      for (const { delivery } of shaped) {
        counts.total++;
        counts[delivery.status as keyof typeof counts]++;
      }
      const events: Record<string, unknown> = {};
      for (const { delivery, engagements } of shaped) {
        for (const engagement of engagements) {
          const counter = `ev:${engagement}:${cellSuffix(delivery.channel, delivery.languageId ?? 0)}`;
          events[counter] = Number(events[counter] ?? 0) + 1;
          const set = ENGAGEMENT_SETS[engagement];
          ((events[set] ??= new Set<string>()) as Set<string>).add(contactSk(delivery.contactId));
        }
      }
      records.push({
        ...DELIVERY_BATCH.key({ owner, batch }),
        owner,
        batch,
        contactIds: ids,
        counts,
        firstFailure: null,
        report,
        cells: statusCells(shaped.map((s) => s.delivery), report.channel),
        pushSeq: 0,
        ...events,
      });
      batchesToPush.push({ owner, batch });
    }
    await flush();
  }
  await flush(true);
  await inParallel(batchesToPush, 4, ({ owner, batch }) => pushBatch(owner, batch));
  return written;
}

/** Seeds one day of `deliveries` as the export's, for profiling; answers its day. */
export async function benchSeedForProfile(deliveries: number): Promise<string> {
  const from = now() - 330 * DAY;
  await seed({ from, deliveries, firstItem: 72_000_000, withDeliveries: true, days: 1, itemsADay: 3, contacts: 10_000 });
  return formatDate(civilDateAt(from));
}

/** Reads a streamed answer to its end without keeping it: bytes and lines. */
async function drain(response: Response): Promise<{ bytes: number; lines: number; chunks: number }> {
  const reader = response.body!.getReader();
  let bytes = 0;
  let lines = 0;
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes, lines, chunks };
    chunks++;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines++;
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function benchReports(url: string, staff: Client, options: { runs: number; small: number; large: number; exported: number }) {
  const today = now();
  const windows = {
    small: { from: today - 300 * DAY, deliveries: options.small, firstItem: 70_000_000 },
    large: { from: today - 89 * DAY, deliveries: options.large, firstItem: 71_000_000 },
  };
  const seeded: Record<string, { seconds: number; deliveries: number; cells: number; items: number }> = {};
  for (const [name, scenario] of Object.entries(windows)) {
    const start = performance.now();
    const deliveries = await seed(scenario);
    const cells = await cellsBetween(formatDate(civilDateAt(scenario.from)), formatDate(addDays(civilDateAt(scenario.from), 89)));
    const total = cells.reduce((sum, cell) => addCounts(sum, cell.counts), noReportCounts()).total;
    if (total !== deliveries) throw new Error(`the ${name} scenario's cells count ${total} deliveries, not ${deliveries}`);
    const items = new Set(cells.map((cell) => `${cell.day}#${cell.eventId}#${cell.workflowId}#${cell.messageId}#${cell.channel}`)).size;
    seeded[name] = { seconds: (performance.now() - start) / 1000, deliveries, cells: cells.length, items };
  }

  // the two scenarios timed in turn, run by run, so that the load of this shared machine weighs on both alike
  const requests = Object.fromEntries(
    Object.entries(windows).map(([name, scenario]) => {
      const from = startOfDay(civilDateAt(scenario.from));
      const to = endOfDay(addDays(civilDateAt(scenario.from), 89));
      const path = `/v1/reports/deliveries?filter[sentAt:from]=${from}&filter[sentAt:to]=${to}`;
      const report = (groupBy = '') => async () => {
        const answer = await staff.get(`${path}${groupBy}`);
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
        if (answer.body.data.totals.total !== seeded[name].deliveries) throw new Error(`${path} counted ${answer.body.data.totals.total}`);
      };
      const floor = () => cellsBetween(formatDate(civilDateAt(scenario.from)), formatDate(addDays(civilDateAt(scenario.from), 89)));
      return [name, [['floor: the key-range reads of the cells', floor], ['GET /v1/reports/deliveries (90 days, every event)', report()], ['the same, groupBy=event', report('&groupBy=event')], ['the same, groupBy=day', report('&groupBy=day')]] as const];
    }),
  );
  const samples: Record<string, number[]> = {};
  /** CPU of the whole process (the request's thread, the store's, the client's) per request: what the load of the machine does not change. */
  const cpu: Record<string, number> = {};
  for (let run = -3; run < options.runs; run++)
    for (const name of Object.keys(windows))
      for (const [label, work] of requests[name]) {
        const used = process.cpuUsage();
        const start = performance.now();
        await work();
        const spent = process.cpuUsage(used);
        if (run < 0) continue;
        (samples[`${name} ${label}`] ??= []).push(performance.now() - start);
        cpu[`${name} ${label}`] = (cpu[`${name} ${label}`] ?? 0) + (spent.user + spent.system) / 1000 / options.runs;
      }
  const rows: (string | number)[][] = [];
  const p95s: Record<string, number> = {};
  for (const name of Object.keys(windows))
    for (const [label] of requests[name]) {
      const taken = samples[`${name} ${label}`];
      p95s[`${name} ${label}`] = percentile(taken, 95);
      rows.push([`${seeded[name].deliveries.toLocaleString('en')} deliveries (${seeded[name].cells.toLocaleString('en')} groups in ${seeded[name].items.toLocaleString('en')} cells)`, label, ms(percentile(taken, 50)), ms(percentile(taken, 95)), ms(cpu[`${name} ${label}`])]);
    }
  printTable(
    `A 90-day report over every event (seeded in ${seeded.small.seconds.toFixed(0)} s and ${seeded.large.seconds.toFixed(0)} s through the data layer)`,
    ['deliveries', 'request', 'p50', 'p95', 'CPU a request (all threads)'],
    rows,
  );
  const label = 'GET /v1/reports/deliveries (90 days, every event)';
  const [small, large] = [p95s[`small ${label}`], p95s[`large ${label}`]];
  const floorLabel = 'floor: the key-range reads of the cells';
  printTable(`Report goals (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`, ['figure', 'measured', 'goal'], [
    [`p95 at ${options.large.toLocaleString('en')} deliveries`, ms(large), '<= 300 ms'],
    [`p95 at ${options.large.toLocaleString('en')} / at ${options.small.toLocaleString('en')}`, `${(large / small).toFixed(2)}x`, '<= 1.3x'],
    [`p95 / its floor at ${options.large.toLocaleString('en')}`, `${(large / p95s[`large ${floorLabel}`]).toFixed(2)}x`, ''],
    [`CPU a request at ${options.large.toLocaleString('en')} / at ${options.small.toLocaleString('en')}`, `${(cpu[`large ${label}`] / cpu[`small ${label}`]).toFixed(2)}x`, ''],
  ]);

  // the export: 100,000 deliveries behind one figure, streamed
  const exportFrom = today - 330 * DAY;
  const start = performance.now();
  const exported = await seed({ from: exportFrom, deliveries: options.exported, firstItem: 72_000_000, withDeliveries: true, days: 1, itemsADay: 10, contacts: 10_000 });
  const seedSeconds = (performance.now() - start) / 1000;
  const day = `filter[sentAt:from]=${startOfDay(civilDateAt(exportFrom))}&filter[sentAt:to]=${endOfDay(civilDateAt(exportFrom))}`;
  const heap = () => process.memoryUsage().heapUsed;
  /** One export, read to its end without keeping it: time, CPU of the whole process, and the heap it held. */
  async function measure(query: string, expected: number) {
    global.gc?.();
    const before = heap();
    let highest = before;
    let retained = before;
    // the heap at its highest, and what is still held after a collection every half second (run with --expose-gc)
    const watch = setInterval(() => (highest = Math.max(highest, heap())), 20);
    const collect = setInterval(() => {
      highest = Math.max(highest, heap());
      global.gc?.();
      retained = Math.max(retained, heap());
    }, 500);
    const cpu = process.cpuUsage();
    const began = performance.now();
    const response = await fetch(`${url}/v1/deliveries.csv?${query}`, { headers: { authorization: authorizationHeader(staff.token!) } });
    const body = await drain(response);
    const seconds = (performance.now() - began) / 1000;
    const used = process.cpuUsage(cpu);
    clearInterval(watch);
    clearInterval(collect);
    global.gc?.();
    const rows = body.lines - 1;
    if (rows !== expected) throw new Error(`the export wrote ${rows} rows, not ${expected}`);
    return { rows, seconds, body, cpu: (used.user + used.system) / 1e6, before, highest, retained, after: heap() };
  }
  const tenth = await measure(`${day}&filter[messageWorkflowId]=1`, exported / 10);
  const whole = await measure(day, exported);
  const column = (m: typeof whole) => [
    Math.round(m.rows / m.seconds).toLocaleString('en'),
    `${m.seconds.toFixed(2)} s`,
    `${mb(m.body.bytes)} in ${m.body.chunks.toLocaleString('en')} chunks`,
    `${m.cpu.toFixed(2)} s (${((m.cpu * 1000) / (m.rows / 1000)).toFixed(0)} ms per 1,000 rows)`,
    `${mb(m.before)} / ${mb(m.highest)} / ${mb(m.after)}`,
    `+${mb(m.retained - m.before)}`,
  ];
  const [a, b] = [column(tenth), column(whole)];
  printTable(
    `CSV export, GET /v1/deliveries.csv (seeded in ${seedSeconds.toFixed(0)} s; load average ${loadavg()[0].toFixed(1)})`,
    ['figure', `${tenth.rows.toLocaleString('en')} rows (one item)`, `${whole.rows.toLocaleString('en')} rows`, 'goal'],
    [
      ['rows a second', a[0], b[0], '>= 20,000'],
      ['time', a[1], b[1], ''],
      ['body', a[2], b[2], ''],
      ['CPU of the process (server, store, client)', a[3], b[3], ''],
      ['heap before / highest seen / after', a[4], b[4], ''],
      ['heap held at its highest (after a collection every 0.5 s)', a[5], b[5], 'flat: the same at 10x the rows, far below the body'],
    ],
  );
}

/** `npm run bench:reports`: the reports benchmark alone, on its own on-disk store. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { small: { type: 'string', default: '20000' }, large: { type: 'string', default: '400000' }, exported: { type: 'string', default: '100000' }, runs: { type: 'string', default: '30' } } });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const runtime = await startRuntime({ dataDir, prepare: async () => void (await ensureDemoData({ admin: 'admin', staff: 'staff' })) });
  try {
    const staff = new Client(runtime.url, (await new Client(runtime.url).post('/v1/login', { username: 'staff', password: 'staff' })).body.data.accessToken);
    // the export names its contacts: a directory of 10,000
    await seedWorld({ contacts: 10_000, seed: 42 });
    await benchReports(runtime.url, staff, { runs: Number(values.runs), small: Number(values.small), large: Number(values.large), exported: Number(values.exported) });
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
