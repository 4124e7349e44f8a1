/**
 * The server the browser tests drive: a fresh in-memory runtime with the demo users and tags,
 * serving the built SPA. Builds the SPA first when web/dist is missing or older than its sources,
 * so `npx playwright test` works on its own and `npm test` (which builds first) does not rebuild.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startRuntime } from '../../infra/local/runtime.ts';
import { ensureDemoData } from '../../infra/local/demo-data.ts';
import { createUser } from '../../functions/domain/users/users.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';
import { e2eStoreFile } from './e2e-store.ts';

const root = join(import.meta.dirname, '../..');
const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestSource(join(root, 'web/src')), newestSource(join(root, 'shared')), builtAt(join(root, 'web/index.html')), builtAt(join(root, 'web/vite.config.ts')));
if (builtAt(join(root, 'web/dist/index.html')) < sources) {
  console.log('Building the SPA for the browser tests...');
  execSync('node_modules/.bin/vite build --config web/vite.config.ts', { cwd: root, stdio: 'inherit' });
}

export const E2E_PASSWORDS = { admin: 'admin', staff: 'staff' };
/** An account of its own for the test that changes its password (which ends its other sessions). */
export const PASSWORD_CHANGER = { username: 'pat', password: 'pat-password-1', firstName: 'Pat', lastName: 'Word' };
/** A second super-admin: the approvals test's reviewer, who decides what the admin proposes (docs/approvals.md). */
export const REVIEWER = { username: 'rita', password: 'rita-password-1', firstName: 'Rita', lastName: 'Reviewer' };

const runtime = await startRuntime({
  port: Number(process.env.E2E_PORT ?? 3210),
  // A small directory (events, master contacts) for the screens that search it.
  prepare: async () => {
    await ensureDemoData({ ...E2E_PASSWORDS, directoryContacts: 300 });
    await createUser({ ...PASSWORD_CHANGER, role: 'staff' }, bySystem('test-setup', 'create'));
    await createUser({ ...REVIEWER, role: 'super_admin' }, bySystem('test-setup', 'create'));
  },
});
console.log(`E2E runtime at ${runtime.url}`);
// where the browser tests reach this runtime's store, to leave a delivery as a crash would (e2eStore)
mkdirSync(join(root, '.tmp'), { recursive: true });
writeFileSync(e2eStoreFile(Number(process.env.E2E_PORT ?? 3210)), JSON.stringify({ dynamoEndpoint: runtime.dynamoEndpoint, tableName: process.env.TABLE_NAME }));

const stop = async () => {
  await runtime.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
