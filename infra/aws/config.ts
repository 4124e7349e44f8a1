import { Token } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * Deployment settings, read from CDK context (`-c key=value` on the command line or the
 * "context" block of cdk.json). Everything has a sane default except the optional custom domain.
 *
 * | context key      | default                     | meaning                                                        |
 * |------------------|-----------------------------|----------------------------------------------------------------|
 * | `stackName`      | `EventMessagingBackoffice`  | CloudFormation stack name (one per environment: add `-c stackName=...-test`) |
 * | `domainName`     | none (uses *.cloudfront.net)| custom host name for the site, e.g. `backoffice.example.com`   |
 * | `certificateArn` | none                        | ACM certificate for `domainName`; must live in us-east-1        |
 * | `webDist`        | `web/dist`                  | the built SPA that is uploaded to the site bucket              |
 * | `logRetentionDays` | `90`                      | retention of the function and API log groups, expiry of the log bucket |
 *
 * infra/app.ts also reads `webBuild` (default on; `false` = never run `npm run build` during synth).
 */
export interface DeployConfig {
  stackName: string;
  domainName?: string;
  certificateArn?: string;
  webDist: string;
  logRetentionDays: RetentionDays;
}

export const DEFAULT_STACK_NAME = 'EventMessagingBackoffice';

const text = (scope: Construct, key: string): string | undefined => {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value).trim() || undefined;
};

export function readConfig(scope: Construct): DeployConfig {
  const stackName = text(scope, 'stackName') ?? DEFAULT_STACK_NAME;
  if (!/^[A-Za-z][A-Za-z0-9-]{0,127}$/.test(stackName)) {
    throw new Error(`Context stackName '${stackName}' is not a valid CloudFormation stack name (letters, digits, hyphens; starts with a letter).`);
  }
  const domainName = text(scope, 'domainName');
  const certificateArn = text(scope, 'certificateArn');
  if (domainName && !certificateArn) throw new Error('Context domainName needs certificateArn: an ACM certificate for that name in us-east-1.');
  if (certificateArn && !domainName) throw new Error('Context certificateArn is only used together with domainName.');
  if (certificateArn && !Token.isUnresolved(certificateArn) && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
    throw new Error(`Context certificateArn '${certificateArn}' is not an ACM certificate ARN in us-east-1 (CloudFront only accepts certificates from us-east-1).`);
  }
  const retention = Number(text(scope, 'logRetentionDays') ?? RetentionDays.THREE_MONTHS);
  const allowed = Object.values(RetentionDays).filter((v): v is number => typeof v === 'number' && v !== RetentionDays.INFINITE);
  if (!allowed.includes(retention)) throw new Error(`Context logRetentionDays '${retention}' is not one CloudWatch Logs accepts: ${allowed.join(', ')}.`);
  return { stackName, domainName, certificateArn, webDist: text(scope, 'webDist') ?? 'web/dist', logRetentionDays: retention };
}
