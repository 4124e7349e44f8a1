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
 * | `sendConcurrency`  | `2`                         | most sender invocations at once (the send queue's maximum concurrency, 2-1000) |
 * | `sendBatchSize`    | `1`                         | queue messages per sender invocation (1-10; each message is already a batch of deliveries) |
 * | `emailRatePerSecond` | `14`                      | the account's SES sending rate, which all senders together keep to |
 * | `smsRatePerSecond` | `10`                        | the SMS rate (SNS) all senders together keep to                  |
 * | `maxReceiveCount`  | `5`                         | deliveries of a queue message before it goes to the queue's DLQ  |
 * | `alarmEmail`       | none                        | an address subscribed to the alarm topic                          |
 * | `trackingDomain`   | none (SES's awstrack.me)    | a subdomain of yours that SES's open and click tracking links use (HTTPS required) |
 * | `alertDigestFrom`  | none                        | the sender of the hourly alert digest: an address of a verified SES identity (without it the digest job fails, and its alarm says so) |
 *
 * infra/app.ts also reads `webBuild` (default on; `false` = never run `npm run build` during synth).
 */
export interface DeployConfig {
  stackName: string;
  domainName?: string;
  certificateArn?: string;
  webDist: string;
  logRetentionDays: RetentionDays;
  sending: SendingConfig;
  /** deliveries of a job queue's message before it moves to that queue's dead-letter queue */
  maxReceiveCount: number;
  alarmEmail?: string;
  /** The redirect domain of SES's open and click tracking; SES's own unless set. */
  trackingDomain?: string;
  /** The sender of the hourly alert digest (docs/alerts.md); a verified SES identity. */
  alertDigestFrom?: string;
}

/** How the sender job (a queue job with the right 'email' or 'sms') is fed and paced. */
export interface SendingConfig {
  concurrency: number;
  batchSize: number;
  emailRatePerSecond: number;
  smsRatePerSecond: number;
}

export const SENDING_DEFAULTS: SendingConfig = { concurrency: 2, batchSize: 1, emailRatePerSecond: 14, smsRatePerSecond: 10 };
export const DEFAULT_MAX_RECEIVE_COUNT = 5;

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
  const alarmEmail = text(scope, 'alarmEmail');
  if (alarmEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail)) throw new Error(`Context alarmEmail '${alarmEmail}' is not an email address.`);
  const alertDigestFrom = text(scope, 'alertDigestFrom');
  if (alertDigestFrom && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alertDigestFrom)) throw new Error(`Context alertDigestFrom '${alertDigestFrom}' is not an email address.`);
  const trackingDomain = text(scope, 'trackingDomain');
  if (trackingDomain && !/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i.test(trackingDomain)) throw new Error(`Context trackingDomain '${trackingDomain}' is not a host name.`);
  return {
    stackName,
    domainName,
    certificateArn,
    webDist: text(scope, 'webDist') ?? 'web/dist',
    logRetentionDays: retention,
    sending: {
      concurrency: number(scope, 'sendConcurrency', SENDING_DEFAULTS.concurrency, { min: 2, max: 1000, integer: true }),
      batchSize: number(scope, 'sendBatchSize', SENDING_DEFAULTS.batchSize, { min: 1, max: 10, integer: true }),
      emailRatePerSecond: number(scope, 'emailRatePerSecond', SENDING_DEFAULTS.emailRatePerSecond, { min: 0.1, max: 10_000 }),
      smsRatePerSecond: number(scope, 'smsRatePerSecond', SENDING_DEFAULTS.smsRatePerSecond, { min: 0.1, max: 10_000 }),
    },
    maxReceiveCount: number(scope, 'maxReceiveCount', DEFAULT_MAX_RECEIVE_COUNT, { min: 1, max: 1000, integer: true }),
    alarmEmail,
    trackingDomain,
    alertDigestFrom,
  };
}

/** A numeric context value within its limits (the limits AWS sets, or what makes sense for a rate). */
function number(scope: Construct, key: string, fallback: number, limits: { min: number; max: number; integer?: boolean }): number {
  const given = text(scope, key);
  if (given === undefined) return fallback;
  const value = Number(given);
  if (!Number.isFinite(value) || value < limits.min || value > limits.max || (limits.integer && !Number.isInteger(value))) {
    throw new Error(`Context ${key} '${given}' is not ${limits.integer ? 'a whole number' : 'a number'} from ${limits.min} to ${limits.max}.`);
  }
  return value;
}
