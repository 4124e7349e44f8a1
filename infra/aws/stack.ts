import { isAbsolute, join } from 'node:path';
import { App, CfnOutput, Stack, Tags, Validations, type AppProps, type Environment, type StackProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { Api } from './api.ts';
import { readConfig, type DeployConfig } from './config.ts';
import { ApiFunctions, REPO_ROOT } from './functions.ts';
import { acknowledgeNagFindings } from './nag.ts';
import { createTable } from './storage.ts';
import { Web } from './web.ts';

export interface BackofficeStackProps extends StackProps {
  config: DeployConfig;
}

/** Everything the back-office needs in one stack: table, functions, HTTP API, SPA hosting. */
export class BackofficeStack extends Stack {
  readonly table: TableV2;
  readonly functions: ApiFunctions;
  readonly api: Api;
  readonly web: Web;

  constructor(scope: Construct, id: string, props: BackofficeStackProps) {
    super(scope, id, props);
    const { config } = props;
    const table = (this.table = createTable(this));
    this.functions = new ApiFunctions(this, 'Functions', { table, logRetention: config.logRetentionDays });
    this.api = new Api(this, 'Api', { functions: this.functions.byResource, logRetention: config.logRetentionDays });
    this.web = new Web(this, 'Web', {
      httpApi: this.api.httpApi,
      webDist: isAbsolute(config.webDist) ? config.webDist : join(REPO_ROOT, config.webDist),
      domainName: config.domainName,
      certificateArn: config.certificateArn,
      logRetentionDays: config.logRetentionDays,
    });
    new CfnOutput(this, 'TableName', { description: 'The DynamoDB table (for infra/aws/create-user.ts)', value: table.tableName });
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
export function addBackofficeStack(app: App, config: DeployConfig, env: Environment = cliEnvironment()): BackofficeStack {
  const stack = new BackofficeStack(app, config.stackName, {
    config,
    stackName: config.stackName,
    description: 'Event-messaging back-office: DynamoDB table, API functions, HTTP API, SPA on S3 + CloudFront',
    env,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}

/** The CDK app as `cdk synth` builds it (infra/app.ts) and as the CDK tests build it. */
export function createApp(props: AppProps = {}, env?: Environment): { app: App; stack: BackofficeStack; config: DeployConfig } {
  const app = new App(props);
  const config = readConfig(app);
  return { app, stack: addBackofficeStack(app, config, env), config };
}
