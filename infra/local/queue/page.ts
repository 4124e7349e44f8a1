import type { QueueMessage } from './queue-store.ts';

/** The local SQS page: each queue's messages (waiting or in flight) and the dead letters. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

function rows(messages: QueueMessage[]): string {
  const now = Date.now();
  return messages
    .map((m) => `<tr><td>${time(m.sentAt)}</td><td>${m.visibleAt > now ? 'in flight' : 'waiting'}</td><td>${m.receiveCount}</td><td><code>${escapeHtml(m.body.slice(0, 300))}</code></td></tr>`)
    .join('');
}

export function queuePage(view: { queues: { name: string; url: string; messages: QueueMessage[] }[]; deadLetters: QueueMessage[] }): string {
  const sections = view.queues
    .map((q) => `<h2>${escapeHtml(q.name)} <small>${q.messages.length} messages</small></h2><p><code>${escapeHtml(q.url)}</code></p><table><thead><tr><th>Sent</th><th>State</th><th>Receives</th><th>Body</th></tr></thead><tbody>${rows(q.messages) || '<tr><td colspan="4">Empty.</td></tr>'}</tbody></table>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Queues (local)</title><style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}code{word-break:break-all}</style></head><body><h1>Queues (local SQS)</h1>${sections}<h2>Dead letters <small>${view.deadLetters.length}</small></h2><table><tbody>${rows(view.deadLetters) || '<tr><td>None.</td></tr>'}</tbody></table></body></html>`;
}
