import { CfnOutput, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ROUTES } from '../../functions/routes.ts';

/** The function that answers the project's JSON 404 for every route the table does not know. */
export const DEFAULT_ROUTE_RESOURCE = 'system';

/** Steady-state and burst limits of the API stage, for every route together. Ample for a staff tool. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 };

export interface ApiProps {
  functions: ReadonlyMap<string, IFunction>;
  logRetention: RetentionDays;
}

/**
 * The HTTP API: one route per ROUTES entry (route key `METHOD /path`, exactly as the handlers'
 * createHandler tables expect in event.routeKey), plus `$default` to the system function so an
 * unknown /v1 path answers the project's 404 envelope instead of API Gateway's own body.
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

    for (const route of ROUTES) {
      this.httpApi.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration: integrationFor(route.resource) });
    }

    new CfnOutput(scope, 'ApiUrl', {
      description: 'The HTTP API itself (the SPA reaches it through the site URL under /v1)',
      value: this.stage.url,
    });
  }
}
