/**
 * The jobs manifest: functions that are not routes, beside the route table (routes.ts). Each job
 * is functions/<name>/handler.ts exporting `handler(input)`. The CDK app makes one function per
 * job with the rights listed here and wires its trigger; the local runtime calls the same handler
 * (the Scheduler stand-in resolves a schedule's target through this list).
 */

/** What invokes the job: 'schedule' = EventBridge Scheduler schedules target it; 'queue' = an SQS queue feeds it. */
export type JobTrigger = 'schedule' | 'queue';

/**
 * What the job may do besides writing its own logs:
 * 'table' = read and write the table's items; 'schedules' = create, update and delete schedules
 * in the schedule group (and pass the scheduler role); 'email' = send through SES; 'sms' = publish through SNS.
 */
export type JobRight = 'table' | 'schedules' | 'email' | 'sms';

export interface Job {
  name: string;
  trigger: JobTrigger;
  rights: JobRight[];
  description: string;
}

export const JOBS: Job[] = [
  {
    name: 'dispatch',
    trigger: 'schedule',
    rights: ['table'],
    description: "Runs when an event message workflow item's schedule fires",
  },
];

export const JOBS_BY_NAME = new Map(JOBS.map((job) => [job.name, job]));

/** The handler module of a job, relative to the repository root. */
export const jobHandlerPath = (job: Job) => `functions/${job.name}/handler.ts`;
