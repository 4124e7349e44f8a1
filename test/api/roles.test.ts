import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { ROUTES, routeKey } from '../../functions/routes.ts';

/**
 * The role matrix of every route in the table: anonymous, staff and super-admin. That every route
 * has a handler (and every handler a route) is checked without HTTP in functions/routes.test.ts.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '999999');
const call = (client: TestApi['staff'], method: string, path: string) => client.request(method, concrete(path), method === 'GET' ? undefined : {});

describe('every route enforces its access on the server', () => {
  it('refuses anonymous callers on every non-public route', async () => {
    for (const route of ROUTES.filter((r) => r.access !== 'public')) {
      const answer = await call(api.anonymous, route.method, route.path);
      expect(answer.status, routeKey(route)).toBe(401);
    }
  });

  it('refuses staff on every super-admin route with Access denied', async () => {
    const adminOnly = ROUTES.filter((r) => r.access === 'super_admin');
    expect(adminOnly.length).toBeGreaterThan(10);
    for (const route of adminOnly) {
      const answer = await call(api.staff, route.method, route.path);
      expect(answer.status, routeKey(route)).toBe(403);
      expect(answer.body.error.message).toBe('Access denied');
    }
  });

  it('lets staff reach every other route and a super-admin every route', async () => {
    // logout would end the sessions the loop goes on with; auth.test.ts covers it
    for (const route of ROUTES.filter((r) => r.path !== '/v1/logout')) {
      for (const client of route.access === 'super_admin' ? [api.admin] : [api.staff, api.admin]) {
        const answer = await call(client, route.method, route.path);
        expect([401, 403, 500], routeKey(route)).not.toContain(answer.status);
        // A 404 for the made-up id is fine; one for the route itself means it has no handler.
        expect(String(answer.body?.error?.message ?? ''), routeKey(route)).not.toMatch(/^Unknown route/);
      }
    }
  });
});
