import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { LoginResult } from '../shared/auth.ts';
import { startRuntime } from '../infra/local/runtime.ts';
import { ensureDemoData } from '../infra/local/demo-data.ts';
import { Client } from '../test/support/api.ts';
import { printTable } from './stats.ts';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The goals of issue 18 ("Weight and speed of the SPA"). */
export const SPA_GOALS = { loginGzipKb: 100, dashboardGzipKb: 170, coldListRequests: 20, chunksLoadedTwice: 0 };

/** The pages the bench moves between, by the sidebar, after a cold load of the first. */
const TOUR = ['/tags', '/messages', '/message-workflows', '/event-message-workflows', '/', '/sms-templates', '/tags', '/message-workflows/form'];

interface Loaded {
  url: string;
  type: string;
  /** the body as the page uses it */
  raw: number;
  /** the body gzip-compressed (level 9), what a CDN sends at the least */
  gzip: number;
  /** what came over the wire (compressed when the server compressed it) */
  wire: number;
  encoding: string;
}

/** Every response a page receives, with its sizes; `settled` waits for the network to go quiet. */
function recordResponses(page: Page) {
  const loaded: Promise<Loaded | undefined>[] = [];
  page.on('requestfinished', (request) => {
    loaded.push(
      (async (): Promise<Loaded | undefined> => {
        const response = await request.response();
        const body = (await response?.body().catch(() => undefined)) ?? Buffer.alloc(0);
        const sizes = await request.sizes();
        return {
          url: request.url(),
          type: request.resourceType(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'none',
        };
      })().catch(() => undefined), // finished as the page closed: not part of what was measured
    );
  });
  return { all: async () => (await Promise.all(loaded)).filter((row) => row !== undefined), reset: () => loaded.splice(0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (rows: Loaded[], key: 'raw' | 'gzip' | 'wire') => rows.reduce((total, row) => total + row[key], 0);
const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'NOT MET');

async function signedInPage(browser: Browser, baseURL: string, login: LoginResult | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  if (login)
    await context.addInitScript((session) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    }, sessionEntries(login));
  return context.newPage();
}

/** The local-storage entries a signed-in SPA keeps (web/src/lib/auth-store.ts). */
function sessionEntries(login: LoginResult): Record<string, string> {
  return { accessToken: login.accessToken, user: JSON.stringify(login.user), passwordExpire: String(login.user.passwordExpiresAt) };
}

/** What the page shows once it is ready: the sign-in heading, a form's Save, a list's first row (or its empty message). */
async function ready(page: Page, path: string) {
  const marker = path === '/login' ? page.getByRole('heading', { name: 'Sign In' }) : path.endsWith('/form') ? page.getByRole('button', { name: 'Save' }).first() : page.locator('.list-table tbody tr').first();
  await marker.waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** Cold first load of a route: its JavaScript (raw, gzip, on the wire) and every request. */
async function firstLoad(browser: Browser, baseUrl: string, path: string, login: LoginResult | undefined) {
  const page = await signedInPage(browser, baseUrl, login);
  const responses = recordResponses(page);
  await page.goto(path);
  await ready(page, path);
  const loaded = await responses.all();
  await page.context().close();
  const scripts = loaded.filter((row) => row.type === 'script');
  return { scripts, loaded };
}

/** Clicks through the sidebar, counting each page's requests and the scripts fetched more than once. */
async function tour(browser: Browser, baseUrl: string, login: LoginResult) {
  const page = await signedInPage(browser, baseUrl, login);
  const responses = recordResponses(page);
  const rows: (string | number)[][] = [];
  const fetched = new Map<string, number>();
  for (const [index, path] of TOUR.entries()) {
    responses.reset();
    if (index === 0) await page.goto(path);
    else await page.evaluate((to) => (history.pushState(null, '', to), dispatchEvent(new PopStateEvent('popstate'))), path);
    await ready(page, path);
    const loaded = await responses.all();
    const scripts = loaded.filter((row) => row.type === 'script');
    for (const script of scripts) fetched.set(script.url, (fetched.get(script.url) ?? 0) + 1);
    const api = loaded.filter((row) => new URL(row.url).pathname.startsWith('/v1/')).length;
    rows.push([index === 0 ? `${path} (cold)` : `→ ${path}`, loaded.length, scripts.length, api, kb(sum(scripts, 'wire'))]);
  }
  await page.context().close();
  const twice = [...fetched].filter(([, times]) => times > 1).map(([url]) => new URL(url).pathname);
  return { rows, twice, coldRequests: Number(rows[0][1]) };
}

/** The built SPA's JavaScript, all of it, gzip-compressed. */
function builtJsGzip(): number {
  const assets = join(import.meta.dirname, '../web/dist/assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
}

/**
 * The SPA's weight and speed, measured in Chromium against a runtime serving the built SPA:
 * first-load JavaScript of /login and / (the dashboard), the requests of a cold list page, and
 * moving between pages, beside the goals. Prints figures; not a timed test.
 */
export async function benchSpa(baseUrl: string, login: LoginResult) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const loginLoad = await firstLoad(browser, baseUrl, '/login', undefined);
    const dashboard = await firstLoad(browser, baseUrl, '/', login);
    const moves = await tour(browser, baseUrl, login);
    const weightRow = (route: string, load: Awaited<ReturnType<typeof firstLoad>>, goal: number) => {
      const gzip = sum(load.scripts, 'gzip');
      const encodings = [...new Set(load.scripts.map((s) => s.encoding))].join(', ');
      return [route, load.scripts.length, kb(sum(load.scripts, 'raw')), kb(gzip), kb(sum(load.scripts, 'wire')), encodings, `≤ ${goal} KB`, verdict(gzip / 1024, goal)];
    };
    printTable('SPA first load: JavaScript, cold cache (gzip: the files gzip-compressed; wire: as the server sent them)', ['route', 'files', 'raw', 'gzip', 'wire', 'content-encoding', 'goal', ''], [
      weightRow('/login', loginLoad, SPA_GOALS.loginGzipKb),
      weightRow('/ (dashboard)', dashboard, SPA_GOALS.dashboardGzipKb),
      ['all built JavaScript', '', '', kb(builtJsGzip()), '', '', '', ''],
    ]);
    printTable('SPA requests: a cold load of a list page, then moving between pages by the address (no reload)', ['page', 'requests', 'scripts', 'API', 'script bytes on the wire'], moves.rows);
    printTable('SPA requests beside their goals', ['what', 'figure', 'goal', ''], [
      ['requests of a cold list page (/tags)', moves.coldRequests, `≤ ${SPA_GOALS.coldListRequests}`, verdict(moves.coldRequests, SPA_GOALS.coldListRequests)],
      ['chunks loaded twice while moving', moves.twice.length ? `${moves.twice.length}: ${moves.twice.join(', ')}` : 0, SPA_GOALS.chunksLoadedTwice, verdict(moves.twice.length, SPA_GOALS.chunksLoadedTwice)],
    ]);
  } finally {
    await browser.close();
  }
}

/** `npm run bench:spa`: the SPA benchmark alone, against a runtime on its own store (build first). */
if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-spa-'));
  const runtime = await startRuntime({ dataDir, prepare: async () => void (await ensureDemoData({ admin: 'admin', staff: 'staff', directoryContacts: 300 })) });
  try {
    const login = (await new Client(runtime.url).post('/v1/login', { username: 'admin', password: 'admin' })).body.data as LoginResult;
    await benchSpa(runtime.url, login);
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
