import type { Writable } from 'node:stream';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { matchRoute, routeKey } from '../routes.ts';
import { reply, type HostContext, type Reply } from '../kit/http.ts';
import { writeReply, type ResponseMetadata, type StreamOutcome } from '../kit/response-stream.ts';
import { handler as deliveries } from '../resources/deliveries/handler.ts';
import { handler as reports } from '../resources/reports/handler.ts';
import { handler as auditLog } from '../resources/audit-log/handler.ts';

/**
 * The response-streaming function (AWS: a function URL in RESPONSE_STREAM mode, behind CloudFront
 * for the paths of the routes marked `streamed` in functions/routes.ts). A function URL sends the
 * same payload 2.0 event as the HTTP API, with the route key `$default`: the route is resolved
 * here, as API Gateway would, and the event goes to the resource's own handler, so the sign-in
 * check, the roles, the validation and the CSV producer are the API's, unchanged. Its reply is
 * written as it is made (kit/response-stream.ts) instead of being gathered to at most 6 MB.
 */
type ResourceHandler = (event: APIGatewayProxyEventV2, context: Context & HostContext) => Promise<Reply>;

/** The handlers of the resources that serve streamed routes (test/streaming/streaming-function.test.ts keeps it complete). */
export const STREAMED_RESOURCES: Readonly<Record<string, ResourceHandler>> = { deliveries, reports, 'audit-log': auditLog };

const notFound = (event: APIGatewayProxyEventV2) =>
  reply(404, { error: { code: 404, message: `Unknown route ${event.requestContext?.http?.method ?? ''} ${event.rawPath ?? ''}`.trim() } });

/** The reply of the route the event names, when it is a streamed route; a 404 otherwise. */
export async function answer(event: APIGatewayProxyEventV2, context: Context): Promise<Reply> {
  const match = matchRoute(event.requestContext?.http?.method ?? 'GET', event.rawPath ?? '');
  const handle = match?.route.streamed ? STREAMED_RESOURCES[match.route.resource] : undefined;
  if (!match || !handle) return notFound(event);
  const key = routeKey(match.route);
  const routed: APIGatewayProxyEventV2 = { ...event, routeKey: key, pathParameters: Object.keys(match.params).length ? match.params : undefined, requestContext: { ...event.requestContext, routeKey: key } };
  return handle(routed, Object.assign(context, { streamsReplies: true }));
}

/** Lambda's response stream, with the status and headers sent first (only inside the Lambda runtime). */
const openLambdaStream = (stream: Writable, metadata: ResponseMetadata): Writable => awslambda.HttpResponseStream.from(stream, { ...metadata });

export async function serveStreamed(event: APIGatewayProxyEventV2, responseStream: Writable, context: Context, open = openLambdaStream): Promise<StreamOutcome> {
  return writeReply(await answer(event, context), responseStream, open);
}

/** `awslambda` is a global of the Lambda Node runtime; elsewhere (tests) the plain function is exported. */
const runtime = (globalThis as { awslambda?: Partial<typeof awslambda> }).awslambda;
export const handler =
  typeof runtime?.streamifyResponse === 'function' ? runtime.streamifyResponse((event: APIGatewayProxyEventV2, stream, context) => serveStreamed(event, stream, context)) : serveStreamed;
