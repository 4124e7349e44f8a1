import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { authorizationHeader, type LoginResult } from '../../shared/auth.ts';
import type { Tag } from '../../shared/tags.ts';

/** The demo accounts test/e2e/serve.ts creates. */
export const USERS = {
  admin: { username: 'admin', password: 'admin', name: 'Ada Admin', firstName: 'Ada', lastName: 'Admin' },
  staff: { username: 'staff', password: 'staff', name: 'Sam Staff', firstName: 'Sam', lastName: 'Staff' },
  /** Only the password-change test signs in as pat: a new password ends pat's other sessions. */
  pat: { username: 'pat', password: 'pat-password-1', name: 'Pat Word', firstName: 'Pat', lastName: 'Word' },
} as const;
export type Who = keyof typeof USERS;

/** A short unique marker so each test finds only its own rows in the shared store. */
export const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

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

/** Test data through the API (factories with overrides), so tests do not click to set up. */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async as(request: APIRequestContext, who: Who) {
    return new Api(request, (await session(request, who)).accessToken);
  }

  /** GETs as this user; answers `data`. */
  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(path, { headers: { authorization: authorizationHeader(this.token) } });
    expect(response.status(), `GET ${path}`).toBe(200);
    return (await response.json()).data as T;
  }

  /** POSTs as this user; answers `data`. Expects `status` exactly when given, any success otherwise. */
  async post<T>(path: string, data: unknown, status?: number): Promise<T> {
    const response = await this.request.post(path, { headers: { authorization: authorizationHeader(this.token) }, data });
    const said = `POST ${path}: ${await response.text()}`;
    if (status === undefined) expect(response.status(), said).toBeLessThan(300);
    else expect(response.status(), said).toBe(status);
    return (await response.json()).data as T;
  }

  async createTag(overrides: Partial<Pick<Tag, 'name' | 'color'>> = {}): Promise<Tag> {
    const response = await this.request.post('/v1/tags', {
      headers: { authorization: authorizationHeader(this.token) },
      data: { name: unique('tag'), color: '#2B7BE7', ...overrides },
    });
    expect(response.status()).toBe(201);
    return (await response.json()).data;
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

/** A toast by its text (top right). */
export const toastWith = (page: Page, text: string | RegExp) => page.locator('.p-toast-message').filter({ hasText: text });

/** The tag list, filtered by the Tag column (the 500 ms debounced filter writes the URL). */
export async function filterTagsByName(page: Page, text: string) {
  await page.getByLabel('Filter by Tag').fill(text);
  const encoded = new URLSearchParams({ v: text }).toString().slice(2);
  await expect(page).toHaveURL(new RegExp(`filter\\[name:like\\]=${encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(&|$)`));
}

export const tagNames = (page: Page) => page.locator('tbody .tag-chip');

export const test = base;
export { expect, type Page };
