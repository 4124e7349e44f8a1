import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { rawRequest } from '../support/raw-http.ts';

/** The local front door (infra/local/server.ts) as an anonymous client on a raw socket sees it. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const health = () => rawRequest(api.url, 'GET /v1/health HTTP/1.1\r\nHost: localhost');

describe('request lines the server cannot decode', () => {
  it.each([
    'GET /%zz HTTP/1.1',
    'GET /%E0%A4%A HTTP/1.1',
    'GET /assets/%zz.js HTTP/1.1',
    'GET /v1/%zz HTTP/1.1',
    'GET /v1/tags/%zz HTTP/1.1',
    'GET http://[::1 HTTP/1.1',
    'GET //x:99999/ HTTP/1.1',
    'GET http://x:99999/v1/health HTTP/1.1',
    'GET http:// HTTP/1.1',
  ])('answers %s with 400 and keeps serving', async (line) => {
    const answer = await rawRequest(api.url, `${line}\r\nHost: localhost`);
    expect(answer.status, answer.body).toBe(400);
    const after = await health();
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body)).toEqual({ data: { status: 'ok' } });
  });

  it('answers a malformed escape under /v1 with a JSON 400', async () => {
    const answer = await rawRequest(api.url, 'PUT /v1/messages/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2', { body: '{}' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: expect.any(Number), message: 'The request path is not valid.' } });
  });
});
