import type { Worker } from 'node:worker_threads';
import { jobHandlerPath, type Job } from '../../../functions/jobs.ts';
import { startTypeScriptThread } from '../typescript-thread.ts';
import type { JobHandler } from './queues.ts';

/**
 * Runs a job's handler in a thread of its own, as each Lambda function runs apart from the
 * others: a large send then works beside the API, the queues and the scheduler rather than on
 * their thread. The thread starts at the job's first event (most runs never send), or when it is
 * warmed (the runtime warms the jobs a firing dispatch is about to feed, so the first batch does
 * not wait for the thread to boot), with this process's environment as it is then, and again
 * after it stopped. `stop` ends the threads.
 */
export function jobThreads() {
  const threads = new Set<Worker>();

  function threadHandler(job: Job): { handle: JobHandler; warm: () => void } {
    let thread: Promise<{ worker: Worker; calls: Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }> }> | undefined;
    let lastCall = 0;
    const start = () => {
      const module = new URL(`../../../${jobHandlerPath(job)}`, import.meta.url).href;
      const worker = startTypeScriptThread(new URL('./job-thread.ts', import.meta.url), { module });
      threads.add(worker);
      const calls = new Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>();
      const ready = new Promise<{ worker: Worker; calls: typeof calls }>((resolve, reject) => {
        worker.on('message', (message: { ready?: boolean; id?: number; answer?: unknown; error?: string }) => {
          if (message.ready) return resolve({ worker, calls });
          const call = calls.get(message.id!);
          calls.delete(message.id!);
          if (message.error !== undefined) call?.reject(new Error(message.error));
          else call?.resolve(message.answer);
        });
        worker.once('error', reject);
        worker.once('exit', (code) => {
          threads.delete(worker);
          thread = undefined;
          const gone = new Error(`the ${job.name} job's thread stopped (exit code ${code})`);
          reject(gone);
          for (const call of calls.values()) call.reject(gone);
          calls.clear();
        });
      });
      return ready;
    };
    return {
      handle: async (event) => {
        const { worker, calls } = await (thread ??= start());
        const id = ++lastCall;
        return new Promise((resolve, reject) => {
          calls.set(id, { resolve, reject });
          worker.postMessage({ id, event });
        });
      },
      // a thread that fails to start fails the first event it is given, as before
      warm: () => void (thread ??= start()).catch(() => undefined),
    };
  }

  const handlers = new Map<string, ReturnType<typeof threadHandler>>();
  const of = (job: Job) => {
    let handler = handlers.get(job.name);
    if (!handler) handlers.set(job.name, (handler = threadHandler(job)));
    return handler;
  };

  return {
    handlerOf: async (job: Job) => of(job).handle,
    /** Starts the job's thread now unless it runs. */
    warm: (job: Job) => of(job).warm(),
    stop: async () => void (await Promise.all([...threads].map((worker) => worker.terminate()))),
  };
}
