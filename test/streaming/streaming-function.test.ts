import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { configureLocalAws } from '../../infra/local/runtime.ts';
import { ensureTable, startDynamo, type EmbeddedDynamo } from '../../infra/local/dynamo.ts';
import { createUser } from '../../functions/domain/users/users.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';
import { createSession } from '../../functions/domain/users/sessions.ts';
import { STREAMED_ROUTES } from '../../functions/routes.ts';
import { DELIVERY_COLUMNS, csvLine } from '../../functions/domain/reports/csv.ts';
import type { ResponseMetadata } from '../../functions/kit/response-stream.ts';
import { serveStreamed, STREAMED_RESOURCES } from '../../functions/streaming/handler.ts';

/**
 * The response-streaming function as a function URL invokes it (payload 2.0, route key `$default`),
 * on the embedded table: the API's sign-in check and roles, the route's CSV, written to a real
 * Writable in place of Lambda's response stream.
 */
let dynamo: EmbeddedDynamo;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  dynamo = await startDynamo({});
  configureLocalAws(dynamo.endpoint, 'streaming-test');
  await ensureTable(dynamo.endpoint, 'streaming-test');
  for (const role of ['staff', 'super_admin'] as const) {
    const user = await createUser({ username: `${role}-streams`, password: 'A-long-enough-password-1', firstName: 'Stream', lastName: role, role }, bySystem('test-setup', 'create'));
    tokens[role] = await createSession(user);
  }
}, 60_000);
afterAll(async () => dynamo?.stop());

/** A function URL's event: the viewer's path, query and headers, route key `$default`. */
const urlEvent = (path: string, headers: Record<string, string> = {}, query = ''): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: query,
    headers,
    isBase64Encoded: false,
    requestContext: { http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' }, routeKey: '$default', stage: '$default' },
  }) as unknown as APIGatewayProxyEventV2;

async function call(event: APIGatewayProxyEventV2) {
  let text = '';
  const out = new Writable({ decodeStrings: false, write: (chunk: string | Buffer, _e, callback) => ((text += chunk.toString()), callback()) });
  let metadata: ResponseMetadata | undefined;
  const outcome = await serveStreamed(event, out, {} as Context, (stream, given) => ((metadata = given), stream));
  return { outcome, status: metadata?.statusCode, headers: metadata?.headers, text };
}
const bearer = (role: string) => ({ authorization: `Bearer ${tokens[role]}` });

describe('the response-streaming function', () => {
  it('has the handler of every resource with a streamed route', () => {
    expect(STREAMED_ROUTES.map((r) => r.path).sort()).toEqual(['/v1/audit-log.csv', '/v1/deliveries.csv', '/v1/reports/deliveries.csv']);
    for (const route of STREAMED_ROUTES) expect(STREAMED_RESOURCES[route.resource], route.path).toBeDefined();
  });

  it('answers an anonymous caller 401 and a bad token 401, as the API does', async () => {
    for (const headers of [{}, { authorization: 'Bearer 1.not-a-session' }] as Record<string, string>[]) {
      const answer = await call(urlEvent('/v1/deliveries.csv', headers));
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text).error.code).toBe(401);
    }
  });

  it('streams the deliveries CSV to staff and super-admins (Bearer or the SPA\'s Basic header)', async () => {
    const basic = { authorization: `Basic ${Buffer.from(`${tokens.staff}:`).toString('base64')}` };
    for (const headers of [bearer('staff'), bearer('super_admin'), basic]) {
      const answer = await call(urlEvent('/v1/deliveries.csv', headers));
      expect(answer.outcome).toBe('complete');
      expect(answer.status).toBe(200);
      expect(answer.headers?.['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers?.['content-disposition']).toMatch(/^attachment; filename="deliveries-/);
      expect(answer.text).toBe(csvLine(DELIVERY_COLUMNS));
    }
  });

  it('answers the report CSV, and refuses a bad parameter with the API\'s 422', async () => {
    const report = await call(urlEvent('/v1/reports/deliveries.csv', bearer('staff'), 'groupBy=day'));
    expect(report.status).toBe(200);
    expect(report.text.split('\r\n')[0]).toMatch(/^Key,Label,/);
    const refused = await call(urlEvent('/v1/deliveries.csv', bearer('staff'), 'filter%5Bnothing%5D=1'));
    expect(refused.status).toBe(422);
  });

  it('answers 404 to any route that is not streamed, signed in or not', async () => {
    for (const path of ['/v1/deliveries', '/v1/tags', '/v1/nothing-here']) {
      const answer = await call(urlEvent(path, bearer('super_admin')));
      expect(answer.status, path).toBe(404);
    }
  });
});
