import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startRuntime } from './runtime.ts';
import { ensureDemoData } from './demo-data.ts';

/**
 * `npm start`: the product on http://localhost:3000 (PORT), data under .data/ (DATA_DIR).
 * Writes .data/runtime.json while running so the CLIs reach this process's store instead of
 * opening the data directory a second time.
 */
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const runtimeFile = join(dataDir, 'runtime.json');

const runtime = await startRuntime({
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

let stopping = false;
async function stop(signal: string) {
  if (stopping) {
    console.log(`\n${signal} again: stopping without waiting.`);
    process.exit(1);
  }
  stopping = true;
  console.log(`\n${signal}: finishing the requests in progress (at most 10 s), then stopping. Press Ctrl-C again to stop at once.`);
  await runtime.stop();
  rmSync(runtimeFile, { force: true });
  console.log('Stopped; all data is saved.');
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
