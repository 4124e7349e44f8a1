import * as z from 'zod';
import { WHOLE_LIST, type ListSpec } from '../kit/list-engine.ts';
import { type ListRules } from '../../shared/list-query.ts';
import { listPageOf } from '../../shared/list-page-schema.ts';

/**
 * What the API's description says of one route beyond the route table: its body, its query, its
 * answer and the refusals its access, path, body and query do not already imply. The route table
 * (functions/routes.ts) gives method, path and access; functions/openapi/route-schemas.ts holds one
 * of these per route key, and functions/openapi/document.ts builds the OpenAPI document from both.
 */
export interface RouteSchemas {
  /** One line: what the route does. */
  summary: string;
  /** The JSON body the route validates with this schema; a route without one reads no body. */
  body?: z.ZodType;
  /** The route also takes JSON lines (one value of `body`'s items per line), as the directory import does. */
  jsonLines?: boolean;
  /** List parameters (the list contract) read by a list's spec or rules, or parameters of the route's own. */
  query?: ListQuery | Parameter[];
  /** Path parameters that are text rather than numeric ids (`{name}` of a setting). */
  textParams?: string[];
  answer: Answer;
  /** Refusals beyond those the generator derives (401/403 from access, 404 from path ids, 400 and 422 from body and query). */
  refusals?: RefusalStatus[];
}

/** The statuses of domain/failure.ts's refusal kinds (kit/http.ts STATUS_OF). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

export interface Answer {
  status: 200 | 201;
  schema: z.ZodType;
  /** 'data': the contract's `{ data: ... }` envelope; 'none': the schema is the whole body (GraphQL, this document). */
  envelope: 'data' | 'none';
  /** The route also answers the page itself to a browser that asks for HTML. */
  html?: boolean;
  /** 'also': the route answers CSV too (Accept: text/csv); 'only': it answers nothing else. */
  csv?: 'also' | 'only';
}

export interface ListQuery {
  /** The list's spec (fields and their types) or, for lists without one, its rules. */
  list: ListSpec<never> | ListRules;
  /** What the list's own parameters (rules.params) mean. */
  params?: Record<string, Omit<Parameter, 'name'>>;
  /** A sentence on the list's parameters beyond the contract. */
  note?: string;
}

export interface Parameter {
  name: string;
  description: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}

/** `{ data: <schema> }`, with 200 unless the route creates (201). */
export const data = (schema: z.ZodType, status: 200 | 201 = 200): Answer => ({ status, schema, envelope: 'data' });

/** `{ data: { items: [<item>], total } }`, one page of a list. */
export const page = (item: z.ZodType, status: 200 | 201 = 200): Answer => data(listPageOf(item), status);

/** A CSV file, streamed (the schema only names it). */
export const csvFile = (): Answer => ({ status: 200, schema: z.string(), envelope: 'none', csv: 'only' });

/** The schema is the whole body, without the envelope. */
export const whole = (schema: z.ZodType): Answer => ({ status: 200, schema, envelope: 'none' });

/** A record that answers in two shapes (with an include that replaces a field, or without). */
export const eitherOf = (plain: z.ZodType, included: z.ZodType) => z.union([plain, included]);

/** The query of a list. */
export const listQuery = (list: ListSpec<never> | ListRules, more: Omit<ListQuery, 'list'> = {}): ListQuery => ({ list, ...more });

/** The query of a vocabulary: a list answered whole (no paging, sorting, filters or search). */
export const VOCABULARY = listQuery(WHOLE_LIST);

/** What GET /v1/openapi.json answers: an OpenAPI 3.1 document (the tools that read it check the rest). */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }),
});
