import { rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { DRAIN_SECONDS, startRuntime, type Runtime } from './runtime.ts';
import { ensureDemoData } from './demo-data.ts';

/**
 * The process that owns the data directory: the product on http://localhost:3000 (PORT), data
 * under .data/ (DATA_DIR). `npm start` runs it through start.ts, in a process group of its own.
 * Writes .data/runtime.json while running so the CLIs reach this process's store instead of
 * opening the data directory a second time.
 *
 * SIGINT or SIGTERM (start.ts passes on each Ctrl-C once), or start.ts going away:
 * 1. lets the requests in progress finish (at most DRAIN_SECONDS; a request still running then is
 *    cut), stops the stores, removes runtime.json, prints "Stopped; all data is saved." and exits 0;
 * 2. a second signal while that goes on says so;
 * 3. a third stops at once (exit 128 + the signal's number), as a crash would: the requests in
 *    progress are cut, and the next start carries on from what the store holds.
 * A signal during start-up stops once the start-up is done.
 */
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const runtimeFile = join(dataDir, 'runtime.json');

let runtime: Runtime | undefined;
let signals = 0;
/** When the requests in progress are cut at the latest, once stopping has begun. */
let drainEnds = 0;

function stoppingNow(): string {
  if (!runtime) return 'starting, to stop right after';
  const left = runtime.inFlight();
  if (!drainEnds || !left) return 'stopping the stores';
  return `finishing ${left} request(s) in progress (at most ${Math.max(1, Math.ceil((drainEnds - Date.now()) / 1000))} s more)`;
}

function onSignal(signal: NodeJS.Signals) {
  signals++;
  if (signals === 1) {
    stop(signal).catch((error) => {
      console.error(`Stopping failed: ${(error as Error).stack ?? error}`);
      rmSync(runtimeFile, { force: true });
      process.exit(1);
    });
    return;
  }
  if (signals === 2) return console.log(`\n${signal} again: still ${stoppingNow()}. Press Ctrl-C once more to stop at once.`);
  const cut = runtime?.inFlight() ?? 0;
  console.log(`\n${signal} a third time: stopping at once${cut ? `, cutting ${cut} request(s) in progress` : ''}; the next start carries on from what the store holds.`);
  rmSync(runtimeFile, { force: true });
  process.exit(128 + constants.signals[signal]);
}
// the terminal may go away before this process has stopped (its window closed): what it prints is then lost, not fatal
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
// start.ts went away without passing a signal (killed): nothing would stop this process otherwise
process.on('disconnect', () => signals === 0 && onSignal('SIGTERM'));

const started = startRuntime({
  port,
  dataDir,
  sesPort: Number(process.env.SES_PORT ?? 8005),
  smsPort: Number(process.env.SMS_PORT ?? 8006),
  schedulerPort: Number(process.env.SCHEDULER_PORT ?? 8007),
  queuePort: Number(process.env.QUEUE_PORT ?? 8008),
  prepare: async () => {
    const created = await ensureDemoData({
      admin: process.env.ADMIN_PASSWORD ?? 'admin',
      staff: process.env.STAFF_PASSWORD ?? 'staff',
      directoryContacts: Number(process.env.DEMO_CONTACTS ?? 2000),
    });
    if (created.length) console.log(`Created demo data: ${created.join(', ')}.`);
  },
});

async function stop(signal: NodeJS.Signals) {
  if (!runtime) console.log(`\n${signal}: stopping once started. Ctrl-C twice more stops at once.`);
  const running = await started;
  drainEnds = Date.now() + DRAIN_SECONDS * 1000;
  const inFlight = running.inFlight();
  console.log(
    `\n${signal}: ${inFlight ? `finishing the ${inFlight} request(s) in progress (at most ${DRAIN_SECONDS} s)` : 'no request in progress'}, then stopping. Ctrl-C twice more stops at once.`,
  );
  const { cut } = await running.stop();
  rmSync(runtimeFile, { force: true });
  if (cut) console.log(`${cut} request(s) still running after ${DRAIN_SECONDS} s were cut.`);
  console.log('Stopped; all data is saved.');
  process.exit(0);
}

runtime = await started;
if (!signals) {
  writeFileSync(
    runtimeFile,
    JSON.stringify({ pid: process.pid, dynamoEndpoint: runtime.dynamoEndpoint, url: runtime.url, sesUrl: runtime.sesUrl, smsOutboxUrl: runtime.smsOutboxUrl, schedulerUrl: runtime.schedulerUrl, queueUrl: runtime.queueUrl }),
  );
  console.log(`
  Event messaging back-office is running at ${runtime.url}
  Sign in as admin (super-admin) or staff; passwords are ADMIN_PASSWORD / STAFF_PASSWORD,
  'admin' and 'staff' unless you set them. Data is kept in ${dataDir}. Ctrl-C stops.
  Test emails: ${runtime.sesUrl} (SES v2 stand-in)   Test SMS: ${runtime.smsOutboxUrl} (SMS outbox)
  Schedules: ${runtime.schedulerUrl} (EventBridge Scheduler stand-in)   Queues: ${runtime.queueUrl} (SQS stand-in)
`);
}
