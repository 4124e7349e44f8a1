import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { ROUTES, routeKey } from '../../functions/routes.ts';

/** Bad input from a signed-in client: a clear 4xx, never a 500. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('malformed escapes in path parameters', () => {
  const withParams = ROUTES.filter((route) => route.path.includes('{'));

  it('covers the routes with parameters', () => {
    expect(withParams.length).toBeGreaterThan(30);
  });

  it.each(['%zz', '%E0%A4%A', '%'])('answers %s in every {param} with 400 or 404', async (escape) => {
    const failures: string[] = [];
    for (const route of withParams) {
      const path = route.path.replace(/\{[^}]+\}/g, escape);
      const answer = await api.admin.request(route.method, path, ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined);
      if (answer.status !== 400 && answer.status !== 404) failures.push(`${routeKey(route)} -> ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(failures).toEqual([]);
  });
});
