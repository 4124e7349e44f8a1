import { DefaultStackSynthesizer, Stack, Validations } from 'aws-cdk-lib';
import { ManagedPolicy } from 'aws-cdk-lib/aws-iam';
// cdk-nag's own formatting of CloudFormation values in finding ids (the package has no exports map).
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';
import { SES_KINDS, sesArn } from './rights.ts';
import type { BackofficeStack } from './stack.ts';

/**
 * Every cdk-nag AwsSolutions finding this stack keeps on purpose, with the reason. Findings not
 * listed here were fixed in the constructs instead (bucket encryption, SSL-only bucket policies,
 * blocked public access, S3 and CloudFront access logs, Origin Access Control, API access logs,
 * point-in-time recovery, a least-privilege role per function instead of the managed
 * AWSLambdaBasicExecutionRole policy, SSE and SSL-only policies on every queue and topic, a
 * dead-letter queue for every job queue, IAM statements written for exactly the resources). A new error-level finding fails `cdk synth`, and the CDK test
 * (test/cdk) fails on any new finding, warnings included, until it is fixed or added here with a
 * reason. docs/deploy.md lists these for readers.
 *
 * cdk-nag 3 acknowledges through CDK's `Validations.of(construct).acknowledge()` (the v2
 * `NagSuppressions` API no longer exists). An acknowledgement covers the construct and all its
 * children; findings with a detail (IAM4/IAM5) are acknowledged one by one.
 */
export interface NagAcknowledgement {
  /** construct path below the stack ('' = the whole stack) */
  scope: string;
  id: string;
  reason: string;
}

export const REASONS = {
  handlerAuth:
    'No API Gateway authorizer by design: every handler authenticates the request itself against the session tokens stored (hashed) in the table, through the shared handler kit (functions/kit/http.ts). Routes the route table marks public (health, login, logout) are public on purpose. The HTTP API has one route per function and area (ANY /v1/tags/{proxy+}) plus $default to the system function: behind each, the kit finds the table route by method and path, checks its role, and answers a 404 for any path the function does not serve.',
  node22:
    'nodejs22.x is pinned on purpose: it is the runtime the project bundles for (esbuild target node22) and verifies its dependencies against (docs stack.md); AWS supports it. Moving to a newer Node runtime is a deliberate upgrade with its own testing, not a silent default.',
  tableIndexes:
    "grantReadWriteData adds '<table ARN>/index/*' so the functions can Query the table's global secondary indexes (TABLE_DEFINITION.indexes in functions/data/table.ts; the list grows with later issues). The wildcard covers only this table's indexes, not other tables.",
  sending:
    "Functions with the right 'email' or 'sms' (functions/rights.ts, functions/jobs.ts) send email through SES v2 and SMS through SNS. ses:SendEmail and ses:GetEmailTemplate are limited to this account's identities, configuration sets and templates in the region ('identity/*', 'template/*': senders and templates are data staff choose); ses:ListEmailTemplates supports no resource-level permission; sns:Publish to a phone number has no resource ARN, so it needs '*'.",
  schedules:
    "Functions with the right 'schedules' put and remove one schedule per event message workflow item, named after the item (emw-<eventId>-<itemId>), so the names are not known in advance: scheduler:CreateSchedule/UpdateSchedule/DeleteSchedule/GetSchedule are limited to the schedules of this stack's own schedule group ('schedule/<group>/*'); iam:PassRole names the scheduler role alone.",
  smsAttributes:
    "SNS's SMS attributes (DeliveryStatusIAMRole, DeliveryStatusSuccessSamplingRate) belong to the account and region, not to a resource: sns:SetSMSAttributes has no resource-level permission, so the custom resource that sets them needs '*' for that one action (iam:PassRole names the delivery status role alone).",
  deadLetterQueueItself:
    "This queue is itself a dead-letter queue (EventBridge Scheduler's, for dispatch invocations that failed every retry): a dead-letter queue of a dead-letter queue would only move the same messages further away. Messages are kept 14 days and a CloudWatch alarm fires as soon as it holds one.",
  geo: 'No geo restriction: staff sign in from wherever they work or travel; access is controlled by sign-in and roles on the server, and country blocking would lock staff out without protecting the data.',
  waf: 'No AWS WAF web ACL for now: an internal staff tool with its own sign-in; repeated failed sign-ins are throttled per username in the auth function and the API stage has rate limits. A web ACL (AWS managed common rules plus a rate-based rule, in us-east-1) costs a fixed monthly fee and is the next step if the tool is exposed beyond staff.',
  defaultCertificate:
    "Without a custom domain the distribution uses CloudFront's default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes at TLSv1 and which cannot be changed. Deploying with -c domainName=... -c certificateArn=... sets TLSv1.2_2021 and removes this finding.",
  deploymentRuntime:
    "The BucketDeployment handler is a Lambda function that aws-cdk-lib ships and versions (Python runtime chosen by aws-cdk-lib); it runs only during deployments to copy web/dist into the site bucket. Its runtime moves with aws-cdk-lib upgrades.",
  deploymentManagedPolicy:
    'The aws-cdk-lib BucketDeployment handler role uses AWSLambdaBasicExecutionRole for its own logs; the construct does not offer a narrower logging policy. It runs only during deployments.',
  deploymentWildcards:
    "Written by aws-cdk-lib's BucketDeployment: s3:GetObject*/GetBucket*/List* on the CDK bootstrap asset bucket (to read the zipped web/dist), read/write/delete (s3:Abort*, s3:DeleteObject*) on the site bucket's objects (to sync and prune), and cloudfront:CreateInvalidation/GetInvalidation on '*' (to invalidate the distribution after upload). Scoped to those two buckets; runs only during deployments.",
} as const;

/**
 * How cdk-nag names a resource, a managed policy or an action in an IAM4/IAM5 finding. The
 * acknowledgements are derived from the same values the constructs use (the stack's account,
 * region and partition, the table's and the bucket's ARNs), resolved in the stack and flattened
 * the way cdk-nag flattens them: `arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:...`
 * while the stack has no env, `arn:aws:ses:eu-west-1:123456789012:...` once it has one (the CDK
 * CLI always knows a region). So each acknowledgement names exactly one finding in both cases.
 */
const flat = (stack: Stack, value: string) => flattenCfnReference(stack.resolve(value));
const wildcardResource = (stack: Stack, resource: string) => `AwsSolutions-IAM5[Resource::${flat(stack, resource)}]`;
const wildcardAction = (action: string) => `AwsSolutions-IAM5[Action::${action}]`;
const managedPolicy = (stack: Stack, name: string) => `AwsSolutions-IAM4[Policy::${flat(stack, ManagedPolicy.fromAwsManagedPolicyName(name).managedPolicyArn)}]`;

/** The CDK bootstrap bucket the stack's file assets (the zipped web/dist) are uploaded to. */
function assetBucketName(stack: Stack): string {
  const synthesizer = stack.synthesizer;
  if (!(synthesizer instanceof DefaultStackSynthesizer)) throw new Error('infra/aws/nag.ts expects the DefaultStackSynthesizer (it derives the asset bucket name from it).');
  return DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace('${Qualifier}', synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER)
    .replace('${AWS::AccountId}', () => stack.account)
    .replace('${AWS::Region}', () => stack.region);
}

function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

export function acknowledgeNagFindings(stack: BackofficeStack, options: { customDomain: boolean }): void {
  // API: authorization happens in the handlers.
  acknowledge(stack.api.httpApi, 'AwsSolutions-APIG4', REASONS.handlerAuth);

  // Our functions: Node 22 on purpose; the table grant's index wildcard; the wildcards of the
  // sending and scheduling rights on the roles of the functions that have those rights only.
  for (const functions of [stack.functions, stack.streaming, stack.jobs]) {
    acknowledge(functions, 'AwsSolutions-L1', REASONS.node22);
    acknowledge(functions, wildcardResource(stack, `${stack.table.tableArn}/index/*`), REASONS.tableIndexes);
  }
  for (const { fn, rights } of stack.granted) {
    const role = fn.role!;
    const sending = rights.includes('email') || rights.includes('sms');
    if (sending) acknowledge(role, wildcardResource(stack, '*'), REASONS.sending);
    if (rights.includes('email')) for (const kind of SES_KINDS) acknowledge(role, wildcardResource(stack, sesArn(stack, kind)), REASONS.sending);
    if (rights.includes('schedules')) acknowledge(role, wildcardResource(stack, stack.scheduling.schedulesArn), REASONS.schedules);
  }
  if (stack.smsDeliveryStatus) acknowledge(stack.smsDeliveryStatus.settings, wildcardResource(stack, '*'), REASONS.smsAttributes);
  acknowledge(stack.scheduling.deadLetterQueue, 'AwsSolutions-SQS3', REASONS.deadLetterQueueItself);

  // CloudFront.
  acknowledge(stack.web.distribution, 'AwsSolutions-CFR1', REASONS.geo);
  acknowledge(stack.web.distribution, 'AwsSolutions-CFR2', REASONS.waf);
  if (!options.customDomain) acknowledge(stack.web.distribution, 'AwsSolutions-CFR4', REASONS.defaultCertificate);

  // aws-cdk-lib's BucketDeployment handler (a singleton function directly under the stack): read
  // the zipped web/dist from the asset bucket, sync and prune the site bucket, invalidate CloudFront.
  const deploymentWildcards = [
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map(wildcardAction),
    wildcardResource(stack, `arn:${stack.partition}:s3:::${assetBucketName(stack)}/*`),
    wildcardResource(stack, stack.web.siteBucket.arnForObjects('*')),
    wildcardResource(stack, '*'),
  ];
  for (const handler of stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
    acknowledge(handler, 'AwsSolutions-L1', REASONS.deploymentRuntime);
    acknowledge(handler, managedPolicy(stack, 'service-role/AWSLambdaBasicExecutionRole'), REASONS.deploymentManagedPolicy);
    for (const id of deploymentWildcards) acknowledge(handler, id, REASONS.deploymentWildcards);
  }
}

/** For tests and docs: every acknowledgement in the app, as construct path, rule id and reason. */
export function listAcknowledgements(root: IConstruct): NagAcknowledgement[] {
  const stackPath = Stack.of(root).node.path;
  const found: NagAcknowledgement[] = [];
  for (const construct of root.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY || !entry.data) continue;
      for (const [key, reason] of Object.entries(entry.data as Record<string, string>)) {
        found.push({ scope: construct.node.path.slice(stackPath.length + 1), id: key.replace(/^annotation::/i, ''), reason });
      }
    }
  }
  return found;
}
