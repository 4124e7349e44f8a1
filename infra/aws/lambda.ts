import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

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

export interface BackofficeFunctionProps {
  /** construct id of the function; its log group and role are `<id>Logs` and `<id>Role` beside it */
  id: string;
  /** the handler module (absolute path); it exports `handler` */
  entry: string;
  description: string;
  /** what the role says it is for */
  roleDescription: string;
  timeout: Duration;
  logRetention: RetentionDays;
  environment: Record<string, string>;
  /** a fixed function name, when its ARN must be known without referring to the function itself */
  functionName?: string;
}

/**
 * A back-office Lambda function: functions/<x>/handler.ts bundled locally with esbuild (never
 * Docker) to a minified ESM file for Node 22 on arm64, the AWS SDK v3 left out (the runtime
 * provides it), its own log group, and its own role that may write that log group and nothing
 * else until rights (rights.ts) are granted to it.
 */
export function backofficeFunction(scope: Construct, props: BackofficeFunctionProps): NodejsFunction {
  const logGroup = new LogGroup(scope, `${props.id}Logs`, { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY });
  // Its own role instead of the AWSLambdaBasicExecutionRole managed policy (logs on every group in the account).
  const role = new Role(scope, `${props.id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: props.roleDescription });
  logGroup.grantWrite(role);
  return new NodejsFunction(scope, props.id, {
    description: props.description,
    functionName: props.functionName,
    entry: props.entry,
    handler: 'handler',
    projectRoot: REPO_ROOT,
    depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    // scrypt at the OWASP cost needs 128 MiB per sign-in; memory also buys CPU for hashing and rendering.
    memorySize: 1024,
    timeout: props.timeout,
    logGroup,
    role,
    environment: {
      ...props.environment,
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
}

/** A construct id from a resource or job name: 'sms-templates' -> 'SmsTemplates'. */
export const pascal = (name: string) => name.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());
