import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../support/wait-for.ts';
import { authorizationHeader } from '../../shared/auth.ts';

/**
 * Ctrl-C and SIGTERM on `npm start`, as a terminal and a service manager send them: SIGINT to the
 * whole foreground process group (npm and every process it started), SIGTERM to the group.
 *
 * The product is started the way `npm start` starts it: npm's script runner runs the script's
 * command line in a shell, in a process group of its own (a terminal's foreground job). The test
 * runs that command line through `npm exec -c`, the same runner, minus the script's first two
 * steps (installing missing dependencies and building the SPA): the build takes a while, rewrites
 * web/dist under the other test files, and the API does not need it; an install has no place in a
 * test. The command line is read from package.json, so the test follows the script.
 *
 * A clean stop exits 0 (npm passes the product's code on): the product did what it was asked and
 * saved everything. A forced stop (a third Ctrl-C) exits 130, as a process killed by SIGINT.
 */
const REPO = join(import.meta.dirname, '../..');
const START_SCRIPT = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start;
const PREPARATION = ['node scripts/ensure-deps.mjs', 'npm run build'];
const ADMIN_PASSWORD = 'admin-secret-1';
/** How long the product lets requests in progress finish (README), and a bound for stopping the stores after it. */
const DRAIN_CAP_MS = 10_000;
const STORES_STOP_MS = 5_000;

const dataDirs: string[] = [];
const started: Product[] = [];
afterAll(() => {
  // whatever a failed test left running
  for (const product of started) for (const group of [product.pid, product.ownerPid]) if (alive(-group)) process.kill(-group, 'SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface Product {
  /** npm's process id, which is also the id of the process group it leads. */
  pid: number;
  url: string;
  /** The process that owns the data directory (runtime.json names it). */
  ownerPid: number;
  runtimeFile: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function startProduct(dataDir: string): Promise<Product> {
  const steps = START_SCRIPT.split(' && ');
  expect(steps.slice(0, 2), 'npm start prepares with an install and a build, then runs the product').toEqual(PREPARATION);
  const command = steps.slice(2).join(' && ');
  const runtimeFile = join(dataDir, 'runtime.json');
  rmSync(runtimeFile, { force: true }); // one a killed product left would name it, not the new one
  const child = spawn('npm', ['exec', '-c', command], {
    cwd: REPO,
    detached: true, // a process group of its own, as a terminal runs a job
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      SES_PORT: '0',
      SMS_PORT: '0',
      SCHEDULER_PORT: '0',
      QUEUE_PORT: '0',
      DEMO_CONTACTS: '0',
      ADMIN_PASSWORD,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let gone = false;
  void exited.then(() => (gone = true));
  const running = await waitFor(
    'the product to write runtime.json',
    () => {
      if (gone) throw new Error(`the product stopped while starting:\n${output}`);
      try {
        return JSON.parse(readFileSync(runtimeFile, 'utf8')) as { pid: number; url: string };
      } catch {
        return undefined; // not written yet
      }
    },
    { timeoutMs: 120_000, everyMs: 100 },
  );
  const product = { pid: child.pid!, url: running.url, ownerPid: running.pid, runtimeFile, output: () => output, exited };
  started.push(product);
  await waitFor('/v1/health to answer 200', async () => (await fetch(`${running.url}/v1/health`).catch(() => undefined))?.status === 200, { timeoutMs: 60_000 });
  return product;
}

interface Exchange {
  what: string;
  /** Sent after the signal. */
  late: boolean;
  socket?: number;
  reused?: boolean;
  status?: number;
  connection?: string;
  body?: string;
  /** The whole answer arrived. */
  complete?: boolean;
  /** Set when the exchange failed: the error's code, and whether part of the answer had arrived. */
  error?: string;
  midAnswer?: boolean;
  done: boolean;
}

const show = (e: Exchange) =>
  `${e.late ? 'after' : 'before'} the signal: ${e.what} on connection ${e.socket}${e.reused ? ' (kept alive)' : ''} -> ${
    e.error ? `${e.error}${e.midAnswer ? ' mid-answer' : ''}` : `${e.status}, connection: ${e.connection}${e.complete ? '' : ' (incomplete)'}`
  }`;

/** Every exchange of the clients below, and whether the signal has been sent. */
function recorder() {
  return { exchanges: [] as Exchange[], late: false, nextSocket: 1, sockets: new WeakMap<Socket, number>() };
}

/**
 * A client on kept-alive connections (a pool of `maxSockets`, as browsers and SDKs keep them) that
 * records every exchange. `inTwoParts` asks the server whether it takes the request (`expect:
 * 100-continue`; `taken` resolves when it does, the request being in progress from then on), sends
 * half the body, and the rest on `rest()`: a request in progress for as long as the test wants.
 */
function keptAliveClient(baseUrl: string, token: string, record: ReturnType<typeof recorder>, maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const send = (method: string, path: string, body?: unknown, { inTwoParts = false } = {}) => {
    const exchange: Exchange = { what: `${method} ${path}`, late: record.late, done: false };
    record.exchanges.push(exchange);
    const text = body === undefined ? '' : JSON.stringify(body);
    const half = Math.floor(text.length / 2);
    const headers: Record<string, string | number> = { authorization: authorizationHeader(token), 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) };
    if (inTwoParts) headers.expect = '100-continue';
    let request!: ClientRequest;
    let taken!: () => void;
    const takenByServer = new Promise<void>((resolve) => (taken = resolve));
    const answer = new Promise<Exchange>((resolve) => {
      const finish = (fields: Partial<Exchange>) => {
        if (exchange.done) return;
        Object.assign(exchange, fields, { done: true });
        resolve(exchange);
      };
      request = httpRequest(`${baseUrl}${path}`, { method, agent, headers }, (response) => {
        let received = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (received += chunk));
        response.on('end', () => finish({ status: response.statusCode, connection: String(response.headers.connection ?? 'keep-alive').toLowerCase(), body: received, complete: response.complete }));
        response.on('aborted', () => finish({ status: response.statusCode, error: 'aborted', midAnswer: true }));
        response.on('error', (error: NodeJS.ErrnoException) => finish({ status: response.statusCode, error: error.code ?? error.message, midAnswer: true }));
      });
      request.on('socket', (socket: Socket) => {
        if (!record.sockets.has(socket)) record.sockets.set(socket, record.nextSocket++);
        exchange.socket = record.sockets.get(socket);
        exchange.reused = request.reusedSocket;
      });
      request.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    });
    if (inTwoParts) {
      request.on('continue', () => {
        request.write(text.slice(0, half));
        taken();
      });
      request.flushHeaders();
    } else request.end(text);
    return { answer, taken: takenByServer, rest: () => void request.end(text.slice(half)) };
  };
  return { send, close: () => agent.destroy() };
}

const contacts = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => ({ type: 'contact', id: from + i, firstName: 'Draining', lastName: `Import${i}`, email: `draining${from + i}@example.com`, languageId: 1 }));

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/v1/login`, { method: 'POST', body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** GET on a connection of its own, closed after the answer (outside the pools under test). */
function getJson(url: string, token: string, path: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${url}${path}`, { agent: false, headers: { authorization: authorizationHeader(token) } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : undefined }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Waits for the product to print `text`; fails at once, with what it printed, when it exits first. */
async function printed(product: Product, text: string | RegExp, what: string): Promise<void> {
  let exit: unknown;
  void product.exited.then((status) => (exit = status));
  await waitFor(
    what,
    () => {
      const output = product.output();
      if (typeof text === 'string' ? output.includes(text) : text.test(output)) return true;
      if (exit) throw new Error(`The product exited (${JSON.stringify(exit)}) before ${what}. It printed, last:\n${output.slice(-1500)}`);
      return false;
    },
    { timeoutMs: 15_000, everyMs: 10 },
  );
}

/** The process groups of npm and of the product: their last processes (an esbuild service) end with them. */
const gone = (product: Product) => waitFor('the process groups to be gone', () => !alive(-product.pid) && !alive(-product.ownerPid), { timeoutMs: 5_000, everyMs: 20 });

async function freshDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'ctrl-c-'));
  dataDirs.push(dir);
  return dir;
}

describe('stopping npm start', { timeout: 240_000 }, () => {
  it('on Ctrl-C lets the requests in progress finish, closes kept-alive connections, stops cleanly and keeps every acknowledged write; SIGTERM the same', async () => {
    const dataDir = await freshDataDir();
    const product = await startProduct(dataDir);
    const token = await signIn(product.url);
    const record = recorder();
    const pool = keptAliveClient(product.url, token, record, 8);
    const idle = keptAliveClient(product.url, token, record, 1);
    const uploader = keptAliveClient(product.url, token, record, 1);
    let exited = false;
    const exitedAt = product.exited.then(() => ((exited = true), Date.now()));

    // In progress at the signal: an import (seconds of work), an upload whose body is half sent (the
    // import it carries runs while the product stops), and four clients sending request after
    // request on kept-alive connections; and one kept-alive connection lies idle.
    const imported = [{ from: 700_000, count: 400 }];
    const imports = imported.map(({ from, count }) => pool.send('POST', '/v1/directory/import', contacts(count, from)).answer);
    const loops = [1, 2, 3, 4].map(async (loop) => {
      for (let round = 1; !exited; round++) {
        if ((await pool.send('POST', '/v1/tags', { name: `drain ${loop}.${round}`, color: '#123456' }).answer).error) return; // refused (or worse: the checks tell)
        if ((await pool.send('GET', '/v1/tags?page[size]=100').answer).error) return;
      }
    });
    expect((await idle.send('GET', '/v1/tags?page[size]=5').answer).status).toBe(200);
    const uploaded = { from: 720_000, count: 50 };
    const upload = uploader.send('POST', '/v1/directory/import', contacts(uploaded.count, uploaded.from), { inTwoParts: true });
    await upload.taken;
    await waitFor('the clients to have had answers on their kept-alive connections', () => record.exchanges.filter((e) => e.what === 'GET /v1/tags?page[size]=100' && e.status === 200).length >= 8, { everyMs: 10 });
    await waitFor('the import to be under way', async () => (await getJson(product.url, token, `/v1/master-contacts/${imported[0].from}`)).status === 200, { timeoutMs: 30_000, everyMs: 20 });
    expect(record.exchanges.filter((e) => !e.done && e.what === 'POST /v1/directory/import'), 'the import and the upload are in progress at the signal').toHaveLength(2);

    record.late = true;
    const signalledAt = Date.now();
    process.kill(-product.pid, 'SIGINT'); // Ctrl-C: the whole process group

    // while it drains, a request on the idle kept-alive connection is answered, and the connection closed
    const notBegun = await printed(product, 'SIGINT: finishing', 'it began to stop').then(() => undefined, (error: Error) => error.message);
    expect.soft(notBegun, 'the product drains').toBeUndefined(); // the checks below tell what that did to the requests
    const onIdle = await idle.send('GET', '/v1/tags?page[size]=5').answer;
    upload.rest();

    const exit = await product.exited;
    const stopMs = (await exitedAt) - signalledAt;
    await Promise.all(loops);
    for (const client of [pool, idle, uploader]) client.close();
    const output = product.output();

    // every request sent before the signal got its whole answer
    expect.soft(record.exchanges.filter((e) => !e.late && (e.error || !e.complete || e.status! >= 300)).map(show)).toEqual([]);
    for (const [i, answer] of (await Promise.all([...imports, upload.answer])).entries()) {
      const { count } = [...imported, uploaded][i];
      expect.soft(answer.body && JSON.parse(answer.body).data, show(answer)).toMatchObject({ received: count, created: count, failed: 0 });
      // answered while stopping: the kept-alive connection is closed after it, and the answer says so
      expect.soft(answer.connection, show(answer)).toBe('close');
    }
    // requests after it: a whole answer, or a refused connection; never a reset or a cut answer
    const late = record.exchanges.filter((e) => e.late);
    expect.soft(late.filter((e) => (e.error ? e.error !== 'ECONNREFUSED' || e.reused : !e.complete || e.status! >= 300)).map(show)).toEqual([]);
    expect.soft(onIdle, show(onIdle)).toMatchObject({ reused: true, status: 200, connection: 'close', complete: true });
    expect.soft(late.filter((e) => e.error === 'ECONNREFUSED').length, 'new connections are refused while stopping').toBeGreaterThan(0);

    // the whole process group, and the process that owns the data, stopped cleanly within the cap
    expect.soft(exit, output).toEqual({ code: 0, signal: null });
    expect.soft(stopMs, 'ms from the signal to the exit').toBeLessThan(DRAIN_CAP_MS + STORES_STOP_MS);
    expect(alive(product.ownerPid), 'the process that owns the data is gone').toBe(false);
    await gone(product);
    expect.soft(output).toContain('Stopped; all data is saved.');
    expect.soft(output).not.toMatch(/were cut/);
    expect.soft(existsSync(product.runtimeFile), 'runtime.json is removed').toBe(false);

    // a restart on the same data directory sees every acknowledged write
    const again = await startProduct(dataDir);
    const token2 = await signIn(again.url);
    const acknowledgedTags = record.exchanges.filter((e) => e.what === 'POST /v1/tags' && e.status === 201).map((e) => (JSON.parse(e.body!) as { data: { id: number } }).data.id);
    expect(acknowledgedTags.length).toBeGreaterThan(0);
    const storedTags = new Set<number>();
    for (let page = 1; ; page++) {
      const answer = await getJson(again.url, token2, `/v1/tags?page[size]=100&page[number]=${page}`);
      expect(answer.status).toBe(200);
      const items = answer.body.data.items as { id: number }[];
      for (const tag of items) storedTags.add(tag.id);
      if (items.length < 100) break;
    }
    expect(acknowledgedTags.filter((id) => !storedTags.has(id))).toEqual([]);
    for (const { from, count } of [...imported, uploaded]) {
      const ids = Array.from({ length: count }, (_, i) => from + i);
      const answer = await getJson(again.url, token2, `/v1/master-contacts/get-by-ids?ids=${ids.join(',')}`);
      expect(answer.body.data.total, `contacts ${from}..${from + count - 1}`).toBe(count);
    }

    // SIGTERM to the group (a service manager, `kill -- -pgid`): the same clean stop
    process.kill(-again.pid, 'SIGTERM');
    expect(await again.exited, again.output()).toEqual({ code: 0, signal: null });
    expect(again.output()).toContain('Stopped; all data is saved.');
    expect(alive(again.ownerPid)).toBe(false);
    expect(existsSync(again.runtimeFile)).toBe(false);
    await gone(again);
  });

  it('says on a second Ctrl-C that it is still stopping, and stops at once on a third', async () => {
    const product = await startProduct(await freshDataDir());
    const token = await signIn(product.url);
    const record = recorder();
    const uploader = keptAliveClient(product.url, token, record, 1);
    // a request that stays in progress: its body never ends
    const held = uploader.send('POST', '/v1/directory/import', contacts(10, 730_000), { inTwoParts: true });
    await held.taken;
    // Ctrl-C as a person presses it, the presses apart: start.ts takes the signals that reach it
    // within half a second for one Ctrl-C (npm passes each on to it besides the terminal)
    const apart = () => new Promise((resolve) => setTimeout(resolve, 600));
    const ctrlC = () => process.kill(-product.pid, 'SIGINT');
    const firstAt = Date.now();
    ctrlC();
    await printed(product, 'SIGINT: finishing the 1 request(s) in progress', 'the first Ctrl-C was taken');
    await apart();
    expect(product.output(), 'one Ctrl-C reaches the product once').not.toContain('again');
    ctrlC();
    await printed(product, /SIGINT again: still finishing 1 request\(s\) in progress \(at most \d+ s more\)\. Press Ctrl-C once more to stop at once\./, 'the second Ctrl-C was answered');
    await apart();
    expect(product.output()).not.toMatch(/third time|Stopped/);
    expect(alive(product.ownerPid)).toBe(true);
    const thirdAt = Date.now();
    ctrlC();
    const exit = await product.exited;
    expect(Date.now() - thirdAt, 'stopped at once').toBeLessThan(5_000);
    expect(Date.now() - firstAt, 'stopped before the drain cap').toBeLessThan(DRAIN_CAP_MS);
    expect(exit, product.output()).toEqual({ code: 130, signal: null });
    expect(product.output()).toContain('SIGINT a third time: stopping at once, cutting 1 request(s) in progress');
    expect(alive(product.ownerPid)).toBe(false);
    expect(existsSync(product.runtimeFile)).toBe(false);
    expect((await held.answer).error, 'the request in progress is cut').toBeDefined();
    await gone(product);
    uploader.close();
  });
});
