import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { invoke } from './api-gateway.ts';
import { bodyStreamOf, type BodyStream } from '../../functions/kit/http.ts';
import { SECURITY_HEADERS } from '../security-headers.ts';
import { matchRoute } from '../../functions/routes.ts';
import { authenticate } from '../../functions/domain/users/sessions.ts';
import { ERROR_CODES } from '../../shared/api.ts';

/**
 * The local front door: `/v1/*` goes to the Lambda handlers (as API Gateway would), everything
 * else is the built SPA (as CloudFront would), with index.html for client-side routes, and every
 * answer carries the security headers CloudFront adds.
 */
const MAX_BODY_BYTES = 6 * 1024 * 1024; // the Lambda payload limit
/**
 * Idle connections stay open this long (Node's default is 5 s). A client that pools connections
 * without an idle limit of its own (Playwright's API client) sends on one the server is just
 * closing and gets ECONNRESET; a minute and more outlasts a browser test (60 s), as AWS load
 * balancers keep them 60 s. Header reads get a little longer, as Node advises.
 */
const KEEP_ALIVE_MS = 65_000;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) resolve(undefined);
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Whether the request carries a body (a length above zero, or chunks). */
const carriesBody = (request: IncomingMessage) => Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * A body sent to a route that needs a session, without a valid one: the caller gets its 401
 * before the body is read, so an anonymous client cannot make the server hold megabytes or wait
 * for a body that never comes. (The handler still checks the session itself, as in AWS.)
 */
async function refusedBeforeBody(request: IncomingMessage, url: URL): Promise<boolean> {
  if (!carriesBody(request)) return false;
  const match = matchRoute(request.method ?? 'GET', url.pathname);
  if (!match || match.route.access === 'public') return false;
  return !(await authenticate(request.headers.authorization, false));
}

async function serveApi(request: IncomingMessage, response: ServerResponse, url: URL) {
  let body: Buffer | undefined = Buffer.alloc(0);
  if (await refusedBeforeBody(request, url)) response.setHeader('connection', 'close'); // the handler answers 401; the body is discarded unread
  else body = await readBody(request);
  if (!body) {
    response.setHeader('connection', 'close');
    return sendJson(response, 413, { error: { code: 413, message: 'The request body is too large.' } });
  }
  const result = await invoke(request, url, body);
  response.writeHead(result.statusCode ?? 200, { ...(result.headers ?? {}), ...SECURITY_HEADERS } as Record<string, string>);
  const chunks = bodyStreamOf(result);
  if (chunks) return writeStream(response, chunks);
  response.end(result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''));
}

/** Resolves once the socket took what was written (or the response closed). */
const drained = (response: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });

/**
 * A streamed reply (kit/http.ts, an export): each chunk written as the handler makes it, the next
 * asked for only once the socket took this one, so a slow reader holds the handler back rather
 * than the server's memory filling. A client that goes away stops the handler's work; a failure
 * half-way cuts the answer (its status is sent already), and is logged.
 */
async function writeStream(response: ServerResponse, chunks: BodyStream): Promise<void> {
  const iterator = chunks[Symbol.asyncIterator]();
  try {
    for (;;) {
      if (response.destroyed) return;
      const next = await iterator.next();
      if (next.done) break;
      if (!response.write(next.value)) await drained(response);
    }
    response.end();
  } catch (error) {
    console.error(`A streamed answer was cut: ${(error as Error).stack ?? error}`);
    response.destroy();
  } finally {
    await iterator.return?.();
  }
}

/** The precompressed copies the build writes beside a file (web/vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** Whether the request's Accept-Encoding takes this coding (listed, and not with q=0). */
function accepts(request: IncomingMessage, coding: string): boolean {
  return String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([name, ...params]) => name.trim() === coding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)));
}

/** The copy of a file to send: its br or gzip copy when the browser takes it and the build made one. */
function encodedCopy(request: IncomingMessage, file: string): { path: string; encoding?: string } {
  const copy = ENCODINGS.find(({ name, suffix }) => accepts(request, name) && existsSync(file + suffix));
  return copy ? { path: file + copy.suffix, encoding: copy.name } : { path: file };
}

/**
 * The built SPA, as CloudFront serves it: compressed (br, else gzip, precompressed at build) for
 * browsers that accept it, hashed assets cached for a year, index.html for client-side routes.
 */
function serveStatic(request: IncomingMessage, response: ServerResponse, target: Target, webRoot: string) {
  const relative = normalize(target.path).replace(/^(\.\.[/\\])+/, '');
  let file = join(webRoot, relative);
  const isAsset = existsSync(file) && statSync(file).isFile();
  if (!isAsset) file = join(webRoot, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(503, { 'content-type': 'text/plain' });
    response.end('The web app is not built. Run `npm run build`.');
    return;
  }
  const immutable = isAsset && relative.startsWith('/assets/');
  const sent = encodedCopy(request, file);
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
    ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
  });
  createReadStream(sent.path)
    .on('error', () => response.destroy())
    .pipe(response);
}

/** The request target, parsed and with its path decoded; undefined when it is neither. */
interface Target {
  url: URL;
  path: string;
}

function parseTarget(raw: string | undefined): Target | undefined {
  try {
    const url = new URL(raw ?? '/', 'http://localhost');
    return { url, path: decodeURIComponent(url.pathname) };
  } catch {
    return undefined; // an invalid absolute URL or a malformed %-escape
  }
}

const isApi = (pathname: string) => pathname === '/v1' || pathname.startsWith('/v1/');

async function serve(request: IncomingMessage, response: ServerResponse, webRoot: string) {
  const target = parseTarget(request.url);
  if (!target) {
    const message = 'The request path is not valid.';
    if (isApi(request.url ?? '')) return sendJson(response, 400, { error: { code: ERROR_CODES.malformed, message } });
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    return response.end(message);
  }
  if (isApi(target.url.pathname)) return serveApi(request, response, target.url);
  serveStatic(request, response, target, webRoot);
}

export interface LocalServer {
  server: Server;
  /** Requests received and not yet answered. */
  inFlight(): number;
  /**
   * Stops accepting connections and lets the requests in progress finish (at most `drainSeconds`),
   * then closes every connection; resolves with the number of requests that were still running
   * then and were cut. While it drains, each answer carries `connection: close`, so a kept-alive
   * connection is closed after its next answer instead of under a request on its way.
   */
  close(drainSeconds: number): Promise<{ cut: number }>;
}

/** net's close: stops listening without http's closing of the idle kept-alive connections. */
const stopListening = (server: Server, closed: () => void) => NetServer.prototype.close.call(server, closed);

export function createLocalServer(webRoot: string): LocalServer {
  const inProgress = new Set<ServerResponse>();
  let whenIdle: (() => void)[] = [];
  let stopping = false;
  const server = createServer((request, response) => {
    inProgress.add(response);
    response.once('close', () => {
      inProgress.delete(response);
      if (!inProgress.size) for (const resolve of whenIdle.splice(0)) resolve();
    });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    // a request that came on a kept-alive connection while stopping is answered, and its connection closed
    if (stopping) response.setHeader('connection', 'close');
    // Nothing a client sends may stop the process: every failure becomes an answer.
    serve(request, response, webRoot).catch((error) => {
      if (response.destroyed) return; // the client went away (or the server is closing)
      console.error(error);
      if (!response.headersSent) sendJson(response, 500, { error: { code: 500, message: 'Something went wrong on the server. Please try again.' } });
      else response.end();
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return {
    server,
    inFlight: () => inProgress.size,
    async close(drainSeconds) {
      stopping = true;
      for (const response of inProgress) if (!response.headersSent) response.setHeader('connection', 'close');
      // New connections are refused from here on. The kept-alive ones stay open while requests are
      // in progress: closing one now would reset a request a client is just sending on it (http's
      // close() drops them at once); a request that arrives on one is answered with `connection: close`.
      const closed = new Promise<void>((resolve) => stopListening(server, () => resolve()));
      if (inProgress.size) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([new Promise<void>((resolve) => whenIdle.push(resolve)), new Promise<void>((resolve) => (timer = setTimeout(resolve, drainSeconds * 1000)))]);
        clearTimeout(timer);
        whenIdle = [];
      }
      const cut = inProgress.size;
      // drained (or out of time): the idle kept-alive connections are not waited for
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
}
