import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, signIn, test, type Page } from './support.ts';

/**
 * The JavaScript a first visit downloads, gzip-compressed, read from the built files the page
 * asked for. Budgets keep route-level code splitting honest: /login must not pull in the list
 * machinery, and a list must not pull in megabytes.
 */
const BUDGET_KB = { login: 160, tags: 300 };

async function firstLoadKb(page: Page, path: string, ready: () => Promise<void>) {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(path);
  await ready();
  const bytes = [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(join(import.meta.dirname, '../../web/dist', file))).length, 0);
  return { kb: Math.round(bytes / 102.4) / 10, files: scripts.size };
}

test('first-load JavaScript (gzip) for /login and /tags', async ({ browser }) => {
  const login = await browser.newPage();
  const loginLoad = await firstLoadKb(login, '/login', () => expect(login.getByRole('heading', { name: 'Sign In' })).toBeVisible());

  const tags = await browser.newPage();
  await signIn(tags, 'staff');
  const tagsLoad = await firstLoadKb(tags, '/tags', () => expect(tags.getByText(/showing \d+ to \d+ of \d+/)).toBeVisible());

  console.log(`first-load JS gzip: /login ${loginLoad.kb} KB in ${loginLoad.files} files, /tags ${tagsLoad.kb} KB in ${tagsLoad.files} files`);
  expect(loginLoad.kb).toBeLessThan(BUDGET_KB.login);
  expect(tagsLoad.kb).toBeLessThan(BUDGET_KB.tags);
});
