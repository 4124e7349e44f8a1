import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Client, type TestApi } from '../support/api.ts';
import { ROUTES, routeKey } from '../../functions/routes.ts';
import { rawRequest } from '../support/raw-http.ts';
import { authorizationHeader } from '../../shared/auth.ts';

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

describe('long usernames at sign-in', () => {
  it.each([
    ['5,000 characters', 'a'.repeat(5000)],
    ['2,000 multi-byte characters', 'ü'.repeat(1000) + '😀'.repeat(1000)],
  ])('answers %s with a 422 naming the username', async (_, username) => {
    const answer = await api.anonymous.post('/v1/login', { username, password: 'whatever' });
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors).toEqual({ username: 'Username can be at most 128 characters.' });
  });
});

describe('setting values the store cannot hold', () => {
  const save = (value: unknown) => api.staff.post('/v1/settings', { name: 'hostile', groupName: 'test', value });
  const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { next: nested(levels - 1) });
  const nestedLists = (levels: number): unknown => (levels === 0 ? 1 : [nestedLists(levels - 1)]);

  it.each([
    ['larger than an item may be', { text: 'x'.repeat(410 * 1024) }, /^Value is too large to store \(\d+ KB; at most 350 KB\)\.$/],
    ['many small numbers adding up past the item size', Array.from({ length: 150_000 }, () => 7), /^Value is too large to store/],
    ['nested deeper than 32 levels (objects)', nested(40), /^Value is nested 40 levels deep; at most 31 are allowed\.$/],
    ['nested deeper than 32 levels (lists)', nestedLists(2000), /^Value is nested 2000 levels deep; at most 31 are allowed\.$/],
    ['a number too large to store exactly', { n: 2 ** 60 }, /^Value has a number the store cannot hold \(at value\.n\)\.$/],
    ['a number too small to store', [1e-200], /^Value has a number the store cannot hold \(at value\.0\)\.$/],
  ])('refuses a value %s with a 422 naming the value', async (_, value, text) => {
    const answer = await save(value);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(422);
    expect(Object.keys(answer.body.error.errors)).toEqual(['value']);
    expect(answer.body.error.errors.value).toMatch(text);
  });

  it('answers a setting name longer than any stored one with a 404', async () => {
    const answer = await api.staff.get(`/v1/settings/${'n'.repeat(3000)}`);
    expect(answer.status).toBe(404);
  });

  it('nests 31 levels but not 32', async () => {
    expect((await save(nested(31))).status).toBe(200);
    expect((await save(nestedLists(31))).status).toBe(200);
    expect((await save(nested(32))).body.error.errors.value).toBe('Value is nested 32 levels deep; at most 31 are allowed.');
  });

  it('stores a value at the limits and reads it back', async () => {
    const value = { deep: nested(30), list: Array.from({ length: 1000 }, (_, i) => i * 1.5), text: 'y'.repeat(100_000), empty: '', unicode: '😀' };
    expect((await save(value)).status).toBe(200);
    const read = await api.staff.get('/v1/settings/hostile');
    expect(read.body.data.value).toEqual(value);
  });
});

describe("JSON bodies with an own '__proto__' key", () => {
  // Raw JSON text: JSON.stringify of a JS object can never produce an own __proto__ key.
  const send = async (client: Client, method: string, path: string, text: string, contentType = 'application/json') => {
    const body = Buffer.from(text);
    const head = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', `Authorization: ${authorizationHeader(client.token!)}`, `Content-Type: ${contentType}`, `Content-Length: ${body.length}`];
    const answer = await rawRequest(api.url, head.join('\r\n'), { body });
    return { status: answer.status, body: answer.body ? JSON.parse(answer.body) : undefined };
  };
  const refused = (path: string) => `The key '__proto__' is not allowed (at ${path}).`;

  it.each([
    ['an object', '{"name":"proto","value":{"__proto__":{"p":1}}}', 'value.__proto__'],
    ['a list of objects', '{"name":"proto","value":[{"__proto__":{}}]}', 'value.0.__proto__'],
    ['an escaped key', '{"name":"proto","value":{"ok":{"\\u005f_proto__":1}}}', 'value.ok.__proto__'],
  ])('refuses a setting value holding %s with a 422 naming the value', async (_, text, path) => {
    const answer = await send(api.staff, 'POST', '/v1/settings', text);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.error).toMatchObject({ message: refused(path), errors: { value: refused(path) } });
    expect((await api.staff.get('/v1/settings/proto')).status).toBe(404);
  });

  it('refuses it at the top of any body, naming the key', async () => {
    const answer = await send(api.staff, 'POST', '/v1/tags', '{"__proto__":{"name":"x"},"name":"y"}');
    expect(answer.status).toBe(422);
    expect(Object.entries(answer.body.error.errors)).toEqual([['__proto__', refused('__proto__')]]); // an own key, as JSON.parse reads it
  });

  it('refuses it in a directory import, as a list body and as a JSON line', async () => {
    const list = await send(api.admin, 'POST', '/v1/directory/import', '[{"type":"event","id":1,"deadlines":{"__proto__":{"1":2}}}]');
    expect(list.status).toBe(422);
    expect(list.body.error.errors).toEqual({ body: refused('0.deadlines.__proto__') });
    const lines = await send(api.admin, 'POST', '/v1/directory/import', '{"type":"event","id":1,"deadlines":{"__proto__":{"1":2}}}\n', 'application/x-ndjson');
    expect(lines.status).toBe(200);
    expect(lines.body.data.errors).toEqual([{ index: 0, field: 'line', message: refused('deadlines.__proto__') }]);
  });

  it("keeps 'constructor' and 'prototype' keys as plain data", async () => {
    const value = { constructor: { name: 'kept' }, prototype: [1], list: [{ constructor: 'x' }] };
    expect((await send(api.staff, 'POST', '/v1/settings', JSON.stringify({ name: 'constructor-keys', value }))).status).toBe(200);
    const read = await api.staff.get('/v1/settings/constructor-keys');
    expect(read.body.data.value).toEqual(value);
    expect(Object.keys(read.body.data.value)).toEqual(['constructor', 'prototype', 'list']);
  });
});

describe('include names that are not relations', () => {
  const resources = ['tags', 'sms-templates', 'reference-layouts', 'reference-set-templates', 'sender-info', 'recipients', 'test-contacts', 'messages'];

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'passwords'])('answers include=%s on get by id with a 400 naming it', async (name) => {
    const failures: string[] = [];
    for (const resource of resources) {
      const answer = await api.staff.get(`/v1/${resource}/1?include=${name}`);
      const expected = { status: 400, message: `Unknown include '${name}'.`, errors: { include: `Unknown include '${name}'.` } };
      const got = { status: answer.status, message: answer.body?.error?.message, errors: answer.body?.error?.errors };
      if (JSON.stringify(got) !== JSON.stringify(expected)) failures.push(`${resource}: ${JSON.stringify(got)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('deeply nested GraphQL input', () => {
  const deep = (levels: number, open: string, close: string, inner: string) => open.repeat(levels) + inner + close.repeat(levels);

  it.each([
    ['a 2,000-deep list literal', `query { contacts(ids: ${deep(2000, '[', ']', '1')}) { id } }`],
    ['a 4,900-deep list literal', `query { contacts(ids: ${deep(4900, '[', ']', '1')}) { id } }`],
    ['a 2,000-deep object literal', `query { contacts(ids: ${deep(2000, '{a: ', '}', '1')}) { id } }`],
    ['a 2,000-deep variable default', `query($ids: [Int!]! = ${deep(2000, '[', ']', '1')}) { contacts(ids: $ids) { id } }`],
  ])('refuses %s with a 400 GraphQL error', async (_, query) => {
    for (const path of ['/v1/graphql', '/v1/graphql/mapping']) {
      const answer = await api.staff.post(path, { query, referenceSetsMapping: [{ field: 'a', mapping: 'contacts.0.id' }] });
      expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const answer = await api.staff.post('/v1/graphql', { query });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].message).toMatch(/^The query is nested \d+ levels deep; at most 64 are allowed\.$/);
    expect(answer.body.errors[0].extensions.code).toBe('QUERY_TOO_DEEP');
  });

  it('refuses deeply nested variables with a 400 GraphQL error', async () => {
    const variables = { ids: JSON.parse(deep(3000, '[', ']', '1')) };
    const answer = await api.staff.post('/v1/graphql', { query: 'query($ids: [Int!]!) { contacts(ids: $ids) { id } }', variables });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
