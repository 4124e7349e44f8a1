import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { authorizationHeader, type LoginResult } from '../../shared/auth.ts';
import type { Tag } from '../../shared/tags.ts';
import type { Answer, Poster } from '../support/test-data/index.ts';

/** The demo accounts test/e2e/serve.ts creates. */
export const USERS = {
  admin: { username: 'admin', password: 'admin', name: 'Ada Admin', firstName: 'Ada', lastName: 'Admin' },
  staff: { username: 'staff', password: 'staff', name: 'Sam Staff', firstName: 'Sam', lastName: 'Staff' },
  /** Only the password-change test signs in as pat: a new password ends pat's other sessions. */
  pat: { username: 'pat', password: 'pat-password-1', name: 'Pat Word', firstName: 'Pat', lastName: 'Word' },
  /** A second super-admin, who decides the changes the admin proposes (approvals.spec.ts). */
  rita: { username: 'rita', password: 'rita-password-1', name: 'Rita Reviewer', firstName: 'Rita', lastName: 'Reviewer' },
} as const;
export type Who = keyof typeof USERS;

/** A short unique marker (the test data's own) so each test finds only its own rows in the shared store. */
export { unique } from '../support/test-data/index.ts';

/** A fresh session; the server hashes passwords slowly on purpose, so prefer session(). */
export async function apiLogin(request: APIRequestContext, who: Who): Promise<LoginResult> {
  const { username, password } = USERS[who];
  const response = await request.post('/v1/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

// One session per role and worker process, shared by the tests that do not end it.
const sessions = new Map<Who, Promise<LoginResult>>();
export function session(request: APIRequestContext, who: Who): Promise<LoginResult> {
  if (!sessions.has(who)) sessions.set(who, apiLogin(request, who));
  return sessions.get(who)!;
}

/**
 * The API as one of the demo users, over Playwright's request fixture with that user's session.
 * It is the `Poster` the factories of test/support/test-data take, so tests make their records
 * through the API (`createTag(await Api.as(request, 'staff'))`) instead of clicking to set up.
 */
export class Api implements Poster {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async as(request: APIRequestContext, who: Who) {
    return new Api(request, (await session(request, who)).accessToken);
  }

  /** POSTs as this user; answers the status and the parsed body, whatever they are. */
  async post(path: string, body?: unknown): Promise<Answer> {
    const response = await this.request.post(path, { headers: { authorization: authorizationHeader(this.token) }, data: body });
    const text = await response.text();
    return { status: response.status(), body: text ? JSON.parse(text) : undefined };
  }

  /** GETs as this user; answers `data`. */
  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(path, { headers: { authorization: authorizationHeader(this.token) } });
    expect(response.status(), `GET ${path}`).toBe(200);
    return (await response.json()).data as T;
  }

  async updateTag(tag: Tag, changes: Partial<Pick<Tag, 'name' | 'color'>>): Promise<Tag> {
    const response = await this.request.put(`/v1/tags/${tag.id}`, {
      headers: { authorization: authorizationHeader(this.token) },
      data: { name: tag.name, color: tag.color, version: tag.version, ...changes },
    });
    expect(response.status()).toBe(200);
    return (await response.json()).data;
  }

  async deleteTag(id: number) {
    const response = await this.request.delete(`/v1/tags/${id}`, { headers: { authorization: authorizationHeader(this.token) } });
    expect(response.status()).toBe(200);
  }
}

/**
 * Signs in without the login screen: the session goes into local storage once per tab, as the
 * SPA would store it (and the password warning counts as shown), so a later sign-out sticks.
 * `fresh` for a test that ends its session (signing out ends it on the server).
 */
export async function signIn(page: Page, who: Who, { fresh = false, pretendRole }: { fresh?: boolean; pretendRole?: string } = {}) {
  const real = await (fresh ? apiLogin(page.request, who) : session(page.request, who));
  // pretendRole: what a tampered browser would claim; the server must still refuse.
  const result = pretendRole ? { ...real, user: { ...real.user, role: pretendRole } } : real;
  await page.addInitScript((result: LoginResult) => {
    if (sessionStorage.getItem('e2e-session')) return;
    sessionStorage.setItem('e2e-session', '1');
    localStorage.setItem('accessToken', result.accessToken);
    localStorage.setItem('user', JSON.stringify(result.user));
    localStorage.setItem('passwordExpire', String(result.user.passwordExpiresAt));
  }, result as LoginResult);
  return real;
}

/** A toast by its text (top right), as shown: one fading out after its life is left out. */
export const toastWith = (page: Page, text: string | RegExp) => page.locator('.p-toast-message:not(.p-toast-message-exit)').filter({ hasText: text });

/**
 * Filters a list screen by the text filter of a column (shared list behaviour, spec section 2) and
 * waits for the filtered rows. The filter commits 500 ms after the last keystroke and writes the
 * address; the list keeps showing the rows of the earlier query until the filtered ones arrive, so
 * a test that waited for the address alone could click among the unfiltered rows under load. Once
 * the address holds the text, every row shown must hold each of its words (the filters match
 * words or a part of the text, ignoring case), or the list shows its empty message.
 */
export async function filterList(page: Page, column: string, text: string) {
  await page.getByLabel(`Filter by ${column}`, { exact: true }).fill(text);
  await expect(page).toHaveURL((url) => [...url.searchParams].some(([name, value]) => name.startsWith('filter[') && value === text));
  const rows = page.locator('.list-table tbody tr:not(.p-datatable-emptymessage)');
  for (const word of text.split(/\s+/).filter(Boolean)) await expect(rows.filter({ hasNotText: word })).toHaveCount(0);
}

/** Chooses an option of a list's select filter (the filter row's 'Filter by Status'). */
export const chooseFilter = (page: Page, column: string, label: string) => page.getByLabel(`Filter by ${column}`, { exact: true }).selectOption({ label });

/** Chooses the action of a list's bulk bar. */
export const chooseBulkAction = (page: Page, label: string) => page.getByRole('group', { name: 'Bulk actions' }).getByLabel('Bulk action').selectOption({ label });

/** Chooses an action in a list's bulk bar and applies it; the confirmation it asks is the caller's to answer. */
export async function applyBulk(page: Page, label: string) {
  await chooseBulkAction(page, label);
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Apply' }).click();
}

/** Chooses how many rows a list page shows. */
export const choosePageSize = (page: Page, size: number) => page.getByLabel('Items per page').selectOption(String(size));

/** The rows of a list screen's table (its empty message, when there are none, is a row too). */
export const listRows = (page: Page) => page.locator('.list-table tbody tr');

/** The filtered list shows exactly one row, the one named (not the rows shown before the filter applied). */
export async function expectOnlyRow(page: Page, name: string) {
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText(name);
}

export const tagNames = (page: Page) => page.locator('tbody .tag-chip');

/**
 * A dialog holding unsaved input asks before it closes (decision 022): Esc, its close button and
 * its Cancel each bring the question, Stay (the default) keeps the dialog and its input; at the
 * end Leave closes it. `input` is a field of the dialog that Esc is pressed in.
 */
export async function closingAsks(page: Page, dialog: Locator, input: Locator, cancel = 'Cancel') {
  const question = page.getByRole('dialog', { name: 'Unsaved changes' });
  const closers: [string, () => Promise<void>][] = [
    ['Esc', () => input.press('Escape')],
    ['the close button', () => dialog.getByRole('button', { name: 'Close', exact: true }).click()],
    [cancel, () => dialog.getByRole('button', { name: cancel, exact: true }).click()],
  ];
  const typed = await input.inputValue();
  for (const [name, close] of closers) {
    await close();
    await expect(question, `${name} asks`).toContainText('You have unsaved changes. Close without saving them?');
    await expect(question.getByRole('button', { name: 'Stay' })).toBeFocused();
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(question).toBeHidden();
    await expect(dialog, `Stay after ${name} keeps the dialog`).toBeVisible();
    await expect(input, `Stay after ${name} keeps the input`).toHaveValue(typed);
  }
  await dialog.getByRole('button', { name: cancel, exact: true }).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Holds the answers to the requests matching `url` until the returned release is called: for
 * what the screen does while something is still on its way.
 */
export async function holdAnswers(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export const test = base;
export { expect, type Page };
