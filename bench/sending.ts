import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { startRuntime, type Runtime } from '../infra/local/runtime.ts';
import { ensureDemoData } from '../infra/local/demo-data.ts';
import { Client } from '../test/support/api.ts';
import { getItem } from '../functions/data/item-reads.ts';
import { IN_FLIGHT } from '../functions/jobs/send/send-batch.ts';
import { fireNow, prepareSend } from '../scripts/sending-scenario.ts';
import { printTable } from './stats.ts';

/**
 * A real send of `contacts` emails (docs/sending.md) on the local runtime: from the schedule's
 * firing to the item settled, every contact rendered (each query once per 50 contacts of a batch, Twig layouts, the
 * template of their language) and handed to the SES stand-in, with two senders (SEND_CONCURRENCY
 * default) and no pacing. Beside it, the floor: the stand-in's own SendEmail rate in the same
 * run, just before and just after the send, with as many calls in flight as the senders have
 * (senders x IN_FLIGHT); the goal is half the floor's rate or more.
 */
export async function benchSending(runtime: Runtime, admin: Client, contacts: number): Promise<void> {
  const item = await prepareSend(admin, contacts);

  const ses = new SESv2Client({ endpoint: runtime.sesUrl, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const rawCalls = Math.min(contacts, 2000);
  const senders = Number(process.env.SEND_CONCURRENCY ?? 2);
  let raw = 0;
  /** The floor: the stand-in's own SendEmail rate, with as many calls in flight as the senders have; seconds for `rawCalls`. */
  const floor = async () => {
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: senders * IN_FLIGHT }, async () => {
        while (next++ < rawCalls)
          await ses.send(
            new SendEmailCommand({
              FromEmailAddress: '"Alex Manager" <alex.manager@example.com>',
              Destination: { ToAddresses: [`raw${++raw}@example.com`] },
              Content: { Template: { TemplateName: 'service-meeting-reminder', TemplateData: JSON.stringify({ ContactFirstName: 'Raw' }) } },
            }),
          );
      }),
    );
    return (performance.now() - start) / 1000;
  };
  const rawSeconds = await floor();

  await fireNow(item);
  const cpu = process.cpuUsage();
  const started = performance.now();
  await runtime.checkSchedules(); // resolves once dispatch has frozen the audience and fanned it out
  const dispatched = (performance.now() - started) / 1000;
  let settled = await getItem(item.eventId, item.itemId);
  let progress = { sent: -1, at: performance.now() };
  while (settled?.status === 4) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    settled = await getItem(item.eventId, item.itemId);
    const sent = settled?.deliveries?.sent ?? 0;
    if (sent !== progress.sent) progress = { sent, at: performance.now() };
    // a send that stopped moving (batches failing: see the log above) is reported, not waited for forever
    if (performance.now() - progress.at > 120_000) throw new Error(`The send stopped at ${sent} of ${contacts} sent: nothing moved for two minutes.`);
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuMsPerEmail = (used.user + used.system) / 1000 / contacts;
  const sent = settled?.deliveries?.sent ?? 0;
  // measured again right after the send, so a machine whose load changed meanwhile shows in the two floors
  const rawAfter = await floor();
  const rate = sent / seconds;
  const floors = [rawCalls / rawSeconds, rawCalls / rawAfter];
  printTable(`Sending ${contacts.toLocaleString('en')} emails through the pipeline (local runtime, on-disk store)`, ['what', 'count', 'time', 'per second'], [
    ['SES stand-in SendEmail alone (the floor), before the send', rawCalls.toLocaleString('en'), `${rawSeconds.toFixed(1)} s`, Math.round(floors[0]).toLocaleString('en')],
    ['dispatch: audience, deliveries, batches, fan-out', contacts.toLocaleString('en'), `${dispatched.toFixed(1)} s`, Math.round(contacts / dispatched).toLocaleString('en')],
    [`firing to item settled (status ${settled?.status}, ${sent} sent)`, contacts.toLocaleString('en'), `${seconds.toFixed(1)} s`, Math.round(rate).toLocaleString('en')],
    ['SES stand-in SendEmail alone (the floor), after the send', rawCalls.toLocaleString('en'), `${rawAfter.toFixed(1)} s`, Math.round(floors[1]).toLocaleString('en')],
  ]);
  console.log(`\nThe pipeline's rate is ${((100 * rate) / floors[0]).toFixed(0)} % of the floor before the send, ${((100 * rate) / floors[1]).toFixed(0)} % of the floor after it.`);
  // the whole product runs in this one process: its CPU time per email does not depend on what else the machine runs
  console.log(`\nCPU time of the process while sending: ${cpuMsPerEmail.toFixed(2)} ms per email; machine load average ${(await import('node:os')).loadavg()[0].toFixed(1)} on ${(await import('node:os')).cpus().length} cores.`);
  if (sent !== contacts || rate < Math.min(...floors) / 2) console.log(`\nNOTE: ${sent} of ${contacts} sent at ${Math.round(rate)} a second (the goal: all, at half the floor's rate or more).`);
}

// `npm run bench:sending -- --contacts 10000` runs it alone
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { contacts: { type: 'string', default: '10000' } } });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sending-'));
  const runtime = await startRuntime({ dataDir, prepare: async () => void (await ensureDemoData({ admin: 'admin', staff: 'staff' })) });
  try {
    const login = (await new Client(runtime.url).post('/v1/login', { username: 'admin', password: 'admin' })).body.data;
    await benchSending(runtime, new Client(runtime.url, login.accessToken), Number(values.contacts));
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
