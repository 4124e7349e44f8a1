import { defineConfig, devices } from '@playwright/test';

/**
 * Browser end-to-end tests: Debian's Chromium (never a downloaded browser) against a fresh
 * in-memory runtime with demo data (test/e2e/serve.ts). Every test makes its own data with unique
 * names, so tests run in parallel and in any order.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // generous: a loaded 2-core machine runs the longest flows in ~25 s
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1400, height: 900 },
    // Traces cost time on every test; E2E_TRACE=1 records them when a failure needs one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node_modules/.bin/tsx test/e2e/serve.ts',
    url: `${baseURL}/v1/health`,
    env: { E2E_PORT: String(port), NODE_NO_WARNINGS: '1' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
