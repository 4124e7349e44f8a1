import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messagingWorld } from '../support/messaging.ts';
import { activeEmail, attachWorkflows, createMessage, createWorkflow, eventRecord, importBatch } from '../support/test-data/index.ts';
import { killHard, signInAdmin, startProduct, stopProduct, type ProductProcess } from '../support/product-process.ts';
import type { Client } from '../support/api.ts';
import { waitFor } from '../support/wait-for.ts';
import { addDays, civilDateAt, endOfDay, startOfDay } from '../../shared/amsterdam-time.ts';
import { STATUS_COUNTS } from '../../shared/event-message-workflows.ts';
import { STATUS } from '../../shared/status.ts';

/**
 * docs/decisions/030-dashboard-cost-follows-the-page.md, "A writer that dies": the product is killed
 * (kill -9) while staff switch items on and off and an import moves them to other days, each write
 * one transaction with its counters and audit entry, and started again on the same data. The
 * counts (the day counters) must then equal what the items say, per status and per day, with no
 * move left to complete. Three rounds, each killed at a moment nobody chose.
 */
const DAY = 86_400;
const EVENTS = [9_100_001, 9_100_002];
const WORKFLOWS = 12;
const FIRST_DAY = civilDateAt(Math.floor(Date.now() / 1000) + 800 * DAY);
const RANGE = { start: startOfDay(FIRST_DAY), end: endOfDay(addDays(FIRST_DAY, 30)) };
/** The deadlines the import switches between: the items send two days before, on one of two days. */
const DEADLINES = [RANGE.start + 10 * DAY + 12 * 3600, RANGE.start + 20 * DAY + 12 * 3600];

const dataDir = mkdtempSync(join(tmpdir(), 'item-counts-crash-'));
let product: ProductProcess | undefined;
afterAll(async () => {
  if (product) await stopProduct(product);
  rmSync(dataDir, { recursive: true, force: true });
});

const range = (from: number, to: number) => `filter[dateRange.start]=${from}&filter[dateRange.end]=${to}`;

/**
 * The counts (the counters) and the items' own statuses, for a range. The items are read from their
 * events' partitions (the `byEvent` plan reads the table itself): the embedded store writes an
 * item's index entries before the item, not atomically with it, so a kill -9 inside the store's
 * own write can leave an index ahead of the item (DynamoDB maintains its indexes from the written
 * item and cannot). What this test proves is that the counters follow the items.
 */
const OF_THE_EVENTS = `filter[eventId:in]=${EVENTS.join(',')}`;
async function countsAndItems(client: Client, from: number, to: number) {
  const counts = (await client.get(`/v1/event-message-workflow-composites/count-of-each-status?${range(from, to)}`)).body.data;
  const items: Record<string, unknown> = {};
  for (const { status, key } of STATUS_COUNTS) {
    // the rows are evaluated from the items, and so is their total
    const rows = await client.get(`/v1/event-message-workflow-composites?${OF_THE_EVENTS}&filter[status]=${status}&page[size]=5&${range(from, to)}`);
    items[key] = rows.body.data.total;
  }
  // the counters by workflow (filtered by a workflow's name: its total is theirs) and by event (sorted by
  // event name: which rows a page holds follows from them), against plans that read the items
  const rowIds = async (query: string) => (await client.get(`/v1/event-message-workflow-composites?${query}&page[size]=100&${range(from, to)}`)).body.data.items.map((row: { id: number }) => row.id);
  const total = async (query: string) => (await client.get(`/v1/event-message-workflow-composites?${query}&page[size]=5&${range(from, to)}`)).body.data.total;
  for (const name of ['Crash 0', 'Crash 7']) {
    counts[name] = await total(`filter[workflowName]=${name}`);
    items[name] = await total(`${OF_THE_EVENTS}&filter[workflowName]=${name}`);
  }
  counts.byEventName = await rowIds('sort=-eventName');
  items.byEventName = await rowIds(`sort=-eventName,-id&${OF_THE_EVENTS}`);
  return { counts, items };
}

describe('kill -9 while items change status and day', () => {
  it('leaves counts that equal the items once the product runs again', async () => {
    product = await startProduct(dataDir);
    let admin = await signInAdmin(product);
    const world = await messagingWorld(admin, admin);
    const message = await createMessage(admin, activeEmail(world));
    await importBatch(admin, EVENTS.map((id) => eventRecord(id, { deadlines: { '1': DEADLINES[0] } })));
    const workflows: { id: number }[] = [];
    for (let i = 0; i < WORKFLOWS; i++) workflows.push(await createWorkflow(admin, { name: `Crash ${i}`, status: STATUS.active, messageId: message.id }));
    const items = await attachWorkflows(admin, EVENTS.flatMap((eventId) => workflows.map((w) => ({ eventId, messageWorkflowId: w.id }))));
    expect(items).toHaveLength(EVENTS.length * WORKFLOWS);

    for (let round = 1; round <= 3; round++) {
      // staff switch one event's items on and off, eight requests at a time, while imports move the other's between two days
      let stop = false;
      let [switched, imported] = [0, 0];
      const switching = (async () => {
        for (let n = 0; !stop; n++)
          await Promise.allSettled(
            Array.from({ length: 8 }, async (_, r) => {
              const some = items.filter((item, i) => item.eventId === EVENTS[1] && (i + n + r) % 3 === 0);
              const answer = await admin.post('/v1/event-message-workflows', { eventMessageWorkflows: some.map((item, i) => ({ eventId: item.eventId, id: item.id, status: (n + r + i) % 2 })) });
              if (answer.status === 200) switched++;
            }),
          );
      })();
      const moving = (async () => {
        for (let n = 1; !stop; n++) {
          const answer = await admin.post('/v1/directory/import', [eventRecord(EVENTS[0], { deadlines: { '1': DEADLINES[n % 2] } })]).catch((error) => ({ status: String(error), body: undefined }));
          if (answer.status === 200) imported++;
        }
      })();
      // once both are under way, at a moment nobody chose
      await waitFor('a switch and an import to be answered', () => switched > 0 && imported > 0, { timeoutMs: 120_000 });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3000));
      await killHard(product);
      stop = true;
      await Promise.allSettled([switching, moving]);

      product = await startProduct(dataDir);
      admin = await signInAdmin(product);
      const completed = product.printed.filter((line) => /^Completed \d+ item count move/.test(line));
      console.log(`round ${round}: ${switched} switches and ${imported} imports answered before the kill; at the start-up: ${completed.join(' ') || 'no move to complete'}`);
      // an item write and its counters are one transaction: a kill leaves no move half done
      expect(completed).toEqual([]);

      const whole = await countsAndItems(admin, RANGE.start, RANGE.end);
      expect(whole.counts, `round ${round}: the range`).toEqual(whole.items);
      expect(STATUS_COUNTS.reduce((sum: number, { key }) => sum + Number(whole.counts[key]), 0)).toBe(items.length);
      for (const deadline of DEADLINES) {
        const day = civilDateAt(deadline - 2 * DAY);
        const one = await countsAndItems(admin, startOfDay(day), endOfDay(day));
        expect(one.counts, `round ${round}: the day ${JSON.stringify(day)}`).toEqual(one.items);
      }
    }
  }, 600_000);
});
