import { JOBS_BY_NAME, jobHandlerPath, type Job } from '../../../functions/jobs.ts';

/**
 * Schedule targets locally: a function ARN names a job of the jobs manifest, and invoking it calls
 * that job's handler module, the same code the Lambda runs in AWS.
 */
export const localFunctionArn = (name: string) => `arn:aws:lambda:${process.env.AWS_REGION ?? 'eu-west-1'}:000000000000:function:${name}`;

/** The environment that points the scheduler port at the Scheduler stand-in at `url` (the adapter's `schedulerConfig` reads it). */
export const localSchedulerEnv = (url: string) => ({
  SCHEDULER_ENDPOINT: url,
  LOCAL_SCHEDULER_URL: url,
  SCHEDULE_GROUP: 'backoffice',
  DISPATCH_FUNCTION_ARN: localFunctionArn('dispatch'),
  READINESS_FUNCTION_ARN: localFunctionArn('readiness'),
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::000000000000:role/local-scheduler',
  SCHEDULER_DLQ_ARN: 'arn:aws:sqs:eu-west-1:000000000000:local-scheduler-dead-letters',
});

export function jobOfArn(arn: string): Job | undefined {
  const name = /^arn:aws:lambda:[^:]*:\d*:function:([^:]+)/.exec(arn)?.[1];
  return name === undefined ? undefined : JOBS_BY_NAME.get(name);
}

export type Invoke = (targetArn: string, payload: unknown) => Promise<unknown>;

export const invokeJob: Invoke = async (targetArn, payload) => {
  const job = jobOfArn(targetArn);
  if (!job) throw new Error(`No job of functions/jobs.ts has the target ${targetArn}.`);
  const module = await import(`../../../${jobHandlerPath(job)}`);
  return module.handler(payload);
};
