import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startRuntime } from '../infra/local/runtime.ts';
import { ensureDemoData } from '../infra/local/demo-data.ts';
import { Client } from '../test/support/api.ts';
import { getItem } from '../functions/data/item-reads.ts';
import { updateItem } from '../functions/data/item-store.ts';
import { messageStore, messageWorkflowStore } from '../functions/data/catalogue.ts';
import { prepareMessage } from '../functions/domain/render/prepare-message.ts';
import { renderBatch, type RenderedMessage } from '../functions/domain/render/render-batch.ts';
import { BATCH_SIZE, cut, getBatch, recountBatch, sumBatches, writeBatches } from '../functions/data/delivery-batches.ts';
import { contactSk, getMany, putMissingPending, recordSent, take, type Delivery, type Taken } from '../functions/data/deliveries.ts';
import { handOver } from '../functions/domain/sending/provider.ts';
import { IN_FLIGHT, RECORD_GROUP } from '../functions/jobs/send/send-batch.ts';
import { suppressionList } from '../functions/domain/sending/suppression.ts';
import { confirmFromProvider } from '../functions/domain/sending/provider-events.ts';
import { inParallel } from '../shared/in-parallel.ts';
import { prepareSend } from '../scripts/sending-scenario.ts';
import { printTable } from './stats.ts';

/**
 * Where the time of a send goes (docs/performance.md, "Sending"): each stage of the send pipeline
 * run alone against the local runtime (on-disk store, SES stand-in), with the same calls the
 * sender makes, for `--contacts` emails in batches of the pipeline's size. For each stage: the process's CPU time
 * (every thread: the caller's, the store's, the SES stand-in's) and wall time, and both per email.
 * The CPU figures are the steady ones on a shared machine: the pipeline's rate is bound by the CPU
 * its stages need. `npm run bench:sending-breakdown -- --contacts 2000` (`--marks` prints each stage's window for CPU profiles).
 */
const { values } = parseArgs({ options: { contacts: { type: 'string', default: '2000' }, marks: { type: 'boolean', default: false } } });
const contacts = Number(values.contacts);

interface Measured {
  stage: string;
  emails: number;
  cpuMs: number;
  wallMs: number;
}

async function measure(stage: string, emails: number, work: () => Promise<unknown>): Promise<Measured> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const from = process.hrtime.bigint() / 1000n;
  await work();
  const wallMs = performance.now() - start;
  // for CPU profiles (node --cpu-prof): the stage's window on the profiles' clock, in microseconds
  if (values.marks) console.log(`mark ${from} ${process.hrtime.bigint() / 1000n} ${stage}`);
  const used = process.cpuUsage(cpu);
  return { stage, emails, cpuMs: (used.user + used.system) / 1000, wallMs };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-breakdown-'));
const runtime = await startRuntime({ dataDir, prepare: async () => void (await ensureDemoData({ admin: 'admin', staff: 'staff' })) });
try {
  const login = (await new Client(runtime.url).post('/v1/login', { username: 'admin', password: 'admin' })).body.data;
  const admin = new Client(runtime.url, login.accessToken);
  const scenario = await prepareSend(admin, contacts);
  const item = (await getItem(scenario.eventId, scenario.itemId))!;
  const workflow = (await messageWorkflowStore.get(item.messageWorkflowId))!;
  const ids = Array.from({ length: contacts }, (_, i) => i + 1);
  const batches = cut(ids);
  const owner = `breakdown-${Date.now()}`;
  const rows: Measured[] = [];

  rows.push(
    await measure('freeze: a pending delivery per contact, the batch records', contacts, async () => {
      await putMissingPending(owner, ids, () => true);
      await writeBatches(owner, ids);
    }),
  );
  rows.push(
    await measure("read: the batch record and its deliveries", contacts, () =>
      inParallel(batches, 1, async (batchIds, batch) => {
        await getBatch(owner, batch);
        await getMany(owner, batchIds.map(contactSk));
      }),
    ),
  );
  const rendered = new Map<number, RenderedMessage>();
  rows.push(
    await measure('render: message, reference set, 3 queries, Twig, per batch', contacts, () =>
      inParallel(batches, 1, async (batchIds) => {
        const prepared = await prepareMessage((await messageStore.get(workflow.messageId!))!);
        for (const [id, outcome] of await renderBatch(prepared, batchIds, scenario.eventId)) if (outcome.ok) rendered.set(id, outcome.message);
      }),
    ),
  );
  rows.push(
    await measure('suppression: the batch addresses, asked once', contacts, () =>
      inParallel(batches, 1, async (batchIds) => void (await suppressionList().isSuppressed(batchIds.map((id) => rendered.get(id)!.to.toLowerCase())))),
    ),
  );
  const deliveries = (await getMany(owner, ids.map(contactSk))).sort((a, b) => a.contactId - b.contactId);
  const taken = new Map<number, Taken>();
  rows.push(
    await measure('take: pending -> sending, one conditional write each', contacts, () =>
      inParallel(deliveries, IN_FLIGHT, async (delivery: Delivery) => {
        const at = Math.floor(Date.now() / 1000);
        const held = await take(delivery, { sender: `s${delivery.contactId}`, sendingAt: at, leaseUntil: at + 300, to: rendered.get(delivery.contactId)!.to, channel: 'email', languageId: 1, attempts: 1 });
        taken.set(delivery.contactId, held!);
      }),
    ),
  );
  const answers = new Map<number, string>();
  rows.push(
    await measure('provider: SES SendEmail (client and stand-in)', contacts, () =>
      inParallel(deliveries, IN_FLIGHT, async (delivery: Delivery) => {
        const answer = await handOver(rendered.get(delivery.contactId)!);
        if (answer.accepted) answers.set(delivery.contactId, answer.messageId);
      }),
    ),
  );
  rows.push(
    await measure(`record: sent, ${RECORD_GROUP} to a write`, contacts, () =>
      inParallel(cut(ids, RECORD_GROUP), 1, (group) => recordSent(group.map((id) => ({ taken: taken.get(id)!, providerMessageId: answers.get(id)!, sentAt: Math.floor(Date.now() / 1000) })))),
    ),
  );
  // what the ses-events job does with the Send event of each email (V3), its queue's batches of 10
  // worked on together: nearly every event comes after its delivery was recorded sent
  rows.push(
    await measure('events: an SES Send event each, its delivery already sent (ses-events job)', contacts, () =>
      inParallel(cut(ids, 10), 1, (group) =>
        Promise.all(group.map((contactId) => confirmFromProvider({ owner, kind: 'contact', contactId, providerMessageId: answers.get(contactId)!, acceptedAt: Math.floor(Date.now() / 1000) }))),
      ),
    ),
  );
  rows.push(await measure('recount: each batch from its deliveries', contacts, () => inParallel(batches, 1, (_ids, batch) => recountBatch(owner, batch))));
  // a settle after each batch: the item, the sum of every batch record, the item's counts written
  const settleRuns = Math.ceil(10_000 / BATCH_SIZE);
  const settleOwner = `${owner}-settle`;
  await writeBatches(settleOwner, Array.from({ length: 10_000 }, (_, i) => i + 1));
  const settle = await measure(`settle: item, sum of the batches (${settleRuns} of them), counts written`, 0, async () => {
    for (let run = 0; run < settleRuns; run++) {
      const current = (await getItem(item.eventId, item.id))!;
      const { counts } = await sumBatches(settleOwner);
      await updateItem(current, { deliveries: { ...counts, sent: run } });
    }
  });
  // scaled to the batches of this run: a 10,000-email send settles after each of its batches
  rows.push({ ...settle, stage: `settle: item, sum of ${settleRuns} batch records, counts written (per batch of a 10,000 send)`, emails: 10_000 });

  const total = rows.reduce((sum, row) => sum + (row.cpuMs / row.emails) * 1000, 0);
  printTable(`Where a send's time goes: each stage alone, ${contacts.toLocaleString('en')} emails in batches of ${BATCH_SIZE}, ${IN_FLIGHT} in flight`, ['stage', 'CPU (all threads)', 'CPU per email', 'share', 'wall per email'], [
    ...rows.map((row) => [row.stage, `${(row.cpuMs / 1000).toFixed(2)} s`, `${(row.cpuMs / row.emails).toFixed(3)} ms`, `${((100 * (row.cpuMs / row.emails) * 1000) / total).toFixed(0)} %`, `${(row.wallMs / row.emails).toFixed(3)} ms`]),
    ['total', '', `${(total / 1000).toFixed(3)} ms`, '100 %', `${rows.reduce((s, r) => s + r.wallMs / r.emails, 0).toFixed(3)} ms`],
  ]);
  console.log(`\nmachine load average ${(await import('node:os')).loadavg()[0].toFixed(1)} on ${(await import('node:os')).cpus().length} cores`);
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
