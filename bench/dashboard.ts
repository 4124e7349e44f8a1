import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { now } from '../functions/data/clock.ts';
import { putMany } from '../functions/data/entity-store.ts';
import { itemsSendingBetween, toStoreItems, type StoredItem } from '../functions/data/item-store.ts';
import { addDays, civilDateAt, endOfDay, startOfDay } from '../shared/amsterdam-time.ts';
import { ITEM_STATUS } from '../shared/event-message-workflows.ts';
import { STATUS } from '../shared/status.ts';
import { Client } from '../test/support/api.ts';
import { startRuntime } from '../infra/local/runtime.ts';
import { ensureDemoData } from '../infra/local/demo-data.ts';
import { messagingWorld } from '../test/support/messaging.ts';
import { activeEmail, attachWorkflows, createMessage, createWorkflow, createWorkflowSet, eventRecord, importBatch, scheduledTrigger } from '../test/support/test-data/index.ts';
import { ms, percentile, printTable, timeMany } from './stats.ts';

/**
 * The dashboard over `items` event message workflow items spread over two years of send dates, and
 * attaching a set of 10 workflows to an event, next to their floors on the same store: the raw
 * time-index Query of the window (what the dashboard cannot avoid reading), and one BatchWrite of
 * the 30 records 10 attached items are.
 */
const DAY = 86_400;
const STATUSES = [ITEM_STATUS.active, ITEM_STATUS.active, ITEM_STATUS.active, ITEM_STATUS.completed, ITEM_STATUS.inactive, ITEM_STATUS.error, ITEM_STATUS.outOfDate];

/** The items' records alone (no claims or pointers), 25 to a BatchWrite, four in flight. */
const writeItems = (items: StoredItem[]) => putMany(items.map((item) => toStoreItems(item)[0]), { concurrency: 4 });

export async function benchDashboard(admin: Client, staff: Client, options: { items: number; runs: number }) {
  const world = await messagingWorld(admin, staff);
  const message = await createMessage(staff, { ...activeEmail(world), name: 'Dashboard bench message' });
  const workflows: { id: number; triggerPrototype: StoredItem['trigger'] }[] = [];
  for (let i = 0; i < 10; i++) {
    const workflow = await createWorkflow(staff, { name: `Bench reminder ${i + 1}`, status: STATUS.active, messageId: message.id, triggerPrototype: scheduledTrigger({ interval: i + 1 }) });
    // an Active workflow's trigger is complete, as an item's is
    workflows.push({ id: workflow.id, triggerPrototype: workflow.triggerPrototype as StoredItem['trigger'] });
  }
  const set = await createWorkflowSet(staff, { name: 'Bench set of 10', status: STATUS.active, messageWorkflows: workflows.map((w) => w.id) });

  const at = now();
  const start = performance.now();
  const items: StoredItem[] = Array.from({ length: options.items }, (_, i) => ({
    id: 50_000_000 + i,
    eventId: 90_000 + (i % 500),
    messageWorkflowId: workflows[i % 10].id,
    status: STATUSES[i % STATUSES.length],
    note: null,
    trigger: workflows[i % 10].triggerPrototype,
    scheduledTime: at - 365 * DAY + Math.floor((i * 730 * DAY) / options.items),
    createdAt: at,
    updatedAt: at,
    createdBy: 1,
    updatedBy: 1,
    version: 1,
  }));
  await writeItems(items);
  const fillSeconds = (performance.now() - start) / 1000;

  const today = civilDateAt(at);
  const range = { start: startOfDay(today), end: endOfDay(addDays(today, 30)) };
  const window = `filter[dateRange.start]=${range.start}&filter[dateRange.end]=${range.end}`;
  const inWindow = (await itemsSendingBetween(range.start, range.end, ['status'])).length;
  const request = (path: string) => async () => {
    const answer = await staff.get(path);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  };
  const floor = () => itemsSendingBetween(range.start, range.end);
  const scenarios: [string, () => Promise<unknown>][] = [
    ['floor: raw time-index Query of the window', floor],
    ['dashboard page 1 (50 rows, by send date)', request(`/v1/event-message-workflow-composites?page[number]=1&page[size]=50&sort=sendDate&${window}`)],
    ['dashboard filtered (status Error, workflow name)', request(`/v1/event-message-workflow-composites?page[size]=50&filter[status]=5&filter[workflowName]=reminder%201&${window}`)],
    ['count of each status', request(`/v1/event-message-workflow-composites/count-of-each-status?${window}`)],
  ];
  const results = [];
  for (const [name, work] of scenarios) {
    await timeMany(2, work);
    results.push([name, await timeMany(options.runs, work)] as const);
  }
  const floorP95 = percentile(results[0][1], 95);
  printTable(
    `Dashboard over ${options.items.toLocaleString('en')} items (${inWindow.toLocaleString('en')} in the 30-day window; filled in ${fillSeconds.toFixed(1)} s)`,
    ['request', 'p50', 'p95', 'p95 / floor'],
    results.map(([name, samples]) => [name, ms(percentile(samples, 50)), ms(percentile(samples, 95)), (percentile(samples, 95) / floorP95).toFixed(2)]),
  );

  // attaching the set of 10 to a fresh event each time (the event's deadline 1 is 40 days ahead)
  const events = Array.from({ length: options.runs }, (_, i) => eventRecord(80_000 + i, { deadlines: { '1': at + 40 * DAY } }));
  await importBatch(admin, events);
  let nextEvent = 0;
  const attachSet = async () => {
    const attached = await attachWorkflows(staff, [{ eventId: events[nextEvent++].id, messageWorkflowSetId: set.id }]);
    if (attached.length !== 10) throw new Error(`attach made ${attached.length} items, not 10`);
  };
  let floorId = 60_000_000;
  const batchFloor = () => writeItems(Array.from({ length: 10 }, () => ({ ...items[0], id: floorId++, scheduledTime: at + 39 * DAY })));
  const attachSamples = await timeMany(options.runs, attachSet);
  const batchSamples = await timeMany(options.runs, batchFloor);
  printTable('Attaching a set of 10 workflows to an event (resolved times, schedules, counts)', ['request', 'p50', 'p95', 'p95 / floor'], [
    ['floor: one BatchWrite of 10 items', ms(percentile(batchSamples, 50)), ms(percentile(batchSamples, 95)), '1.00'],
    ['POST /v1/event-message-workflows (a set of 10)', ms(percentile(attachSamples, 50)), ms(percentile(attachSamples, 95)), (percentile(attachSamples, 95) / percentile(batchSamples, 95)).toFixed(2)],
  ]);
}

/** `npm run bench:dashboard -- --items 100000`: the dashboard benchmark alone, on its own on-disk store. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { items: { type: 'string', default: '100000' } } });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
  const runtime = await startRuntime({ dataDir, prepare: async () => void (await ensureDemoData({ admin: 'admin', staff: 'staff' })) });
  try {
    const signIn = async (username: string) => new Client(runtime.url, (await new Client(runtime.url).post('/v1/login', { username, password: username })).body.data.accessToken);
    await benchDashboard(await signIn('admin'), await signIn('staff'), { items: Number(values.items), runs: 30 });
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
