import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { createHandler, ok } from './http.ts';

/**
 * How a resource function finds its route (kit/http.ts): by the table's route key when the event
 * names one (the local server, the streaming function), by method and path behind the HTTP API's
 * greedy route of the function (`ANY /v1/x/{proxy+}`) or `$default` (infra/aws/api.ts). A path the
 * function does not serve is the API's 404 envelope, whichever way it came.
 */
const handler = createHandler({
  'GET /v1/health': async (ctx) => ok({ route: ctx.route.path, params: ctx.params }),
  'GET /v1/settings/{name}': async (ctx) => ok({ route: ctx.route.path, params: ctx.params }),
});

const event = (routeKey: string, method: string, rawPath: string, pathParameters?: Record<string, string>) =>
  ({ routeKey, rawPath, rawQueryString: '', headers: {}, pathParameters, requestContext: { http: { method, path: rawPath } } }) as unknown as APIGatewayProxyEventV2;

const call = async (e: APIGatewayProxyEventV2) => {
  const answer = await handler(e, {} as Context);
  return { status: answer.statusCode, body: JSON.parse(String(answer.body)) as unknown };
};
const unknown = (method: string, path: string) => ({ status: 404, body: { error: { code: 404, message: `Unknown route ${method} ${path}` } } });

describe('the route of an event', () => {
  it('is the table route its route key names (the local server, the streaming function)', async () => {
    expect(await call(event('GET /v1/health', 'GET', '/v1/health'))).toEqual({ status: 200, body: { data: { route: '/v1/health', params: {} } } });
    // a signed-in route, found: the session check answers, not the 404
    expect((await call(event('GET /v1/settings/{name}', 'GET', '/v1/settings/x', { name: 'x' }))).status).toBe(401);
  });

  it('is found by method and path behind a greedy route or $default (the HTTP API in AWS)', async () => {
    expect(await call(event('ANY /v1/health/{proxy+}', 'GET', '/v1/health'))).toEqual({ status: 200, body: { data: { route: '/v1/health', params: {} } } });
    expect(await call(event('$default', 'GET', '/v1/health'))).toEqual({ status: 200, body: { data: { route: '/v1/health', params: {} } } });
    expect((await call(event('ANY /v1/settings/{proxy+}', 'GET', '/v1/settings/a%20b', { proxy: 'a b' }))).status).toBe(401);
  });

  it('answers the 404 envelope for a path or method the function does not serve, before any session check', async () => {
    // below a served path, another method, a table route of the same resource without a handler here, no route at all
    for (const [method, path] of [['GET', '/v1/settings/x/more'], ['DELETE', '/v1/settings/x'], ['GET', '/v1/languages'], ['GET', '/v1/tags'], ['GET', '/v1/no-such-thing']]) {
      expect(await call(event('ANY /v1/settings/{proxy+}', method, path)), `${method} ${path}`).toEqual(unknown(method, path));
      expect(await call(event('$default', method, path)), `${method} ${path}`).toEqual(unknown(method, path));
    }
    // a table key of a route this function does not serve (GET /v1/languages is a signed-in route: no 401 first)
    expect(await call(event('GET /v1/languages', 'GET', '/v1/languages'))).toEqual(unknown('GET', '/v1/languages'));
  });
});
