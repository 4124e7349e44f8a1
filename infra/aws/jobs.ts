import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ArnFormat, Duration, Stack, Token } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { jobHandlerPath, type Job, type JobTrigger } from '../../functions/jobs.ts';
import type { Alarms } from './alarms.ts';
import type { SendingConfig } from './config.ts';
import type { EmailEvents } from './email-events.ts';
import { JobQueue } from './job-queue.ts';
import { HourlySchedule } from './hourly-schedule.ts';
import { backofficeFunction, pascal, REPO_ROOT } from './lambda.ts';

export const JOB_DESCRIPTION_PREFIX = 'Back-office job:';

/** The 'schedule' job an item's send schedule invokes; other 'schedule' jobs have schedules of their own (readiness). */
export const SEND_TARGET = 'dispatch';

/** The handler module of a job of the manifest (absolute path). */
export const jobHandlerEntry = (job: Job) => join(REPO_ROOT, jobHandlerPath(job));

/** How long a job may run: dispatch resolves an audience, writes its deliveries and fans them out; a queue job handles one batch. */
export const JOB_TIMEOUTS: Record<JobTrigger, Duration> = {
  schedule: Duration.minutes(5),
  queue: Duration.minutes(2),
  topic: Duration.minutes(2),
  logs: Duration.minutes(2),
  hourly: Duration.minutes(1),
};

/** Queue jobs that do not send (the bounce and complaint reader): 10 messages a call, at most 2 calls at once. */
export const UNPACED_QUEUE = { batchSize: 10, maxConcurrency: 2 };

/** A queue whose oldest message waits this long has a consumer that is failing or far behind its work. */
export const OLDEST_MESSAGE_ALARM_AGE = Duration.minutes(30);

/** The function the schedules invoke has a fixed name, so its ARN can be written into any function's environment, its own included. */
export function scheduleTargetName(stackName: string, job: string): string {
  const name = `${stackName}-${job}`;
  if (Token.isUnresolved(stackName) || name.length > 64) {
    throw new Error(`The schedule target's function name '${name}' must be a literal of at most 64 characters: choose a shorter stackName.`);
  }
  return name;
}

/** A queue job that sends email or SMS keeps the account's rates, shared by all its concurrent invocations. */
const sends = (job: Job) => job.trigger === 'queue' && (job.rights.includes('email') || job.rights.includes('sms'));

const pacing = (sending: SendingConfig): Record<string, string> => ({
  EMAIL_RATE_PER_SECOND: String(sending.emailRatePerSecond),
  SMS_RATE_PER_SECOND: String(sending.smsRatePerSecond),
  SEND_CONCURRENCY: String(sending.concurrency),
});

export interface JobFunctionsProps {
  jobs: readonly Job[];
  /** the handler module of a job (absolute path); functions/jobs/<name>/handler.ts unless a test says otherwise */
  entryOf?: (job: Job) => string;
  logRetention: RetentionDays;
  sending: SendingConfig;
  maxReceiveCount: number;
  alarms: Alarms;
  emailEvents: EmailEvents;
}

/**
 * One function per job of the jobs manifest (functions/jobs.ts), built like the route functions,
 * with its trigger wired: a 'schedule' job is the target of schedules (Scheduling: dispatch of the items'
 * sends, readiness of their checks);
 * a 'queue' job gets its own queue (JobQueue) that other functions send to with the right
 * 'queue:<job>'; a 'topic' job gets its own queue subscribed to the email events topic; a 'logs'
 * job is invoked by the subscription filters of SmsDeliveryStatus; an 'hourly' job gets its fixed
 * schedule (HourlySchedule). Rights are granted by the stack.
 */
export class JobFunctions extends Construct {
  /** job name -> its function */
  readonly byName = new Map<string, LambdaFunction>();
  /** job name -> the queue that feeds it, for 'queue' jobs (what the right 'queue:<job>' sends to) */
  readonly queues = new Map<string, JobQueue>();
  /** every job's queue, 'topic' jobs included */
  readonly feeds: JobQueue[] = [];
  /** the ARN of the function an item's schedule invokes (dispatch) */
  readonly scheduleTargetArn: string;
  /** job name -> the ARN of its function, for every 'schedule' job (dispatch; readiness, whose schedules check an item before its send) */
  readonly scheduleTargets = new Map<string, string>();

  constructor(scope: Construct, id: string, props: JobFunctionsProps) {
    super(scope, id);
    const targets = props.jobs.filter((job) => job.trigger === 'schedule');
    if (!targets.some((job) => job.name === SEND_TARGET)) {
      throw new Error(`The jobs manifest needs the job '${SEND_TARGET}' with trigger 'schedule' (the target of every item's schedule); its schedule jobs are ${targets.map((j) => j.name).join(', ') || 'none'}.`);
    }
    const entryOf = props.entryOf ?? jobHandlerEntry;
    const stack = Stack.of(this);
    for (const job of props.jobs) {
      const entry = entryOf(job);
      if (!existsSync(entry)) throw new Error(`functions/jobs.ts names job '${job.name}' but ${entry} does not exist.`);
      const functionName = job.trigger === 'schedule' ? scheduleTargetName(stack.stackName, job.name) : undefined;
      const fn = backofficeFunction(this, {
        id: pascal(job.name),
        entry,
        description: `${JOB_DESCRIPTION_PREFIX} ${job.name}`,
        roleDescription: `Runs the back-office job '${job.name}': ${job.description}`,
        timeout: JOB_TIMEOUTS[job.trigger],
        logRetention: props.logRetention,
        environment: sends(job) ? pacing(props.sending) : {},
        functionName,
      });
      this.byName.set(job.name, fn);
      if (functionName) {
        this.scheduleTargets.set(job.name, stack.formatArn({ service: 'lambda', resource: 'function', resourceName: functionName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }));
        continue;
      }
      // invoked by CloudWatch Logs subscription filters (SmsDeliveryStatus), not through a queue
      if (job.trigger === 'logs') continue;
      if (job.trigger === 'hourly') {
        new HourlySchedule(this, `${pascal(job.name)}Schedule`, { fn, job: job.name });
        continue;
      }
      const feed = new JobQueue(this, `${pascal(job.name)}Queue`, {
        fn,
        functionTimeout: JOB_TIMEOUTS[job.trigger],
        ...(sends(job) ? { batchSize: props.sending.batchSize, maxConcurrency: props.sending.concurrency } : UNPACED_QUEUE),
        maxReceiveCount: props.maxReceiveCount,
        oldestMessageAlarmAge: OLDEST_MESSAGE_ALARM_AGE,
        alarms: props.alarms,
        what: `the ${job.name} job's queue`,
      });
      this.feeds.push(feed);
      if (job.trigger === 'queue') this.queues.set(job.name, feed);
      else props.emailEvents.subscribe(feed.queue);
    }
    this.scheduleTargetArn = this.scheduleTargets.get(SEND_TARGET)!;
  }
}
