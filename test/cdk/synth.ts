/**
 * Synthesizing the back-office app in the CDK tests: a scratch directory per test file, a snapshot
 * of the built SPA, and one synthesis per configuration (construction, synthesis and cdk-nag cost
 * seconds), with the feature flags `cdk synth` uses.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { App, Environment } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { REPO_ROOT } from '../../infra/aws/lambda.ts';
import { createApp, type BackofficeStack, type BackofficeStackProps } from '../../infra/aws/stack.ts';
import { resourcesOf, type Resource } from './template.ts';

/** The feature flags `cdk synth` uses, so the tests synthesize what the CLI does. */
export const CDK_CONTEXT = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context as Record<string, unknown>;

/**
 * A scratch directory for this test file (call at module level; read it in a hook or a test): made
 * before its tests, removed after them. It lies inside the repository, so the bundles the tests run
 * import the AWS SDK from node_modules.
 */
export function scratchDir(prefix: string): () => string {
  let dir: string | undefined;
  beforeAll(() => {
    const cache = join(REPO_ROOT, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    dir = mkdtempSync(join(cache, `${prefix}-`));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!dir) throw new Error('scratchDir: the directory exists only while the tests of its file run (read it in a hook or a test).');
    return dir;
  };
}

/**
 * A snapshot, in `dir`, of the built SPA the stack deploys: another process (npm start, a web build)
 * may rebuild web/dist while a test reads it. web/dist is built first when it is missing
 * (`npm run build`); CDK_TEST_WEB_DIST=<dir> points at another build.
 */
export function spaSnapshot(dir: string): string {
  let dist = process.env.CDK_TEST_WEB_DIST;
  if (!dist) {
    dist = join(REPO_ROOT, 'web', 'dist');
    if (!existsSync(join(dist, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  const snapshot = join(dir, 'web-dist');
  if (!existsSync(snapshot)) cpSync(dist, snapshot, { recursive: true });
  return snapshot;
}

export interface SynthesisOptions {
  /** context on top of the CLI's feature flags (stackName, webDist, settings) */
  context: Record<string, unknown>;
  /** the account and region; none: the stack keeps their tokens, as when the app runs without the CLI */
  env?: Environment;
  /** false for a stack whose bundles nothing runs: the functions' code is then a placeholder */
  bundle?: boolean;
  /**
   * false skips the CloudFormation template validation aws-cdk-lib runs at synthesis (a few seconds
   * per process), for a stack whose resources another test file validates; cdk-nag still runs.
   */
  templateValidation?: boolean;
  manifest?: Pick<BackofficeStackProps, 'jobs' | 'jobEntry'>;
}

export interface Synthesized {
  app: App;
  stack: BackofficeStack;
  template: Template;
  resources: Record<string, Resource>;
  /** where the cloud assembly was written */
  outdir: string;
}

/**
 * Builds and synthesizes the back-office app into `outdir`. Synthesis runs the cdk-nag plugin: an
 * unacknowledged error makes this throw with the report.
 */
export function synthesize(outdir: string, options: SynthesisOptions): Synthesized {
  const context = { ...CDK_CONTEXT, ...(options.bundle === false ? { [BUNDLING_STACKS]: [] } : {}), ...options.context };
  const props = { outdir, context, builtinCloudFormationValidation: options.templateValidation ?? true };
  const { app, stack } = createApp(props, options.env ?? {}, options.manifest);
  const template = Template.fromStack(stack);
  return { app, stack, template, resources: resourcesOf(template), outdir };
}
