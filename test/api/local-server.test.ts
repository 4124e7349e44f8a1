import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORDS, startTestApi, type TestApi } from '../support/api.ts';
import { keptAliveConnection, rawRequest } from '../support/raw-http.ts';
import { startRuntime } from '../../infra/local/runtime.ts';
import { ensureDemoData } from '../../infra/local/demo-data.ts';
import { SECURITY_HEADERS } from '../../infra/security-headers.ts';
import { authorizationHeader } from '../../shared/auth.ts';

/** The local front door (infra/local/server.ts) as an anonymous client on a raw socket sees it. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const health = () => rawRequest(api.url, 'GET /v1/health HTTP/1.1\r\nHost: localhost');

describe('request lines the server cannot decode', () => {
  it.each([
    'GET /%zz HTTP/1.1',
    'GET /%E0%A4%A HTTP/1.1',
    'GET /assets/%zz.js HTTP/1.1',
    'GET /v1/%zz HTTP/1.1',
    'GET /v1/tags/%zz HTTP/1.1',
    'GET http://[::1 HTTP/1.1',
    'GET //x:99999/ HTTP/1.1',
    'GET http://x:99999/v1/health HTTP/1.1',
    'GET http:// HTTP/1.1',
  ])('answers %s with 400 and keeps serving', async (line) => {
    const answer = await rawRequest(api.url, `${line}\r\nHost: localhost`);
    expect(answer.status, answer.body).toBe(400);
    const after = await health();
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body)).toEqual({ data: { status: 'ok' } });
  });

  it('answers a malformed escape under /v1 with a JSON 400', async () => {
    const answer = await rawRequest(api.url, 'PUT /v1/messages/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2', { body: '{}' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: expect.any(Number), message: 'The request path is not valid.' } });
  });
});

describe('security headers', () => {
  it('has the list CloudFront sends', () => {
    expect(SECURITY_HEADERS).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': expect.stringContaining("default-src 'self'"),
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it.each([
    ['the SPA page', 'GET /tags HTTP/1.1'],
    ['an SPA asset', 'GET /favicon.svg HTTP/1.1'],
    ['an API answer', 'GET /v1/health HTTP/1.1'],
    ['an API refusal', 'GET /v1/languages HTTP/1.1'],
    ['an unknown API route', 'GET /v1/nothing HTTP/1.1'],
    ['a path that cannot be decoded', 'GET /%zz HTTP/1.1'],
  ])('are sent on %s', async (_, line) => {
    const answer = await rawRequest(api.url, `${line}\r\nHost: localhost`);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name.toLowerCase()], `${line}: ${name}`).toBe(value);
  });
});

describe('the built SPA, compressed as CloudFront sends it', () => {
  /** A GET with the given Accept-Encoding; the body as sent (not decoded). */
  const get = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const sent = httpRequest(new URL(path, api.url), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      });
      sent.on('error', reject).end();
    });
  /** The entry script index.html names. */
  const entryScript = async () => /src="(\/assets\/[^"]+\.js)"/.exec((await get('/login')).body.toString())![1];

  it('sends br to a browser that takes it, gzip to one that takes only gzip, and the plain file otherwise', async () => {
    const path = await entryScript();
    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await get(path, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const gzip = await get(path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(plain.body);
    expect((await get(path, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get(path, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('keeps the content type and the long cache of a hashed asset when it compresses it', async () => {
    const br = await get(await entryScript(), 'br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('paths no route serves', () => {
  // In AWS the greedy route of a resource's function (ANY /v1/tags/{proxy+}) takes these to that function,
  // whose kit answers the same 404 (docs/decisions/039-one-api-route-per-resource.md); here the system function does.
  it.each([
    ['GET', '/v1/tags/7/no-such-thing'],
    ['PATCH', '/v1/tags/7'],
    ['POST', '/v1/events/7'],
    ['GET', '/v1/master-companies'],
    ['GET', '/v1/no-such-thing'],
  ])('answers %s %s with the API\'s 404 envelope, signed in or not', async (method, path) => {
    const expected = { status: 404, body: { error: { code: 404, message: `Unknown route ${method} ${path}` } } };
    expect(await api.anonymous.request(method, path)).toEqual(expected);
    expect(await api.staff.request(method, path)).toEqual(expected);
  });
});

describe('requests without a session', () => {
  const post = (length: number, extra = '') => `POST /v1/tags HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}${extra}`;

  it('get their 401 without the server waiting for the body', async () => {
    const answer = await rawRequest(api.url, post(5_000_000), { holdBody: true });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 401, message: 'Please sign in.' } });
  });

  it('get their 401 for a 5 MB body, and an ended session gets its own text', async () => {
    const body = Buffer.alloc(5_000_000, 'x');
    const anonymous = await rawRequest(api.url, post(body.length), { body });
    expect(anonymous.status).toBe(401);
    const ended = await rawRequest(api.url, post(body.length, `\r\nAuthorization: ${authorizationHeader('no-such-token')}`), { holdBody: true });
    expect(ended.status).toBe(401);
    expect(JSON.parse(ended.body).error.message).toBe('Your session has ended. Please sign in again.');
    expect((await health()).status).toBe(200);
  });

  it('still read the body of a public route and of a signed-in request', async () => {
    const body = JSON.stringify({ username: 'admin', password: PASSWORDS.admin });
    const login = await rawRequest(api.url, `POST /v1/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}`, { body });
    expect(login.status).toBe(200);
    const tag = JSON.stringify({ name: `raw ${Date.now()}`, color: '#123456' });
    const created = await rawRequest(api.url, post(tag.length, `\r\nAuthorization: ${authorizationHeader(JSON.parse(login.body).data.accessToken)}`), { body: tag });
    expect(created.status).toBe(201);
  });
});

describe('idle connections', () => {
  // Node closes them after 5 s; a pooling client (the browser tests' API client) that sends on one
  // just then gets ECONNRESET instead of an answer.
  it('stay open past 5 s and serve the next request', async () => {
    const connection = keptAliveConnection(api.url);
    try {
      expect((await connection.request('GET /v1/health HTTP/1.1\r\nHost: localhost')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 6_000)); // idle, as between two steps of a slow test
      expect(connection.closed()).toBe(false);
      expect((await connection.request('GET /v1/health HTTP/1.1\r\nHost: localhost')).status).toBe(200);
    } finally {
      connection.close();
    }
  });
});

describe('stopping', { timeout: 120_000 }, () => {
  const contacts = (count: number, from: number) =>
    Array.from({ length: count }, (_, i) => ({ type: 'contact', id: from + i, firstName: 'Slow', lastName: `Import${i}`, email: `slow${from + i}@example.com`, languageId: 1 }));

  it('lets requests in progress finish before the store stops', async () => {
    const runtime = await startRuntime({ drainSeconds: 100, prepare: async () => void (await ensureDemoData(PASSWORDS)) });
    const login = await fetch(`${runtime.url}/v1/login`, { method: 'POST', body: JSON.stringify({ username: 'admin', password: PASSWORDS.admin }) });
    const token = (await login.json()).data.accessToken as string;
    const importing = fetch(`${runtime.url}/v1/directory/import`, {
      method: 'POST',
      headers: { authorization: authorizationHeader(token), 'content-type': 'application/json' },
      body: JSON.stringify(contacts(800, 900_000)),
    });
    await expect.poll(() => runtime.inFlight(), { interval: 5, timeout: 10_000 }).toBe(1);
    const stopped = runtime.stop();
    const answer = await importing;
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toMatchObject({ received: 800, created: 800, failed: 0 });
    await stopped;
    await expect(fetch(`${runtime.url}/v1/health`)).rejects.toThrow();
  });

  it('answers a request that comes on a kept-alive connection while stopping, with connection: close, and does not wait for idle ones', async () => {
    const runtime = await startRuntime({ drainSeconds: 100 });
    const health = 'GET /v1/health HTTP/1.1\r\nHost: localhost';
    const busy = keptAliveConnection(runtime.url); // sends again while the server stops
    const idle = keptAliveConnection(runtime.url); // sends nothing more
    expect((await busy.request(health)).status).toBe(200);
    expect((await idle.request(health)).status).toBe(200);
    // a sign-in whose body comes later keeps the server stopping until it is answered
    const body = JSON.stringify({ username: 'nobody', password: 'wrong-password' });
    const slow = connect(Number(new URL(runtime.url).port), '127.0.0.1');
    let slowAnswer = '';
    slow.on('data', (chunk: Buffer) => (slowAnswer += chunk.toString('latin1')));
    const slowClosed = new Promise<void>((resolve) => slow.once('close', () => resolve()));
    slow.write(`POST /v1/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    await expect.poll(() => runtime.inFlight(), { interval: 5, timeout: 10_000 }).toBe(1);

    const stopped = runtime.stop();
    await expect(fetch(`${runtime.url}/v1/health`)).rejects.toThrow(); // new connections are refused
    const during = await busy.request(health);
    expect(during.status).toBe(200);
    expect(during.headers.connection).toBe('close');
    await expect.poll(() => busy.closed(), { interval: 5, timeout: 5_000 }).toBe(true);
    expect(idle.closed()).toBe(false); // kept until the requests in progress are done

    slow.write(body.slice(10));
    await slowClosed; // answered, then closed by the server
    expect(slowAnswer).toMatch(/^HTTP\/1\.1 401 /);
    expect(slowAnswer.toLowerCase()).toContain('\r\nconnection: close\r\n');
    const drainedAt = Date.now();
    expect(await stopped).toEqual({ cut: 0 });
    expect(Date.now() - drainedAt, 'the idle connection is not waited for').toBeLessThan(5_000);
    expect(idle.closed()).toBe(true);
  });

  it('stops within its bound when a request never completes', async () => {
    const runtime = await startRuntime({ drainSeconds: 1 });
    const held = rawRequest(runtime.url, 'POST /v1/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100', { holdBody: true });
    await expect.poll(() => runtime.inFlight(), { interval: 5, timeout: 10_000 }).toBe(1);
    const started = Date.now();
    await runtime.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    await held.catch(() => undefined);
  });
});
