import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The messages of the local SQS queues. With a directory they survive a crash: `journal.jsonl`
 * gets one line per change (sent, received, deleted, dead-lettered), appended before the change
 * is answered; opening replays it (a line torn by a crash is the one change never answered) and
 * writes it again holding only the live messages (a temporary file renamed over it). A message
 * that was received when the process died is visible again at once after a restart.
 */
export interface QueueMessage {
  id: string;
  queue: string;
  body: string;
  sentAt: number;
  receiveCount: number;
  /** Milliseconds since the epoch; not journalled (after a restart every message is visible). */
  visibleAt: number;
  receipt?: string;
}

type Change =
  | { sent: { id: string; queue: string; body: string; sentAt: number; receiveCount?: number } }
  | { received: string }
  | { deleted: string }
  | { dead: string };

export class QueueStore {
  private readonly live = new Map<string, QueueMessage>();
  readonly dead: QueueMessage[] = [];
  private journalLines = 0;

  private constructor(private readonly dir?: string) {}

  static open(dir?: string): QueueStore {
    const store = new QueueStore(dir);
    if (!dir) return store;
    mkdirSync(dir, { recursive: true });
    let text = '';
    try {
      text = readFileSync(store.journalFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        store.apply(JSON.parse(line) as Change);
      } catch {
        // the torn last line of a crash
      }
    }
    store.compact();
    return store;
  }

  send(queue: string, body: string): QueueMessage {
    const message: QueueMessage = { id: randomUUID(), queue, body, sentAt: Date.now(), receiveCount: 0, visibleAt: 0 };
    this.record({ sent: { id: message.id, queue, body, sentAt: message.sentAt } });
    return this.live.get(message.id)!;
  }

  /** The first visible message of the queue, made invisible for `visibilityMs` under a new receipt. */
  receive(queue: string, visibilityMs: number): QueueMessage | undefined {
    const now = Date.now();
    for (const message of this.live.values()) {
      if (message.queue !== queue || message.visibleAt > now) continue;
      this.record({ received: message.id });
      message.visibleAt = now + visibilityMs;
      message.receipt = randomUUID();
      return message;
    }
    return undefined;
  }

  /** Deletes by receipt handle (an old receipt of a message received again deletes nothing, as SQS). */
  delete(receipt: string): boolean {
    const message = [...this.live.values()].find((m) => m.receipt === receipt);
    if (!message) return false;
    this.record({ deleted: message.id });
    return true;
  }

  /** Visible again after `delayMs` (a failed attempt). */
  release(id: string, delayMs: number): void {
    const message = this.live.get(id);
    if (message) message.visibleAt = Date.now() + delayMs;
  }

  deadLetter(id: string): void {
    if (this.live.has(id)) this.record({ dead: id });
  }

  messages(queue?: string): QueueMessage[] {
    return [...this.live.values()].filter((m) => queue === undefined || m.queue === queue);
  }

  private get journalFile() {
    return join(this.dir!, 'journal.jsonl');
  }

  private apply(change: Change): void {
    if ('sent' in change) this.live.set(change.sent.id, { ...change.sent, receiveCount: change.sent.receiveCount ?? 0, visibleAt: 0 });
    else if ('received' in change) {
      const message = this.live.get(change.received);
      if (message) message.receiveCount++;
    } else if ('deleted' in change) this.live.delete(change.deleted);
    else {
      const message = this.live.get(change.dead);
      if (message) this.dead.push(message);
      this.live.delete(change.dead);
    }
  }

  /** Synchronous, so a change is answered only once it is on disk. */
  private record(change: Change): void {
    this.apply(change);
    if (!this.dir) return;
    appendFileSync(this.journalFile, `${JSON.stringify(change)}\n`);
    if (++this.journalLines > Math.max(1000, 4 * this.live.size)) this.compact();
  }

  private compact(): void {
    const lines = [...this.live.values(), ...this.dead.map((m) => ({ ...m, dead: true }))].map((m) => {
      const sent = JSON.stringify({ sent: { id: m.id, queue: m.queue, body: m.body, sentAt: m.sentAt, receiveCount: m.receiveCount } });
      return 'dead' in m ? `${sent}\n${JSON.stringify({ dead: m.id })}` : sent;
    });
    const temporary = `${this.journalFile}.${process.pid}.tmp`;
    writeFileSync(temporary, lines.length ? `${lines.join('\n')}\n` : '');
    renameSync(temporary, this.journalFile);
    this.journalLines = 0;
  }
}
