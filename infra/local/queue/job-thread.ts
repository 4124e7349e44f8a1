import { parentPort, workerData } from 'node:worker_threads';

/**
 * A job's own thread (job-threads.ts): imports the job's handler and runs each event posted to
 * it, answering `{ id, answer }` or `{ id, error }`. Several events may run at once, as the
 * consumers of the job's queue hand them over.
 */
const { handler } = (await import(workerData.module as string)) as { handler: (event: unknown) => Promise<unknown> };
parentPort!.on('message', ({ id, event }: { id: number; event: unknown }) => {
  handler(event).then(
    (answer) => parentPort!.postMessage({ id, answer }),
    (error: Error) => parentPort!.postMessage({ id, error: error?.stack ?? String(error) }),
  );
});
parentPort!.postMessage({ ready: true });
