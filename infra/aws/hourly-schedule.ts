import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';

/**
 * The fixed schedule of a job with trigger 'hourly' (functions/jobs.ts; the alert digest): an
 * EventBridge Scheduler schedule `rate(1 hour)` that invokes the job's function, through a role
 * that may invoke that function and nothing else. The job itself makes a second firing in one hour
 * do nothing (docs/alerts.md), so Scheduler's at-least-once retries never mail twice.
 */
export const HOURLY_EXPRESSION = 'rate(1 hour)';

export class HourlySchedule extends Construct {
  readonly schedule: CfnSchedule;

  constructor(scope: Construct, id: string, props: { fn: LambdaFunction; job: string }) {
    super(scope, id);
    const stack = Stack.of(this);
    const role = new Role(this, 'Role', {
      description: `Assumed by EventBridge Scheduler for the hourly '${props.job}' job: invokes its function`,
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': stack.account } } }),
    });
    role.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [props.fn.functionArn] }));
    this.schedule = new CfnSchedule(this, 'Schedule', {
      description: `Runs the back-office job '${props.job}' every hour`,
      scheduleExpression: HOURLY_EXPRESSION,
      scheduleExpressionTimezone: 'Europe/Amsterdam',
      flexibleTimeWindow: { mode: 'OFF' },
      target: { arn: props.fn.functionArn, roleArn: role.roleArn, retryPolicy: { maximumRetryAttempts: 2 } },
    });
  }
}
