/**
 * GET /v1/openapi.json over HTTP (docs/decisions/018-api-describes-itself.md): it answers the
 * document to signed-in users only, and what the server really answers, successes and refusals
 * alike, is what the document says: the status is one the route lists, and the body passes the
 * JSON Schema the document gives for it (compiled with ajv, as any client of the document would).
 * The requests follow test/api/response-schemas.test.ts, on the demo data.
 */
import Ajv from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Client, type TestApi } from '../support/api.ts';
import { createMessage, createWorkflow, createWorkflowSet, messageBody, scheduledTrigger, unique } from '../support/test-data/index.ts';
import { authorizationHeader } from '../../shared/auth.ts';
import { matchRoute, ROUTES, type Route } from '../../functions/routes.ts';
import { apiDocument } from '../../functions/openapi/api-document.ts';
import { DOCUMENT_FIELDS, type OpenApiDocument } from '../../functions/openapi/document.ts';

let api: TestApi;
let document: OpenApiDocument;
const ajv = addFormats(new Ajv({ allErrors: true }).addVocabulary(DOCUMENT_FIELDS));
const DOCUMENT_ID = 'openapi.json';

beforeAll(async () => {
  api = await startTestApi({ directoryContacts: 300 });
  document = (await api.staff.get('/v1/openapi.json')).body;
  ajv.addSchema(document, DOCUMENT_ID);
}, 120_000);
afterAll(() => api.stop());

const escaped = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The document's JSON Schema of what `route` answers with `status`; undefined when the route does not list that status. */
function documentedSchema(route: Route, status: number): ValidateFunction | undefined {
  const method = route.method.toLowerCase();
  const response = document.paths[route.path][method].responses[String(status)] as { $ref?: string } | undefined;
  if (!response) return undefined;
  const at = response.$ref ?? `#/paths/${escaped(route.path)}/${method}/responses/${status}`;
  return ajv.compile({ $ref: `${DOCUMENT_ID}${at}/content/application~1json/schema` });
}

/** The route of a request path (with its query). */
function routeOf(method: string, path: string): Route {
  const found = matchRoute(method, new URL(path, 'http://localhost').pathname);
  if (!found) throw new Error(`No route for ${method} ${path}`);
  return found.route;
}

/** Makes the request and holds its answer, whatever its status, against the document; answers it. */
async function documented(method: string, path: string, body?: unknown, client: Client = api.admin) {
  const response = await client.request(method, `/v1${path}`, body);
  const validate = documentedSchema(routeOf(method, `/v1${path}`), response.status);
  expect(validate, `${method} ${path} answered ${response.status}, a status the document does not list: ${JSON.stringify(response.body).slice(0, 300)}`).toBeDefined();
  expect(validate!(response.body) ? [] : validate!.errors, `${method} ${path} (${response.status}) as documented`).toEqual([]);
  return response;
}
const get = (path: string, client?: Client) => documented('GET', path, undefined, client);
const firstOf = async (path: string) => (await get(path)).body.data.items[0] as { id: number } & Record<string, unknown>;

describe('GET /v1/openapi.json', () => {
  it('answers the document to signed-in users, as this build makes it, and 401 to anyone else', async () => {
    const anonymous = await get('/openapi.json', api.anonymous);
    expect(anonymous.status).toBe(401);
    for (const client of [api.staff, api.admin]) {
      const response = await fetch(`${api.url}/v1/openapi.json`, { headers: { authorization: authorizationHeader(client.token!) } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(JSON.parse(JSON.stringify(apiDocument())));
    }
  });

  it('refuses an answer that is not what the document says (the check below can fail)', () => {
    const validate = documentedSchema(routeOf('GET', '/v1/tags/1'), 200)!;
    const tag = { id: 1, createdAt: 1, updatedAt: 1, version: 1, name: 'a', color: '#000000', lastUsed: 0 };
    expect(validate({ data: tag })).toBe(true);
    expect(validate({ data: { ...tag, undeclared: true } })).toBe(false);
    expect(validate({ data: { ...tag, id: 'one' } })).toBe(false);
    expect(validate(tag)).toBe(false);
  });
});

describe('what the API answers is what the document says', () => {
  /** Lists that answer only with a parameter, and includes that change what a list answers. */
  const QUERY: Record<string, string> = {
    '/v1/email-templates': '?type=1',
    '/v1/master-contacts/get-by-ids': '?ids=1,2&expands[]=masterCompany',
    '/v1/master-contacts': '?filter[searchQuery]=an',
  };
  const INCLUDES: Record<string, string> = {
    '/v1/tags': 'createdByUser,updatedByUser',
    '/v1/sms-templates': 'tags,createdByUser,updatedByUser',
    '/v1/messages': 'tags,referenceSetTemplate,messageTranslations,createdByUser',
    '/v1/message-workflows': 'tags,triggerPrototype,targetGroup.targetGroupSections.targetGroupRules,message.senderInfo',
    '/v1/message-workflow-sets': 'messageWorkflows,createdByUser',
    '/v1/test-contacts': 'event,masterContact',
    '/v1/message-translations': 'message,createdByUser',
    '/v1/action-trigger-messages': 'message',
    '/v1/event-message-workflows': 'createdByUser,updatedByUser',
  };

  it('every GET without an id in its path, and each list with its includes', async () => {
    // a sign-out would end the session the other requests use: it has a test of its own below
    const gets = ROUTES.filter((r) => r.method === 'GET' && !r.path.includes('{') && r.path !== '/v1/logout').map((r) => r.path);
    // the CSV exports answer text the document describes as CSV
    const [csv, paths] = [gets.filter((path) => path.endsWith('.csv')), gets.filter((path) => !path.endsWith('.csv'))];
    expect(paths.length).toBeGreaterThan(25);
    for (const path of paths) expect((await get(`${path.slice(3)}${QUERY[path] ?? ''}`)).status, path).toBe(200);
    expect(csv).toEqual(['/v1/reports/deliveries.csv', '/v1/deliveries.csv']);
    for (const path of csv) {
      const response = await fetch(`${api.url}${path}`, { headers: { authorization: authorizationHeader(api.staff.token!) } });
      expect([response.status, response.headers.get('content-type')], path).toEqual([200, 'text/csv; charset=utf-8']);
      expect(Object.keys((document.paths[path].get as { responses: Record<string, { content: object }> }).responses['200'].content)).toEqual(['text/csv']);
      await response.text();
    }
    for (const [path, include] of Object.entries(INCLUDES)) expect((await get(`${path.slice(3)}?page[size]=5&include=${include}`)).status, path).toBe(200);
  });

  it('each catalogue record by id, with its includes and what uses it', async () => {
    const catalogue = ['tags', 'sms-templates', 'reference-layouts', 'reference-set-templates', 'sender-info', 'recipients', 'test-contacts', 'messages', 'message-workflows', 'message-workflow-sets'];
    for (const resource of catalogue) {
      const { id } = await firstOf(`/${resource}?page[size]=5`);
      // an earlier version needs an entry of the record's history: the next test reads those
      for (const route of ROUTES.filter((r) => r.method === 'GET' && r.path.startsWith(`/v1/${resource}/{id}`) && !r.path.includes('{entryId}')))
        expect((await get(route.path.slice(3).replace('{id}', String(id)))).status, route.path).toBe(200);
      if (INCLUDES[`/v1/${resource}`]) expect((await get(`/${resource}/${id}?include=${INCLUDES[`/v1/${resource}`]}`)).status, resource).toBe(200);
    }
  });

  it('an earlier version of a record or a translation, from its history', async () => {
    const message = await createMessage(api.admin, messageBody({ messageTranslations: [{ languageId: 3, templateId: 'service-practical-info' }] }));
    const records = [`/messages/${message.id}`, `/message-translations/${message.messageTranslations[0].id}`, `/message-workflows/${(await createWorkflow(api.admin)).id}`, `/message-workflow-sets/${(await createWorkflowSet(api.admin)).id}`];
    for (const record of records) {
      const [entry] = (await get(`${record}/history`)).body.data.items;
      expect((await get(`${record}/history/${entry.id}/version`)).status, record).toBe(200);
    }
    expect((await get(`/messages/${message.id}/history/${Number.MAX_SAFE_INTEGER}/version`)).status).toBe(404);
  });

  it('the directory, settings, email templates, the timeline and the dashboard by id', async () => {
    const event = await firstOf('/events?filter[search_query]=');
    const contact = await firstOf('/master-contacts?filter[searchQuery]=an');
    await get(`/events/${event.id}`);
    await get(`/master-contacts/${contact.id}`);
    const company = (await get('/master-contacts/get-by-ids?ids=1,2,3,4,5,6,7,8,9,10')).body.data.items.find((c: { companyId?: number }) => c.companyId)!.companyId;
    expect((await get(`/master-companies/${company}`)).status).toBe(200);

    await documented('POST', '/settings', { name: unique('setting'), value: { columns: ['id', 'name'] } });
    await documented('POST', '/settings', { name: 'pagination', groupName: 'lists', value: 20 });
    expect((await get('/settings/pagination')).status).toBe(200);

    const template = await firstOf('/email-templates?type=1');
    expect((await get(`/email-templates/${encodeURIComponent(String(template.id))}/preview?type=1`)).status).toBe(200);

    const eventWithItems = await firstOf('/event-message-workflows?page[size]=5');
    const items = (await get(`/events/${eventWithItems.id}/message-workflows`)).body.data.items as { id: number; messageWorkflowId: number }[];
    await get(`/events/${eventWithItems.id}/message-workflows/resolve-sending-time?messageWorkflowIds=${items.map((i) => i.messageWorkflowId).join(',')}`);
    await documented('POST', `/events/${eventWithItems.id}/message-workflows/resolve-sending-time-by-trigger-data`, scheduledTrigger());
    await get(`/event-message-workflows/event/${eventWithItems.id}/scheduled-message-total`);
    await get(`/event-message-workflows/${items[0].id}/scheduled-message-total`);
    await get(`/event-message-workflows/${items[0].id}/deliveries?page[size]=10`);
    await get('/event-message-workflow-composites?page[size]=10&sort=-sendDate');
  });

  it('writes: create, copy, update, delete, bulk actions, GraphQL, the test panel and an import of JSON lines', async () => {
    const tag = (await documented('POST', '/tags', { name: unique('tag'), color: '#336699' })).body.data;
    const copy = (await documented('POST', `/tags/${tag.id}/clone`)).body.data;
    await documented('PUT', `/tags/${tag.id}`, { name: unique('tag'), color: '#112233', version: tag.version });
    await documented('DELETE', `/tags/${tag.id}`);
    await documented('DELETE', '/tags', { tagIds: [copy.id, 999_999] });

    const template = (await documented('POST', '/sms-templates', { name: unique('sms'), status: 2, translations: [{ languageId: 1, body: 'Hi' }] })).body.data;
    await documented('PATCH', '/sms-templates', { attributes: { status: 3 }, smsTemplateIds: [template.id] });

    const query = 'query($contactIds: [Int!]!) { contacts(ids: $contactIds) { id firstName } }';
    const variables = (await get('/graphql/default-variables')).body.data;
    await documented('POST', '/graphql', { query, variables });
    await documented('POST', '/graphql/mapping', { referenceSetsMapping: [{ field: 'ContactId', mapping: 'contacts[].id' }], query, variables });
    await documented('POST', '/graphql/reference-layout-mapping', { template: 'Hi {{ value }}', mapping: 'contacts[].firstName', query, variables });

    const event = await firstOf('/events?filter[search_query]=');
    const targetGroup = { targetGroupSections: [{ targetGroupRules: [{ type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 0, participationStatus: 0 } }] }] };
    const audience = (await documented('POST', '/target-groups/test-rule-master-contacts?page[size]=10', { eventId: event.id, targetGroup })).body.data;
    await documented('POST', '/target-groups/test-master-contact', { masterContactId: audience.items[0]?.id ?? 1, eventId: event.id, targetGroup });

    const lines = '{"type":"company","id":9001,"name":"Described Ltd","industryId":1}\nnot json\n';
    const response = await fetch(`${api.url}/v1/directory/import`, { method: 'POST', headers: { authorization: authorizationHeader(api.admin.token!), 'content-type': 'application/x-ndjson' }, body: lines });
    const summary = await response.json();
    expect(response.status).toBe(200);
    expect(documentedSchema(routeOf('POST', '/v1/directory/import'), 200)!(summary)).toBe(true);
    expect(summary.data).toMatchObject({ received: 2, failed: 1 });
  });

  it('refusals: no session, not a super-admin, unknown ids, bad bodies and parameters, a stale version', async () => {
    expect((await get('/tags', api.anonymous)).status).toBe(401);
    expect((await documented('DELETE', '/tags/1', undefined, api.staff)).status).toBe(403);
    expect((await get('/tags/999999')).status).toBe(404);
    expect((await get('/events/999999')).status).toBe(404);
    expect((await documented('POST', '/tags', { color: 'red' })).status).toBe(422);
    expect((await get('/tags?page[size]=7')).status).toBe(400);
    expect((await get('/messages?filter[nothing]=1')).status).toBe(400);
    expect((await get('/master-contacts/get-by-ids')).status).toBe(400);
    const tag = (await documented('POST', '/tags', { name: unique('tag') })).body.data;
    await documented('PUT', `/tags/${tag.id}`, { name: unique('tag'), version: tag.version });
    expect((await documented('PUT', `/tags/${tag.id}`, { name: unique('tag'), version: tag.version })).status).toBe(409);
    expect((await documented('POST', '/login', { username: 'staff', password: 'wrong' }, api.anonymous)).status).toBe(401);
  });

  it('signing in and out', async () => {
    const login = (await documented('POST', '/login', { username: 'staff', password: 'staff-secret-1' }, api.anonymous)).body.data;
    const session = await api.signIn('staff', 'staff-secret-1');
    expect(login.accessToken).toEqual(expect.any(String));
    await get('/logout', session);
  });
});
