import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute, resourceHandlerPath, ROUTES, routesByResource, routeKey } from './routes.ts';

describe('the route table', () => {
  it('has unique route keys', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a handler module for every resource', () => {
    for (const resource of routesByResource().keys()) expect(existsSync(join(import.meta.dirname, '..', resourceHandlerPath(resource))), resource).toBe(true);
  });

  it("matches each resource's handler keys exactly: every route has its handler, every handler is a route", async () => {
    for (const [resource, routes] of routesByResource()) {
      const { handler } = (await import(`../${resourceHandlerPath(resource)}`)) as { handler: { routeKeys: readonly string[] } };
      const served = new Set(handler.routeKeys);
      const routeKeys = new Set(routes.map(routeKey));
      expect([...routeKeys].filter((key) => !served.has(key)), `routes of '${resource}' without a handler`).toEqual([]);
      expect([...served].filter((key) => !routeKeys.has(key)), `handlers of '${resource}' that are no route of it`).toEqual([]);
    }
  });

  it('keeps deletes and bulk actions for super-admins', () => {
    for (const route of ROUTES.filter((r) => r.method === 'DELETE' || r.method === 'PATCH')) expect(route.access, routeKey(route)).toBe('super_admin');
  });

  it('prefers literal segments over parameters and decodes parameters', () => {
    expect(matchRoute('POST', '/v1/tags/7/clone')).toMatchObject({ route: { path: '/v1/tags/{id}/clone' }, params: { id: '7' } });
    expect(matchRoute('GET', '/v1/settings/a%20b')).toMatchObject({ params: { name: 'a b' } });
    expect(matchRoute('GET', '/v1/tags/')).toMatchObject({ route: { path: '/v1/tags' } });
    expect(matchRoute('GET', '/v1/tags/7/unknown')).toBeUndefined();
    expect(matchRoute('PATCH', '/v1/tags/7')).toBeUndefined();
  });
});

describe('matching a path that cannot be decoded', () => {
  it('matches no route instead of throwing', () => {
    expect(matchRoute('GET', '/v1/tags/%zz')).toBeUndefined();
    expect(matchRoute('PUT', '/v1/messages/%E0%A4%A')).toBeUndefined();
    expect(matchRoute('GET', '/v1/tags/%')).toBeUndefined();
  });
});
