import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jobHandlerPath, type Job } from '../../../functions/jobs.ts';
import { QueueStore, type QueueMessage } from './queue-store.ts';
import { ACCOUNT, handleSqs, SqsError } from './sqs-api.ts';
import { queuePage } from './page.ts';

/**
 * The local SQS: one queue per job it is given (the runtime's: each job with trigger 'queue' or
 * 'topic', functions/jobs.ts), spoken to over the SQS API by the same adapter as in AWS
 * (SQS_ENDPOINT, `<JOB>_QUEUE_URL`; a topic job's queue is fed by the local SES events topic), kept on disk, and
 * consumed in this process the way Lambda's event source mapping consumes a queue: each message
 * is handed to the job's handler as an SQS event of one record, deleted when the handler
 * succeeds, visible again after RETRY_DELAY_MS when it fails (or reports it in
 * batchItemFailures), and moved to the dead letters after MAX_RECEIVE_COUNT receives. Each queue
 * has `workers` consumers at once (SEND_CONCURRENCY for a job that sends, as the queue's maximum
 * concurrency in AWS).
 */
export const VISIBILITY_MS = 720_000;
export const RETRY_DELAY_MS = 5_000;
export const MAX_RECEIVE_COUNT = 5;

export type JobHandler = (event: unknown) => Promise<unknown>;

export interface LocalQueuesOptions {
  port?: number;
  dataDir?: string;
  jobs: Job[];
  /** Consumers per queue. */
  workers: (job: Job) => number;
  /** The job's handler (default: functions/jobs/<job>/handler.ts). */
  handlerOf?: (job: Job) => Promise<JobHandler>;
}

export interface LocalQueues {
  url: string;
  urlOf(job: string): string;
  store: QueueStore;
  /** Starts the consumers (once the store they write to is ready). */
  consume(): void;
  /** Resolves once no message is visible or in flight on any queue (tests and tools). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const defaultHandler = async (job: Job): Promise<JobHandler> => (await import(`../../../${jobHandlerPath(job)}`)).handler;

const sqsEvent = (message: QueueMessage, arn: string) => ({
  Records: [
    {
      messageId: message.id,
      receiptHandle: message.receipt,
      body: message.body,
      attributes: { ApproximateReceiveCount: String(message.receiveCount), SentTimestamp: String(message.sentAt) },
      messageAttributes: {},
      eventSource: 'aws:sqs',
      eventSourceARN: arn,
      awsRegion: process.env.AWS_REGION ?? 'eu-west-1',
    },
  ],
});

export async function startLocalQueues(options: LocalQueuesOptions): Promise<LocalQueues> {
  const store = QueueStore.open(options.dataDir);
  const names = new Set(options.jobs.map((job) => job.name));
  const wakers = new Map<string, Set<() => void>>(names.size ? [...names].map((name) => [name, new Set()]) : []);
  let stopping = false;
  const running: Promise<void>[] = [];
  let busy = 0;
  const notify = (queue: string) => wakers.get(queue)?.forEach((wake) => wake());

  const server = createServer((request, response) => void serve(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = { store, queues: names, baseUrl: url, notify };

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const reply = (status: number, body: unknown, type = 'application/x-amz-json-1.0') => {
      response.writeHead(status, { 'content-type': type });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (request.method === 'GET') {
      const view = { queues: [...names].map((name) => ({ name, url: `${url}/${ACCOUNT}/${name}`, messages: store.messages(name) })), deadLetters: store.dead };
      if (request.url?.startsWith('/store')) return reply(200, view, 'application/json');
      return reply(200, queuePage(view), 'text/html; charset=utf-8');
    }
    const operation = String(request.headers['x-amz-target'] ?? '').replace(/^AmazonSQS\./, '');
    try {
      const input = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      reply(200, handleSqs(context, operation, input));
    } catch (error) {
      if (error instanceof SqsError) return reply(400, { __type: error.type, message: error.message });
      if (error instanceof SyntaxError) return reply(400, { __type: 'com.amazonaws.sqs#InvalidRequest', message: 'The request body is not JSON.' });
      reply(500, { __type: 'com.amazonaws.sqs#InternalError', message: (error as Error).message });
    }
  }

  async function worker(job: Job, handler: JobHandler) {
    const arn = `arn:aws:sqs:${process.env.AWS_REGION ?? 'eu-west-1'}:${ACCOUNT}:${job.name}`;
    while (!stopping) {
      const message = store.receive(job.name, VISIBILITY_MS);
      if (!message) {
        // woken by a new message, or every second for messages whose retry delay has passed
        await new Promise<void>((resolve) => {
          const waiting = wakers.get(job.name)!;
          const wake = () => {
            clearTimeout(timer);
            waiting.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, 1000);
          waiting.add(wake);
        });
        continue;
      }
      busy++;
      let failed = false;
      try {
        const answer = (await handler(sqsEvent(message, arn))) as { batchItemFailures?: { itemIdentifier: string }[] } | undefined;
        failed = Boolean(answer?.batchItemFailures?.some((failure) => failure.itemIdentifier === message.id));
      } catch (error) {
        console.error(`Local queue ${job.name}: message ${message.id} failed: ${(error as Error).message}`);
        failed = true;
      } finally {
        busy--;
      }
      if (!failed) store.delete(message.receipt!);
      else if (message.receiveCount >= MAX_RECEIVE_COUNT) store.deadLetter(message.id);
      else store.release(message.id, RETRY_DELAY_MS);
    }
  }

  return {
    url,
    urlOf: (job) => `${url}/${ACCOUNT}/${job}`,
    store,
    consume() {
      for (const job of options.jobs) {
        running.push(
          (async () => {
            const handler = await (options.handlerOf ?? defaultHandler)(job);
            await Promise.all(Array.from({ length: options.workers(job) }, () => worker(job, handler)));
          })(),
        );
      }
    },
    async idle() {
      while (busy > 0 || store.messages().length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    async stop() {
      stopping = true;
      for (const name of names) notify(name);
      await Promise.allSettled(running);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
