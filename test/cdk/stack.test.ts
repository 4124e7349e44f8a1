/**
 * CDK assertions on the synthesized back-office stack: the API routes come from functions/routes.ts,
 * the table from functions/data/table.ts, one Node 22 function per route resource and per job with
 * exactly the rights of functions/rights.ts and functions/jobs.ts, CloudFront forwards /v1/*
 * uncached, and cdk-nag finds nothing unacknowledged. test/cdk/jobs.test.ts covers the scheduling
 * resources, the job queues and the SES events.
 *
 * The stack deploys the built SPA (test/cdk/synth.ts). Each configuration is synthesized once.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { JOBS, JOBS_BY_NAME, jobHandlerPath } from '../../functions/jobs.ts';
import { routeRights, STREAMING_RIGHTS } from '../../functions/rights.ts';
import { resourceHandlerPath, ROUTES, routeKey, routesByResource, STREAMED_ROUTES } from '../../functions/routes.ts';
import { STREAM_URL_VARIABLE } from '../../functions/kit/http.ts';
import { TABLE_DEFINITION } from '../../functions/data/table.ts';
import { readConfig, SENDING_DEFAULTS } from '../../infra/aws/config.ts';
import { gatewayRoutes, GREEDY } from '../../infra/aws/api.ts';
import { FUNCTION_DESCRIPTION_PREFIX } from '../../infra/aws/functions.ts';
import { JOB_DESCRIPTION_PREFIX } from '../../infra/aws/jobs.ts';
import { STREAMING_DESCRIPTION } from '../../infra/aws/streaming.ts';
import { SMS_LOG_ACTIONS } from '../../infra/aws/sms-delivery-status.ts';
import { listAcknowledgements } from '../../infra/aws/nag.ts';
import type { BackofficeStack } from '../../infra/aws/stack.ts';
import { SPA_REWRITE_FUNCTION } from '../../infra/aws/web.ts';
import { SECURITY_HEADERS } from '../../infra/security-headers.ts';
import { scratchDir, spaSnapshot, synthesize, type Synthesized } from './synth.ts';
import {
  expectAcknowledgementsNameRealFindings,
  expectNoUnacknowledgedFinding,
  grantedRights,
  logicalId,
  roleStatements,
  TABLE_READ_ACTIONS,
  ofType as ofTypeIn,
  ref,
  resourcesOf,
  type Resource,
} from './template.ts';

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const scratch = scratchDir('cdk-test');
let app: App;
let stack: BackofficeStack;
let template: Template;
let resources: Record<string, Resource>;
let outdir: string;
let webDist: string;

const ofType = (type: string) => ofTypeIn(resources, type);

beforeAll(() => {
  webDist = spaSnapshot(scratch());
  // No account and region (as when the app runs without the CDK CLI): the stack keeps their tokens.
  ({ app, stack, template, resources, outdir } = synthesize(join(scratch(), 'tokens'), { context: { stackName: 'BackofficeTest', webDist } }));
}, 120_000);

/** The function of each API resource (functions.ts): logical id in the main stack -> resource name. */
const apiFunctionResources = () =>
  new Map(
    ofType('AWS::Lambda::Function')
      .filter(([, r]) => String(r.Properties.Description ?? '').startsWith(FUNCTION_DESCRIPTION_PREFIX))
      .map(([id, r]) => [id, String(r.Properties.Description).slice(FUNCTION_DESCRIPTION_PREFIX.length).trim()]),
  );

/** A path of the table route with every {parameter} filled in. */
const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, '7');

/**
 * The route key API Gateway's HTTP API picks for a request (its documented order: a full match of
 * path and method, then a greedy `{proxy+}` route, then `$default`; `ANY` only for the methods a
 * path has no route of its own for; among full matches the one with more literal segments, among
 * greedy ones the longest). A choice this order does not settle fails the test instead of guessing.
 */
function gatewayChoice(keys: readonly string[], method: string, path: string): string {
  const segments = path.split('/');
  const isVariable = (part: string) => part.startsWith('{') && part.endsWith('}');
  const candidates = keys.flatMap((key) => {
    if (key === '$default') return [];
    const [keyMethod, keyPath] = key.split(' ');
    if (keyMethod !== 'ANY' && keyMethod !== method) return [];
    const parts = keyPath.split('/');
    const greedy = parts.at(-1) === GREEDY;
    const fixed = greedy ? parts.slice(0, -1) : parts;
    if (greedy ? segments.length <= fixed.length : segments.length !== fixed.length) return [];
    if (!fixed.every((part, i) => isVariable(part) || part === segments[i])) return [];
    return [{ key, greedy, rank: [fixed.filter((part) => !isVariable(part)).length, fixed.length, keyMethod === 'ANY' ? 0 : 1] }];
  });
  for (const greedy of [false, true]) {
    const tier = candidates.filter((c) => c.greedy === greedy);
    if (!tier.length) continue;
    tier.sort((a, b) => b.rank[0] - a.rank[0] || b.rank[1] - a.rank[1] || b.rank[2] - a.rank[2]);
    if (tier.length > 1 && tier[0].rank.join() === tier[1].rank.join()) throw new Error(`${method} ${path}: ${tier[0].key} and ${tier[1].key} match alike`);
    return tier[0].key;
  }
  return '$default';
}

describe('HTTP API: a nested stack with one route per function and area', () => {
  let api: Record<string, Resource>;
  const apiOfType = (type: string) => ofTypeIn(api, type);
  beforeAll(() => {
    api = resourcesOf(Template.fromStack(stack.apiStack));
  });

  /** route key -> the resource whose function its integration invokes (the nested stack gets the functions' ARNs as parameters) */
  const resourceOfRouteKey = () => {
    const [, nested] = ofType('AWS::CloudFormation::Stack').find(([id]) => id === logicalId(stack, stack.apiStack.nestedStackResource!))!;
    const functionOfParameter = new Map(Object.entries(nested.Properties.Parameters as Record<string, unknown>).map(([name, value]) => [name, ref(value)]));
    const resourceOfFunction = apiFunctionResources();
    const resourceOfIntegration = new Map(apiOfType('AWS::ApiGatewayV2::Integration').map(([id, r]) => [id, resourceOfFunction.get(functionOfParameter.get(ref(r.Properties.IntegrationUri)!)!)]));
    return new Map(
      apiOfType('AWS::ApiGatewayV2::Route').map(([, route]) => {
        const integrationId = ref((route.Properties.Target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1][1]);
        return [route.Properties.RouteKey as string, resourceOfIntegration.get(integrationId!)];
      }),
    );
  };

  it('holds the routes of gatewayRoutes (infra/aws/api.ts) plus $default, each route key once, far fewer than the table routes', () => {
    const keys = apiOfType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);
    expect(keys.sort()).toEqual([...gatewayRoutes().map((r) => `${r.method} ${r.path}`), '$default'].sort());
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeLessThan(ROUTES.length / 2);
    expect(ofType('AWS::ApiGatewayV2::Route')).toEqual([]);
  });

  it('sends each API route to the function of its resource, $default to system, with no authorizer', () => {
    const expected = new Map<string, string>([...gatewayRoutes().map((r) => [`${r.method} ${r.path}`, r.resource] as const), ['$default', 'system'] as const]);
    for (const [key, resource] of resourceOfRouteKey()) expect(resource, key).toBe(expected.get(key));
    for (const [, route] of apiOfType('AWS::ApiGatewayV2::Route')) expect(route.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
  });

  it('lets API Gateway reach every table route at the function of its resource, and a path below an area at the function of that area', () => {
    const routes = resourceOfRouteKey();
    const keys = [...routes.keys()];
    for (const route of ROUTES) {
      const chosen = gatewayChoice(keys, route.method, samplePath(route.path));
      expect(routes.get(chosen), `${routeKey(route)} -> ${chosen}`).toBe(route.resource);
    }
    // no route of the table: the area's function (its kit answers the 404), or system through $default
    expect(routes.get(gatewayChoice(keys, 'GET', '/v1/tags/7/no-such-thing'))).toBe('tags');
    expect(routes.get(gatewayChoice(keys, 'DELETE', '/v1/events/7'))).toBe('event-message-workflows');
    expect(gatewayChoice(keys, 'GET', '/v1/no-such-thing')).toBe('$default');
  });

  it('has one Lambda proxy integration and one invoke permission for the API per function, both in the nested stack', () => {
    const functions = apiFunctionResources().size;
    const integrations = apiOfType('AWS::ApiGatewayV2::Integration');
    expect(integrations).toHaveLength(functions);
    for (const [, integration] of integrations) expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    const [apiId] = apiOfType('AWS::ApiGatewayV2::Api')[0];
    const permissions = apiOfType('AWS::Lambda::Permission');
    expect(new Set(permissions.map(([, p]) => ref(p.Properties.FunctionName))).size).toBe(functions);
    for (const [id, permission] of permissions) {
      expect(permission.Properties, id).toMatchObject({ Action: 'lambda:InvokeFunction', Principal: 'apigateway.amazonaws.com' });
      expect(JSON.stringify(permission.Properties.SourceArn), id).toContain(`{"Ref":"${apiId}"}`);
    }
    // the main stack invokes nothing through API Gateway
    expect(ofType('AWS::Lambda::Permission').filter(([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com')).toEqual([]);
  });

  it('has an auto-deployed $default stage with throttling and JSON access logs', () => {
    Template.fromStack(stack.apiStack).hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
    });
  });
});

describe('stack size (CloudFormation refuses a stack of more than 500 resources)', () => {
  it('keeps the main stack at 300 resources at most, and the nested API stack too', () => {
    const main = Object.keys(resources).length;
    const nested = Object.keys(resourcesOf(Template.fromStack(stack.apiStack))).length;
    console.log(`resources: main stack ${main}, nested API stack ${nested} (CloudFormation's limit: 500 each)`);
    expect(main, 'resources in the main stack').toBeLessThanOrEqual(300);
    expect(nested, 'resources in the nested API stack').toBeLessThanOrEqual(300);
  });
});

describe('DynamoDB table', () => {
  it('matches TABLE_DEFINITION: keys, indexes, TTL', () => {
    const { partitionKey, sortKey, indexes, ttlAttribute } = TABLE_DEFINITION;
    const tables = ofType('AWS::DynamoDB::GlobalTable');
    expect(tables).toHaveLength(1);
    const props = tables[0][1].Properties;
    expect(props.KeySchema).toEqual([
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ]);
    expect(props.GlobalSecondaryIndexes).toEqual(
      indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: index.include ? { ProjectionType: 'INCLUDE', NonKeyAttributes: index.include } : { ProjectionType: 'ALL' },
      })),
    );
    const keyAttributes = [partitionKey, sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
    expect(props.AttributeDefinitions).toEqual(expect.arrayContaining(keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))));
    expect(props.AttributeDefinitions).toHaveLength(new Set(keyAttributes).size);
    expect(props.TimeToLiveSpecification).toEqual({ AttributeName: ttlAttribute, Enabled: true });
  });

  it('is on-demand, with point-in-time recovery, deletion protection and kept on stack deletion', () => {
    const [, table] = ofType('AWS::DynamoDB::GlobalTable')[0];
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.Replicas).toEqual([
      expect.objectContaining({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: true }),
    ]);
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });
});

describe('functions', () => {
  /** The bundle (index.mjs) staged as the code asset of the function `fn`. */
  const bundleOf = (fn: Resource) => {
    const assets = JSON.parse(readFileSync(join(outdir, `${stack.artifactId}.assets.json`), 'utf8')).files as Record<string, { source: { path: string } }>;
    return join(outdir, assets[fn.Properties.Code.S3Key.replace(/\.zip$/, '')].source.path, 'index.mjs');
  };
  const apiFunctions = () =>
    ofType('AWS::Lambda::Function').filter(([, r]) => String(r.Properties.Description ?? '').startsWith(FUNCTION_DESCRIPTION_PREFIX));

  it('has exactly one function per resource of the route table, one per job, and no other Node function', () => {
    const resourcesServed = apiFunctions().map(([, r]) => String(r.Properties.Description).slice(FUNCTION_DESCRIPTION_PREFIX.length).trim());
    expect(resourcesServed.sort()).toEqual([...routesByResource().keys()].sort());
    const jobs = ofType('AWS::Lambda::Function').filter(([, r]) => String(r.Properties.Description ?? '').startsWith(JOB_DESCRIPTION_PREFIX));
    expect(jobs.map(([, r]) => String(r.Properties.Description).slice(JOB_DESCRIPTION_PREFIX.length).trim()).sort()).toEqual(JOBS.map((j) => j.name).sort());
    const nodeFunctions = ofType('AWS::Lambda::Function').filter(([, r]) => String(r.Properties.Runtime).startsWith('nodejs'));
    const streaming = ofType('AWS::Lambda::Function').filter(([, r]) => r.Properties.Description === STREAMING_DESCRIPTION);
    expect(streaming).toHaveLength(1);
    // besides: the streaming function, and aws-cdk-lib's handler of the custom resource that sets the SMS attributes
    expect(nodeFunctions).toHaveLength(routesByResource().size + JOBS.length + 2);
  });

  it('runs each on nodejs22.x, arm64, with TABLE_NAME set to the table', () => {
    const [tableId] = ofType('AWS::DynamoDB::GlobalTable')[0];
    for (const { fn } of stack.granted) {
      const id = logicalId(stack, fn);
      const props = resources[id].Properties;
      expect(props, id).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler', MemorySize: 1024 });
      expect(ref(props.Environment.Variables.TABLE_NAME), id).toBe(tableId);
      expect(props.LoggingConfig?.LogGroup, id).toBeDefined();
    }
    for (const [id, fn] of apiFunctions()) expect(fn.Properties.Timeout, id).toBeLessThan(30);
  });

  it('gives every function exactly the statements of its rights (functions/rights.ts, functions/jobs.ts), on its own role, with no managed policies', () => {
    const expected = (name: string) =>
      [...new Set(name === 'streaming' ? STREAMING_RIGHTS : routesByResource().has(name) ? routeRights(name) : JOBS.find((j) => j.name === name)!.rights)].sort();
    for (const { name, fn } of stack.granted) expect(grantedRights(stack, resources, logicalId(stack, fn)), name).toEqual(expected(name));
    const withRole = new Set(stack.granted.map(({ fn }) => ref(resources[logicalId(stack, fn)].Properties.Role)));
    expect(withRole.size).toBe(stack.granted.length);
  });

  it('lets the messaging and target-group functions send through SES and SNS (the readiness checks read its templates), and the directory, event workflow and approvals functions manage schedules; no other route function either', () => {
    const rightsOf = (resource: string) => grantedRights(stack, resources, logicalId(stack, stack.functions.byResource.get(resource)!));
    const special: Record<string, string[]> = {
      messages: ['email', 'sms', 'table'],
      'target-groups': ['email', 'sms', 'table'],
      directory: ['queue:send', 'schedules', 'table'],
      'event-message-workflows': ['schedules', 'table'],
      // an approved change is applied by the route that would have made it (attach, reactivate: schedules)
      approvals: ['schedules', 'table'],
      // the readiness check reads the email templates for their placeholders
      'readiness-checks': ['email', 'table'],
    };
    for (const resource of routesByResource().keys()) expect(rightsOf(resource), resource).toEqual(special[resource] ?? ['table']);
    const [, messages] = apiFunctions().find(([, fn]) => String(fn.Properties.Description).endsWith('resource: messages'))!;
    expect(ref(messages.Properties.Environment.Variables.SES_CONFIGURATION_SET)).toBe(logicalId(stack, stack.emailEvents.configurationSet));
  });

  it('bundles each handler (routes and jobs) as one small minified ESM file without the AWS SDK, with a source map that names its sources', () => {
    const handlers = new Set<string>();
    for (const { name, fn } of stack.granted) {
      const bundle = bundleOf(resources[logicalId(stack, fn)]);
      const code = readFileSync(bundle, 'utf8');
      // A budget, not a target: a bundle past 2 MB has pulled in something it should not (the AWS
      // SDK, a whole dependency tree) and costs cold-start time.
      expect(statSync(bundle).size, bundle).toBeLessThan(2 * 1024 * 1024);
      expect(code).toContain('createRequire');
      expect(code).not.toMatch(/@aws-sdk\/client-dynamodb\/dist/);
      expect(code).toMatch(/from"@aws-sdk\/(client-dynamodb|lib-dynamodb)"/);
      expect(code).toMatch(/\n\/\/# sourceMappingURL=index\.mjs\.map\n$/);
      // Paths from the asset's directory, without the code: stack traces point into functions/.
      const map = JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[]; sourcesContent?: unknown };
      expect(map.sourcesContent, bundle).toBeUndefined();
      const handlerPath = name === 'streaming' ? 'functions/streaming/handler.ts' : JOBS_BY_NAME.has(name) ? jobHandlerPath(JOBS_BY_NAME.get(name)!) : resourceHandlerPath(name);
      expect(map.sources, name).toContain(`../../${handlerPath}`);
      handlers.add(bundle);
    }
    // Each function has the bundle of its own handler.
    expect(handlers.size).toBe(stack.granted.length);
  });

  it('runs as bundled: an ES module whose handler answers the events of its API routes, by method and path, with a 404 envelope for a path it does not serve', async () => {
    const event = (routeKey: string, method: string, path: string) => ({ routeKey, rawPath: path, rawQueryString: '', headers: {}, requestContext: { http: { method, path } } });
    const keys = [...gatewayRoutes().map((r) => `${r.method} ${r.path}`), '$default'];
    for (const [id, fn] of apiFunctions()) {
      const resource = String(fn.Properties.Description).slice(FUNCTION_DESCRIPTION_PREFIX.length).trim();
      const { handler } = (await import(bundleOf(fn))) as { handler: (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }> };
      const answer = async (method: string, path: string) => {
        const reply = await handler(event(gatewayChoice(keys, method, path), method, path), {});
        return { status: reply.statusCode, body: JSON.parse(reply.body) as { error?: { code: number; message: string } } };
      };
      // every signed-in table route of its own is found (the session check answers), none is a 404
      for (const route of ROUTES.filter((r) => r.resource === resource && r.access !== 'public')) {
        expect((await answer(route.method, samplePath(route.path))).status, `${id} ${routeKey(route)}`).toBe(401);
      }
      // below its areas and with a method no route has: the API's 404 envelope
      const unknownPaths = gatewayRoutes()
        .filter((r) => r.resource === resource && r.method === 'ANY')
        .map((r) => (r.path.endsWith(`/${GREEDY}`) ? ['GET', `${r.path.slice(0, -GREEDY.length)}7/no-such-thing`] : ['OPTIONS', r.path]));
      if (resource === 'system') unknownPaths.push(['GET', '/v1/nothing-here'], ['DELETE', '/v1/health']);
      expect(unknownPaths.length, id).toBeGreaterThan(0);
      for (const [method, path] of unknownPaths) {
        expect(await answer(method, path), `${id} ${method} ${path}`).toEqual({ status: 404, body: { error: { code: 404, message: `Unknown route ${method} ${path}` } } });
      }
      if (resource === 'system') expect((await answer('GET', '/v1/health')).status).toBe(200);
    }
  });

  it('runs the dispatch job as bundled: an ES module whose handler refuses what is not a schedule input', async () => {
    const dispatch = resources[logicalId(stack, stack.jobs.byName.get('dispatch')!)];
    const bundle = bundleOf(dispatch);
    const { handler } = (await import(bundle)) as { handler: (input: unknown) => Promise<unknown> };
    await expect(handler({ scheduleName: 'emw-1-2' })).rejects.toThrow(/^dispatch: not a schedule input/);
  });

  it('runs the ses-events job as bundled: a message that is not an SES event is reported as a batch item failure', async () => {
    const job = resources[logicalId(stack, stack.jobs.byName.get('ses-events')!)];
    const bundle = bundleOf(job);
    const { handler } = (await import(bundle)) as { handler: (input: unknown) => Promise<unknown> };
    expect(await handler({ Records: [{ messageId: 'm-1', body: '{"eventType":"Bounce"}' }] })).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }] });
  });
});

describe('streamed routes (the CSV exports): a response-streaming function behind a function URL and CloudFront', () => {
  const fnId = () => logicalId(stack, stack.streaming.fn);
  const urlId = () => logicalId(stack, stack.streaming.url);
  const distribution = () => ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;

  it('runs the streaming handler on Node 22 for up to 5 minutes', () => {
    expect(resources[fnId()].Properties).toMatchObject({ Description: STREAMING_DESCRIPTION, Runtime: 'nodejs22.x', Timeout: 300 });
  });

  it('has a function URL in RESPONSE_STREAM mode without IAM auth: the handler checks the session and role, as the API does', () => {
    const urls = ofType('AWS::Lambda::Url');
    expect(urls.map(([, u]) => u.Properties)).toEqual([{ AuthType: 'NONE', InvokeMode: 'RESPONSE_STREAM', TargetFunctionArn: { 'Fn::GetAtt': [fnId(), 'Arn'] } }]);
    const permissions = ofType('AWS::Lambda::Permission').filter(([, p]) => ref(p.Properties.FunctionName) === fnId()).map(([, p]) => p.Properties);
    expect(permissions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Action: 'lambda:InvokeFunctionUrl', Principal: '*', FunctionUrlAuthType: 'NONE' }),
        expect.objectContaining({ Action: 'lambda:InvokeFunction', Principal: '*', InvokedViaFunctionUrl: true }),
      ]),
    );
    expect(permissions).toHaveLength(2);
  });

  it('may only read the table (and write its own logs)', () => {
    expect(grantedRights(stack, resources, fnId())).toEqual(['table:read']);
    const actions = roleStatements(resources, fnId()).flatMap((s) => [s.Action].flat()).filter((a) => a.startsWith('dynamodb:'));
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(TABLE_READ_ACTIONS, action).toContain(action);
    expect(ref(resources[fnId()].Properties.Environment.Variables.TABLE_NAME)).toBe(logicalId(stack, stack.table));
  });

  it("sends the streamed routes' paths from CloudFront to the function URL, before /v1/*, uncached, with the viewer's headers but Host", () => {
    const behaviours = distribution().CacheBehaviors as Record<string, any>[];
    const patterns = behaviours.map((b) => b.PathPattern);
    expect(STREAMED_ROUTES.map((r) => r.path).sort()).toEqual(['/v1/audit-log.csv', '/v1/deliveries.csv', '/v1/reports/deliveries.csv']);
    for (const route of STREAMED_ROUTES) {
      const behaviour = behaviours.find((b) => b.PathPattern === route.path)!;
      expect(patterns.indexOf(route.path), route.path).toBeLessThan(patterns.indexOf('/v1/*'));
      expect(behaviour).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER, ViewerProtocolPolicy: 'https-only', Compress: false });
      expect(behaviour.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
      const origin = (distribution().Origins as Record<string, any>[]).find((o) => o.Id === behaviour.TargetOriginId)!;
      // the host of the function URL: https://<host>/ split on '/'
      expect(origin.DomainName).toEqual({ 'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [urlId(), 'FunctionUrl'] }] }] });
      expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginReadTimeout: 60 });
    }
  });

  it('runs as bundled: a function URL event for a streamed route answers 401 without a session, any other path 404', async () => {
    const assets = JSON.parse(readFileSync(join(outdir, `${stack.artifactId}.assets.json`), 'utf8')).files as Record<string, { source: { path: string } }>;
    const bundle = join(outdir, assets[resources[fnId()].Properties.Code.S3Key.replace(/\.zip$/, '')].source.path, 'index.mjs');
    // outside Lambda's runtime the module exports the plain handler, which takes the stream opener as a fourth argument
    type Serve = (event: unknown, stream: Writable, context: unknown, open: (stream: Writable, metadata: { statusCode: number }) => Writable) => Promise<string>;
    const { handler } = (await import(bundle)) as { handler: Serve };
    const answer = async (path: string) => {
      let status = 0;
      let body = '';
      const out = new Writable({ write: (chunk: Buffer, _e, done) => ((body += chunk.toString()), done()) });
      const event = { version: '2.0', routeKey: '$default', rawPath: path, rawQueryString: '', headers: {}, requestContext: { http: { method: 'GET', path } } };
      await handler(event, out, {}, (stream, metadata) => ((status = metadata.statusCode), stream));
      return { status, code: JSON.parse(body).error.code };
    };
    expect(await answer('/v1/deliveries.csv')).toEqual({ status: 401, code: 401 });
    expect(await answer('/v1/tags')).toEqual({ status: 404, code: 404 });
  });

  it("gives the API's functions of the streamed routes the streaming address for their 413, and no other function", () => {
    const streamedResources = new Set(STREAMED_ROUTES.map((r) => r.resource));
    for (const [resource, fn] of stack.functions.byResource) {
      const value = resources[logicalId(stack, fn)].Properties.Environment.Variables[STREAM_URL_VARIABLE];
      if (streamedResources.has(resource)) expect(value, resource).toEqual({ 'Fn::GetAtt': [urlId(), 'FunctionUrl'] });
      else expect(value, resource).toBeUndefined();
    }
    expect(ofType('AWS::Lambda::Url')).toHaveLength(1);
  });
});

describe('SMS delivery status (SNS logs it; the sms-status job records it)', () => {
  const sms = () => stack.smsDeliveryStatus!;
  const jobId = () => logicalId(stack, stack.jobs.byName.get('sms-status')!);
  const groupIds = () => sms().logGroups.map((group) => logicalId(stack, group));

  it("makes SNS's two SMS log groups, named as SNS writes them, with the stack's retention", () => {
    const names = groupIds().map((id) => resources[id].Properties.LogGroupName);
    expect(names).toEqual([
      { 'Fn::Join': ['', ['sns/', { Ref: 'AWS::Region' }, '/', { Ref: 'AWS::AccountId' }, '/DirectPublishToPhoneNumber']] },
      { 'Fn::Join': ['', ['sns/', { Ref: 'AWS::Region' }, '/', { Ref: 'AWS::AccountId' }, '/DirectPublishToPhoneNumber/Failure']] },
    ]);
    for (const id of groupIds()) expect(resources[id].Properties.RetentionInDays).toBe(readConfig(app).logRetentionDays);
  });

  it('gives SNS a role that may write those two log groups and nothing else', () => {
    const roleId = logicalId(stack, sms().role);
    expect(resources[roleId].Properties.AssumeRolePolicyDocument.Statement).toEqual([{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'sns.amazonaws.com' } }]);
    expect(resources[roleId].Properties.ManagedPolicyArns).toBeUndefined();
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties.Roles as unknown[]).some((r) => ref(r) === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string[]; Resource: unknown }[]);
    for (const statement of statements) expect([statement.Action].flat().sort()).toEqual([...SMS_LOG_ACTIONS].sort());
    // each group's ARN (and its streams'): nothing of any other log group
    const targets = statements.flatMap((st) => [st.Resource].flat().map((r) => JSON.stringify(r)));
    for (const target of targets) expect(groupIds().filter((id) => target.includes(`"${id}"`)), target).toHaveLength(1);
    for (const id of groupIds()) expect(targets.some((target) => target.includes(`"${id}"`)), id).toBe(true);
  });

  it('sets the SMS attributes: that role for delivery status, every success sampled, through SetSMSAttributes on create and update', () => {
    const [[, setter], ...others] = ofType('Custom::AWS');
    expect(others).toEqual([]);
    const roleArn = JSON.stringify({ 'Fn::GetAtt': [logicalId(stack, sms().role), 'Arn'] });
    for (const phase of ['Create', 'Update']) {
      const call = JSON.stringify(setter.Properties[phase]);
      expect(call, phase).toContain('\\"service\\":\\"SNS\\",\\"action\\":\\"setSMSAttributes\\"');
      expect(call, phase).toContain('\\"DeliveryStatusSuccessSamplingRate\\":\\"100\\"');
      expect(call, phase).toContain('\\"DeliveryStatusIAMRole\\":\\"",' + roleArn);
    }
    expect(setter.Properties.Delete).toBeUndefined();
    const policy = ofType('AWS::IAM::Policy').find(([id]) => id.startsWith('SmsDeliveryStatusSmsAttributesCustomResourcePolicy'))![1];
    expect(policy.Properties.PolicyDocument.Statement).toEqual([
      { Action: 'sns:SetSMSAttributes', Effect: 'Allow', Resource: '*' },
      { Action: 'iam:PassRole', Effect: 'Allow', Resource: { 'Fn::GetAtt': [logicalId(stack, sms().role), 'Arn'] } },
    ]);
  });

  it('subscribes the sms-status job to both log groups, every record, and lets CloudWatch Logs invoke it', () => {
    const filters = ofType('AWS::Logs::SubscriptionFilter').map(([, f]) => f.Properties);
    expect(filters.map((f) => ref(f.LogGroupName)).sort()).toEqual([...groupIds()].sort());
    for (const filter of filters) expect(filter).toMatchObject({ DestinationArn: { 'Fn::GetAtt': [jobId(), 'Arn'] }, FilterPattern: '' });
    const permissions = ofType('AWS::Lambda::Permission').filter(([, p]) => ref(p.Properties.FunctionName) === jobId()).map(([, p]) => p.Properties);
    expect(permissions.map((p) => p.Principal)).toEqual(['logs.amazonaws.com', 'logs.amazonaws.com']);
    expect(permissions.map((p) => ref(p.SourceArn)).sort()).toEqual([...groupIds()].sort());
    expect(ofType('AWS::Lambda::EventSourceMapping').filter(([, m]) => ref(m.Properties.FunctionName) === jobId())).toEqual([]);
    expect(grantedRights(stack, resources, jobId())).toEqual(['table']);
  });
});

describe('the alert digest (docs/alerts.md)', () => {
  it("links to the site's address, and mails from alertDigestFrom only when it is set", () => {
    const digest = resources[logicalId(stack, stack.jobs.byName.get('alert-digest')!)].Properties.Environment.Variables as Record<string, unknown>;
    expect(JSON.stringify(digest.APP_URL)).toContain(logicalId(stack, stack.web.distribution));
    expect(digest.ALERT_DIGEST_FROM).toBeUndefined();
  });
});

describe('SES bounces and complaints', () => {
  it('reach the ses-events job: its own queue is subscribed to the SES events topic with raw delivery, and it only writes the table', () => {
    const topicId = logicalId(stack, stack.emailEvents.topic);
    const fnId = logicalId(stack, stack.jobs.byName.get('ses-events')!);
    const [mapping] = ofType('AWS::Lambda::EventSourceMapping').filter(([, m]) => ref(m.Properties.FunctionName) === fnId);
    const queueId = ref(mapping[1].Properties.EventSourceArn);
    const subscriptions = ofType('AWS::SNS::Subscription').filter(([, s]) => ref(s.Properties.TopicArn) === topicId);
    expect(subscriptions.map(([, s]) => s.Properties)).toEqual([{ Protocol: 'sqs', RawMessageDelivery: true, Endpoint: { 'Fn::GetAtt': [queueId, 'Arn'] }, TopicArn: { Ref: topicId } }]);
    expect(mapping[1].Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(grantedRights(stack, resources, fnId)).toEqual(['table']);
  });
});

describe('CloudFront and the SPA bucket', () => {
  const distribution = () => ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;

  it('forwards /v1/* to the HTTP API uncached, all methods, all viewer headers but Host', () => {
    const behaviours = distribution().CacheBehaviors as Record<string, any>[];
    const api = behaviours.find((b) => b.PathPattern === '/v1/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api!.AllowedMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    const origin = (distribution().Origins as Record<string, any>[]).find((o) => o.Id === api!.TargetOriginId);
    expect(JSON.stringify(origin!.DomainName)).toContain('execute-api');
    // the API's id: an output of the nested API stack
    const nested = Template.fromStack(stack.apiStack).toJSON() as { Resources: Record<string, Resource>; Outputs: Record<string, { Value: unknown }> };
    const [nestedId, attribute] = origin!.DomainName['Fn::Join'][1][0]['Fn::GetAtt'] as [string, string];
    expect(nestedId).toBe(logicalId(stack, stack.apiStack.nestedStackResource!));
    expect(ref(nested.Outputs[attribute.replace(/^Outputs\./, '')].Value)).toBe(ofTypeIn(nested.Resources, 'AWS::ApiGatewayV2::Api')[0][0]);
    expect(origin!.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('serves the private bucket through OAC with the SPA rewrite and security headers, no error-page rewrites', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    const [functionId] = ofType('AWS::CloudFront::Function')[0];
    const [headersId] = ofType('AWS::CloudFront::ResponseHeadersPolicy')[0];
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } }],
      ResponseHeadersPolicyId: { Ref: headersId },
    });
    expect((config.CacheBehaviors as Record<string, any>[]).every((b) => b.ResponseHeadersPolicyId?.Ref === headersId)).toBe(true);
    const s3Origin = (config.Origins as Record<string, any>[]).find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin!.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: Match.anyValue(),
    });
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'self'") }),
        }),
      },
    });
  });

  it('adds exactly the security headers the local server sends (infra/security-headers.ts)', () => {
    const [[, policy]] = ofType('AWS::CloudFront::ResponseHeadersPolicy');
    const config = policy.Properties.ResponseHeadersPolicyConfig;
    const security = config.SecurityHeadersConfig;
    const sent: Record<string, string> = {
      'Strict-Transport-Security': `max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}${security.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}${security.StrictTransportSecurity.Preload ? '; preload' : ''}`,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': security.FrameOptions.FrameOption,
      'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
      'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
      ...Object.fromEntries(config.CustomHeadersConfig.Items.map((item: { Header: string; Value: string }) => [item.Header, item.Value])),
    };
    expect(Object.keys(security).sort()).toEqual(['ContentSecurityPolicy', 'ContentTypeOptions', 'FrameOptions', 'ReferrerPolicy', 'StrictTransportSecurity']);
    for (const header of Object.values(security) as { Override: boolean }[]) expect(header.Override).toBe(true);
    expect(sent).toEqual(SECURITY_HEADERS);
  });

  it('deploys web/dist: hashed assets kept and cached long, the rest no-cache with an invalidation', () => {
    const deployments = ofType('Custom::CDKBucketDeployment').map(([, r]) => r.Properties);
    const site = deployments.find((d) => d.Prune === true);
    expect(site).toMatchObject({ DistributionPaths: ['/*'], SystemMetadata: { 'cache-control': 'no-cache' } });
    const hashed = deployments.find((d) => d.DestinationBucketKeyPrefix === 'assets/');
    expect(existsSync(join(readConfig(app).webDist, 'assets')), 'vite writes its bundles to assets/').toBe(true);
    expect(hashed).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': expect.stringContaining('immutable') } });
  });

  it("compresses the SPA at the edge (br or gzip, as the local server does) and leaves the build's .br/.gz copies out of the bucket", () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ DefaultCacheBehavior: Match.objectLike({ Compress: true }) }),
    });
    const builtCopies = readdirSync(readConfig(app).webDist, { recursive: true }).filter((file) => /\.(br|gz)$/.test(String(file)));
    expect(builtCopies.length, 'the build writes precompressed copies').toBeGreaterThan(0);
    const staged = readdirSync(outdir, { recursive: true }).map(String);
    expect(staged.some((file) => /[\\/]index-[^\\/]*\.js$/.test(file)), 'the SPA is staged for upload').toBe(true);
    expect(staged.filter((file) => /\.(js|css)\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('rewrites client-side routes to /index.html and leaves files alone', () => {
    const rewrite = (uri: string) =>
      runInNewContext(`${SPA_REWRITE_FUNCTION}\nhandler({ request: { uri: ${JSON.stringify(uri)} } }).uri`) as string;
    for (const route of ['/', '/tags', '/tags/12', '/tags/12/edit', '/login', '/tags/']) expect(rewrite(route), route).toBe('/index.html');
    for (const file of ['/index.html', '/assets/index-Bx1.js', '/assets/app-Q2.css', '/favicon.svg', '/assets/fonts/primeicons.woff2']) expect(rewrite(file), file).toBe(file);
    // The function the distribution runs is this code.
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: SPA_REWRITE_FUNCTION, FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }) });
  });

  it('outputs the site URL and the API URL', () => {
    const outputs = template.toJSON().Outputs as Record<string, unknown>;
    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(['SiteUrl', 'ApiUrl', 'TableName', 'ScheduleGroup', 'SesConfigurationSet', 'AlarmTopicArn']));
  });
});

describe('cdk-nag', () => {
  it('leaves no unacknowledged finding, and synthesis reports no error annotations', () => {
    expectNoUnacknowledgedFinding(app, stack, outdir);
  });

  it('acknowledges each IAM wildcard or managed policy exactly: every acknowledgement names a real finding', () => {
    expectAcknowledgementsNameRealFindings(stack);
  });

  it('acknowledges findings only with a written reason, and only where expected', () => {
    const acknowledged = listAcknowledgements(stack);
    for (const { id, reason } of acknowledged) {
      expect(id).toMatch(/^AwsSolutions-/);
      expect(reason.length, id).toBeGreaterThan(60);
    }
    const ids = new Set(acknowledged.map((a) => a.id.replace(/\[.*$/, '')));
    expect([...ids].sort()).toEqual([
      'AwsSolutions-APIG4',
      'AwsSolutions-CFR1',
      'AwsSolutions-CFR2',
      'AwsSolutions-CFR4',
      'AwsSolutions-IAM4',
      'AwsSolutions-IAM5',
      'AwsSolutions-L1',
      'AwsSolutions-SQS3',
    ]);
    // A queue without a dead-letter queue only where it is one: the scheduler's.
    expect(acknowledged.filter((a) => a.id === 'AwsSolutions-SQS3').map((a) => a.scope)).toEqual(['Scheduling/DeadLetterQueue']);
    // Managed policies are only accepted on aws-cdk-lib's own BucketDeployment handler.
    for (const a of acknowledged.filter((x) => x.id.startsWith('AwsSolutions-IAM4'))) expect(a.scope).toMatch(/^Custom::CDKBucketDeployment/);
    // Sending wildcards only on the roles of the sending functions.
    for (const a of acknowledged.filter((x) => x.id.includes(':ses:'))) expect(['Functions/MessagesRole', 'Functions/TargetGroupsRole', 'Functions/ReadinessChecksRole', 'Jobs/SendRole', 'Jobs/ReadinessRole', 'Jobs/AlertDigestRole']).toContain(a.scope);
    // Schedule wildcards only on the roles of the functions with the right 'schedules'.
    expect(acknowledged.filter((x) => x.id.includes(':schedule/')).map((a) => a.scope).sort()).toEqual(['Functions/ApprovalsRole', 'Functions/DirectoryRole', 'Functions/EventMessageWorkflowsRole', 'Jobs/DispatchRole']);
  });

  it('still catches a non-compliant resource (the check can fail)', () => {
    const probe = new App();
    new Bucket(new Stack(probe, 'Probe'), 'Plain');
    const rules = new AwsSolutionsChecks().validateScope(probe).violations.filter((v) => v.severity === 'error').map((v) => v.ruleName);
    expect(rules).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });
});

describe('with a concrete account and region (as the CDK CLI and cdk deploy synthesize)', () => {
  let concrete: Synthesized;

  beforeAll(() => {
    // Nothing here runs a bundle: the stack above bundled the same code already.
    const env = { account: '123456789012', region: 'eu-west-1' };
    concrete = synthesize(join(scratch(), 'concrete-env'), { context: { stackName: 'BackofficeTest', webDist }, env, bundle: false });
  }, 120_000);

  it('leaves no unacknowledged cdk-nag finding', () => {
    expect(concrete.stack.resolve(concrete.stack.region)).toBe('eu-west-1');
    expectNoUnacknowledgedFinding(concrete.app, concrete.stack, concrete.outdir);
  });

  it('acknowledges the same findings as without an env, spelled with the concrete values', () => {
    expectAcknowledgementsNameRealFindings(concrete.stack);
    const ids = listAcknowledgements(concrete.stack).map((a) => `${a.scope} ${a.id}`);
    expect(ids).toContain('Functions/MessagesRole AwsSolutions-IAM5[Resource::arn:aws:ses:eu-west-1:123456789012:identity/*]');
    expect(ids.some((id) => id.includes('cdk-hnb659fds-assets-123456789012-eu-west-1/*'))).toBe(true);
    const tokens = listAcknowledgements(stack).map((a) => `${a.scope} ${a.id}`);
    expect(tokens).toContain('Functions/MessagesRole AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]');
    expect(ids).toHaveLength(tokens.length);
  });

  it('has the same resources as the stack without an env', () => {
    const shape = (t: Template) => Object.entries(t.toJSON().Resources as Record<string, Resource>).map(([id, r]) => `${id} ${r.Type}`).sort();
    expect(shape(concrete.template)).toEqual(shape(template));
  });
});

describe('configuration from context', () => {
  const config = (context: Record<string, string>) => readConfig(new App({ context }));

  it('defaults the stack name and takes a custom one', () => {
    expect(config({}).stackName).toBe('EventMessagingBackoffice');
    expect(config({ stackName: 'Backoffice-Test' }).stackName).toBe('Backoffice-Test');
    expect(stack.stackName).toBe('BackofficeTest');
  });

  it('serves a custom domain with its certificate and TLS 1.2 at least', () => {
    const custom = synthesize(join(scratch(), 'custom-domain'), {
      context: { stackName: 'BackofficeDomain', webDist, domainName: 'backoffice.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-1' },
      bundle: false,
    });
    custom.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['backoffice.example.com'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
    expect(listAcknowledgements(custom.stack).map((a) => a.id)).not.toContain('AwsSolutions-CFR4');
    expect(new AwsSolutionsChecks().validateScope(custom.app).violations).toEqual([]);
  }, 60_000);

  it('reads the sending and queue settings within the limits AWS sets, and the alarm address', () => {
    expect(config({})).toMatchObject({ sending: SENDING_DEFAULTS, maxReceiveCount: 5, alarmEmail: undefined });
    expect(config({ sendConcurrency: '8', sendBatchSize: '5', emailRatePerSecond: '50', smsRatePerSecond: '2.5', maxReceiveCount: '4', alarmEmail: 'ops@example.com' })).toMatchObject({
      sending: { concurrency: 8, batchSize: 5, emailRatePerSecond: 50, smsRatePerSecond: 2.5 },
      maxReceiveCount: 4,
      alarmEmail: 'ops@example.com',
    });
    expect(() => config({ sendConcurrency: '1' })).toThrow("Context sendConcurrency '1' is not a whole number from 2 to 1000.");
    expect(() => config({ sendBatchSize: '11' })).toThrow(/sendBatchSize '11' is not a whole number from 1 to 10/);
    expect(() => config({ sendConcurrency: '2.5' })).toThrow(/sendConcurrency '2.5' is not a whole number/);
    expect(() => config({ emailRatePerSecond: 'fast' })).toThrow(/emailRatePerSecond 'fast' is not a number/);
    expect(() => config({ smsRatePerSecond: '0' })).toThrow(/smsRatePerSecond '0' is not a number from 0.1/);
    expect(() => config({ maxReceiveCount: '0' })).toThrow(/maxReceiveCount '0'/);
    expect(() => config({ alarmEmail: 'ops' })).toThrow("Context alarmEmail 'ops' is not an email address.");
    expect(config({ alertDigestFrom: 'alerts@example.com' })).toMatchObject({ alertDigestFrom: 'alerts@example.com' });
    expect(() => config({ alertDigestFrom: 'alerts' })).toThrow("Context alertDigestFrom 'alerts' is not an email address.");
    expect(config({}).trackingDomain).toBeUndefined();
    expect(config({ trackingDomain: 'track.example.com' }).trackingDomain).toBe('track.example.com');
    expect(() => config({ trackingDomain: 'https://track.example.com' })).toThrow("Context trackingDomain 'https://track.example.com' is not a host name.");
  });

  it('needs a us-east-1 certificate with a custom domain', () => {
    expect(() => config({ domainName: 'backoffice.example.com' })).toThrow(/certificateArn/);
    expect(() => config({ domainName: 'backoffice.example.com', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' })).toThrow(/us-east-1/);
    expect(config({ domainName: 'backoffice.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-1' })).toMatchObject({
      domainName: 'backoffice.example.com',
    });
  });
});
