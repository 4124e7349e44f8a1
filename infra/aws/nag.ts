import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { NagRuleCompliance, rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import type { BackofficeStack } from './stack.ts';

/**
 * Every cdk-nag AwsSolutions finding this stack keeps on purpose, with the reason. Findings not
 * listed here were fixed in the constructs instead (bucket encryption, SSL-only bucket policies,
 * blocked public access, S3 and CloudFront access logs, Origin Access Control, API access logs,
 * point-in-time recovery, a least-privilege role per function instead of the managed
 * AWSLambdaBasicExecutionRole policy). A new error-level finding fails `cdk synth`, and the CDK test
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
    'No API Gateway authorizer by design: every handler authenticates the request itself against the session tokens stored (hashed) in the table, through the shared handler kit (functions/kit/http.ts). Routes the route table marks public (health, login, logout) are public on purpose; unknown routes ($default) only answer a 404.',
  node22:
    'nodejs22.x is pinned on purpose: it is the runtime the project bundles for (esbuild target node22) and verifies its dependencies against (docs stack.md); AWS supports it. Moving to a newer Node runtime is a deliberate upgrade with its own testing, not a silent default.',
  tableIndexes:
    "grantReadWriteData adds '<table ARN>/index/*' so the functions can Query the table's global secondary indexes (TABLE_DEFINITION.indexes in functions/data/table.ts; the list grows with later issues). The wildcard covers only this table's indexes, not other tables.",
  sending:
    "The messaging and target-group functions send test email through SES v2 and SMS through SNS. ses:SendEmail and ses:GetEmailTemplate are limited to this account's identities, configuration sets and templates in the region ('identity/*', 'template/*': senders and templates are data staff choose); ses:ListEmailTemplates supports no resource-level permission; sns:Publish to a phone number has no resource ARN, so it needs '*'.",
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
 * The shapes of the IAM5 findings on the BucketDeployment handler's policy that REASONS.deploymentWildcards
 * explains. The asset bucket's name depends on the target account and region, so the findings are
 * read from the policy at synthesis and each must match one of these; anything else stays unacknowledged.
 */
const DEPLOYMENT_WILDCARDS: RegExp[] = [
  /^Action::s3:(GetBucket|GetObject|List|Abort|DeleteObject)\*$/,
  /^Resource::arn:(aws[a-z-]*|<AWS::Partition>):s3:::cdk-[a-z0-9]+-assets-[^/]+\/\*$/,
  /^Resource::<WebSiteBucket[0-9A-F]{8}\.Arn>\/\*$/,
  /^Resource::\*$/,
];

function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/** The IAM5 findings cdk-nag reports on the policies under `scope`. */
function wildcardFindings(scope: IConstruct): string[] {
  const findings = new Set<string>();
  for (const child of scope.node.findAll()) {
    if (!(child instanceof CfnPolicy)) continue;
    const result = rules.iam.IAMNoWildcardPermissions(child);
    if (Array.isArray(result)) for (const finding of result) findings.add(finding);
    else if (result !== NagRuleCompliance.COMPLIANT && result !== NagRuleCompliance.NOT_APPLICABLE) findings.add(String(result));
  }
  return [...findings];
}

export function acknowledgeNagFindings(stack: BackofficeStack, options: { customDomain: boolean }): void {
  // API: authorization happens in the handlers.
  acknowledge(stack.api.httpApi, 'AwsSolutions-APIG4', REASONS.handlerAuth);

  // Our functions: Node 22 on purpose; the table grant's index wildcard.
  acknowledge(stack.functions, 'AwsSolutions-L1', REASONS.node22);
  const tableId = stack.resolve((stack.table.node.defaultChild as CfnResource).logicalId) as string;
  acknowledge(stack.functions, `AwsSolutions-IAM5[Resource::<${tableId}.Arn>/index/*]`, REASONS.tableIndexes);
  for (const finding of wildcardFindings(stack.functions))
    if (/^Resource::(\*|arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:(identity|configuration-set|template)\/\*)$/.test(finding))
      acknowledge(stack.functions, `AwsSolutions-IAM5[${finding}]`, REASONS.sending);

  // CloudFront.
  acknowledge(stack.web.distribution, 'AwsSolutions-CFR1', REASONS.geo);
  acknowledge(stack.web.distribution, 'AwsSolutions-CFR2', REASONS.waf);
  if (!options.customDomain) acknowledge(stack.web.distribution, 'AwsSolutions-CFR4', REASONS.defaultCertificate);

  // aws-cdk-lib's BucketDeployment handler (a singleton function directly under the stack).
  for (const handler of stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
    acknowledge(handler, 'AwsSolutions-L1', REASONS.deploymentRuntime);
    acknowledge(
      handler,
      `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]`,
      REASONS.deploymentManagedPolicy,
    );
    for (const finding of wildcardFindings(handler)) {
      if (DEPLOYMENT_WILDCARDS.some((shape) => shape.test(finding))) acknowledge(handler, `AwsSolutions-IAM5[${finding}]`, REASONS.deploymentWildcards);
    }
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
