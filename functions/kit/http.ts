import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { matchRoute, routeKey, ROUTES_BY_KEY, type Route } from '../routes.ts';
import { Failure, forbidden, invalid, malformed, notFound, staleVersion, type FailureKind } from '../domain/failure.ts';
import { ForbiddenKey, parseJson } from './json-body.ts';
import { WriteConflict } from '../data/conflict.ts';
import { authenticate, tokenFromHeader, type SignedInUser } from '../domain/users/sessions.ts';
import { isSuperAdmin } from '../../shared/roles.ts';

/**
 * The handler kit. Each resource function exports `handler = createHandler({ 'GET /v1/x': fn, ... })`.
 * The middy stack resolves the route, checks the caller against the route's access, parses JSON,
 * and turns every failure into the error envelope; handlers only return data.
 */
export interface RequestContext {
  event: APIGatewayProxyEventV2;
  route: Route;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  user?: SignedInUser;
  token?: string;
  /** Set when an approved change runs its held request (docs/approvals.md): the user is the approver. */
  applying?: { approvalId: number; author: { id: number; name: string } };
}

export interface SignedInContext extends RequestContext {
  user: SignedInUser;
}

export type Reply = APIGatewayProxyStructuredResultV2;
export type RouteHandler = (ctx: SignedInContext) => Promise<Reply>;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export const reply = (status: number, body: unknown): Reply => ({ statusCode: status, headers: JSON_HEADERS, body: JSON.stringify(body) });
/** `{ data: ... }`, the success envelope. */
export const ok = (data: unknown, status = 200): Reply => reply(status, { data });

/**
 * A reply whose body is written as it is made (an export of any size): text chunks, read by the
 * host one after the other, so the handler never holds the whole body. A host that streams (the
 * local server: `streamsReplies` on the invocation's context) writes each chunk as it comes; one
 * that answers a Lambda's body whole (API Gateway's HTTP API, at most 6 MB) gets it gathered here,
 * up to BUFFERED_BODY_MAX, and a 413 beyond.
 */
const BODY_STREAM = Symbol('body stream');
export type BodyStream = AsyncIterable<string>;
export const streamed = (headers: Record<string, string>, chunks: BodyStream, status = 200): Reply => Object.assign({ statusCode: status, headers: { 'cache-control': 'no-store', ...headers } }, { [BODY_STREAM]: chunks });
/** The chunks of a streamed reply (undefined for any other). */
export const bodyStreamOf = (result: unknown): BodyStream | undefined => (result as { [BODY_STREAM]?: BodyStream } | undefined)?.[BODY_STREAM];
/** What the host says of itself on the invocation's context: it writes a streamed reply's chunks as they come. */
export interface HostContext {
  streamsReplies?: boolean;
}
export const BUFFERED_BODY_MAX = 5_500_000;
export const TOO_LARGE_TO_BUFFER = 'The answer is larger than this host can send at once: ask for less (narrow the filters).';

/**
 * Where the routes marked `streamed` (routes.ts) are answered as they are read, in AWS: the
 * response-streaming function's URL, which the CDK app gives the functions of those routes'
 * resources (the site's own paths reach it through CloudFront). Unset locally, where every reply streams.
 */
export const STREAM_URL_VARIABLE = 'STREAMED_ROUTES_URL';

/** The 413 of a reply too large to gather: it names the streaming address of a streamed route. */
export function tooLarge(ctx: Pick<RequestContext, 'route' | 'event'>): Reply {
  const base = process.env[STREAM_URL_VARIABLE];
  const streamedPath = ctx.route.streamed ? ctx.route.path : ctx.route.path === '/v1/deliveries' ? '/v1/deliveries.csv' : undefined;
  if (!base || !streamedPath) return reply(413, { error: { code: 413, message: TOO_LARGE_TO_BUFFER } });
  const query = ctx.event.rawQueryString ? `?${ctx.event.rawQueryString}` : '';
  const location = `${base.replace(/\/+$/, '')}${streamedPath}${query}`;
  const answer = reply(413, { error: { code: 413, message: `${TOO_LARGE_TO_BUFFER} Or ask ${location}, which streams it whole.` } });
  return { ...answer, headers: { ...answer.headers, location } };
}

/** A streamed reply gathered into one body, for a host that cannot stream; a 413 when it would not fit. */
async function gathered(result: Reply, ctx: RequestContext): Promise<Reply> {
  const chunks = bodyStreamOf(result);
  if (!chunks) return result;
  let body = '';
  for await (const chunk of chunks) {
    body += chunk;
    if (Buffer.byteLength(body) > BUFFERED_BODY_MAX) return tooLarge(ctx);
  }
  return { statusCode: result.statusCode, headers: result.headers, body };
}

type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, Reply>;
type KitRequest = middy.Request<APIGatewayProxyEventV2, Reply>;

/** The context each middleware adds to, keyed by the event it belongs to. */
const contexts = new WeakMap<APIGatewayProxyEventV2, RequestContext>();
const contextOf = (request: KitRequest): RequestContext => {
  const ctx = contexts.get(request.event);
  if (!ctx) throw new Error('route not resolved');
  return ctx;
};

function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/**
 * Resolves the event's route from the route table. An event whose route key is a table key (the
 * local server, the streaming function) names its route and path parameters; any other (in AWS the
 * API's greedy route of the function, `ANY /v1/tags/{proxy+}`, or `$default`) is matched by method
 * and path the way matchRoute matches them (docs/decisions/039-one-api-route-per-resource.md). A
 * request for a route this function does not serve is the API's 404, answered before any session check.
 */
const resolveRoute = (served: Readonly<Record<string, RouteHandler>>): Middleware => ({
  before: (request: KitRequest) => {
    const { event } = request;
    const method = event.requestContext?.http?.method ?? '';
    const named = ROUTES_BY_KEY.get(event.routeKey);
    const match = named ? { route: named, params: (event.pathParameters ?? {}) as Record<string, string> } : matchRoute(method, event.rawPath ?? '');
    if (!match || !Object.hasOwn(served, routeKey(match.route))) throw notFound(`Unknown route ${method} ${event.rawPath ?? ''}`.trim());
    contexts.set(event, {
      event,
      route: match.route,
      params: match.params,
      query: new URLSearchParams(event.rawQueryString ?? ''),
      body: undefined,
    });
  },
});

const parseJsonBody: Middleware = {
  before: (request: KitRequest) => {
    const { event } = request;
    if (!event.body) return;
    const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    if (!text.trim()) return;
    if (/ndjson|jsonl|json-seq/i.test(header(event, 'content-type') ?? '')) {
      contextOf(request).body = text; // JSON lines: the route reads them line by line
      return;
    }
    try {
      contextOf(request).body = parseJson(text);
    } catch (error) {
      if (error instanceof ForbiddenKey) throw invalid({ [error.field]: error.message }, error.message);
      throw malformed('The request body is not valid JSON.');
    }
  },
};

const checkAccess: Middleware = {
  before: async (request: KitRequest) => {
    const ctx = contextOf(request);
    const authorization = header(ctx.event, 'authorization');
    // a public route needs no session (sign-in, sign-out by token, health): no store call for one
    if (ctx.route.access === 'public') ctx.token = tokenFromHeader(authorization);
    else Object.assign(ctx, await authenticate(authorization, true));
    if (ctx.route.access === 'super_admin' && !isSuperAdmin(ctx.user?.role)) throw forbidden();
  },
};

/** The HTTP status of each kind of refusal (domain/failure.ts); a write conflict is a 409 too. */
export const STATUS_OF: Record<FailureKind, number> = {
  malformed: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  invalid: 422,
  throttled: 429,
  provider: 502,
  unavailable: 503,
};

const errorEnvelope: Middleware = {
  onError: (request) => {
    const error = request.error instanceof WriteConflict ? staleVersion() : request.error;
    if (error instanceof Failure) {
      const status = STATUS_OF[error.kind];
      request.response = reply(status, error.toBody(status));
      if (error.retryAfter !== undefined) request.response.headers = { ...request.response.headers, 'retry-after': String(error.retryAfter) };
      return;
    }
    console.error('Unhandled error', request.event?.routeKey, error);
    request.response = reply(500, { error: { code: 500, message: 'Something went wrong on the server. Please try again.' } });
  },
};

/**
 * The Lambda handler of one resource. It carries `routeKeys`, the keys it serves, so a test can
 * hold them against the route table (functions/routes.test.ts): a route without a handler would
 * only ever answer 404.
 */
export function createHandler(handlers: Record<string, RouteHandler>) {
  const handler = middy<APIGatewayProxyEventV2, Reply>()
    .use(errorEnvelope)
    .use(resolveRoute(handlers))
    .use(checkAccess)
    .use(parseJsonBody)
    .handler(async (event, context) => {
      const ctx = contexts.get(event);
      if (!ctx) throw new Error('route not resolved');
      const result = await handlers[routeKey(ctx.route)](ctx as SignedInContext);
      return (context as HostContext | undefined)?.streamsReplies ? result : gathered(result, ctx);
    });
  return Object.assign(handler, { routeKeys: Object.freeze(Object.keys(handlers)) });
}
