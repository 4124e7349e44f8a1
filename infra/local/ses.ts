import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, createServer, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { CreateEmailTemplateCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DEMO_EMAIL_TEMPLATES } from './demo-email-templates.ts';

/**
 * The SES v2 stand-in: aws-ses-v2-local (the API the functions call through the AWS SDK, a mail
 * viewer at its root, GET /store for tests) behind a thin proxy of ours that
 * - journals every email it accepted (one JSON line in `<data dir>/ses/sent.jsonl`, written
 *   before the answer goes back) and loads the journal into the viewer's store on start, so what
 *   each address received survives a restart and a kill -9;
 * - treats the SES mailbox simulator's bounce, complaint and suppression-list addresses as SES
 *   does, minimally: the email is accepted and, when it was sent with a configuration set (SES
 *   publishes events only then), a Bounce or Complaint event in the shape SES publishes is kept
 *   (GET /events, journalled too) and handed to `onEvent` before the answer goes back: the runtime
 *   delivers it to the queues of the jobs with trigger 'topic', as the SNS topic does in AWS.
 * Templates live in memory: the demo templates are created again at every start. The store is
 * per process: a second runtime in one process (a test that starts its own) shares it.
 */
export interface SesEvent {
  eventType: 'Bounce' | 'Complaint';
  mail: { messageId: string; timestamp: string; source: string; destination: string[]; tags: Record<string, string[]> };
  bounce?: { bounceType: 'Permanent'; bounceSubType: 'General' | 'OnAccountSuppressionList'; bouncedRecipients: { emailAddress: string }[]; timestamp: string };
  complaint?: { complainedRecipients: { emailAddress: string }[]; timestamp: string };
}

const SIMULATOR = /^(bounce|complaint|suppressionlist)(\+[^@]*)?@simulator\.amazonses\.com$/i;

/** The SES event the mailbox simulator makes for an address sent to with a configuration set, if any. */
export function simulatedEvent(email: { messageId: string; from: string; to: string[]; configurationSet: string }, at = new Date()): SesEvent | undefined {
  const hit = email.to.map((address) => ({ address, kind: SIMULATOR.exec(address)?.[1].toLowerCase() })).find((r) => r.kind);
  if (!hit) return undefined;
  const timestamp = at.toISOString();
  const mail = { messageId: email.messageId, timestamp, source: email.from, destination: email.to, tags: { 'ses:configuration-set': [email.configurationSet] } };
  if (hit.kind === 'complaint') return { eventType: 'Complaint', mail, complaint: { complainedRecipients: [{ emailAddress: hit.address }], timestamp } };
  const bounceSubType = hit.kind === 'suppressionlist' ? 'OnAccountSuppressionList' : 'General';
  return { eventType: 'Bounce', mail, bounce: { bounceType: 'Permanent', bounceSubType, bouncedRecipients: [{ emailAddress: hit.address }], timestamp } };
}

type StoredEmail = { messageId: string; from: string; destination: { to: string[] }; at: number } & Record<string, unknown>;

function readJournal(file: string): Record<string, unknown>[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return text.split('\n').flatMap((line) => {
    try {
      return line.trim() ? [JSON.parse(line)] : [];
    } catch {
      return []; // the torn last line of a crash
    }
  });
}

export interface SesStandIn {
  url: string;
  events: SesEvent[];
  /** Whom each new event is handed to (awaited before SendEmail answers); errors are logged. */
  onEvent(listener: (event: SesEvent) => Promise<void>): void;
  stop(): Promise<void>;
}

const configurationSetOf = (body: Buffer): string | undefined => {
  try {
    const name = JSON.parse(body.toString('utf8')).ConfigurationSetName;
    return typeof name === 'string' && name ? name : undefined;
  } catch {
    return undefined;
  }
};

export async function startSes(port: number, dataDir?: string): Promise<SesStandIn> {
  const { default: sesServer } = await import('aws-ses-v2-local');
  const store = await import('aws-ses-v2-local/dist/store.js');
  const inner = await sesServer({ port: 0, host: '127.0.0.1' });
  if (!inner.listening) await new Promise<void>((resolve) => inner.once('listening', () => resolve()));
  const innerPort = (inner.address() as AddressInfo).port;
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });

  const journal = dataDir && join(dataDir, 'sent.jsonl');
  const events: SesEvent[] = [];
  let listener: ((event: SesEvent) => Promise<void>) | undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  if (journal) {
    const known = new Set(store.getStoreReadonly().emails.map((e: { messageId: string }) => e.messageId));
    for (const entry of readJournal(journal)) {
      if ('event' in entry) events.push(entry.event as SesEvent);
      else if (!known.has(String(entry.messageId))) store.saveEmail(entry as never);
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
              if (journal) appendFileSync(journal, `${JSON.stringify(email)}\n`);
              const configurationSet = configurationSetOf(body);
              const event = configurationSet && simulatedEvent({ messageId: email.messageId, from: email.from, to: email.destination.to, configurationSet });
              if (event) {
                events.push(event);
                if (journal) appendFileSync(journal, `${JSON.stringify({ event })}\n`);
                await listener?.(event).catch((error: Error) => console.error(`SES stand-in: event of ${event.mail.messageId} not delivered: ${error.message}`));
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
  const close = (server: typeof proxy) => new Promise<void>((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); });
  return {
    url,
    events,
    onEvent: (next) => void (listener = next),
    stop: async () => {
      agent.destroy();
      await Promise.all([close(proxy), close(inner)]);
    },
  };
}
