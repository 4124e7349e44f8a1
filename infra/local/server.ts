import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { invoke } from './api-gateway.ts';
import { ERROR_CODES } from '../../shared/api.ts';

/**
 * The local front door: `/v1/*` goes to the Lambda handlers (as API Gateway would), everything
 * else is the built SPA (as CloudFront would), with index.html for client-side routes.
 */
const MAX_BODY_BYTES = 6 * 1024 * 1024; // the Lambda payload limit

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

async function serveApi(request: IncomingMessage, response: ServerResponse, url: URL) {
  const body = await readBody(request);
  if (!body) return sendJson(response, 413, { error: { code: 413, message: 'The request body is too large.' } });
  const result = await invoke(request, url, body);
  const headers = { ...(result.headers ?? {}) } as Record<string, string | number | boolean>;
  response.writeHead(result.statusCode ?? 200, headers as Record<string, string>);
  response.end(result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''));
}

function serveStatic(response: ServerResponse, target: Target, webRoot: string) {
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
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file)
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
  serveStatic(response, target, webRoot);
}

export function createLocalServer(webRoot: string): Server {
  return createServer((request, response) => {
    // Nothing a client sends may stop the process: every failure becomes an answer.
    serve(request, response, webRoot).catch((error) => {
      console.error(error);
      if (!response.headersSent) sendJson(response, 500, { error: { code: 500, message: 'Something went wrong on the server. Please try again.' } });
      else response.end();
    });
  });
}
