import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { authorizationHeader } from '../shared/auth.ts';
import { addDays, civilDateAt, endOfDay, startOfDay } from '../shared/amsterdam-time.ts';
import { ms, percentile, printTable } from './stats.ts';

/**
 * `npm run bench:load`: many clients at once (50 by default) against the product as `npm start`
 * runs it: a process of its own on a store on disk with the demo data. Each client sends, one
 * request after the other on a kept-alive connection, the mix of what staff do all day: lists,
 * forms, a create, the dashboard and an event's timeline. Printed per kind and in all: requests,
 * requests/s, p50 and p95, errors; beside `/v1/health` under the same load and for the same time,
 * what the server costs before any domain work. A load generator of our own rather than
 * autocannon: it times each kind of request apart, and autocannon reports no p95.
 * `LOAD_PROFILE_DIR=dir` writes CPU profiles of the product's threads there (node --cpu-prof).
 */
const { values: args } = parseArgs({ options: { clients: { type: 'string', default: '50' }, seconds: { type: 'string', default: '20' } } });
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);

interface Kind {
  name: string;
  weight: number;
  method?: 'GET' | 'POST';
  path: () => string;
  body?: () => unknown;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

function send(port: number, token: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = authorizationHeader(token);
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** `clients` loops for `seconds`, each picking a kind by weight; answers the latencies (ms) and errors per kind. */
async function load(port: number, token: string, kinds: Kind[], clients: number, seconds: number) {
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  const pick = () => {
    let at = Math.random() * total;
    return kinds.find((kind) => (at -= kind.weight) < 0) ?? kinds[0];
  };
  const samples = new Map(kinds.map((kind) => [kind.name, [] as number[]]));
  const errors = new Map(kinds.map((kind) => [kind.name, 0]));
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const kind = pick();
        const start = performance.now();
        const answer = await send(port, token, kind.method ?? 'GET', kind.path(), kind.body?.()).catch(() => ({ status: 0, body: '' }));
        samples.get(kind.name)!.push(performance.now() - start);
        if (answer.status >= 400 || answer.status === 0) errors.set(kind.name, errors.get(kind.name)! + 1);
      }
    }),
  );
  return { samples, errors };
}

function report(title: string, result: Awaited<ReturnType<typeof load>>, seconds: number) {
  const rows: (string | number)[][] = [];
  const all: number[] = [];
  let allErrors = 0;
  for (const [name, samples] of result.samples) {
    if (!samples.length) continue;
    for (const sample of samples) all.push(sample);
    allErrors += result.errors.get(name)!;
    rows.push([name, samples.length, (samples.length / seconds).toFixed(1), ms(percentile(samples, 50)), ms(percentile(samples, 95)), result.errors.get(name)!]);
  }
  if (rows.length > 1) rows.push(['all', all.length, (all.length / seconds).toFixed(1), ms(percentile(all, 50)), ms(percentile(all, 95)), allErrors]);
  printTable(title, ['requests', 'count', 'per second', 'p50', 'p95', 'errors'], rows);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
const port = await freePort();
const ports = { PORT: port, SES_PORT: await freePort(), SMS_PORT: await freePort(), SCHEDULER_PORT: await freePort(), QUEUE_PORT: await freePort() };
const product = spawn(process.execPath, [...(process.env.LOAD_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.LOAD_PROFILE_DIR] : []), '--import', 'tsx', 'infra/local/start.ts'], {
  env: { ...process.env, ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])), DATA_DIR: dataDir, NODE_NO_WARNINGS: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await new Promise<void>((resolve, reject) => {
    product.once('exit', (code) => reject(new Error(`the product stopped (${code}) before it was ready`)));
    product.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('is running at') && resolve());
  });
  const login = JSON.parse((await send(port, undefined, 'POST', '/v1/login', { username: 'admin', password: 'admin' })).body).data;
  const get = async (path: string) => JSON.parse((await send(port, login.accessToken, 'GET', path)).body).data;
  const messageIds: number[] = (await get('/v1/messages?page[size]=50')).items.map((m: { id: number }) => m.id);
  const workflowIds: number[] = (await get('/v1/message-workflows?page[size]=50')).items.map((w: { id: number }) => w.id);
  const eventIds: number[] = (await get('/v1/event-message-workflows?page[size]=50')).items.map((e: { id: number }) => e.id);
  const today = civilDateAt(Math.floor(Date.now() / 1000));
  const range = `filter[dateRange.start]=${startOfDay(addDays(today, -7))}&filter[dateRange.end]=${endOfDay(addDays(today, 30))}`;
  const any = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)];
  let created = 0;
  // the SPA's default page (50 rows)
  const LIST = 'page[number]=1&page[size]=50&sort=-createdAt';
  const kinds: Kind[] = [
    { name: 'tag list', weight: 15, path: () => `/v1/tags?${LIST}&include=createdByUser,updatedByUser` },
    { name: 'message list', weight: 15, path: () => `/v1/messages?${LIST}&include=createdByUser,updatedByUser,tags` },
    { name: 'workflow list', weight: 15, path: () => `/v1/message-workflows?${LIST}&include=triggerPrototype,createdByUser,updatedByUser,tags` },
    { name: 'message form', weight: 10, path: () => `/v1/messages/${any(messageIds)}?include=tags,referenceSetTemplate,messageTranslations` },
    { name: 'workflow form', weight: 10, path: () => `/v1/message-workflows/${any(workflowIds)}?include=targetGroup.targetGroupSections.targetGroupRules,message,triggerPrototype,tags` },
    { name: 'tag create', weight: 5, method: 'POST', path: () => '/v1/tags', body: () => ({ name: `Load ${process.pid}-${++created}`, color: '#3366FF' }) },
    { name: 'event list', weight: 10, path: () => `/v1/event-message-workflows?${LIST}` },
    { name: 'dashboard rows', weight: 10, path: () => `/v1/event-message-workflow-composites?page[number]=1&page[size]=50&${range}` },
    { name: 'dashboard counts', weight: 5, path: () => `/v1/event-message-workflow-composites/count-of-each-status?${range}` },
    { name: 'timeline', weight: 5, path: () => `/v1/events/${any(eventIds)}/message-workflows` },
  ];
  console.log(`Load: ${CLIENTS} clients for ${SECONDS} s each run, against ${process.version} on a store on disk (${dataDir})`);
  await load(port, login.accessToken, kinds, CLIENTS, 3); // warm-up: caches, JIT, list copies
  report(`/v1/health, ${CLIENTS} clients, ${SECONDS} s`, await load(port, login.accessToken, [{ name: '/v1/health', weight: 1, path: () => '/v1/health' }], CLIENTS, SECONDS), SECONDS);
  report(`The staff mix, ${CLIENTS} clients, ${SECONDS} s`, await load(port, login.accessToken, kinds, CLIENTS, SECONDS), SECONDS);
} finally {
  agent.destroy();
  product.kill('SIGTERM');
  await new Promise((resolve) => product.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
