import { afterEach, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ROUTES_BY_KEY } from '../routes.ts';
import { STREAM_URL_VARIABLE, TOO_LARGE_TO_BUFFER, tooLarge } from './http.ts';

/** The 413 of a reply the HTTP API cannot answer whole (docs/reports.md, "Streaming"). */
const ctx = (key: string, rawQueryString = '') => ({ route: ROUTES_BY_KEY.get(key)!, event: { rawQueryString } as APIGatewayProxyEventV2 });
const bodyOf = (reply: ReturnType<typeof tooLarge>) => JSON.parse(String(reply.body)) as { error: { code: number; message: string } };

afterEach(() => delete process.env[STREAM_URL_VARIABLE]);

describe('a reply too large to gather', () => {
  it('names the streaming address of a CSV route, with the same query, where the stack gives one', () => {
    process.env[STREAM_URL_VARIABLE] = 'https://abc.lambda-url.eu-west-1.on.aws/';
    const csv = tooLarge(ctx('GET /v1/deliveries.csv', 'filter%5Bchannel%5D=sms'));
    expect(csv.statusCode).toBe(413);
    expect(csv.headers?.location).toBe('https://abc.lambda-url.eu-west-1.on.aws/v1/deliveries.csv?filter%5Bchannel%5D=sms');
    expect(bodyOf(csv).error.message).toBe(`${TOO_LARGE_TO_BUFFER} Or ask https://abc.lambda-url.eu-west-1.on.aws/v1/deliveries.csv?filter%5Bchannel%5D=sms, which streams it whole.`);
    // the list route's CSV (Accept: text/csv) streams at its .csv twin
    expect(tooLarge(ctx('GET /v1/deliveries')).headers?.location).toBe('https://abc.lambda-url.eu-west-1.on.aws/v1/deliveries.csv');
  });

  it('only asks to narrow the filters without a streaming address (or for a route that does not stream)', () => {
    expect(bodyOf(tooLarge(ctx('GET /v1/deliveries.csv')))).toEqual({ error: { code: 413, message: TOO_LARGE_TO_BUFFER } });
    process.env[STREAM_URL_VARIABLE] = 'https://abc.lambda-url.eu-west-1.on.aws/';
    expect(tooLarge(ctx('GET /v1/tags')).headers?.location).toBeUndefined();
  });
});
