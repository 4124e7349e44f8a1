import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '../test/support/api.ts';
import { waitFor } from '../test/support/wait-for.ts';
import { listDeliveries } from '../functions/data/deliveries.ts';
import { HELD_MAX } from '../functions/jobs/send/send-batch.ts';
import { fireNow, prepareSend, receivedBy, schedulerAt } from './sending-scenario.ts';

/**
 * `npm run reliability -- --contacts 2000`: the zero-duplicates proof (docs/sending.md, R3).
 * Starts the product as `npm start` does (in a temporary data directory, every schedule firing
 * SCHEDULER_FIRE_TIMES=3 times at once), attaches a workflow to an event of N delegates, fires it,
 * kills the process with SIGKILL in the middle of the send, starts it again and waits for the item
 * to settle, and for SES's Send events to confirm what SES accepted (docs/sending.md, V3). Then it
 * checks, from the SES stand-in's journal and the delivery records:
 *   1. no address received the message more than once;
 *   2. every audience contact is accounted for as sent or unconfirmed (nothing pending, sending or failed);
 *   3. every sent delivery's address received it exactly once;
 *   4. unconfirmed <= the deliveries the senders can hold taken and not yet recorded (senders x HELD_MAX:
 *      each sender's provider calls in flight and its group of sent ones waiting for their write);
 *   5. no unconfirmed delivery was received (what SES accepted, its events confirmed);
 * then resends the unconfirmed ones as staff would (V5) and checks that every address received the
 * message exactly once, every delivery is sent, and the report of the event counts what the
 * delivery log counts and each address delivered once (docs/reports.md).
 * Prints the figures; exits 1 on a violation. The send is paced (--rate, emails a second, by
 * default contacts / 8) so that the kill lands while it is going on.
 */
const { values } = parseArgs({ options: { contacts: { type: 'string', default: '2000' }, rate: { type: 'string' }, 'keep-data': { type: 'boolean', default: false } } });
const contacts = Number(values.contacts);
if (!Number.isInteger(contacts) || contacts < 10) throw new Error('--contacts must be a whole number of at least 10');
const rate = Number(values.rate ?? Math.max(10, Math.round(contacts / 8)));
const senders = 2;
const dataDir = mkdtempSync(join(tmpdir(), 'reliability-'));
const log = (text: string) => console.log(`[reliability] ${text}`);

interface Running {
  child: ChildProcess;
  pid: number;
  url: string;
  sesUrl: string;
  schedulerUrl: string;
  dynamoEndpoint: string;
}

async function start(): Promise<Running> {
  const runtimeFile = join(dataDir, 'runtime.json');
  rmSync(runtimeFile, { force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SES_PORT: '0',
      SMS_PORT: '0',
      SCHEDULER_PORT: '0',
      QUEUE_PORT: '0',
      DEMO_CONTACTS: '0',
      ADMIN_PASSWORD: 'admin',
      SCHEDULER_FIRE_TIMES: '3',
      SEND_CONCURRENCY: String(senders),
      EMAIL_RATE_PER_SECOND: String(rate),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const running = await waitFor('the product to start', () => existsSync(runtimeFile) && JSON.parse(readFileSync(runtimeFile, 'utf8')), { timeoutMs: 120_000 });
  return { child, ...running };
}

const stopped = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

let running = await start();
let failed = false;
try {
  const anonymous = new Client(running.url);
  const login = await anonymous.post('/v1/login', { username: 'admin', password: 'admin' });
  const admin = new Client(running.url, login.body.data.accessToken);
  log(`preparing ${contacts} delegates in ${dataDir}`);
  const item = await prepareSend(admin, contacts);
  const itemOf = async (client: Client) => (await client.get(`/v1/events/${item.eventId}/message-workflows`)).body.data.items.find((i: { id: number }) => i.id === item.itemId);

  await fireNow(item, schedulerAt(running.schedulerUrl));
  log(`fired item ${item.itemId} (every firing 3 times at once); sending at ${rate} emails a second`);
  // the delivery records, not the item's counts: those move once per batch (200 contacts), and the kill must land within one
  const sentSoFar = async () => Number((await admin.get(`/v1/event-message-workflows/${item.itemId}/deliveries?filter[status]=sent&page[size]=5`)).body.data.total);
  const midway = await waitFor('the send to be under way', async () => {
    const sent = await sentSoFar();
    // a quarter, not a fifth: a fifth of 2,000 is two whole batches, and the kill would land between batches
    return sent >= contacts * 0.25 && sent < contacts && { sent };
  }, { timeoutMs: 120_000, everyMs: 200 });
  process.kill(running.pid, 'SIGKILL');
  if (running.child.pid !== running.pid) running.child.kill('SIGKILL');
  await stopped(running.child);
  log(`killed the process (kill -9) with ${midway.sent} of ${contacts} counted as sent`);

  running = await start();
  log('started again: the send resumes');
  const again = new Client(running.url, (await new Client(running.url).post('/v1/login', { username: 'admin', password: 'admin' })).body.data.accessToken);
  let shown = Date.now();
  const settled = await waitFor('the item to settle', async () => {
    const current = await itemOf(again);
    if (Date.now() - shown > 10_000) {
      shown = Date.now();
      log(`still sending: status ${current?.status}, ${JSON.stringify(current?.deliveries)}`);
    }
    return current && current.status !== 4 && current;
  }, { timeoutMs: 600_000, everyMs: 250 });
  log(`restarted; the item settled: status ${settled.status}, note ${JSON.stringify(settled.note)}`);

  // the proof: the SES stand-in's journal against the delivery records
  Object.assign(process.env, { DYNAMODB_ENDPOINT: running.dynamoEndpoint, TABLE_NAME: 'backoffice', AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
  const receivedNow = () => receivedBy(running.sesUrl);
  const countByStatus = (deliveries: { status: string }[]) => {
    const byStatus = new Map<string, number>();
    for (const d of deliveries) byStatus.set(d.status, (byStatus.get(d.status) ?? 0) + 1);
    return byStatus;
  };
  // SES's Send events (those the kill left unhanded are handed on at the restart) confirm what SES
  // accepted: what stays unconfirmed is what SES never had (docs/sending.md, V3)
  const afterEvents = await waitFor('the Send events to confirm what SES accepted', async () => {
    const received = await receivedNow();
    const deliveries = await listDeliveries(String(item.itemId));
    const accepted = deliveries.filter((d) => d.status === 'unconfirmed' && (received.get(d.to!) ?? 0) > 0);
    return accepted.length === 0 && { received, deliveries };
  }, { timeoutMs: 120_000, everyMs: 500 });
  const { received, deliveries } = afterEvents;
  const byStatus = countByStatus(deliveries);
  const twice = item.addresses.filter((a) => (received.get(a) ?? 0) > 1);
  const unaccounted = deliveries.filter((d) => d.status !== 'sent' && d.status !== 'unconfirmed');
  const sentNotReceived = deliveries.filter((d) => d.status === 'sent' && received.get(d.to!) !== 1);
  const unconfirmedList = deliveries.filter((d) => d.status === 'unconfirmed');
  const unconfirmedReceived = unconfirmedList.filter((d) => d.to && (received.get(d.to) ?? 0) > 0);
  const unconfirmed = unconfirmedList.length;
  const held = senders * HELD_MAX;
  const receivedOnce = item.addresses.filter((a) => received.get(a) === 1).length;

  // staff resend the unconfirmed ones (docs/sending.md, V5): each must arrive once, and nothing twice
  let resent = 0;
  if (unconfirmed > 0) {
    const answer = await again.post(`/v1/event-message-workflows/${item.itemId}/deliveries/resend-unconfirmed`, { confirmed: unconfirmed });
    if (answer.status !== 200) throw new Error(`the resend answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    resent = answer.body.data.resent;
    await waitFor('the resend to settle', async () => {
      const current = await itemOf(again);
      return current && current.status !== 4 && (await listDeliveries(String(item.itemId))).every((d) => d.status !== 'pending' && d.status !== 'sending') && current;
    }, { timeoutMs: 300_000, everyMs: 250 });
  }
  const finalReceived = await receivedNow();
  const finalDeliveries = await listDeliveries(String(item.itemId));
  const finalByStatus = countByStatus(finalDeliveries);
  const finalTwice = item.addresses.filter((a) => (finalReceived.get(a) ?? 0) > 1);
  const neverReceived = item.addresses.filter((a) => (finalReceived.get(a) ?? 0) === 0);
  const finalItem = await itemOf(again);
  // the reports count what the delivery log counts, and every email delivered once, though the kill
  // landed between status writes and the counts that follow them (docs/reports.md)
  const reportOf = async () => (await again.get(`/v1/reports/deliveries?filter[eventId]=${item.eventId}`)).body.data.totals as Record<string, number>;
  const report = await waitFor('the reports to count what the stand-in delivered', async () => {
    const totals = await reportOf();
    return totals.delivered >= contacts - neverReceived.length && totals.sent === (finalItem?.deliveries?.sent ?? -1) && totals;
  }, { timeoutMs: 120_000, everyMs: 500 }).catch(reportOf);
  const reportDiffers = ['total', 'sent', 'failed', 'unconfirmed', 'suppressed', 'skipped'].filter((name) => report[name] !== finalItem?.deliveries?.[name]);

  console.log(`
  contacts in the audience        ${contacts}
  deliveries recorded             ${deliveries.length}  (${[...byStatus].map(([s, n]) => `${s} ${n}`).join(', ')})
  addresses that received it      ${receivedOnce} once, ${twice.length} more than once
  unconfirmed                     ${unconfirmed} (at most ${held}: ${senders} senders x ${HELD_MAX} taken and not yet recorded), ${unconfirmedReceived.length} of them received
  item                            status ${settled.status}, ${JSON.stringify(settled.deliveries)}
  resend of the unconfirmed       ${resent} resent
  after the resend                ${[...finalByStatus].map(([s, n]) => `${s} ${n}`).join(', ')}; ${contacts - neverReceived.length - finalTwice.length} addresses received it once, ${finalTwice.length} more than once, ${neverReceived.length} never
  item after the resend           status ${finalItem?.status}, note ${JSON.stringify(finalItem?.note)}
  report of the event             total ${report.total}, sent ${report.sent}, unconfirmed ${report.unconfirmed}, pending ${report.pending}, delivered ${report.delivered} (${reportDiffers.length ? `differs from the delivery log in ${reportDiffers.join(', ')}` : 'as the delivery log counts'})
`);
  const violations = [
    twice.length && `${twice.length} addresses received the message more than once (e.g. ${twice[0]})`,
    deliveries.length !== contacts && `${deliveries.length} deliveries for ${contacts} contacts`,
    unaccounted.length && `${unaccounted.length} deliveries are neither sent nor unconfirmed (e.g. ${unaccounted[0].contactId}: ${unaccounted[0].status})`,
    sentNotReceived.length && `${sentNotReceived.length} sent deliveries were not received exactly once`,
    unconfirmed > held && `${unconfirmed} unconfirmed, more than the ${held} deliveries the senders can hold taken and not recorded`,
    unconfirmedReceived.length && `${unconfirmedReceived.length} unconfirmed deliveries were received: SES's events did not confirm them`,
    resent !== unconfirmed && `the resend resent ${resent} of ${unconfirmed} unconfirmed deliveries`,
    finalTwice.length && `after the resend ${finalTwice.length} addresses received the message more than once (e.g. ${finalTwice[0]})`,
    neverReceived.length && `after the resend ${neverReceived.length} addresses never received the message (e.g. ${neverReceived[0]})`,
    finalDeliveries.some((d) => d.status !== 'sent') && `after the resend not every delivery is sent`,
    reportDiffers.length && `the report of the event differs from the delivery log in ${reportDiffers.join(', ')}: ${JSON.stringify(report)} against ${JSON.stringify(finalItem?.deliveries)}`,
    report.delivered !== contacts - neverReceived.length && `the report counts ${report.delivered} delivered, not the ${contacts - neverReceived.length} addresses that received it`,
  ].filter(Boolean);
  for (const violation of violations) console.error(`VIOLATION: ${violation}`);
  failed = violations.length > 0;
  log(failed ? 'FAILED' : 'passed: each contact received the message exactly once');
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  running.child.kill('SIGTERM');
  await stopped(running.child);
  if (!values['keep-data']) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
