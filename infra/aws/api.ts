import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ROUTES, type Method, type Route } from '../../functions/routes.ts';

/** The function that answers the project's JSON 404 for every route the table does not know. */
export const DEFAULT_ROUTE_RESOURCE = 'system';

/** Steady-state and burst limits of the API stage, for every route together. Ample for a staff tool. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 };

/** A route of the HTTP API: `ANY` for a whole area of a function, a method for a single route taken out of another function's area. */
export interface GatewayRoute {
  method: Method | 'ANY';
  path: string;
  resource: string;
}

/** The greedy path variable of an area's route: `/v1/tags/{proxy+}` takes every path below /v1/tags. */
export const GREEDY = '{proxy+}';

/** The area of a table path: its first segment below /v1 (`/v1/tags/{id}/clone` -> `/v1/tags`). */
const areaOf = (path: string) => path.split('/').slice(0, 3).join('/');

/**
 * The routes of the HTTP API for the route table: one per function and area instead of one per
 * table route (docs/decisions/039-one-api-route-per-resource.md). The function with the most table
 * routes in an area (`/v1/tags`) gets `ANY /v1/tags` when it serves that path and
 * `ANY /v1/tags/{proxy+}` when it serves any below it; a table route of another function in that
 * area keeps its own route (`GET /v1/events/{id}`), which API Gateway prefers to a greedy one.
 * The default route's function needs none: `$default` reaches it, and its kit finds the table
 * route by method and path (functions/kit/http.ts), as it does behind every route here. Adding a
 * table route adds an API route only when it opens a new area or lands in another function's.
 */
export function gatewayRoutes(routes: readonly Route[] = ROUTES, defaultResource = DEFAULT_ROUTE_RESOURCE): GatewayRoute[] {
  const areas = new Map<string, Route[]>();
  for (const route of routes) areas.set(areaOf(route.path), [...(areas.get(areaOf(route.path)) ?? []), route]);
  const planned: GatewayRoute[] = [];
  for (const [area, inArea] of areas) {
    const counts = new Map<string, number>();
    for (const { resource } of inArea) if (resource !== defaultResource) counts.set(resource, (counts.get(resource) ?? 0) + 1);
    // only the default function's routes here: $default answers them
    if (counts.size === 0) continue;
    const owner = [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
    const own = inArea.filter((route) => route.resource === owner);
    if (own.some((route) => route.path === area)) planned.push({ method: 'ANY', path: area, resource: owner });
    if (own.some((route) => route.path !== area)) planned.push({ method: 'ANY', path: `${area}/${GREEDY}`, resource: owner });
    for (const route of inArea) if (route.resource !== owner) planned.push({ method: route.method, path: route.path, resource: route.resource });
  }
  return planned;
}

export interface ApiProps {
  functions: ReadonlyMap<string, IFunction>;
  logRetention: RetentionDays;
}

/**
 * The HTTP API: the routes of gatewayRoutes (one per function and area, `ANY /v1/tags/{proxy+}`),
 * one integration and one invoke permission per function, plus `$default` to the system function,
 * which serves its own table routes there and answers the project's 404 envelope for any other
 * path. Each function's kit resolves the table route by method and path and answers that same 404
 * for a path it does not serve. The stack places it in a nested stack of its own (stack.ts).
 * No authorizer: the handlers authenticate every request against the sessions in the table.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const integrations = new Map<string, HttpLambdaIntegration>();
    const integrationFor = (resource: string): HttpLambdaIntegration => {
      const fn = props.functions.get(resource);
      if (!fn) throw new Error(`No function for resource '${resource}'.`);
      let integration = integrations.get(resource);
      if (!integration) {
        // One invoke permission per function for the whole API rather than one per route: the
        // function's resource policy stays small however many routes later issues add.
        integration = new HttpLambdaIntegration(`${resource}-integration`, fn, { scopePermissionToRoute: false });
        integrations.set(resource, integration);
      }
      return integration;
    };

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Event-messaging back-office API (/v1), reached through CloudFront',
      createDefaultStage: false,
      defaultIntegration: integrationFor(DEFAULT_ROUTE_RESOURCE),
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // HTTP API context variables. No query string or headers: they may carry tokens.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            responseLength: '$context.responseLength',
            responseLatency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationStatus: '$context.integrationStatus',
            integrationError: '$context.integrationErrorMessage',
            error: '$context.error.message',
          }),
        ),
      },
    });

    for (const route of gatewayRoutes()) {
      this.httpApi.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration: integrationFor(route.resource) });
    }
  }
}
