import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startRuntime } from '../infra/local/runtime.ts';
import { ensureDemoData } from '../infra/local/demo-data.ts';
import { Client } from '../test/support/api.ts';
import { getItem } from '../functions/data/item-reads.ts';
import { messageWorkflowStore } from '../functions/data/catalogue.ts';
import { BATCH_SIZE } from '../functions/data/delivery-batches.ts';
import { prepareForSend } from '../functions/domain/render/prepare-for-send.ts';
import { renderBatch } from '../functions/domain/render/render-batch.ts';
import { audienceOf } from '../functions/domain/sending/audience-of.ts';
import { prepareSend } from '../scripts/sending-scenario.ts';
import { printTable } from './stats.ts';

/**
 * The readiness check of a `contacts`-contact audience (docs/readiness.md, cost goal: at most 30 s,
 * and at most twice the render work of the real send), beside that render work alone: the send's
 * audience resolved and every contact rendered by renderBatch in the send's batches of BATCH_SIZE,
 * as the senders do (without handing anything over). The check is timed through its route
 * (GET /v1/event-message-workflows/{id}/readiness), so the figure is what staff wait for.
 */
export async function benchReadiness(admin: Client, contacts: number, runs = 3): Promise<void> {
  const scenario = await prepareSend(admin, contacts);
  const item = (await getItem(scenario.eventId, scenario.itemId))!;
  const workflow = (await messageWorkflowStore.get(item.messageWorkflowId))!;

  const renderOnly = async () => {
    const ids = await audienceOf(workflow, item.eventId);
    const prepared = await prepareForSend(workflow.messageId);
    if ('reason' in prepared) throw new Error(prepared.reason);
    for (let start = 0; start < ids.length; start += BATCH_SIZE) await renderBatch(prepared, ids.slice(start, start + BATCH_SIZE), item.eventId);
    return ids.length;
  };
  const check = async () => {
    const answer = await admin.get(`/v1/event-message-workflows/${item.id}/readiness`);
    if (answer.status !== 200) throw new Error(`the check answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.data as { audience: { size: number; deliverable: number }; problems: { code: string; contacts: number }[] };
  };
  const time = async <T>(work: () => Promise<T>) => {
    const start = performance.now();
    const value = await work();
    return { value, seconds: (performance.now() - start) / 1000 };
  };

  await renderOnly(); // warm: compiled layouts, loaded modules
  const rows: string[][] = [];
  const ratios: number[] = [];
  let last: Awaited<ReturnType<typeof check>> | undefined;
  for (let run = 1; run <= runs; run++) {
    const render = await time(renderOnly);
    const checked = await time(check);
    last = checked.value;
    ratios.push(checked.seconds / render.seconds);
    rows.push([String(run), render.value.toLocaleString('en'), `${render.seconds.toFixed(1)} s`, `${checked.seconds.toFixed(1)} s`, `${(checked.seconds / render.seconds).toFixed(2)} x`]);
  }
  printTable(`Readiness check of a ${contacts.toLocaleString('en')}-contact audience (local runtime, on-disk store)`, ['run', 'contacts', 'render only (audience + renderBatch)', 'readiness check (route)', 'check / render'], rows);
  const worst = Math.max(...ratios);
  console.log(`\nFound: ${last!.audience.deliverable} of ${last!.audience.size} deliverable; ${last!.problems.map((p) => `${p.code} (${p.contacts})`).join(', ') || 'no problems'}.`);
  console.log(`Goal: at most 30 s and at most 2 x the render work; the worst run was ${worst.toFixed(2)} x.`);
}

// `npm run bench:readiness -- --contacts 10000` runs it alone
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { contacts: { type: 'string', default: '10000' }, runs: { type: 'string', default: '3' } } });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-readiness-'));
  const runtime = await startRuntime({ dataDir, prepare: async () => void (await ensureDemoData({ admin: 'admin', staff: 'staff' })) });
  try {
    const login = (await new Client(runtime.url).post('/v1/login', { username: 'admin', password: 'admin' })).body.data;
    await benchReadiness(new Client(runtime.url, login.accessToken), Number(values.contacts), Number(values.runs));
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
