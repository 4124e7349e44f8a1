import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { matchRoute, resourceHandlerPath, routeKey, type Route } from '../../functions/routes.ts';
import type { HostContext } from '../../functions/kit/http.ts';

/**
 * Turns a local HTTP request into the API Gateway (HTTP API, payload 2.0) event that AWS would
 * deliver, and calls the same handler module that the resource's Lambda runs.
 */
type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const handlers = new Map<string, Promise<Handler>>();

function loadHandler(resource: string): Promise<Handler> {
  let handler = handlers.get(resource);
  if (!handler) {
    handler = import(`../../${resourceHandlerPath(resource)}`).then((module) => module.handler as Handler);
    handlers.set(resource, handler);
  }
  return handler;
}

/** The local server writes a streamed reply's chunks as they come (API Gateway's HTTP API answers a body whole): kit/http.ts. */
function lambdaContext(resource: string): Context & HostContext {
  const deadline = Date.now() + 29_000;
  return {
    streamsReplies: true,
    callbackWaitsForEmptyEventLoop: false,
    functionName: resource,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${resource}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${resource}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function toEvent(request: IncomingMessage, url: URL, body: Buffer, route: Route | undefined, params: Record<string, string>): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  const queryStringParameters: Record<string, string> = {};
  for (const [key, value] of url.searchParams) queryStringParameters[key] = key in queryStringParameters ? `${queryStringParameters[key]},${value}` : value;
  const key = route ? routeKey(route) : '$default';
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: url.search ? queryStringParameters : undefined,
    pathParameters: route && Object.keys(params).length ? params : undefined,
    body: body.length ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: { method: request.method ?? 'GET', path: url.pathname, protocol: 'HTTP/1.1', sourceIp: request.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}

/** Answers an API request; unknown routes go to the `system` function's $default, as in AWS. */
export async function invoke(request: IncomingMessage, url: URL, body: Buffer): Promise<APIGatewayProxyStructuredResultV2> {
  const match = matchRoute(request.method ?? 'GET', url.pathname);
  const resource = match?.route.resource ?? 'system';
  const handler = await loadHandler(resource);
  return handler(toEvent(request, url, body, match?.route, match?.params ?? {}), lambdaContext(resource));
}
