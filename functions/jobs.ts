import type { Right } from './rights.ts';

/**
 * The jobs manifest: functions that are not routes, beside the route table (routes.ts). Each job
 * is functions/jobs/<name>/handler.ts exporting `handler(input)`. The CDK app makes one function per
 * job with the rights listed here and wires its trigger; the local runtime calls the same handler
 * (the Scheduler stand-in resolves a schedule's target through this list).
 */

/**
 * What invokes the job: 'schedule' = EventBridge Scheduler schedules target it (dispatch for an item's
 * send, readiness for its check 48 hours before); 'queue' = its own SQS queue feeds it (other functions send to it with the
 * right 'queue:<job>'); 'topic' = SES events (sends, deliveries, bounces, complaints, opens, clicks) reach it
 * through the email events topic (and its own queue); 'logs' = CloudWatch Logs subscription filters
 * on SNS's SMS delivery-status log groups invoke it (AWS only: SNS reports nothing locally);
 * 'hourly' = one fixed schedule invokes it every hour (in AWS an EventBridge Scheduler rate
 * schedule, locally the runtime's hourly timer).
 */
export type JobTrigger = 'schedule' | 'queue' | 'topic' | 'logs' | 'hourly';

/** What the job may do besides writing its own logs (rights.ts). */
export type JobRight = Right;

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
    // 'schedules': the item's schedule becomes its watchdog while it is sent; 'queue:send': the fan-out
    rights: ['table', 'schedules', 'queue:send'],
    description: "Runs when an event message workflow item's schedule fires: claims the item, freezes its audience, fans out its batches",
  },
  {
    name: 'readiness',
    trigger: 'schedule',
    // 'email': the template service's templates, read to find their placeholders (nothing is sent)
    rights: ['table', 'email'],
    description: "Runs 48 hours before an event message workflow item's send: a dry run of the send (audience, render, mappings, suppression) that stores what would go wrong",
  },
  {
    name: 'send',
    trigger: 'queue',
    rights: ['table', 'email', 'sms'],
    description: 'Sends one batch of deliveries (render, SES or SNS, record) and settles its item',
  },
  {
    name: 'ses-events',
    trigger: 'topic',
    rights: ['table'],
    description: 'Puts the addresses SES reports as bounced for good or complaining on the suppression list, confirms the deliveries its events name as sent, and records their deliveries, opens, clicks, bounces and complaints for the reports',
  },
  {
    name: 'sms-status',
    trigger: 'logs',
    rights: ['table'],
    description: "Records what SNS logged of each text: delivered when the carrier took it, a bounce with the carrier's reason when it did not, for the reports",
  },
  {
    name: 'alert-digest',
    trigger: 'hourly',
    rights: ['table', 'email'],
    description: 'Mails the alerts raised since the last digest to the address in the settings, once an hour at most (none when there are none)',
  },
];

export const JOBS_BY_NAME = new Map(JOBS.map((job) => [job.name, job]));

/** The handler module of a job, relative to the repository root. */
export const jobHandlerPath = (job: Job) => `functions/jobs/${job.name}/handler.ts`;
