import { startTypeScriptThread } from './typescript-thread.ts';
import type { SesEvent } from './ses-simulator.ts';

export type { SesEvent } from './ses-simulator.ts';

/**
 * The SES v2 stand-in (ses-server.ts), in a thread of its own: rendering and keeping thousands of
 * emails a minute then works beside the senders rather than on their thread. It journals what it
 * accepted under `dataDir` (what each address received survives a restart and a kill -9) and plays
 * the SES mailbox simulator: the Bounce or Complaint event of an email sent with a configuration set
 * is handed to `onEvent` before SendEmail answers (the runtime delivers it to the queues of the
 * jobs with trigger 'topic', as the SNS topic does in AWS). Templates live in memory: the demo
 * templates are created again at every start. Each stand-in has a store of its own.
 */
export interface SesStandIn {
  url: string;
  /** Whom each new event is handed to (awaited before SendEmail answers); errors are logged. */
  onEvent(listener: (event: SesEvent) => Promise<void>): void;
  stop(): Promise<void>;
}

export async function startSes(port: number, dataDir?: string): Promise<SesStandIn> {
  const worker = startTypeScriptThread(new URL('./ses-server.ts', import.meta.url), { port, dataDir });
  let listener: ((event: SesEvent) => Promise<void>) | undefined;
  const url = await new Promise<string>((resolve, reject) => {
    worker.on('message', (message: { url?: string; error?: string; event?: SesEvent; id?: number }) => {
      if (message.url) resolve(message.url);
      else if (message.error) reject(new Error(`the SES stand-in did not start: ${message.error}`));
      else if (message.event) {
        const delivered = () => worker.postMessage({ delivered: message.id });
        const handedOn = listener ? listener(message.event) : Promise.resolve();
        handedOn.catch((error: Error) => console.error(`SES stand-in: event of ${message.event!.mail.messageId} not delivered: ${error.message}`)).finally(delivered);
      }
    });
    worker.once('error', reject);
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    url,
    onEvent: (next) => void (listener = next),
    stop: async () => {
      worker.postMessage('stop');
      await exited;
    },
  };
}
