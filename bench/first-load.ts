import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { LoginResult } from '../shared/auth.ts';
import { printTable } from './stats.ts';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The JavaScript a browser downloads to show a page from a cold cache, gzip-compressed as a CDN
 * would serve it. Measured in Chromium, so it counts exactly what the route loads.
 */
export async function benchFirstLoad(baseUrl: string, login: LoginResult, routes: string[]) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows: (string | number)[][] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      if (route !== '/login') {
        await context.addInitScript((session) => {
          for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
        }, sessionStorageEntries(login));
      }
      const page = await context.newPage();
      const scripts: Promise<{ raw: number; gzip: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push(response.body().then((body) => ({ raw: body.length, gzip: gzipSync(body).length })));
      });
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(scripts);
      const sum = (key: 'raw' | 'gzip') => sizes.reduce((total, s) => total + s[key], 0);
      rows.push([route, sizes.length, `${(sum('raw') / 1024).toFixed(1)} KB`, `${(sum('gzip') / 1024).toFixed(1)} KB`]);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  printTable('SPA first load (JavaScript, cold cache)', ['route', 'files', 'raw', 'gzip'], rows);
}

/** The local-storage entries a signed-in SPA keeps; shared with the web's auth store. */
function sessionStorageEntries(login: LoginResult): Record<string, string> {
  return { accessToken: login.accessToken, user: JSON.stringify(login.user) };
}
