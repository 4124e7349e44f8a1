/**
 * The real `cdk synth` command, as a developer or a pipeline runs it before `cdk deploy`: the CDK
 * CLI always resolves a region (us-east-1 without configuration) and, with credentials, an
 * account, so the app synthesizes with concrete values rather than the tokens stack.test.ts
 * also covers. cdk-nag runs during synthesis; an unacknowledged error makes the command fail.
 *
 * The AWS configuration is isolated: no profile, no credential files, no instance metadata, so
 * the command neither reaches the network nor depends on the machine it runs on. The region comes
 * from AWS_REGION (the CLI overrides CDK_DEFAULT_REGION with its own), the account from
 * CDK_DEFAULT_ACCOUNT (kept when the CLI finds no credentials).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/aws/lambda.ts';
import { scratchDir, spaSnapshot } from './synth.ts';

const run = promisify(execFile);
const workdir = scratchDir('cdk-cli');

/** The environment without any AWS or CDK setting of the machine, plus `settings`. */
function isolatedEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(AWS_|CDK_)/.test(key)));
  const nowhere = join(workdir(), 'no-aws-config');
  return { ...env, AWS_CONFIG_FILE: nowhere, AWS_SHARED_CREDENTIALS_FILE: nowhere, AWS_EC2_METADATA_DISABLED: 'true', CDK_DISABLE_VERSION_CHECK: '1', ...settings };
}

it('`npx cdk synth` succeeds for a concrete account and region, with cdk-nag clean', async () => {
  const webDist = spaSnapshot(workdir());
  const out = join(workdir(), 'cdk.out');
  const args = ['cdk', 'synth', '--no-notices', '-q', '-o', out, '-c', 'webBuild=false', '-c', `webDist=${webDist}`, '-c', 'stackName=BackofficeCli'];
  const env = isolatedEnv({ AWS_REGION: 'eu-west-1', CDK_DEFAULT_ACCOUNT: '123456789012' });
  const result = await run('npx', args, { cwd: REPO_ROOT, env, maxBuffer: 16 * 1024 * 1024 }).catch((error: { code?: number; stderr?: string }) => error);
  const report = (result.stderr ?? '').split('\n').filter((line) => !/^(npm warn|Bundling asset)/.test(line)).join('\n');
  expect(report, 'cdk synth output').not.toMatch(/\bERROR\b|Synthesis finished with errors/);
  expect((result as { code?: number }).code ?? 0).toBe(0);

  const template = readFileSync(join(out, 'BackofficeCli.template.json'), 'utf8');
  expect(template).toContain('arn:aws:ses:eu-west-1:123456789012:identity/*');
  const validation = JSON.parse(readFileSync(join(out, 'validation-report.json'), 'utf8')) as { pluginReports: { violations?: unknown[] }[] };
  expect(validation.pluginReports.flatMap((r) => r.violations ?? [])).toEqual([]);
}, 90_000);
