import { startTypeScriptThread } from './typescript-thread.ts';
import type { SesEvent } from './ses-simulator.ts';

export type { SesEvent } from './ses-simulator.ts';

/**
 * The SES v2 stand-in (ses-server.ts), in a thread of its own: rendering and keeping thousands of
 * emails a minute then works beside the senders rather than on their thread. It journals what it
 * accepted under `dataDir` (what each address received survives a restart and a kill -9) and
 * publishes SES's events for email sent with a configuration set: a Send event for each (handed to
 * `onEvent` after SendEmail answers) and the mailbox simulator's Bounce or Complaint (before it
 * answers); the runtime delivers them to the queues of the jobs with trigger 'topic', as the SNS
 * topic does in AWS. An event not handed on when the stand-in stopped is handed on at its next start. Templates live in memory: the demo
 * templates are created again at every start. Each stand-in has a store of its own.
 */
export interface SesStandIn {
  url: string;
  /** Whom each event is handed to; errors are logged (and the event is handed on again at the next start). */
  onEvent(listener: (event: SesEvent) => Promise<void>): void;
  stop(): Promise<void>;
}

export async function startSes(port: number, dataDir?: string): Promise<SesStandIn> {
  const worker = startTypeScriptThread(new URL('./ses-server.ts', import.meta.url), { port, dataDir });
  let listener: ((event: SesEvent) => Promise<void>) | undefined;
  /** Events that came before anyone listened (those a stop left unhanded, handed on again at start). */
  const held: ((to: (event: SesEvent) => Promise<void>) => Promise<void>)[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    worker.on('message', (message: { url?: string; error?: string; event?: SesEvent; id?: number }) => {
      if (message.url) resolve(message.url);
      else if (message.error) reject(new Error(`the SES stand-in did not start: ${message.error}`));
      else if (message.event) {
        const event = message.event;
        const handOn = (to: (event: SesEvent) => Promise<void>) =>
          to(event).then(
            () => worker.postMessage({ delivered: message.id, ok: true }),
            (error: Error) => {
              console.error(`SES stand-in: ${event.eventType} event of ${event.mail.messageId} not delivered: ${error.message}`);
              worker.postMessage({ delivered: message.id, ok: false });
            },
          );
        if (listener) void handOn(listener);
        else held.push(handOn);
      }
    });
    worker.once('error', reject);
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    url,
    onEvent: (next) => {
      listener = next;
      for (const handOn of held.splice(0)) void handOn(next);
    },
    stop: async () => {
      worker.postMessage('stop');
      await exited;
    },
  };
}
