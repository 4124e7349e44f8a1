import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, signIn, test, type Page } from './support.ts';

/**
 * The JavaScript a first visit downloads, gzip-compressed, read from the built files the page
 * asked for. Budgets keep route-level code splitting honest: /login must not pull in PrimeReact or
 * the list machinery, and a list must not pull in megabytes (`npm run bench:spa` prints the
 * figures beside the goals; decision 024).
 */
const BUDGET_KB = { login: 105, tags: 300 };

async function firstLoadKb(page: Page, path: string, ready: () => Promise<void>) {
  const scripts = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.set(url.pathname, await response.headerValue('content-encoding').catch(() => undefined) ?? undefined);
  });
  await page.goto(path);
  await ready();
  const bytes = [...scripts.keys()].reduce((sum, file) => sum + gzipSync(readFileSync(join(import.meta.dirname, '../../web/dist', file))).length, 0);
  return { kb: Math.round(bytes / 102.4) / 10, files: scripts.size, scripts };
}

/** Scripts above 1 KB that came uncompressed (the build leaves smaller ones as they are). */
const uncompressed = (scripts: Map<string, string | undefined>) =>
  [...scripts].filter(([file, encoding]) => encoding !== 'br' && readFileSync(join(import.meta.dirname, '../../web/dist', file)).length >= 1024).map(([file]) => file);

test('first-load JavaScript (gzip) for /login and /tags', async ({ browser }) => {
  const login = await browser.newPage();
  const loginLoad = await firstLoadKb(login, '/login', () => expect(login.getByRole('heading', { name: 'Sign In' })).toBeVisible());

  const tags = await browser.newPage();
  await signIn(tags, 'staff');
  const tagsLoad = await firstLoadKb(tags, '/tags', () => expect(tags.getByText(/showing \d+ to \d+ of \d+/)).toBeVisible());

  console.log(`first-load JS gzip: /login ${loginLoad.kb} KB in ${loginLoad.files} files, /tags ${tagsLoad.kb} KB in ${tagsLoad.files} files`);
  expect(loginLoad.kb).toBeLessThan(BUDGET_KB.login);
  expect(tagsLoad.kb).toBeLessThan(BUDGET_KB.tags);
  // sent brotli-compressed, as CloudFront sends them
  expect(uncompressed(loginLoad.scripts)).toEqual([]);
  expect(uncompressed(tagsLoad.scripts)).toEqual([]);
});
