import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi, SchedulerError } from './api.ts';
import { dueFiring, isComplete, nextFiring, type Timing } from './next-firing.ts';
import { page, type FiringLogEntry, type ScheduleView } from './page.ts';
import { ScheduleStore, type StoredSchedule } from './schedule-store.ts';
import { invokeJob, jobOfArn, type Invoke } from './targets.ts';

/**
 * The local EventBridge Scheduler: the scheduler port's SDK client talks to it over HTTP
 * (SCHEDULER_ENDPOINT), it keeps its schedules in the data directory, and every few seconds it
 * fires the due ones by invoking their target job's handler, as EventBridge invokes the Lambda.
 * Schedules that fell due while it was stopped fire once when it starts.
 */
export interface LocalSchedulerOptions {
  port?: number;
  /** Directory for the schedules; in memory without one. */
  dataDir?: string;
  /** How often due schedules are looked for (default 5 s, well within EventBridge's minute); 0: never (a tool that only keeps schedules). */
  checkEveryMs?: number;
  /** Concurrent invocations per firing, to prove the targets idempotent (default: SCHEDULER_FIRE_TIMES, else 1). */
  fireTimes?: number;
  invoke?: Invoke;
}

export interface LocalScheduler {
  /** The API endpoint; the page is at /, the same data as JSON at /store. */
  url: string;
  /** Looks for due schedules now and resolves once their firings have run. */
  check(): Promise<void>;
  stop(): Promise<void>;
}

const MAX_LOG = 200;

export function fireTimesFromEnv(value = process.env.SCHEDULER_FIRE_TIMES): number {
  if (value === undefined || value === '') return 1;
  const times = Number(value);
  if (!Number.isInteger(times) || times < 1 || times > 100) throw new Error(`SCHEDULER_FIRE_TIMES must be a whole number from 1 to 100, not '${value}'.`);
  return times;
}

const timingOf = (s: StoredSchedule): Timing => ({
  expression: s.ScheduleExpression,
  startDate: s.StartDate,
  endDate: s.EndDate,
  since: s.LastModificationDate,
  lastFiredFor: s.lastFiredFor,
});
const nowSeconds = () => Math.floor(Date.now() / 1000);
const isoSeconds = (unix: number) => new Date(unix * 1000).toISOString().replace('.000Z', 'Z');

/** The target's input with EventBridge's context attributes filled in, parsed as the Lambda receives it. */
function payloadOf(schedule: StoredSchedule, scheduledTime: number): unknown {
  const input = (schedule.Target.Input ?? '{}')
    .replaceAll('<aws.scheduler.scheduled-time>', isoSeconds(scheduledTime))
    .replaceAll('<aws.scheduler.execution-id>', randomBytes(8).toString('hex'))
    .replaceAll('<aws.scheduler.attempt-number>', '1')
    .replaceAll('<aws.scheduler.schedule-arn>', schedule.Arn);
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}

export async function startLocalScheduler(options: LocalSchedulerOptions = {}): Promise<LocalScheduler> {
  const store = ScheduleStore.open(options.dataDir);
  const fireTimes = options.fireTimes ?? fireTimesFromEnv();
  const invoke = options.invoke ?? invokeJob;
  const firings: FiringLogEntry[] = [];
  const inFlight = new Map<string, Promise<void>>();

  async function fire(schedule: StoredSchedule, scheduledTime: number): Promise<void> {
    const invocations = Array.from({ length: fireTimes }, () => Promise.resolve().then(() => invoke(schedule.Target.Arn, payloadOf(schedule, scheduledTime))));
    const results = await Promise.allSettled(invocations);
    const errors = results.flatMap((r) => (r.status === 'rejected' ? [r.reason instanceof Error ? r.reason.message : String(r.reason)] : []));
    firings.push({ name: schedule.Name, group: schedule.GroupName, scheduledTime, firedAt: nowSeconds(), invocations: fireTimes, errors });
    if (firings.length > MAX_LOG) firings.shift();
    // Marked only if nobody changed the schedule meanwhile: an update starts it afresh.
    const current = store.get(schedule.GroupName, schedule.Name);
    if (current?.revision === schedule.revision) store.put({ ...current, lastFiredFor: scheduledTime });
  }

  function check(): Promise<void> {
    const now = nowSeconds();
    for (const schedule of store.list()) {
      const key = `${schedule.GroupName}/${schedule.Name}`;
      if (schedule.State !== 'ENABLED' || inFlight.has(key)) continue;
      if (schedule.ActionAfterCompletion === 'DELETE' && isComplete(timingOf(schedule), now)) {
        store.delete(schedule.GroupName, schedule.Name);
        continue;
      }
      const due = dueFiring(timingOf(schedule), now);
      if (due === null) continue;
      const firing = fire(schedule, due)
        .then(() => {
          const fired = store.get(schedule.GroupName, schedule.Name);
          if (fired?.ActionAfterCompletion === 'DELETE' && isComplete(timingOf(fired), nowSeconds())) store.delete(fired.GroupName, fired.Name);
        })
        .catch((error) => console.error(`Local scheduler: firing ${key} failed: ${(error as Error).message}`))
        .finally(() => inFlight.delete(key));
      inFlight.set(key, firing);
    }
    return Promise.all(inFlight.values()).then(() => undefined);
  }

  const server: Server = createServer((request, response) => void serve(request, response));
  async function serve(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(body);
    };
    try {
      if (request.method === 'GET' && (url.pathname === '/' || url.pathname === '/store')) {
        const views: ScheduleView[] = store.list().map((s) => ({ ...s, nextFiring: nextFiring(timingOf(s)), job: jobOfArn(s.Target.Arn)?.name }));
        if (url.pathname === '/store') return send(200, JSON.stringify({ schedules: views, firings, fireTimes }));
        return send(200, page(views, firings, fireTimes), { 'content-type': 'text/html; charset=utf-8' });
      }
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown>;
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        throw new SchedulerError('ValidationException', 400, 'The request body is not JSON.');
      }
      const answer = handleApi(store, { method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, body, now: nowSeconds() });
      if (!answer) return send(404, JSON.stringify({ Message: `${request.method} ${url.pathname} is not part of the local Scheduler API.` }), { 'x-amzn-errortype': 'UnknownOperationException' });
      send(200, JSON.stringify(answer));
    } catch (error) {
      if (error instanceof SchedulerError) return send(error.status, JSON.stringify({ Message: error.message }), { 'x-amzn-errortype': error.type });
      send(500, JSON.stringify({ Message: (error as Error).message }), { 'x-amzn-errortype': 'InternalServerException' });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // What fell due while the stand-in was stopped fires now, once.
  const checkEveryMs = options.checkEveryMs ?? 5000;
  if (checkEveryMs > 0) void check();
  const timer = checkEveryMs > 0 ? setInterval(() => void check(), checkEveryMs) : undefined;
  timer?.unref();

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    check,
    async stop() {
      clearInterval(timer);
      await Promise.allSettled(inFlight.values());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
