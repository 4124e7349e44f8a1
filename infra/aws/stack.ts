import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { App, CfnOutput, NestedStack, Stack, Tags, Validations, type AppProps, type Environment, type StackProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { JOBS, type Job } from '../../functions/jobs.ts';
import { routeRights, STREAMING_RIGHTS } from '../../functions/rights.ts';
import { routesByResource, STREAMED_ROUTES } from '../../functions/routes.ts';
import { STREAM_URL_VARIABLE } from '../../functions/kit/http.ts';
import { Alarms } from './alarms.ts';
import { Api } from './api.ts';
import { readConfig, type DeployConfig } from './config.ts';
import { EmailEvents } from './email-events.ts';
import { ApiFunctions, apiHandlerEntry } from './functions.ts';
import { JobFunctions, jobHandlerEntry } from './jobs.ts';
import { bundleHandlers, REPO_ROOT } from './lambda.ts';
import { acknowledgeNagFindings } from './nag.ts';
import { grantRights, type GrantedFunction } from './rights.ts';
import { Scheduling } from './scheduling.ts';
import { SmsDeliveryStatus } from './sms-delivery-status.ts';
import { StreamedRoutes, streamingHandlerEntry } from './streaming.ts';
import { createTable } from './storage.ts';
import { Web } from './web.ts';

export interface BackofficeStackProps extends StackProps {
  config: DeployConfig;
  /** the jobs manifest; functions/jobs.ts unless a test brings its own */
  jobs?: readonly Job[];
  /** the handler module of a job, for jobs a test brings (default functions/jobs/<name>/handler.ts) */
  jobEntry?: (job: Job) => string;
}

/**
 * Everything the back-office needs in one stack: table, API functions, jobs with their queues,
 * the schedules' group, role and dead-letter queue, the SES configuration set and its events
 * topic, alarms, HTTP API, SPA hosting.
 */
export class BackofficeStack extends Stack {
  readonly table: TableV2;
  readonly alarms: Alarms;
  readonly emailEvents: EmailEvents;
  readonly jobs: JobFunctions;
  readonly scheduling: Scheduling;
  readonly functions: ApiFunctions;
  readonly streaming: StreamedRoutes;
  /** SNS's delivery status of texts, into the 'logs' job; absent when the jobs manifest has none */
  readonly smsDeliveryStatus?: SmsDeliveryStatus;
  /** every function with the rights it was granted (functions/rights.ts, functions/jobs.ts) */
  readonly granted: GrantedFunction[];
  /** the HTTP API with its routes, integrations and invoke permissions: a nested stack, so they do not count against this stack's 500 resources */
  readonly apiStack: NestedStack;
  readonly api: Api;
  readonly web: Web;

  constructor(scope: Construct, id: string, props: BackofficeStackProps) {
    super(scope, id, props);
    const { config } = props;
    const jobs = props.jobs ?? JOBS;
    const jobEntry = props.jobEntry ?? jobHandlerEntry;
    // Every handler in one esbuild run, before the functions take their bundles (lambda.ts). A handler
    // that does not exist is left to the function that names it, which says so.
    const handlers = [...[...routesByResource().keys()].map(apiHandlerEntry), streamingHandlerEntry, ...jobs.map(jobEntry)];
    if (this.bundlingRequired) bundleHandlers(handlers.filter((entry) => existsSync(entry)));
    const table = (this.table = createTable(this));
    this.alarms = new Alarms(this, 'Alarms', { email: config.alarmEmail });
    this.emailEvents = new EmailEvents(this, 'EmailEvents', { trackingDomain: config.trackingDomain });
    this.jobs = new JobFunctions(this, 'Jobs', {
      jobs,
      entryOf: jobEntry,
      logRetention: config.logRetentionDays,
      sending: config.sending,
      maxReceiveCount: config.maxReceiveCount,
      alarms: this.alarms,
      emailEvents: this.emailEvents,
    });
    const smsStatusJob = jobs.find((job) => job.trigger === 'logs');
    if (smsStatusJob) this.smsDeliveryStatus = new SmsDeliveryStatus(this, 'SmsDeliveryStatus', { consumer: this.jobs.byName.get(smsStatusJob.name)!, logRetention: config.logRetentionDays });
    this.scheduling = new Scheduling(this, 'Scheduling', { targetArn: this.jobs.scheduleTargetArn, otherTargets: this.jobs.scheduleTargets, alarms: this.alarms });
    this.functions = new ApiFunctions(this, 'Functions', { logRetention: config.logRetentionDays });
    this.streaming = new StreamedRoutes(this, 'StreamedRoutes', { logRetention: config.logRetentionDays });
    // the API's functions of the streamed routes name the streaming address in their 413 (kit/http.ts)
    for (const resource of new Set(STREAMED_ROUTES.map((route) => route.resource))) this.functions.byResource.get(resource)!.addEnvironment(STREAM_URL_VARIABLE, this.streaming.url.url);

    // Rights last: a right may name anything above (a job's queue, the scheduler role, the dispatch job).
    this.granted = [
      ...[...this.functions.byResource].map(([resource, fn]) => ({ name: resource, fn, rights: routeRights(resource) })),
      { name: 'streaming', fn: this.streaming.fn, rights: STREAMING_RIGHTS },
      ...jobs.map((job) => ({ name: job.name, fn: this.jobs.byName.get(job.name)!, rights: job.rights })),
    ];
    const targets = { table, scheduling: this.scheduling, emailEvents: this.emailEvents, jobQueues: this.jobs.queues };
    for (const { fn, rights } of this.granted) grantRights(fn, rights, targets);

    // The HTTP API in a nested stack (docs/decisions/039-one-api-route-per-resource.md): its routes,
    // integrations and invoke permissions grow with the API, the product's resources here do not.
    this.apiStack = new NestedStack(this, 'ApiStack', { description: 'Event-messaging back-office: the HTTP API (routes, Lambda integrations and invoke permissions, stage, access logs)' });
    this.api = new Api(this.apiStack, 'Api', { functions: this.functions.byResource, logRetention: config.logRetentionDays });
    new CfnOutput(this, 'ApiUrl', { description: 'The HTTP API itself (the SPA reaches it through the site URL under /v1)', value: this.api.stage.url });
    this.web = new Web(this, 'Web', {
      httpApi: this.api.httpApi,
      streamedRoutes: { url: this.streaming.url, paths: this.streaming.paths },
      webDist: isAbsolute(config.webDist) ? config.webDist : join(REPO_ROOT, config.webDist),
      domainName: config.domainName,
      certificateArn: config.certificateArn,
      logRetentionDays: config.logRetentionDays,
    });
    // the alert digest's links lead to the site; it mails from the configured sender (docs/alerts.md)
    const digest = this.jobs.byName.get('alert-digest');
    digest?.addEnvironment('APP_URL', `https://${config.domainName ?? this.web.distribution.distributionDomainName}`);
    if (config.alertDigestFrom) digest?.addEnvironment('ALERT_DIGEST_FROM', config.alertDigestFrom);
    new CfnOutput(this, 'TableName', { description: 'The DynamoDB table (for infra/aws/create-user.ts)', value: table.tableName });
    new CfnOutput(this, 'ScheduleGroup', { description: 'The EventBridge Scheduler group of the item schedules', value: this.scheduling.group.ref });
    new CfnOutput(this, 'SesConfigurationSet', { description: 'The SES configuration set the functions send with', value: this.emailEvents.configurationSet.configurationSetName });
    Tags.of(this).add('project', 'event-messaging-backoffice');
    acknowledgeNagFindings(this, { customDomain: Boolean(config.domainName) });
  }
}

/**
 * The account and region the CDK CLI resolved (from the profile, AWS_REGION, ...; it always
 * knows a region, us-east-1 without configuration) or none when the app runs without the CLI:
 * the stack then synthesizes with unresolved account/region tokens. Both are supported.
 */
export const cliEnvironment = (): Environment => ({ account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION });

/** Adds the back-office stack for `config` to `app` and runs the cdk-nag AwsSolutions checks at synthesis. */
export function addBackofficeStack(
  app: App,
  config: DeployConfig,
  env: Environment = cliEnvironment(),
  manifest: Pick<BackofficeStackProps, 'jobs' | 'jobEntry'> = {},
): BackofficeStack {
  const stack = new BackofficeStack(app, config.stackName, {
    config,
    ...manifest,
    stackName: config.stackName,
    description: 'Event-messaging back-office: DynamoDB table, API and job functions, schedules, queues, SES events, HTTP API, SPA on S3 + CloudFront',
    env,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}

/** The CDK app as `cdk synth` builds it (infra/app.ts) and as the CDK tests build it (a test may bring its own jobs manifest). */
export function createApp(
  props: AppProps = {},
  env?: Environment,
  manifest?: Pick<BackofficeStackProps, 'jobs' | 'jobEntry'>,
): { app: App; stack: BackofficeStack; config: DeployConfig } {
  const app = new App(props);
  const config = readConfig(app);
  return { app, stack: addBackofficeStack(app, config, env, manifest), config };
}
