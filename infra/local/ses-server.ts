import { mkdirSync } from 'node:fs';
import { request as httpRequest, createServer, Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { CreateEmailTemplateCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DEMO_EMAIL_TEMPLATES } from './demo-email-templates.ts';
import { appendJournal, readJournal } from './journal.ts';
import { eventKey, eventsOf, mailOf, PIXEL, trackedHtml, TRACKING_PATH, type AcceptedEmail, type SesEvent } from './ses-simulator.ts';
import { SES_EMAIL_PAGE } from '../../shared/local-email-viewer.ts';

/**
 * The SES v2 stand-in's own thread (started by ses.ts): aws-ses-v2-local (the API, a mail viewer
 * at its root, GET /store) behind a thin proxy of ours that shows one email on a page of its own
 * (GET /emails/{messageId}, what the delivery log links to), journals every email it accepted
 * before answering, loads the journal on start, and publishes the SES events of what it accepted
 * (ses-simulator.ts): Send and Delivery (or the simulator's Bounce or Complaint) when it accepts
 * an email, Open and Click when the email's pixel is shown and its links followed (GET
 * /awstrack/open/{messageId}, /awstrack/click/{messageId}/{n}: the pixel, or a redirect to the
 * link). An event is journaled, then posted to the parent thread; once the parent
 * says it was handed on, a `{ handed }` line is journaled. A bounce or complaint is handed on
 * before SendEmail answers; a Send or Delivery event after (it would only slow every send). Like SES, whose
 * events outlive the caller, the stand-in hands on again at start every journaled event that was
 * not handed on (a kill -9 between the two): a repeated event changes nothing downstream.
 * Messages: in `{ port, dataDir }` (workerData), 'stop' and `{ delivered, ok }`; out `{ url }`,
 * `{ error }` and `{ event, id }`.
 */
/** What the stand-in keeps of an email sent with a configuration set: what its later events (opens, clicks) carry, and its tracked links. */
interface Tracking {
  configurationSet: string;
  tags: Record<string, string>;
  links: string[];
}
type StoredEmail = { messageId: string; from: string; destination: { to: string[] }; subject?: string; body?: { html?: string; text?: string }; at: number; tracking?: Tracking } & Record<string, unknown>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One email: its envelope, then its body as the recipient sees it (sandboxed: no script runs). */
function emailPage(email: StoredEmail | undefined, messageId: string): string {
  const head = `<!doctype html><html><head><meta charset="utf-8"><title>Email ${escapeHtml(messageId)} (local)</title><style>body{font-family:system-ui,sans-serif;margin:2rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}iframe{width:100%;height:70vh;border:1px solid #ddd}pre{white-space:pre-wrap}</style></head><body><p><a href="/">All emails</a></p>`;
  if (!email) return `${head}<h1>Email not found</h1><p>No email with message id <code>${escapeHtml(messageId)}</code> was accepted by this stand-in.</p></body></html>`;
  const field = (label: string, value: string) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`;
  const body = email.body?.html ? `<iframe title="Email body" sandbox srcdoc="${escapeHtml(email.body.html)}"></iframe>` : `<pre>${escapeHtml(email.body?.text ?? '')}</pre>`;
  return `${head}<h1>${escapeHtml(email.subject ?? '(no subject)')}</h1><dl>${field('From', email.from)}${field('To', email.destination.to.join(', '))}${field('Sent', new Date(email.at * 1000).toISOString())}${field('Message id', email.messageId)}</dl>${body}</body></html>`;
}

/** What the request names that SES's events carry: its configuration set and message tags. */
const requestOf = (body: Buffer): { configurationSet?: string; tags: Record<string, string> } => {
  try {
    const request = JSON.parse(body.toString('utf8')) as { ConfigurationSetName?: unknown; EmailTags?: { Name?: unknown; Value?: unknown }[] };
    const name = request.ConfigurationSetName;
    const tags = Object.fromEntries((Array.isArray(request.EmailTags) ? request.EmailTags : []).filter((t) => typeof t?.Name === 'string' && typeof t.Value === 'string').map((t) => [t.Name, t.Value]));
    return { configurationSet: typeof name === 'string' && name ? name : undefined, tags: tags as Record<string, string> };
  } catch {
    return { tags: {} };
  }
};

/** Hands an event to the parent thread; resolves with whether the parent handed it on. */
const waiting = new Map<number, (ok: boolean) => void>();
let lastEvent = 0;
function handOn(event: SesEvent): Promise<boolean> {
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
  const handed = new Set<string>();
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  if (journal) {
    for (const entry of readJournal<Record<string, unknown>>(journal)) {
      if ('event' in entry) events.push(entry.event as SesEvent);
      else if ('handed' in entry) handed.add(String(entry.handed));
      else store.saveEmail(entry as never);
    }
  }
  /** Hands an event on and journals that it was. */
  const publish = async (event: SesEvent) => {
    if (await handOn(event)) {
      handed.add(eventKey(event));
      if (journal) appendJournal(journal, { handed: eventKey(event) });
    }
  };
  const unhanded = events.filter((event) => !handed.has(eventKey(event)));

  const accepted = (messageId: string) => {
    const emails = store.getStoreReadonly().emails as unknown as StoredEmail[];
    for (let i = emails.length - 1; i >= 0; i--) if (emails[i].messageId === messageId) return emails[i];
    return undefined;
  };

  let base = '';
  /** Opens and clicks: each its own event, with a time that is never the one before (their journal key holds it). */
  let lastTime = 0;
  const nextTime = () => new Date((lastTime = Math.max(Date.now(), lastTime + 1))).toISOString();
  /** An open or a click of a tracked email: journaled, then handed on (after the answer, as SES does). */
  const track = (email: StoredEmail, kind: 'open' | 'click', request: IncomingMessage, link?: string) => {
    const tracking = email.tracking!;
    const accepted: AcceptedEmail = { messageId: email.messageId, from: email.from, to: email.destination.to, configurationSet: tracking.configurationSet, tags: tracking.tags };
    const seen = { timestamp: nextTime(), userAgent: String(request.headers['user-agent'] ?? ''), ipAddress: request.socket.remoteAddress ?? '127.0.0.1' };
    const mail = mailOf(accepted, new Date(email.at * 1000).toISOString());
    const event: SesEvent = kind === 'open' ? { eventType: 'Open', mail, open: seen } : { eventType: 'Click', mail, click: { ...seen, link: link!, linkTags: {} } };
    events.push(event);
    if (journal) appendJournal(journal, { event });
    void publish(event);
  };

  const proxy = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const tracked = request.method === 'GET' ? TRACKING_PATH.exec(request.url ?? '') : null;
      if (tracked) {
        const email = accepted(decodeURIComponent(tracked[2]));
        const link = tracked[1] === 'click' ? email?.tracking?.links[Number(tracked[3]) - 1] : undefined;
        if (!email?.tracking || (tracked[1] === 'click' && !link)) {
          response.writeHead(404, { 'content-type': 'text/plain' });
          response.end('No such tracked email or link.');
          return;
        }
        track(email, tracked[1] as 'open' | 'click', request, link);
        if (link) response.writeHead(302, { location: link, 'cache-control': 'no-store' }).end();
        else response.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' }).end(PIXEL);
        return;
      }
      if (request.method === 'GET' && request.url === '/events') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ events }));
        return;
      }
      const page = request.method === 'GET' ? SES_EMAIL_PAGE.exec(request.url ?? '') : null;
      if (page) {
        const messageId = decodeURIComponent(page[1]);
        const email = accepted(messageId);
        response.writeHead(email ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        response.end(emailPage(email, messageId));
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
              const { configurationSet, tags } = requestOf(body);
              // delivered as SES delivers it with open and click tracking on: links through the stand-in, and a pixel
              if (configurationSet) {
                const html = email.body?.html ? trackedHtml(email.body.html, base, email.messageId) : undefined;
                if (html) email.body!.html = html.html;
                email.tracking = { configurationSet, tags, links: html?.links ?? [] };
              }
              if (journal) appendJournal(journal, email);
              const published = configurationSet ? eventsOf({ messageId: email.messageId, from: email.from, to: email.destination.to, configurationSet, tags }) : [];
              for (const event of published) {
                events.push(event);
                if (journal) appendJournal(journal, { event });
              }
              // a bounce or complaint before SendEmail answers; the send and the delivery after (they would only slow every send)
              for (const event of published) {
                if (event.eventType === 'Send' || event.eventType === 'Delivery') void publish(event);
                else await publish(event);
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
  base = url;

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
  // what a stop in the middle left unhanded goes on now (the parent holds events until it has a listener)
  for (const event of unhanded) void publish(event);
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
    parentPort!.on('message', (message: 'stop' | { delivered: number; ok: boolean }) => {
      if (message === 'stop') void server.stop().then(() => process.exit(0));
      else {
        waiting.get(message.delivered)?.(message.ok);
        waiting.delete(message.delivered);
      }
    });
    parentPort!.postMessage({ url: server.url });
  },
  (error: Error) => parentPort!.postMessage({ error: error.message }),
);
