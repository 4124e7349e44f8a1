import { Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { queueOfRight, queueUrlVariable, type Right } from '../../functions/rights.ts';
import type { EmailEvents } from './email-events.ts';
import type { JobQueue } from './job-queue.ts';
import type { Scheduling } from './scheduling.ts';

/** What the rights of functions/rights.ts are granted on. */
export interface RightTargets {
  table: ITableV2;
  scheduling: Scheduling;
  emailEvents: EmailEvents;
  /** job name -> the queue that feeds it (jobs with trigger 'queue') */
  jobQueues: ReadonlyMap<string, JobQueue>;
}

/** A function with the rights it was granted: nag.ts acknowledges the wildcards those rights need on its role. */
export interface GrantedFunction {
  name: string;
  fn: LambdaFunction;
  rights: readonly Right[];
}

/**
 * The SES ARN pattern for one kind of resource ('identity', 'configuration-set', 'template') of the
 * stack's own account and region: tokens until the stack has a concrete env, literals after.
 * infra/aws/nag.ts derives its IAM5 acknowledgements from the same values.
 */
export function sesArn(scope: Construct, kind: string): string {
  const { account, region, partition } = Stack.of(scope);
  return `arn:${partition}:ses:${region}:${account}:${kind}/*`;
}

/** The SES kinds the right 'email' covers with a wildcard. */
export const SES_KINDS = ['identity', 'configuration-set', 'template'];

/**
 * 'email': SES v2 SendEmail with any verified identity, configuration set and template of this
 * account, and the template reads of the template services. ses:ListEmailTemplates has no
 * resource-level permission.
 */
function emailStatements(scope: Construct): PolicyStatement[] {
  const [identity, configurationSet, template] = SES_KINDS.map((kind) => sesArn(scope, kind));
  return [
    new PolicyStatement({ actions: ['ses:SendEmail'], resources: [identity, configurationSet, template] }),
    new PolicyStatement({ actions: ['ses:ListEmailTemplates'], resources: ['*'] }),
    new PolicyStatement({ actions: ['ses:GetEmailTemplate'], resources: [template] }),
  ];
}

/** 'sms': SNS Publish to a phone number names no resource, hence '*'. */
const smsStatements = () => [new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] })];

/** Grants `rights` to the function: IAM statements on its own role and the environment variables that go with them. */
export function grantRights(fn: LambdaFunction, rights: readonly Right[], targets: RightTargets): void {
  const role = fn.role;
  if (!role) throw new Error(`Function ${fn.node.path} has no role to grant rights to.`);
  const add = (statements: PolicyStatement[]) => statements.forEach((statement) => role.addToPrincipalPolicy(statement));
  const env = (variables: Record<string, string>) => Object.entries(variables).forEach(([name, value]) => fn.addEnvironment(name, value));
  for (const right of new Set(rights)) {
    const job = queueOfRight(right);
    if (job !== undefined) {
      const feed = targets.jobQueues.get(job);
      if (!feed) throw new Error(`Right '${right}' of ${fn.node.path}: no job '${job}' with trigger 'queue' in the jobs manifest.`);
      add([new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [feed.queue.queueArn] })]);
      env({ [queueUrlVariable(job)]: feed.queue.queueUrl });
    } else if (right === 'table') {
      targets.table.grantReadWriteData(fn);
      env({ TABLE_NAME: targets.table.tableName });
    } else if (right === 'table:read') {
      targets.table.grantReadData(fn);
      env({ TABLE_NAME: targets.table.tableName });
    } else if (right === 'schedules') {
      add(targets.scheduling.manageStatements());
      env(targets.scheduling.environment);
    } else if (right === 'email') {
      add(emailStatements(fn));
      env({ SES_CONFIGURATION_SET: targets.emailEvents.configurationSet.configurationSetName });
    } else if (right === 'sms') {
      add(smsStatements());
    } else {
      throw new Error(`Unknown right '${String(right)}' of ${fn.node.path}.`);
    }
  }
}
