import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createLocalServer } from './server.ts';
import { ensureTable, startDynamo, type EmbeddedDynamo } from './dynamo.ts';
import { startSes } from './ses.ts';
import { startSmsOutbox } from './sns-outbox.ts';
import { startLocalScheduler } from './scheduler/scheduler.ts';
import { invokeJob, jobOfArn, localFunctionArn, localSchedulerEnv } from './scheduler/targets.ts';
import { startLocalQueues } from './queue/queues.ts';
import { jobThreads } from './queue/job-threads.ts';
import { ACCOUNT } from './queue/sqs-api.ts';
import { localEmailEvents } from './email-events.ts';
import { JOBS, JOBS_BY_NAME, type Job } from '../../functions/jobs.ts';
import { queueUrlVariable } from '../../functions/rights.ts';
import { resumeAll } from '../../functions/jobs/dispatch/resume-all.ts';
import { countItemsOnce } from '../../functions/data/item-count-recovery.ts';
import { completeFormerCountMoves } from '../../functions/data/migrations/complete-former-count-moves.ts';
import { settlePendingAuditEntries } from '../../functions/data/migrations/settle-pending-audit-entries.ts';
import { runActions } from '../../functions/domain/reactions/run-actions.ts';
import { sweepPendingSyncs } from '../../functions/data/directory/pending-syncs.ts';

/**
 * The whole product in one process: the embedded DynamoDB, the handlers behind a local API
 * Gateway, the stand-ins for SES, SNS and EventBridge Scheduler, and the built SPA. Used by `npm start`, the API tests and the benchmarks.
 */
export interface RuntimeOptions {
  port?: number;
  /** Directory for the data; without one the store lives in memory. */
  dataDir?: string;
  webRoot?: string;
  tableName?: string;
  /** Ports of the SES v2 stand-in, the SMS outbox and the Scheduler stand-in (0: any free port). */
  sesPort?: number;
  smsPort?: number;
  schedulerPort?: number;
  /** Port of the SQS stand-in (0: any free port). */
  queuePort?: number;
  /** Runs against the store before the server answers, so /v1/health means ready. */
  prepare?: () => Promise<void>;
  /** How long stop() lets requests in progress finish (default DRAIN_SECONDS). */
  drainSeconds?: number;
}

export interface Runtime {
  url: string;
  dynamoEndpoint: string;
  /** The SES v2 stand-in: API endpoint, mail viewer at /, JSON at /store. */
  sesUrl: string;
  /** The SMS outbox: SNS Publish endpoint, outbox page at /, JSON at /store. */
  smsOutboxUrl: string;
  /** The EventBridge Scheduler stand-in: API endpoint, schedules page at /, JSON at /store. */
  schedulerUrl: string;
  /** The SQS stand-in: API endpoint, queues page at /, JSON at /store. */
  queueUrl: string;
  /** Resolves once the job queues hold nothing and their consumers are idle (tests, tools). */
  queuesIdle(): Promise<void>;
  /** The start-up resume of items left processing by an earlier process (docs/sending.md, R2). */
  resumed: Promise<void>;
  /** Fires the schedules due now without waiting for the stand-in's next check (tests). */
  checkSchedules(): Promise<void>;
  /** Requests received and not yet answered. */
  inFlight(): number;
  /**
   * Stops accepting requests, lets those in progress finish (within drainSeconds), then stops the
   * stores; resolves with the number of requests still running after drainSeconds, which were cut.
   */
  stop(): Promise<{ cut: number }>;
}

/** How long stopping lets the requests in progress finish, unless told otherwise. */
export const DRAIN_SECONDS = 10;

/** The configuration set the senders name locally (SES_CONFIGURATION_SET unless set). */
export const LOCAL_CONFIGURATION_SET = 'backoffice-local';

/** Points the AWS SDK clients at the local stand-ins; the code paths stay those of AWS. */
export function configureLocalAws(dynamoEndpoint: string, tableName: string) {
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: dynamoEndpoint,
    AWS_REGION: process.env.AWS_REGION ?? 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SUPPRESS_NODE_VERSION_WARNING: '1',
  });
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
}

/** Points the scheduler port at the Scheduler stand-in (also for the CLIs, whose imports re-plan items). */
export function configureLocalScheduler(url: string) {
  Object.assign(process.env, localSchedulerEnv(url));
}

/** Points the queue port at the SQS stand-in (also for the CLIs, whose imports queue action-trigger messages). */
export function configureLocalQueues(url: string) {
  Object.assign(process.env, { SQS_ENDPOINT: url, LOCAL_QUEUES_URL: url });
  for (const job of JOBS.filter((j) => j.trigger === 'queue')) process.env[queueUrlVariable(job.name)] = `${url}/${ACCOUNT}/${job.name}`;
}

/** Consumers per job queue: SEND_CONCURRENCY for a job that sends (as the queue's maximum concurrency in AWS), else 2. */
export function queueWorkers(job: Job, env: NodeJS.ProcessEnv = process.env): number {
  const sends = job.rights.includes('email') || job.rights.includes('sms');
  const concurrency = Number(env.SEND_CONCURRENCY);
  return sends && Number.isInteger(concurrency) && concurrency > 0 ? concurrency : 2;
}

/**
 * The jobs with trigger 'hourly' (the alert digest): in AWS a fixed EventBridge Scheduler schedule
 * (infra/aws/hourly-schedule.ts); locally a timer at the top of every hour calls the same handler.
 */
function startHourlyJobs(): { stop(): void } {
  const jobs = JOBS.filter((job) => job.trigger === 'hourly');
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    timer = setTimeout(() => {
      for (const job of jobs) invokeJob(localFunctionArn(job.name), {}).catch((error) => console.error(`The hourly job ${job.name} failed: ${(error as Error).stack ?? error}`));
      next();
    }, 3_600_000 - (Date.now() % 3_600_000) + 1000);
    timer.unref();
  };
  if (jobs.length) next();
  return { stop: () => clearTimeout(timer) };
}

export async function startRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  // Deliveries taken before this second were taken by an earlier process (resumeAll sweeps them);
  // this process takes none before it (see below), even when it starts within the second of a crash.
  const startedAt = Math.floor(Date.now() / 1000) + 1;
  const tableName = options.tableName ?? 'backoffice';
  const dynamo: EmbeddedDynamo = await startDynamo({ path: options.dataDir && join(options.dataDir, 'dynamodb') });
  configureLocalAws(dynamo.endpoint, tableName);
  const ses = await startSes(options.sesPort ?? 0, options.dataDir && join(options.dataDir, 'ses'));
  const sms = await startSmsOutbox(options.smsPort ?? 0, options.dataDir && join(options.dataDir, 'sms'));
  Object.assign(process.env, { SES_ENDPOINT: ses.url, SNS_ENDPOINT: sms.url, LOCAL_SES_VIEWER_URL: ses.url, LOCAL_SMS_OUTBOX_URL: sms.url });
  await ensureTable(dynamo.endpoint, tableName, options.dataDir);
  const fedJobs = JOBS.filter((job) => job.trigger === 'queue' || job.trigger === 'topic');
  const threads = jobThreads();
  const queues = await startLocalQueues({
    port: options.queuePort ?? 0,
    dataDir: options.dataDir && join(options.dataDir, 'queues'),
    jobs: fedJobs,
    workers: (job) => queueWorkers(job),
    handlerOf: threads.handlerOf,
  });
  configureLocalQueues(queues.url);
  // SES publishes bounces and complaints through the configuration set the senders name
  process.env.SES_CONFIGURATION_SET ||= LOCAL_CONFIGURATION_SET;
  const emailEvents = localEmailEvents(queues.url, fedJobs.filter((job) => job.trigger === 'topic').map((job) => queues.urlOf(job.name)));
  ses.onEvent(emailEvents.publish);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt * 1000 - Date.now())));
  queues.consume();
  // After the table: schedules that fell due while stopped fire into dispatch as soon as it starts.
  // a firing warms the threads of the jobs its target feeds (dispatch: the senders), so they boot while it freezes the audience
  const warmFed = (targetArn: string) => {
    for (const right of jobOfArn(targetArn)?.rights ?? []) {
      const fed = right.startsWith('queue:') ? JOBS_BY_NAME.get(right.slice('queue:'.length)) : undefined;
      if (fed && fedJobs.includes(fed)) setImmediate(() => threads.warm(fed));
    }
  };
  const scheduler = await startLocalScheduler({
    port: options.schedulerPort ?? 0,
    dataDir: options.dataDir && join(options.dataDir, 'scheduler'),
    invoke: (targetArn, payload) => (warmFed(targetArn), invokeJob(targetArn, payload)),
  });
  configureLocalScheduler(scheduler.url);
  const hourly = startHourlyJobs();
  await options.prepare?.();
  // rosters and facts an import killed before it brought them in line with its contacts follow them
  // now, before the first request: no import of an earlier process is running any more (docs/directory.md)
  const synced = await sweepPendingSyncs(startedAt);
  if (synced) console.log(`Brought the rosters and contact facts of ${synced} interrupted import(s) in line with their contacts.`);
  // the item counters: moves the ordered steps before transactions left half done are completed, and a store
  // from before the counters is counted once (docs/decisions/030-dashboard-cost-follows-the-page.md)
  const moved = await completeFormerCountMoves();
  if (moved) console.log(`Completed ${moved} item count move(s) an earlier process left half done.`);
  const counted = await countItemsOnce();
  if (counted?.counted) console.log(`Counted ${counted.counted} of ${counted.items} event message workflow item(s) for the dashboard's counters.`);
  // audit entries the ordered steps before transactions left pending are settled once (audit-log.ts)
  const settled = await settlePendingAuditEntries();
  if (settled && settled.settled + settled.dropped) console.log(`Settled ${settled.settled} pending audit entr(ies) of a former format; dropped ${settled.dropped} of changes that never happened.`);
  // whatever an earlier process was sending is resumed: nothing else will (docs/sending.md, R2)
  const resumed = resumeAll(startedAt).then(
    (outcomes) => void (outcomes.size && console.log(`Resumed the sending of ${outcomes.size} item(s) left processing.`)),
    (error) => console.error(`Resuming the items left processing failed: ${(error as Error).stack ?? error}`),
  );
  // and action triggers an import that stopped short (or a command line without the queue) left behind
  const actionsLeft = runActions([]).then(
    (done) => void (done.queued && console.log(`Queued ${done.queued} action-trigger message(s) left by an earlier import.`)),
    (error) => console.error(`Running the action triggers left behind failed: ${(error as Error).stack ?? error}`),
  );

  const local = createLocalServer(options.webRoot ?? join(import.meta.dirname, '../../web/dist'));
  const { server } = local;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    dynamoEndpoint: dynamo.endpoint,
    sesUrl: ses.url,
    smsOutboxUrl: sms.url,
    schedulerUrl: scheduler.url,
    queueUrl: queues.url,
    queuesIdle: () => queues.idle(),
    resumed,
    checkSchedules: () => scheduler.check(),
    inFlight: local.inFlight,
    async stop() {
      const { cut } = await local.close(options.drainSeconds ?? DRAIN_SECONDS);
      // the scheduler stops after the requests, before the store its firings write to
      await Promise.all([resumed, actionsLeft]);
      hourly.stop();
      await scheduler.stop(); // its firings hand batches to the queue
      await queues.stop();
      await threads.stop();
      emailEvents.stop();
      await Promise.all([ses.stop(), sms.stop()]);
      await dynamo.stop();
      return { cut };
    },
  };
}
