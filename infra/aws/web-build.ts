import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './lambda.ts';

/** What the SPA build reads: when any of it is newer than web/dist/index.html, the build is stale. */
const SPA_INPUTS = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why web/dist cannot be deployed as it is, or undefined when it is present and current. */
export function webBuildProblem(webDist = join(REPO_ROOT, 'web', 'dist')): string | undefined {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return `${index} does not exist`;
  const built = statSync(index).mtimeMs;
  const stale = SPA_INPUTS.find((input) => newestMtime(join(REPO_ROOT, input)) > built);
  return stale ? `${input(stale)} changed after the last build` : undefined;
}

const input = (path: string) => (path.includes('.') ? path : `${path}/`);

/**
 * Runs `npm run build` (vite) when web/dist is missing, or also when it is older than its
 * sources if `rebuildIfStale`. Build output goes to stderr so it never mixes with what the CDK
 * CLI reads from the app.
 */
export function ensureWebBuilt(options: { rebuildIfStale: boolean }): void {
  const problem = webBuildProblem();
  if (!problem || (!options.rebuildIfStale && !problem.endsWith('does not exist'))) return;
  console.error(`Building the SPA (npm run build): ${problem}.`);
  try {
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', process.stderr, process.stderr] });
  } catch {
    throw new Error('The SPA build (npm run build) failed; see its output above. The stack deploys web/dist, so it needs a working build.');
  }
}
