import { mkdirSync } from 'node:fs';
import { request as httpRequest, createServer, Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { CreateEmailTemplateCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DEMO_EMAIL_TEMPLATES } from './demo-email-templates.ts';
import { appendJournal, readJournal } from './journal.ts';
import { simulatedEvent, type SesEvent } from './ses-simulator.ts';

/**
 * The SES v2 stand-in's own thread (started by ses.ts): aws-ses-v2-local (the API, a mail viewer
 * at its root, GET /store) behind a thin proxy of ours that journals every email it accepted
 * before answering, loads the journal on start, and plays the mailbox simulator. An event is
 * posted to the parent thread, and SendEmail answers once the parent says it was handed on.
 * Messages: in `{ port, dataDir }` (workerData), 'stop' and `{ delivered }`; out `{ url }`,
 * `{ error }` and `{ event, id }`.
 */
type StoredEmail = { messageId: string; from: string; destination: { to: string[] }; at: number } & Record<string, unknown>;

const configurationSetOf = (body: Buffer): string | undefined => {
  try {
    const name = JSON.parse(body.toString('utf8')).ConfigurationSetName;
    return typeof name === 'string' && name ? name : undefined;
  } catch {
    return undefined;
  }
};

/** Hands an event to the parent thread; resolves once the parent handed it on. */
const waiting = new Map<number, () => void>();
let lastEvent = 0;
function handOn(event: SesEvent): Promise<void> {
  const id = ++lastEvent;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    parentPort!.postMessage({ event, id });
  });
}

/**
 * aws-ses-v2-local compiles a template at every send; SES keeps it compiled. Compiling each
 * template text once keeps a large send from spending most of this thread on the compiler.
 */
async function compileEachTemplateOnce(): Promise<void> {
  type Compile = (source: string, options?: { strict?: boolean }) => (data: unknown) => string;
  const render = (await import('aws-ses-v2-local/dist/v2/renderTemplate.js')) as unknown as { compileTemplate: Compile; default?: { compileTemplate: Compile } };
  const exported = render.default ?? render;
  const compile = exported.compileTemplate;
  const compiled = new Map<string, ReturnType<Compile>>();
  exported.compileTemplate = (source, options = {}) => {
    const key = `${options.strict ?? false} ${source}`;
    let template = compiled.get(key);
    if (!template) {
      if (compiled.size >= 500) compiled.clear();
      template = compile(source, options); // a malformed template throws here, and is not kept
      compiled.set(key, template);
    }
    return template;
  };
}

async function serve(port: number, dataDir: string | undefined): Promise<{ url: string; stop: () => Promise<void> }> {
  await compileEachTemplateOnce();
  const { default: sesServer } = await import('aws-ses-v2-local');
  const store = await import('aws-ses-v2-local/dist/store.js');
  const inner = await sesServer({ port: 0, host: '127.0.0.1' });
  if (!inner.listening) await new Promise<void>((resolve) => inner.once('listening', () => resolve()));
  const innerPort = (inner.address() as AddressInfo).port;
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });

  const journal = dataDir && join(dataDir, 'sent.jsonl');
  const events: SesEvent[] = [];
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  if (journal) {
    for (const entry of readJournal<Record<string, unknown>>(journal)) {
      if ('event' in entry) events.push(entry.event as SesEvent);
      else store.saveEmail(entry as never);
    }
  }

  const accepted = (messageId: string) => {
    const emails = store.getStoreReadonly().emails as unknown as StoredEmail[];
    for (let i = emails.length - 1; i >= 0; i--) if (emails[i].messageId === messageId) return emails[i];
    return undefined;
  };

  const proxy = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'GET' && request.url === '/events') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ events }));
        return;
      }
      const body = Buffer.concat(chunks);
      const forward = httpRequest({ host: '127.0.0.1', port: innerPort, method: request.method, path: request.url, headers: request.headers, agent }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', async () => {
          const text = Buffer.concat(parts);
          if (request.method === 'POST' && request.url === '/v2/email/outbound-emails' && answer.statusCode === 200) {
            const email = accepted(JSON.parse(text.toString('utf8')).MessageId);
            if (email) {
              if (journal) appendJournal(journal, email);
              const configurationSet = configurationSetOf(body);
              const event = configurationSet && simulatedEvent({ messageId: email.messageId, from: email.from, to: email.destination.to, configurationSet });
              if (event) {
                events.push(event);
                if (journal) appendJournal(journal, { event });
                await handOn(event);
              }
            }
          }
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          response.end(text);
        });
      });
      forward.on('error', (error) => {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: `SES stand-in: ${error.message}` }));
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const client = new SESv2Client({ endpoint: url, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  for (const template of DEMO_EMAIL_TEMPLATES) {
    await client
      .send(new CreateEmailTemplateCommand({ TemplateName: template.name, TemplateContent: { Subject: template.subject, Html: template.html, Text: template.text } }))
      .catch((error: Error) => {
        if (!/already exists/i.test(error.message)) throw error;
      });
  }
  client.destroy();
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
  return {
    url,
    stop: async () => {
      agent.destroy();
      await Promise.all([close(proxy), close(inner)]);
    },
  };
}

const { port, dataDir } = workerData as { port: number; dataDir?: string };
serve(port, dataDir).then(
  (server) => {
    parentPort!.on('message', (message: 'stop' | { delivered: number }) => {
      if (message === 'stop') void server.stop().then(() => process.exit(0));
      else {
        waiting.get(message.delivered)?.();
        waiting.delete(message.delivered);
      }
    });
    parentPort!.postMessage({ url: server.url });
  },
  (error: Error) => parentPort!.postMessage({ error: error.message }),
);
