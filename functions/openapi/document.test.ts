/**
 * The API's description (docs/decisions/018-api-describes-itself.md): every route of the table is
 * declared, and the document is OpenAPI 3.1 in shape: each route once, every reference resolves,
 * its access stated, its list parameters the ones the list's parser accepts. The answers
 * themselves are held against the document over HTTP in test/api/openapi.test.ts.
 */
import Ajv from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { ROUTES, routeKey, type Route } from '../routes.ts';
import { parseListQuery } from '../../shared/list-query.ts';
import { listRules, type ListSpec } from '../kit/list-engine.ts';
import { apiDocument } from './api-document.ts';
import type { ListQuery } from './declaration.ts';
import { buildDocument, DOCUMENT_FIELDS, unmatched, type OpenApiDocument, type Operation } from './document.ts';
import { schemaNames } from './named-schemas.ts';
import { NAMED_SCHEMA_MODULES, ROUTE_SCHEMAS } from './route-schemas.ts';
import { CountSchema } from '../../shared/api.ts';
import { DeliveryLogSchema } from '../../shared/delivery-log.ts';
import { EventTimelineSchema } from '../../shared/event-message-workflows.ts';
import { ReferenceSetsSchema } from '../../shared/graphql.ts';
import { MessageWorkflowSchema } from '../../shared/message-workflows.ts';
import { MessageWithTagsSchema } from '../../shared/messages.ts';
import { SmsTemplateWithTagsSchema } from '../../shared/sms-templates.ts';
import { TagSchema } from '../../shared/tags.ts';

/** Built before the tests that read it: without a route's declaration it cannot be, and those tests fail with that. */
let document: OpenApiDocument;
const build = () => {
  document = apiDocument();
};
const operationOf = (route: Pick<Route, 'method' | 'path'>): Operation => document.paths[route.path]?.[route.method.toLowerCase()];

const escaped = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every value at `key` anywhere in the document, with the JSON pointer of the object holding it. */
function everywhere(value: unknown, key: string, at = '#'): { at: string; value: unknown }[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [...(k === key ? [{ at, value: v }] : []), ...everywhere(v, key, `${at}/${escaped(k)}`)]);
}

/** A JSON pointer of this document ('#/components/schemas/Tag'), resolved; undefined when nothing is there. */
const resolve = (pointer: string): unknown =>
  pointer
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), document);

describe('the schema declarations', () => {
  it('declare every route of the table, and no route the table does not have', () => {
    const { undeclared, unrouted } = unmatched(ROUTES, ROUTE_SCHEMAS);
    expect(undeclared, 'routes without a schema declaration in functions/openapi/route-schemas/').toEqual([]);
    expect(unrouted, 'declarations of routes that are not in functions/routes.ts').toEqual([]);
  });

  it('stop the document from being built without one, naming the route', () => {
    const { 'GET /v1/health': _health, ...withoutOne } = ROUTE_SCHEMAS;
    expect(() => buildDocument(ROUTES, withoutOne, NAMED_SCHEMA_MODULES)).toThrow('Routes without a schema declaration: GET /v1/health');
  });

  it('declare the body of every route that reads one: writes (copies aside) and deletes of several', () => {
    const readsBody = ({ method, path }: Route) => ['POST', 'PUT', 'PATCH'].includes(method) ? !path.endsWith('/clone') : method === 'DELETE' && !path.endsWith('}');
    for (const route of ROUTES) expect(ROUTE_SCHEMAS[routeKey(route)]?.body !== undefined, routeKey(route)).toBe(readsBody(route));
  });
});

describe('the document', () => {
  beforeAll(build);

  it('is OpenAPI 3.1 with every route once, each with its own operationId', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(ROUTES.map(routeKey).sort());
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resolves every $ref, and a $ref stands alone (draft 07 readers would ignore what is beside it)', () => {
    const refs = everywhere(document, '$ref');
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter(({ value }) => typeof value !== 'string' || !value.startsWith('#/') || resolve(value) === undefined)).toEqual([]);
    expect(refs.filter(({ at }) => Object.keys(resolve(at) as object).length !== 1).map(({ at }) => at)).toEqual([]);
  });

  it('gives each operation its path parameters, unique parameters, one success and the error envelope on every refusal', () => {
    for (const route of ROUTES) {
      const operation = operationOf(route);
      const key = routeKey(route);
      const inPath = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const parameters = operation.parameters ?? [];
      expect(parameters.filter((p) => p.in === 'path').map((p) => p.name), key).toEqual(inPath);
      expect(new Set(parameters.map((p) => `${p.in} ${p.name}`)).size, key).toBe(parameters.length);
      const statuses = Object.keys(operation.responses);
      expect(statuses.filter((status) => /^2\d\d$/.test(status)), key).toHaveLength(1);
      for (const status of statuses.filter((s) => /^[45]\d\d$/.test(s)))
        expect(resolve((operation.responses[status] as { $ref: string }).$ref), `${key} ${status}`).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });
    }
  });

  it("states each route's access as a security requirement and in its description", () => {
    const schemes = Object.keys(document.components.securitySchemes);
    for (const route of ROUTES) {
      const { security, description, responses } = operationOf(route);
      const key = routeKey(route);
      expect(security.flatMap(Object.keys).every((name) => schemes.includes(name)), key).toBe(true);
      if (route.access === 'public') expect(security, key).toEqual([]);
      else expect(security.length, key).toBeGreaterThan(0);
      expect(security.every((requirement) => Object.values(requirement).every((roles) => roles.includes('super_admin') === (route.access === 'super_admin'))), key).toBe(true);
      expect(description, key).toMatch(/^Access: /);
      expect('401' in responses, key).toBe(route.access !== 'public' || key === 'POST /v1/login');
      expect('403' in responses, key).toBe(route.access === 'super_admin');
    }
  });

  it('describes each list with exactly the filters its parser accepts', () => {
    const lists = Object.entries(ROUTE_SCHEMAS).filter(([, declaration]) => declaration.query && !Array.isArray(declaration.query));
    expect(lists.length).toBeGreaterThan(20);
    for (const [key, declaration] of lists) {
      const { list } = declaration.query as ListQuery;
      const rules = 'fields' in list ? listRules(list as ListSpec<never>) : list;
      const [method, path] = key.split(' ');
      const filter = operationOf({ method: method as Route['method'], path }).parameters?.find((p) => p.name === 'filter');
      const documented = Object.keys((filter?.schema.properties as object | undefined) ?? {});
      const accepted = (name: string) => {
        try {
          parseListQuery(new URLSearchParams({ [`filter[${name}]`]: '1' }), rules);
          return true;
        } catch {
          return false;
        }
      };
      expect(documented.filter((name) => !accepted(name)), `${key}: documented filters the list refuses`).toEqual([]);
      for (const field of rules.filterable) expect(documented, key).toContain(`${field}:like`);
      expect(accepted('not_a_field'), key).toBe(false);
      expect('400' in operationOf({ method: method as Route['method'], path }).responses, key).toBe(true);
    }
  });

  it('names the shared schemas it is generated from, as the SPA checks its answers with them', () => {
    const names = schemaNames(NAMED_SCHEMA_MODULES);
    const refersTo = (json: unknown, schema: z.ZodType) => everywhere(json, '$ref').some(({ value }) => value === `#/components/schemas/${names.get(schema)}`);
    const answers: [string, z.ZodType][] = [
      ['GET /v1/tags/{id}', TagSchema],
      ['GET /v1/sms-templates', SmsTemplateWithTagsSchema],
      ['GET /v1/messages/{id}', MessageWithTagsSchema],
      ['PATCH /v1/message-workflows', MessageWorkflowSchema],
      ['GET /v1/events/{id}/message-workflows', EventTimelineSchema],
      ['GET /v1/event-message-workflows/{id}/deliveries', DeliveryLogSchema],
      ['POST /v1/graphql/mapping', ReferenceSetsSchema],
      ['GET /v1/reference-layouts/{id}/reference-set-template-total', CountSchema],
    ];
    for (const [key, schema] of answers) {
      const [method, path] = key.split(' ');
      const { responses } = operationOf({ method: method as Route['method'], path });
      expect(names.get(schema), key).toBeDefined();
      expect(refersTo(Object.entries(responses).find(([status]) => status.startsWith('2'))![1], schema), key).toBe(true);
    }
    expect(operationOf({ method: 'POST', path: '/v1/tags' }).requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/TagInput' });
    expect(Object.keys(operationOf({ method: 'POST', path: '/v1/directory/import' }).requestBody?.content ?? {})).toEqual(['application/json', 'application/x-ndjson']);
  });
});

/** The keywords of JSON Schema that draft 07 (what older validators read) and draft 2020-12 (OpenAPI 3.1's) mean alike. */
const SHARED_KEYWORDS = new Set([
  '$ref', 'type', 'properties', 'required', 'additionalProperties', 'propertyNames', 'items', 'minItems', 'maxItems', 'enum', 'const',
  'anyOf', 'oneOf', 'allOf', 'not', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern',
  'format', 'default', 'description', 'title', 'readOnly',
]);

describe('the JSON Schemas of the document', () => {
  beforeAll(build);
  const schemas = () => [...Object.values(document.components.schemas), ...everywhere(document.paths, 'schema').map(({ value }) => value)];

  it('use only keywords that draft 07 and 2020-12 read alike, so a draft 07 validator checks what the document says', () => {
    const keywords = new Set<string>();
    const collect = (schema: unknown): void => {
      if (schema === null || typeof schema !== 'object') return;
      if (Array.isArray(schema)) return schema.forEach(collect);
      for (const [keyword, value] of Object.entries(schema)) {
        keywords.add(keyword);
        if (keyword === 'properties') Object.values(value as object).forEach(collect);
        else if (!['enum', 'const', 'default', 'required'].includes(keyword)) collect(value);
      }
    };
    schemas().forEach(collect);
    expect([...keywords].filter((keyword) => !SHARED_KEYWORDS.has(keyword))).toEqual([]);
  });

  it('compile with a JSON Schema validator: references, patterns and formats are all known', () => {
    const ajv = addFormats(new Ajv({ allErrors: true }).addVocabulary(DOCUMENT_FIELDS));
    ajv.addSchema(document, 'openapi.json');
    const pointers = [
      ...Object.keys(document.components.schemas).map((name) => `#/components/schemas/${name}`),
      ...everywhere(document.paths, 'schema').map(({ at }) => `#/paths${at.slice(1)}/schema`),
    ];
    for (const pointer of pointers) expect(() => ajv.compile({ $ref: `openapi.json${pointer}` }), pointer).not.toThrow();
  });
});
