import { createRequire } from 'node:module';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { parentPort, workerData } from 'node:worker_threads';
import { dynaliteDb, type Store } from './dynalite-internals.ts';
import { transactionFront, type Answer } from './transactions.ts';

/**
 * The store's own thread (started by ../dynamo.ts): dynalite and its LevelDB, on disk under
 * `path` or in memory, with the transaction front answering TransactWriteItems and
 * TransactGetItems on the same port; every other operation is dynalite's.
 */
const { path, port } = workerData as { path?: string; port: number };

const created: Store[] = [];
const createStore = dynaliteDb.create;
dynaliteDb.create = (options) => {
  const store = createStore(options);
  created.push(store);
  return store;
};
const dynalite = createRequire(import.meta.url)('dynalite') as (options: object) => Server;
const server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
dynaliteDb.create = createStore;

const front = transactionFront(created[0]);
const operations: Record<string, (request: Record<string, unknown>) => Promise<Answer>> = {
  TransactWriteItems: front.transactWriteItems,
  TransactGetItems: front.transactGetItems,
};
const [dynaliteHandler] = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
server.removeAllListeners('request');
server.on('request', (request: IncomingMessage, response: ServerResponse) => {
  const operation = operations[String(request.headers['x-amz-target'] ?? '').split('.')[1]];
  if (!operation) return dynaliteHandler(request, response);
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return send(response, { status: 400, body: { __type: 'com.amazon.coral.service#SerializationException' } });
    }
    operation(body).then(
      (answer) => send(response, answer),
      (failure: unknown) => send(response, { status: 500, body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: String(failure) } }),
    );
  });
});

function send(response: ServerResponse, answer: Answer): void {
  const body = JSON.stringify(answer.body);
  response.statusCode = answer.status;
  response.setHeader('x-amzn-RequestId', randomBytes(39).toString('base64').toUpperCase().replace(/[+/]/g, '0'));
  response.setHeader('x-amz-crc32', crc32(body));
  response.setHeader('Content-Type', 'application/x-amz-json-1.0');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(body);
}

server.once('error', (error) => parentPort!.postMessage({ error: error.message }));
await front.loadTokens();
server.listen(port, '127.0.0.1', () => parentPort!.postMessage({ port: (server.address() as { port: number }).port }));
parentPort!.on('message', (message) => message === 'stop' && server.close(() => process.exit(0)));
