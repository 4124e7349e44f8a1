import { writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, type ILocalBundling } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { buildSync, type BuildOptions, type OutputFile } from 'esbuild';

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

/**
 * How every handler is bundled: one minified ESM file, index.mjs, for Node 22, the AWS SDK v3 left
 * out (the runtime provides it), with a source map that names the sources without carrying them.
 */
export const BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  outExtension: { '.js': '.mjs' },
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: { js: ESM_BANNER },
  external: ['@aws-sdk/*'],
  logLevel: 'warning',
} as const satisfies BuildOptions;

/**
 * Where the bundles are placed for esbuild, which writes nothing there (they stay in memory): two
 * levels under the repository root, so the source maps name `../../functions/<x>/...` wherever
 * the cloud assembly is written.
 */
const BUNDLE_DIR = join(REPO_ROOT, 'handler-bundles');

/** handler module -> the files of its bundle, built once per process (one `cdk synth`, one test file) */
const bundles = new Map<string, OutputFile[]>();

/**
 * Bundles the handler modules (absolute paths) not bundled yet in this process, in one esbuild run
 * through its JS API: the modules they share are read once, and no process is started per
 * function. The stack calls it with every handler before it creates the functions.
 */
export function bundleHandlers(entries: readonly string[]): void {
  const missing = [...new Set(entries)].filter((entry) => !bundles.has(entry));
  if (missing.length === 0) return;
  const { outputFiles } = buildSync({
    ...BUNDLE_OPTIONS,
    entryPoints: Object.fromEntries(missing.map((entry, i) => [`${i}/index`, entry])),
    outdir: BUNDLE_DIR,
    write: false,
  });
  for (const entry of missing) bundles.set(entry, []);
  for (const file of outputFiles) bundles.get(missing[Number(relative(BUNDLE_DIR, file.path).split(sep)[0])])!.push(file);
}

/**
 * The local bundling of a function's code asset: writes its handler's bundle into the asset
 * directory. `entry` is a field so that the CDK's asset cache tells the handlers apart.
 */
class HandlerBundling implements ILocalBundling {
  constructor(readonly entry: string) {}

  tryBundle(outputDir: string): boolean {
    bundleHandlers([this.entry]);
    for (const file of bundles.get(this.entry)!) writeFileSync(join(outputDir, basename(file.path)), file.contents);
    return true;
  }
}

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
 * A back-office Lambda function: functions/resources/<x>/handler.ts or functions/jobs/<x>/handler.ts bundled in this process (bundleHandlers,
 * never Docker) for Node 22 on arm64, its own log group, and its own role that may write that log
 * group and nothing else until rights (rights.ts) are granted to it.
 */
export function backofficeFunction(scope: Construct, props: BackofficeFunctionProps): LambdaFunction {
  const logGroup = new LogGroup(scope, `${props.id}Logs`, { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY });
  // Its own role instead of the AWSLambdaBasicExecutionRole managed policy (logs on every group in the account).
  const role = new Role(scope, `${props.id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: props.roleDescription });
  logGroup.grantWrite(role);
  return new LambdaFunction(scope, props.id, {
    description: props.description,
    functionName: props.functionName,
    // The asset is the bundle: its hash is the bundle's content, the handler's directory only a place
    // to stage from. A stack that skips bundling (the context key aws:cdk:bundling-stacks) skips it.
    code: Code.fromAsset(dirname(props.entry), {
      assetHashType: AssetHashType.OUTPUT,
      bundling: { image: DockerImage.fromRegistry('unused-bundling-is-local'), local: new HandlerBundling(props.entry) },
    }),
    handler: 'index.handler',
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
  });
}

/** A construct id from a resource or job name: 'sms-templates' -> 'SmsTemplates'. */
export const pascal = (name: string) => name.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());
