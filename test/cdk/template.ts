/**
 * Reading a synthesized back-office template in the CDK tests: resources by type, references,
 * the statements of a function's role, the rights those statements amount to, and the cdk-nag
 * checks every stack must pass.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { CfnElement, type App } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { CfnPolicy, CfnRole } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks, rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { listAcknowledgements } from '../../infra/aws/nag.ts';
import { SCHEDULE_ACTIONS } from '../../infra/aws/scheduling.ts';
import type { BackofficeStack } from '../../infra/aws/stack.ts';

export type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string; DependsOn?: string[] };
export type Statement = { Action: string | string[]; Resource: unknown; Condition?: Record<string, unknown>; Effect: string };

export const resourcesOf = (template: Template) => template.toJSON().Resources as Record<string, Resource>;
export const ofType = (resources: Record<string, Resource>, type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

/** The logical id a Ref or Fn::GetAtt points at. */
export const ref = (value: unknown): string | undefined => {
  const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  return v?.Ref ?? v?.['Fn::GetAtt']?.[0];
};

/** The logical id of an L1 construct, or of the L1 resource an L2 construct wraps. */
export const logicalId = (stack: BackofficeStack, construct: IConstruct) =>
  stack.getLogicalId(construct instanceof CfnElement ? construct : (construct.node.defaultChild as CfnElement));

/** Every statement of the policies attached to the role of the function `fnId`. */
export function roleStatements(resources: Record<string, Resource>, fnId: string): Statement[] {
  const roleId = ref(resources[fnId].Properties.Role)!;
  expect(resources[roleId].Properties.ManagedPolicyArns, fnId).toBeUndefined();
  return ofType(resources, 'AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as unknown[]).some((r) => ref(r) === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
}

const json = (value: unknown) => JSON.stringify(value);

const CONSUME_ACTIONS = ['sqs:ChangeMessageVisibility', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:ReceiveMessage'];
/** What grantReadData allows: reads of items and of the table's description, nothing that writes. */
export const TABLE_READ_ACTIONS = ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable', 'dynamodb:GetItem', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:Query', 'dynamodb:Scan'];
const EMAIL_ACTIONS = ['ses:SendEmail', 'ses:ListEmailTemplates', 'ses:GetEmailTemplate'];

/**
 * The rights (functions/rights.ts) that the statements of `fnId`'s role grant, each action checked
 * against the resources its right allows (statements of different rights on the same resource may
 * be merged by the CDK); besides those, only writing its own log group and consuming its own
 * queue. An action that fits no right fails the test.
 */
export function grantedRights(stack: BackofficeStack, resources: Record<string, Resource>, fnId: string): string[] {
  const tableId = logicalId(stack, stack.table);
  const schedulerRoleId = logicalId(stack, stack.scheduling.role);
  const groupId = logicalId(stack, stack.scheduling.group);
  const jobOfQueue = new Map([...stack.jobs.queues].map(([job, feed]) => [logicalId(stack, feed.queue), job]));
  const mappings = ofType(resources, 'AWS::Lambda::EventSourceMapping').filter(([, m]) => ref(m.Properties.FunctionName) === fnId);
  const ownQueues = mappings.map(([, m]) => m.Properties.EventSourceArn);
  const ownLogs = { 'Fn::GetAtt': [ref(resources[fnId].Properties.LoggingConfig.LogGroup), 'Arn'] };
  const rights = new Set<string>();
  const schedulerActions = new Set<string>();
  const tableActions = new Set<string>();
  for (const statement of roleStatements(resources, fnId)) {
    const targets = [statement.Resource].flat();
    const where = `${fnId}: ${json(statement)}`;
    expect(statement.Effect, where).toBe('Allow');
    for (const action of [statement.Action].flat()) {
      if (action.startsWith('logs:')) {
        expect(targets, where).toEqual([ownLogs]);
      } else if (action.startsWith('dynamodb:')) {
        for (const target of targets) expect(json(target), where).toContain(`"${tableId}"`);
        tableActions.add(action);
      } else if (action.startsWith('scheduler:')) {
        expect(targets, where).toHaveLength(1);
        expect(json(targets[0]), where).toMatch(new RegExp(`:schedule/",\\{"Ref":"${groupId}"\\},"/\\*"\\]\\]\\}$`));
        schedulerActions.add(action);
        rights.add('schedules');
      } else if (action === 'iam:PassRole') {
        expect(targets, where).toEqual([{ 'Fn::GetAtt': [schedulerRoleId, 'Arn'] }]);
        expect(statement.Condition, where).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
        rights.add('schedules');
      } else if (EMAIL_ACTIONS.includes(action)) {
        if (action === 'ses:ListEmailTemplates') expect(targets, where).toEqual(['*']);
        else for (const target of targets) expect(json(target), where).toMatch(/:ses:.*:(identity|configuration-set|template)\/\*"/);
        rights.add('email');
      } else if (action === 'sns:Publish') {
        rights.add('sms');
      } else if (action === 'sqs:SendMessage') {
        expect(targets, where).toHaveLength(1);
        const job = jobOfQueue.get(ref(targets[0])!);
        expect(job, where).toBeDefined();
        rights.add(`queue:${job}`);
      } else {
        expect(CONSUME_ACTIONS, where).toContain(action);
        expect(targets, where).toHaveLength(1);
        expect(ownQueues, where).toContainEqual(targets[0]);
      }
    }
  }
  if (rights.has('schedules')) expect([...schedulerActions].sort(), fnId).toEqual([...SCHEDULE_ACTIONS].sort());
  // 'table' writes; 'table:read' only reads
  if (tableActions.size) rights.add([...tableActions].every((action) => TABLE_READ_ACTIONS.includes(action)) ? 'table:read' : 'table');
  return [...rights].sort();
}

/** Synthesis left no unacknowledged cdk-nag finding (warnings included) and no error annotation. */
export function expectNoUnacknowledgedFinding(app: App, stack: BackofficeStack, outdir: string): void {
  const report = new AwsSolutionsChecks().validateScope(app);
  expect(report.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
  const validation = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as { pluginReports: { violations?: unknown[] }[] };
  expect(validation.pluginReports.flatMap((r) => r.violations ?? [])).toEqual([]);
}

/** The IAM4/IAM5 findings cdk-nag reports on the roles and policies under `scope`, as acknowledgement ids. */
function iamFindingsUnder(scope: IConstruct): Set<string> {
  const found = new Set<string>();
  for (const node of scope.node.findAll()) {
    if (!(node instanceof CfnPolicy || node instanceof CfnRole)) continue;
    for (const [id, rule] of [['AwsSolutions-IAM5', rules.iam.IAMNoWildcardPermissions], ['AwsSolutions-IAM4', rules.iam.IAMNoManagedPolicies]] as const) {
      const result = rule(node);
      if (Array.isArray(result)) for (const finding of result) found.add(`${id}[${finding}]`);
    }
  }
  return found;
}

/** Each IAM4/IAM5 acknowledgement names a finding that exists where it is placed: none is broader or stale. */
export function expectAcknowledgementsNameRealFindings(stack: BackofficeStack): void {
  const iam = listAcknowledgements(stack).filter((a) => /^AwsSolutions-IAM[45]\[/.test(a.id));
  expect(iam.length).toBeGreaterThan(5);
  for (const { scope, id } of iam) {
    const construct = stack.node.findAll().find((c) => c.node.path === `${stack.node.path}/${scope}`)!;
    expect([...iamFindingsUnder(construct)], `${scope}: ${id}`).toContain(id);
  }
}
