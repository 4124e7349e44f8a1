/**
 * The AWS side of the schedules and the jobs: the schedule group, the role EventBridge Scheduler
 * assumes, its dead-letter queue and alarm, the dispatch job and the environment of the functions
 * that manage schedules; a job fed by its own queue (queue, dead-letter queue, alarms, event source
 * mapping, pacing); a job fed by the SES bounce and complaint topic; the configuration set.
 *
 * The stack is built with a jobs manifest of this test: the real dispatch job with more rights, a
 * 'send' queue job with more rights and the real 'ses-events' topic job, the last two bundled from
 * a stand-in module, so the constructs are tested apart from what the jobs do.
 * Bundling is skipped (nothing here runs a bundle), and so is aws-cdk-lib's CloudFormation template
 * validation, which costs seconds per process: test/cdk/stack.test.ts validates these constructs
 * with the real manifest. cdk-nag runs. Everything is synthesized once.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from 'aws-cdk-lib';
import { JOBS, type Job } from '../../functions/jobs.ts';
import { jobHandlerEntry } from '../../infra/aws/jobs.ts';
import { REPO_ROOT } from '../../infra/aws/lambda.ts';
import { listAcknowledgements } from '../../infra/aws/nag.ts';
import type { BackofficeStack } from '../../infra/aws/stack.ts';
import { scratchDir, spaSnapshot, synthesize, type Synthesized } from './synth.ts';
import {
  expectAcknowledgementsNameRealFindings,
  expectNoUnacknowledgedFinding,
  grantedRights,
  logicalId,
  ofType as ofTypeIn,
  ref,
  type Resource,
} from './template.ts';

const ENV = { account: '123456789012', region: 'eu-west-1' };
const DISPATCH = JOBS.find((job) => job.name === 'dispatch')!;
const TEST_JOBS: Job[] = [
  { ...DISPATCH, rights: [...DISPATCH.rights, 'schedules', 'queue:send'] },
  { name: 'send', trigger: 'queue', rights: ['table', 'email', 'sms', 'schedules'], description: 'Sends a batch of deliveries' },
  JOBS.find((job) => job.name === 'ses-events')!,
];
const STAND_IN = join(REPO_ROOT, 'test', 'cdk', 'fixtures', 'job-handler.ts');
const jobEntry = (job: Job) => (job.name === 'dispatch' ? jobHandlerEntry(job) : STAND_IN);
const SETTINGS = { sendConcurrency: '4', sendBatchSize: '2', emailRatePerSecond: '20', smsRatePerSecond: '5', maxReceiveCount: '3', alarmEmail: 'ops@example.com', trackingDomain: 'track.example.com' };
const SCHEDULER_ENV = ['SCHEDULE_GROUP', 'DISPATCH_FUNCTION_ARN', 'SCHEDULER_ROLE_ARN', 'SCHEDULER_DLQ_ARN'];

const scratch = scratchDir('cdk-jobs-test');
let build: (jobs: Job[], entryOf?: (job: Job) => string) => Synthesized;
let app: App;
let stack: BackofficeStack;
let outdir: string;
let resources: Record<string, Resource>;
const ofType = (type: string) => ofTypeIn(resources, type);
const id = (construct: Parameters<typeof logicalId>[1]) => logicalId(stack, construct);
const env = (fnId: string) => resources[fnId].Properties.Environment.Variables as Record<string, unknown>;
const alarmsOn = (queueId: string) => ofType('AWS::CloudWatch::Alarm').filter(([, a]) => ref(a.Properties.Dimensions[0].Value) === queueId).map(([, a]) => a.Properties);
const mappingOf = (fnId: string) => ofType('AWS::Lambda::EventSourceMapping').filter(([, m]) => ref(m.Properties.FunctionName) === fnId).map(([, m]) => m.Properties);

beforeAll(() => {
  const webDist = spaSnapshot(scratch());
  const context = { stackName: 'JobsTest', webDist, ...SETTINGS };
  let n = 0;
  build = (jobs, entryOf = jobEntry) =>
    synthesize(join(scratch(), `app-${n++}`), { context, env: ENV, bundle: false, templateValidation: false, manifest: { jobs, jobEntry: entryOf } });
  ({ app, stack, outdir, resources } = build(TEST_JOBS));
}, 120_000);

describe('schedules', () => {
  it('live in one schedule group of this stack', () => {
    expect(ofType('AWS::Scheduler::ScheduleGroup').map(([groupId]) => groupId)).toEqual([id(stack.scheduling.group)]);
  });

  it('invoke the dispatch job through a role only Scheduler can assume, for this account and this group', () => {
    const role = resources[id(stack.scheduling.role)];
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': ENV.account, 'aws:SourceArn': { 'Fn::GetAtt': [id(stack.scheduling.group), 'Arn'] } } },
      },
    ]);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const policies = ofType('AWS::IAM::Policy').filter(([, p]) => (p.Properties.Roles as unknown[]).some((r) => ref(r) === id(stack.scheduling.role)));
    expect(policies.flatMap(([, p]) => p.Properties.PolicyDocument.Statement)).toEqual([
      { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: 'arn:aws:lambda:eu-west-1:123456789012:function:JobsTest-dispatch' },
      { Action: 'sqs:SendMessage', Effect: 'Allow', Resource: { 'Fn::GetAtt': [id(stack.scheduling.deadLetterQueue), 'Arn'] } },
    ]);
  });

  it('keep failed invocations in an encrypted, SSL-only dead-letter queue for 14 days, with an alarm as soon as it holds one', () => {
    const queueId = id(stack.scheduling.deadLetterQueue);
    expect(resources[queueId].Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    expectSslOnly(queueId);
    const [alarm] = alarmsOn(queueId);
    expect(alarm).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
    expectNotifies(alarm);
    expect(alarmsOn(queueId)).toHaveLength(1);
  });

  it('target the dispatch job, whose fixed name gives its ARN without a reference to itself', () => {
    const dispatchId = id(stack.jobs.byName.get('dispatch')!);
    const dispatch = resources[dispatchId].Properties;
    expect(dispatch).toMatchObject({ FunctionName: 'JobsTest-dispatch', Timeout: 300, Description: 'Back-office job: dispatch' });
    expect(stack.scheduling.targetArn).toBe('arn:aws:lambda:eu-west-1:123456789012:function:JobsTest-dispatch');
    // A function that refers to itself cannot be deployed (a circular dependency).
    expect(JSON.stringify(dispatch)).not.toContain(`"${dispatchId}"`);
    expect(env(dispatchId)).toMatchObject({
      TABLE_NAME: { Ref: id(stack.table) },
      SCHEDULE_GROUP: { Ref: id(stack.scheduling.group) },
      DISPATCH_FUNCTION_ARN: stack.scheduling.targetArn,
      SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [id(stack.scheduling.role), 'Arn'] },
      SCHEDULER_DLQ_ARN: { 'Fn::GetAtt': [id(stack.scheduling.deadLetterQueue), 'Arn'] },
      SEND_QUEUE_URL: { Ref: id(stack.jobs.queues.get('send')!.queue) },
    });
    expect(grantedRights(stack, resources, dispatchId)).toEqual(['queue:send', 'schedules', 'table']);
  });

  it('are managed by the functions with the right schedules alone: their statements and the scheduler variables, nowhere else', () => {
    const managers = stack.granted.filter((g) => g.rights.includes('schedules')).map((g) => g.name);
    expect(managers.sort()).toEqual(['approvals', 'directory', 'dispatch', 'event-message-workflows', 'send']);
    for (const { name, fn, rights } of stack.granted) {
      const fnId = id(fn);
      const manages = rights.includes('schedules');
      expect(grantedRights(stack, resources, fnId).includes('schedules'), name).toBe(manages);
      for (const variable of SCHEDULER_ENV) expect(variable in env(fnId), `${name} ${variable}`).toBe(manages);
      if (manages) expect(env(fnId).DISPATCH_FUNCTION_ARN, name).toBe(stack.scheduling.targetArn);
    }
  });
});

describe('a job fed by its own queue (send)', () => {
  const feed = () => stack.jobs.queues.get('send')!;
  const sendId = () => id(stack.jobs.byName.get('send')!);

  it('has an encrypted, SSL-only queue whose visibility timeout outlasts the function, and a dead-letter queue after maxReceiveCount', () => {
    const queue = resources[id(feed().queue)].Properties;
    expect(queue).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [id(feed().deadLetterQueue), 'Arn'] }, maxReceiveCount: 3 },
    });
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * resources[sendId()].Properties.Timeout);
    expect(resources[id(feed().deadLetterQueue)].Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    expectSslOnly(id(feed().queue));
    expectSslOnly(id(feed().deadLetterQueue));
  });

  it('alarms when its dead-letter queue holds a message and when its oldest message waits 30 minutes', () => {
    const [deadLetters] = alarmsOn(id(feed().deadLetterQueue));
    expect(deadLetters).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', ComparisonOperator: 'GreaterThanOrEqualToThreshold', Threshold: 1 });
    const [oldest] = alarmsOn(id(feed().queue));
    expect(oldest).toMatchObject({ MetricName: 'ApproximateAgeOfOldestMessage', ComparisonOperator: 'GreaterThanOrEqualToThreshold', Threshold: 1800 });
    for (const alarm of [deadLetters, oldest]) expectNotifies(alarm);
  });

  it('feeds the function with the configured batch size and maximum concurrency, reporting failed messages one by one', () => {
    expect(mappingOf(sendId())).toEqual([
      expect.objectContaining({
        EventSourceArn: { 'Fn::GetAtt': [id(feed().queue), 'Arn'] },
        BatchSize: 2,
        ScalingConfig: { MaximumConcurrency: 4 },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      }),
    ]);
  });

  it('tells the sender the rates all its invocations share, and the configuration set to send with', () => {
    expect(env(sendId())).toMatchObject({
      EMAIL_RATE_PER_SECOND: '20',
      SMS_RATE_PER_SECOND: '5',
      SEND_CONCURRENCY: '4',
      SES_CONFIGURATION_SET: { Ref: id(stack.emailEvents.configurationSet) },
    });
    // Consuming its own queue comes with the event source; the rest is exactly its rights.
    expect(grantedRights(stack, resources, sendId())).toEqual(['email', 'schedules', 'sms', 'table']);
    for (const fnId of [id(stack.jobs.byName.get('dispatch')!), id(stack.jobs.byName.get('ses-events')!)]) expect(env(fnId)).not.toHaveProperty('EMAIL_RATE_PER_SECOND');
  });

  it('may be sent to only by the functions with the right queue:send (dispatch, and the directory import for action triggers)', () => {
    const senders = ofType('AWS::IAM::Policy').filter(([, p]) =>
      (p.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[]).some((s) => [s.Action].flat().includes('sqs:SendMessage') && ref(s.Resource) === id(feed().queue)),
    );
    const roleOf = (fn: Parameters<typeof id>[0]) => ref(resources[id(fn)].Properties.Role);
    expect(senders.map(([, p]) => ref(p.Properties.Roles[0])).sort()).toEqual([roleOf(stack.jobs.byName.get('dispatch')!), roleOf(stack.functions.byResource.get('directory')!)].sort());
  });
});

describe('SES events and the job fed by them (ses-events)', () => {
  it('sends with a configuration set that tracks opens and clicks, whose event destination publishes sends, deliveries, bounces, complaints, opens and clicks to the SSL-only topic', () => {
    const topicId = id(stack.emailEvents.topic);
    const [[, destination]] = ofType('AWS::SES::ConfigurationSetEventDestination');
    expect(destination.Properties).toEqual({
      ConfigurationSetName: { Ref: id(stack.emailEvents.configurationSet) },
      EventDestination: { Enabled: true, MatchingEventTypes: ['send', 'delivery', 'bounce', 'complaint', 'open', 'click'], SnsDestination: { TopicARN: { Ref: topicId } } },
    });
    // open and click tracking through the tracking domain of the context, HTTPS only (docs/reports.md)
    const [[, configurationSet]] = ofType('AWS::SES::ConfigurationSet');
    expect(configurationSet.Properties.TrackingOptions).toEqual({ CustomRedirectDomain: 'track.example.com', HttpsPolicy: 'REQUIRE' });
    const [[policyId, policy]] = ofType('AWS::SNS::TopicPolicy').filter(([, p]) => ref(p.Properties.Topics[0]) === topicId);
    expect(destination.DependsOn).toContain(policyId);
    const statements = policy.Properties.PolicyDocument.Statement as { Effect: string; Principal: unknown; Action: string; Condition: Record<string, any> }[];
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    // SES may publish for this account and this configuration set only.
    const ses = statements.filter((s) => s.Effect === 'Allow');
    expect(ses).toHaveLength(1);
    expect(ses[0]).toMatchObject({ Principal: { Service: 'ses.amazonaws.com' }, Action: 'sns:Publish' });
    expect(ses[0].Condition.StringEquals['AWS:SourceAccount']).toBe(ENV.account);
    expect(JSON.stringify(ses[0].Condition.StringEquals['AWS:SourceArn'])).toMatch(new RegExp(`:configuration-set/",\\{"Ref":"${id(stack.emailEvents.configurationSet)}"\\}\\]\\]\\}$`));
  });

  it('delivers them raw to the ses-events job through its own queue, which only that topic may send to', () => {
    const feed = stack.jobs.feeds.find((f) => f.node.id === 'SesEventsQueue')!;
    const queueId = id(feed.queue);
    const [[, subscription]] = ofType('AWS::SNS::Subscription').filter(([, s]) => ref(s.Properties.TopicArn) === id(stack.emailEvents.topic));
    expect(subscription.Properties).toEqual({ Protocol: 'sqs', RawMessageDelivery: true, Endpoint: { 'Fn::GetAtt': [queueId, 'Arn'] }, TopicArn: { Ref: id(stack.emailEvents.topic) } });
    const [[, policy]] = ofType('AWS::SQS::QueuePolicy').filter(([, p]) => ref(p.Properties.Queues[0]) === queueId);
    expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Allow', Principal: { Service: 'sns.amazonaws.com' }, Action: 'sqs:SendMessage', Condition: { ArnEquals: { 'aws:SourceArn': { Ref: id(stack.emailEvents.topic) } } } }),
    );
    const sesEventsId = id(stack.jobs.byName.get('ses-events')!);
    expect(mappingOf(sesEventsId)).toEqual([expect.objectContaining({ BatchSize: 10, ScalingConfig: { MaximumConcurrency: 2 }, FunctionResponseTypes: ['ReportBatchItemFailures'] })]);
    expect(alarmsOn(id(feed.deadLetterQueue))).toHaveLength(1);
    expect(grantedRights(stack, resources, sesEventsId)).toEqual(['table']);
    // A topic job is not a queue others send to.
    expect(stack.jobs.queues.has('ses-events')).toBe(false);
  });
});

describe('alarms and cdk-nag', () => {
  it('notify the alarm topic, to which alarmEmail is subscribed', () => {
    const [[, subscription]] = ofType('AWS::SNS::Subscription').filter(([, s]) => ref(s.Properties.TopicArn) === id(stack.alarms.topic));
    expect(subscription.Properties).toMatchObject({ Protocol: 'email', Endpoint: 'ops@example.com' });
    expect(ofType('AWS::CloudWatch::Alarm')).toHaveLength(stack.alarms.all.length);
    expect(stack.alarms.all).toHaveLength(5);
  });

  it('leaves no unacknowledged finding; each IAM acknowledgement names a real finding on the role of a function with that right', () => {
    expectNoUnacknowledgedFinding(app, stack, outdir);
    expectAcknowledgementsNameRealFindings(stack);
    const scopes = (part: string) => listAcknowledgements(stack).filter((a) => a.id.includes(part)).map((a) => a.scope).sort();
    expect([...new Set(scopes(':schedule/'))]).toEqual(['Functions/ApprovalsRole', 'Functions/DirectoryRole', 'Functions/EventMessageWorkflowsRole', 'Jobs/DispatchRole', 'Jobs/SendRole']);
    expect([...new Set(scopes(':ses:'))]).toEqual(['Functions/MessagesRole', 'Functions/ReadinessChecksRole', 'Functions/TargetGroupsRole', 'Jobs/SendRole']);
  });
});

describe('a second schedule job (readiness: the check 48 hours before a send)', () => {
  it('gets a fixed name, the scheduler role may invoke it, and the schedule managers know its ARN', () => {
    const readiness: Job = { name: 'readiness', trigger: 'schedule', rights: ['table'], description: 'Checks an item before its send' };
    const built = build([...TEST_JOBS, readiness]);
    const arn = built.stack.scheduling.targets.get('readiness');
    expect(arn).toBe('arn:aws:lambda:eu-west-1:123456789012:function:JobsTest-readiness');
    expect(built.stack.scheduling.environment.READINESS_FUNCTION_ARN).toBe(arn);
    const roleId = logicalId(built.stack, built.stack.scheduling.role);
    const policies = Object.values(built.resources).filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as unknown[]).some((role) => ref(role) === roleId));
    const invoke = policies.flatMap((p) => p.Properties.PolicyDocument.Statement).find((st: { Action: unknown }) => st.Action === 'lambda:InvokeFunction');
    expect(invoke.Resource).toEqual([built.stack.scheduling.targetArn, arn]);
  });
});

describe('a jobs manifest the stack refuses', () => {
  it('without the dispatch schedule job, with a queue right naming no queue job, or with a job without a handler', () => {
    const schedule = TEST_JOBS[0];
    expect(() => build(TEST_JOBS.slice(1))).toThrow(/needs the job 'dispatch' with trigger 'schedule'.*none/);
    expect(() => build([{ ...schedule, name: 'readiness' }, ...TEST_JOBS.slice(1)])).toThrow(/needs the job 'dispatch' with trigger 'schedule'.*readiness/);
    expect(() => build([{ ...schedule, rights: ['table', 'queue:ses-events'] }, ...TEST_JOBS.slice(1)])).toThrow(/'queue:ses-events'.*no job 'ses-events' with trigger 'queue'/);
    const unwritten: Job = { name: 'not-written-yet', trigger: 'queue', rights: ['table'], description: 'A job whose handler does not exist' };
    expect(() => build([...TEST_JOBS, unwritten], jobHandlerEntry)).toThrow(/job 'not-written-yet' but .*functions\/jobs\/not-written-yet\/handler\.ts does not exist/);
  });
});

function expectSslOnly(queueId: string): void {
  const policies = ofType('AWS::SQS::QueuePolicy').filter(([, p]) => (p.Properties.Queues as unknown[]).some((q) => ref(q) === queueId));
  expect(policies.flatMap(([, p]) => p.Properties.PolicyDocument.Statement)).toContainEqual({
    Action: 'sqs:*',
    Condition: { Bool: { 'aws:SecureTransport': 'false' } },
    Effect: 'Deny',
    Principal: { AWS: '*' },
    Resource: { 'Fn::GetAtt': [queueId, 'Arn'] },
  });
}

function expectNotifies(alarm: Record<string, any>): void {
  expect(alarm.AlarmActions).toEqual([{ Ref: id(stack.alarms.topic) }]);
  expect(alarm.OKActions).toEqual([{ Ref: id(stack.alarms.topic) }]);
}
