import { routeKey, type Route } from '../routes.ts';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import type { Access } from '../../shared/roles.ts';
import type { Answer, RefusalStatus, RouteSchemas } from './declaration.ts';
import type * as z from 'zod';
import { SchemaSet, type JsonSchema } from './json-schemas.ts';
import { schemaNames, type Direction } from './named-schemas.ts';
import { listParameters, ownParameter, type QueryParameter } from './list-parameters.ts';
import { ACCESS, INFO, REFUSALS, SECURITY_SCHEMES } from './texts.ts';

/**
 * The OpenAPI 3.1 document of the API, built from the route table (method, path, access) and one
 * schema declaration per route (route-schemas.ts). A route without a declaration, or a
 * declaration without its route, stops the build with the route's key.
 */
/** The fields of the document around its schemas: a JSON Schema validator given the whole document must know them as words, not as schema keywords. */
export const DOCUMENT_FIELDS = ['openapi', 'info', 'paths', 'components', 'security', 'servers', 'tags'];

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security: Record<string, string[]>[];
  parameters?: (QueryParameter | PathParameter)[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

interface PathParameter {
  name: string;
  in: 'path';
  required: true;
  schema: JsonSchema;
}

/** The declarations no route of the table has, and the routes without a declaration. */
export function unmatched(routes: readonly Route[], declarations: Record<string, RouteSchemas>) {
  const keys = new Set(routes.map(routeKey));
  return {
    undeclared: [...keys].filter((key) => !Object.hasOwn(declarations, key)),
    unrouted: Object.keys(declarations).filter((key) => !keys.has(key)),
  };
}

const pathParams = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);

/** GET /v1/tags/{id}/clone -> getV1TagsByIdClone */
export const operationId = ({ method, path }: Pick<Route, 'method' | 'path'>) =>
  method.toLowerCase() +
  path
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `By${part[1].toUpperCase()}${part.slice(2, -1)}` : part[0].toUpperCase() + part.slice(1)))
    .join('');

/** The refusals a route can answer: from its access, path, body and query, and those it declares. */
export function refusalsOf(route: Route, declaration: RouteSchemas): RefusalStatus[] {
  const statuses = new Set<RefusalStatus>(declaration.refusals ?? []);
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'super_admin') statuses.add(403);
  if (pathParams(route.path).length) statuses.add(404);
  if (declaration.body) [400, 422].forEach((status) => statuses.add(status as RefusalStatus));
  if (declaration.query && !Array.isArray(declaration.query)) statuses.add(400);
  return [...statuses].sort((a, b) => a - b);
}

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  signed_in: Object.keys(SECURITY_SCHEMES).map((scheme) => ({ [scheme]: [] })),
  // OpenAPI 3.1 lets a non-OAuth requirement name the role it needs
  super_admin: Object.keys(SECURITY_SCHEMES).map((scheme) => ({ [scheme]: ['super_admin'] })),
};

const SUCCESS: Record<Answer['status'], string> = { 200: 'OK', 201: 'Created' };

const CSV = { 'text/csv': { schema: { type: 'string', description: 'RFC 4180 CSV with a header line, written as it is read.' } } };

function success(answer: Answer, outputs: SchemaSet) {
  if (answer.csv === 'only') return { description: SUCCESS[answer.status], content: CSV };
  const json = outputs.json(answer.schema);
  const schema = answer.envelope === 'data' ? { type: 'object', properties: { data: json }, required: ['data'], additionalProperties: false } : json;
  return {
    description: SUCCESS[answer.status],
    content: { 'application/json': { schema }, ...(answer.html ? { 'text/html': { schema: { type: 'string' } } } : {}), ...(answer.csv ? CSV : {}) },
  };
}

function operation(route: Route, declaration: RouteSchemas, inputs: SchemaSet, outputs: SchemaSet): Operation {
  const { query, body, answer } = declaration;
  const parameters = [
    ...pathParams(route.path).map((name): PathParameter => ({ name, in: 'path', required: true, schema: declaration.textParams?.includes(name) ? { type: 'string' } : { type: 'integer', minimum: 1 } })),
    ...(query === undefined ? [] : Array.isArray(query) ? query.map(ownParameter) : listParameters(query)),
  ];
  const json = body && inputs.json(body);
  const note = query && !Array.isArray(query) ? query.note : undefined;
  return {
    operationId: operationId(route),
    tags: [route.resource],
    summary: declaration.summary,
    description: [ACCESS[route.access], note].filter(Boolean).join(' '),
    security: SECURITY[route.access],
    ...(parameters.length ? { parameters } : {}),
    ...(json
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: json },
              ...(declaration.jsonLines ? { 'application/x-ndjson': { schema: { type: 'string', description: 'JSON lines: one item of the JSON array per line; blank lines are skipped.' } } } : {}),
            },
          },
        }
      : {}),
    responses: {
      [answer.status]: success(answer, outputs),
      ...Object.fromEntries(refusalsOf(route, declaration).map((status) => [status, { $ref: `#/components/responses/${REFUSALS[status].name}` }])),
    },
  };
}

/** The names of schemas that are bodies and answers both, and read differently as each (defaults are optional in a body). */
const differing = (outputs: Record<string, JsonSchema>, inputs: Record<string, JsonSchema>) =>
  new Set(Object.keys(inputs).filter((name) => Object.hasOwn(outputs, name) && JSON.stringify(outputs[name]) !== JSON.stringify(inputs[name])));

/** The schemas of every body, or of every answer (with the error envelope). */
function describe(direction: Direction, routes: readonly Route[], declarations: Record<string, RouteSchemas>, names: Map<z.ZodType, string>): SchemaSet {
  const set = new SchemaSet(direction, names);
  if (direction === 'output') set.add(ApiErrorSchema);
  for (const route of routes) {
    const { body, answer } = declarations[routeKey(route)];
    if (direction === 'output') set.add(answer.schema);
    else if (body) set.add(body);
  }
  return set;
}

export function buildDocument(routes: readonly Route[], declarations: Record<string, RouteSchemas>, namedModules: readonly object[]): OpenApiDocument {
  const { undeclared, unrouted } = unmatched(routes, declarations);
  if (undeclared.length) throw new Error(`Routes without a schema declaration: ${undeclared.join(', ')}`);
  if (unrouted.length) throw new Error(`Schema declarations of no route: ${unrouted.join(', ')}`);
  const names = schemaNames(namedModules);
  const outputs = describe('output', routes, declarations, names);
  let inputs = describe('input', routes, declarations, names);
  const twoWays = differing(outputs.components(), inputs.components());
  // a schema that reads differently as a body is the component <Name>Input there
  if (twoWays.size) inputs = describe('input', routes, declarations, new Map([...names].map(([schema, name]) => [schema, twoWays.has(name) ? `${name}Input` : name])));
  const clashes = differing(outputs.components(), inputs.components());
  if (clashes.size) throw new Error(`Components named twice: ${[...clashes].join(', ')}`);
  const schemas = { ...outputs.components(), ...inputs.components() };
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, declarations[routeKey(route)], inputs, outputs);
  const error = { 'application/json': { schema: outputs.json(ApiErrorSchema) } };
  const responses = Object.fromEntries(
    Object.values(REFUSALS).map(({ name, description, headers }) => [name, { description, content: error, ...(headers ? { headers } : {}) }]),
  );
  return {
    openapi: '3.1.0',
    info: INFO,
    paths,
    components: { schemas, responses, securitySchemes: SECURITY_SCHEMES },
  };
}
