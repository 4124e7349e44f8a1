import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Stack } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routesByResource } from '../../functions/routes.ts';

/** The repository root: infra/aws/ is two levels down. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/**
 * ESM bundles have no `require`; some CommonJS dependencies call it (and `__dirname`) at run time.
 * The banner gives them both, under names that cannot collide with the bundle's own.
 */
const ESM_BANNER = [
  "import { createRequire as __cjsRequire } from 'node:module';",
  "import { fileURLToPath as __cjsPath } from 'node:url';",
  "import { dirname as __cjsDir } from 'node:path';",
  'const require = __cjsRequire(import.meta.url);',
  'const __filename = __cjsPath(import.meta.url);',
  'const __dirname = __cjsDir(__filename);',
].join(' ');

export const FUNCTION_DESCRIPTION_PREFIX = 'Back-office API, resource:';

/**
 * What a function may do besides its log group and the table. The messaging and target-group
 * functions send test emails through SES v2 (any verified identity, templates of this account)
 * and SMS through SNS Publish, which names a phone number rather than a resource, hence '*'.
 */
export const SENDING_RESOURCES = ['messages', 'target-groups'];

/**
 * The SES ARN pattern for one kind of resource ('identity', 'configuration-set', 'template') of the
 * stack's own account and region: tokens until the stack has a concrete env, literals after.
 * infra/aws/nag.ts derives its IAM5 acknowledgements from the same values.
 */
export function sesArn(scope: Construct, kind: string): string {
  const { account, region, partition } = Stack.of(scope);
  return `arn:${partition}:ses:${region}:${account}:${kind}/*`;
}

function sendingStatements(scope: Construct): PolicyStatement[] {
  const ses = (kind: string) => sesArn(scope, kind);
  return [
    new PolicyStatement({ actions: ['ses:SendEmail'], resources: [ses('identity'), ses('configuration-set'), ses('template')] }),
    new PolicyStatement({ actions: ['ses:ListEmailTemplates'], resources: ['*'] }),
    new PolicyStatement({ actions: ['ses:GetEmailTemplate'], resources: [ses('template')] }),
    new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }),
  ];
}

export interface ApiFunctionsProps {
  table: ITableV2;
  logRetention: RetentionDays;
}

/**
 * One NodejsFunction per resource of the route table (functions/<resource>/handler.ts), bundled
 * locally with esbuild (never Docker) to a minified ESM file for Node 22 on arm64. The AWS SDK v3
 * stays out of the bundle: the runtime provides it.
 */
export class ApiFunctions extends Construct {
  /** resource name -> its function */
  readonly byResource = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: ApiFunctionsProps) {
    super(scope, id);
    for (const resource of routesByResource().keys()) {
      const entry = join(REPO_ROOT, 'functions', resource, 'handler.ts');
      if (!existsSync(entry)) throw new Error(`functions/routes.ts names resource '${resource}' but ${entry} does not exist.`);
      const name = pascal(resource);
      const logGroup = new LogGroup(this, `${name}Logs`, { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY });
      // Its own role instead of the AWSLambdaBasicExecutionRole managed policy (logs on every
      // group in the account): write to this function's log group, read/write the table, no more.
      const role = new Role(this, `${name}Role`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Runs the back-office function of resource '${resource}'`,
      });
      logGroup.grantWrite(role);
      const fn = new NodejsFunction(this, name, {
        description: `${FUNCTION_DESCRIPTION_PREFIX} ${resource}`,
        entry,
        handler: 'handler',
        projectRoot: REPO_ROOT,
        depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
        runtime: Runtime.NODEJS_22_X,
        architecture: Architecture.ARM_64,
        // scrypt at the OWASP cost needs 128 MiB per sign-in; memory also buys CPU for hashing.
        memorySize: 1024,
        // Under API Gateway's 29 s integration limit, so a slow call ends in the function's log.
        timeout: Duration.seconds(28),
        logGroup,
        role,
        environment: {
          TABLE_NAME: props.table.tableName,
          // Stack traces in the logs point into functions/ (the maps carry no sources, so they stay small).
          NODE_OPTIONS: '--enable-source-maps',
        },
        bundling: {
          forceDockerBundling: false,
          format: OutputFormat.ESM,
          target: 'node22',
          minify: true,
          sourceMap: true,
          sourceMapMode: SourceMapMode.DEFAULT,
          sourcesContent: false,
          mainFields: ['module', 'main'],
          banner: ESM_BANNER,
          externalModules: ['@aws-sdk/*'],
          logLevel: LogLevel.WARNING,
        },
      });
      props.table.grantReadWriteData(fn);
      if (SENDING_RESOURCES.includes(resource)) for (const statement of sendingStatements(this)) role.addToPolicy(statement);
      this.byResource.set(resource, fn);
    }
  }
}

const pascal = (name: string) => name.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());
