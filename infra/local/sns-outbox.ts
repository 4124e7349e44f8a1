import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appendJournal, readJournal } from './journal.ts';

/**
 * A local stand-in for the SNS Publish API (query protocol, as the AWS SDK speaks it): it records
 * each SMS instead of sending it. GET / shows the outbox page, GET /store answers JSON. With a
 * directory each message is journalled (`sent.jsonl`, one line, written before the answer) and
 * loaded again on start, so the outbox survives a restart and a kill -9.
 */
export interface OutboxMessage {
  messageId: string;
  phoneNumber: string;
  message: string;
  from?: string;
  at: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(messages: OutboxMessage[]): string {
  const rows = [...messages]
    .reverse()
    .map((m) => `<tr><td>${new Date(m.at * 1000).toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(m.phoneNumber)}</td><td>${escapeHtml(m.from ?? '')}</td><td><pre>${escapeHtml(m.message)}</pre></td><td><code>${m.messageId}</code></td></tr>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>SMS outbox (local)</title><style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style></head><body><h1>SMS outbox (local)</h1><p>Text messages the local runtime would have sent through SNS, newest first.</p><table><thead><tr><th>Sent</th><th>To</th><th>Sender</th><th>Message</th><th>Message id</th></tr></thead><tbody>${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}</tbody></table></body></html>`;
}

export async function startSmsOutbox(port = 0, dataDir?: string): Promise<{ url: string; messages: OutboxMessage[]; stop(): Promise<void> }> {
  const journal = dataDir && join(dataDir, 'sent.jsonl');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const messages: OutboxMessage[] = journal ? readJournal<OutboxMessage>(journal) : [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'GET' && request.url?.startsWith('/store')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ messages }));
        return;
      }
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(page(messages));
        return;
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      if (form.get('Action') !== 'Publish' || !form.get('PhoneNumber') || !form.get('Message')) {
        response.writeHead(400, { 'content-type': 'text/xml' });
        response.end('<ErrorResponse><Error><Type>Sender</Type><Code>InvalidParameter</Code><Message>Only Publish to a PhoneNumber is supported locally.</Message></Error></ErrorResponse>');
        return;
      }
      const messageId = randomUUID();
      const attributes = new Map<string, string>();
      for (const [key, value] of form) {
        const entry = key.match(/^MessageAttributes\.entry\.(\d+)\.Name$/);
        if (entry) attributes.set(value, form.get(`MessageAttributes.entry.${entry[1]}.Value.StringValue`) ?? '');
      }
      const from = attributes.get('AWS.MM.SMS.OriginationNumber') ?? attributes.get('AWS.SNS.SMS.SenderID');
      const sms: OutboxMessage = { messageId, phoneNumber: form.get('PhoneNumber')!, message: form.get('Message')!, ...(from ? { from } : {}), at: Math.floor(Date.now() / 1000) };
      if (journal) appendJournal(journal, sms);
      messages.push(sms);
      response.writeHead(200, { 'content-type': 'text/xml' });
      response.end(
        `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${messageId}</MessageId></PublishResult><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></PublishResponse>`,
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    messages,
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
