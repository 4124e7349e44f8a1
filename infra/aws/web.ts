import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Aws, CfnOutput, Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { HSTS_SECONDS, SECURITY_HEADERS } from '../security-headers.ts';

/**
 * CloudFront Function (viewer request) of the SPA behaviour: a path whose last segment has no
 * file extension is a client-side route (/tags, /tags/12/edit, /) and gets /index.html; files
 * (/assets/index-abc.js, /favicon.svg) pass through. It only runs on the default behaviour, so
 * /v1/* never sees it, and the API's JSON 404s stay intact (hence no distribution-wide error
 * responses). Plain ES5.1-compatible JavaScript, as cloudfront-js-2.0 runs it.
 */
export const SPA_REWRITE_FUNCTION = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** Vite puts content-hashed bundles here: cached for a year, kept across deployments. */
const HASHED_ASSETS_DIR = 'assets';
/** The .br and .gz copies the build writes for the local server (web/vite.config.ts). */
const PRECOMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

export interface WebProps {
  httpApi: HttpApi;
  /** the response-streaming function's URL and the paths it answers (streaming.ts), sent there instead of the HTTP API */
  streamedRoutes?: { url: IFunctionUrl; paths: readonly string[] };
  /** the built SPA (web/dist) */
  webDist: string;
  domainName?: string;
  certificateArn?: string;
  logRetentionDays: number;
}

/**
 * The SPA on S3 behind CloudFront, and /v1/* forwarded to the HTTP API: one origin for the
 * browser, so no CORS.
 */
export class Web extends Construct {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly logBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    if (!existsSync(join(props.webDist, 'index.html'))) {
      throw new Error(`The built SPA is missing: ${join(props.webDist, 'index.html')} does not exist. Run \`npm run build\` first.`);
    }

    // Access logs of the site bucket and of CloudFront. CloudFront's standard logs are written
    // with ACLs, so this bucket keeps ACLs enabled (owner preferred); it is never public.
    this.logBucket = new Bucket(this, 'LogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(props.logRetentionDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Versions let a bad upload be rolled back; old ones go after 30 days.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3-site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers of the event-messaging back-office',
      // The values of SECURITY_HEADERS, which the local server sends as they are (a CDK test keeps them equal).
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: SECURITY_HEADERS['Content-Security-Policy'], override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: SECURITY_HEADERS['X-Frame-Options'] as HeadersFrameOption, override: true },
        referrerPolicy: { referrerPolicy: SECURITY_HEADERS['Referrer-Policy'] as HeadersReferrerPolicy, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_SECONDS), includeSubdomains: true, override: true },
      },
      customHeadersBehavior: { customHeaders: [{ header: 'Permissions-Policy', value: SECURITY_HEADERS['Permissions-Policy'], override: true }] },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Serves /index.html for client-side routes (paths without a file extension)',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_REWRITE_FUNCTION),
    });

    // The HTTP API's $default stage has no path prefix, so /v1/tags reaches the route `ANY /v1/tags` as it is.
    const apiOrigin = new HttpOrigin(`${props.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      readTimeout: Duration.seconds(30),
    });

    // The streamed routes (the CSV exports) go to the response-streaming function's URL, which
    // answers as it reads; the same viewer headers reach it (Authorization included), not the
    // viewer's Host (a function URL answers on its own host name).
    const streamBehaviour = props.streamedRoutes && {
      origin: new FunctionUrlOrigin(props.streamedRoutes.url, { readTimeout: Duration.seconds(60) }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      // passed on as the function writes it (no edge compression, which could hold parts back)
      compress: false,
    };

    const custom = props.domainName && props.certificateArn;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Event-messaging back-office: SPA and /v1 API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(custom
        ? {
            domainNames: [props.domainName!],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn!),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // The streamed routes' paths first: CloudFront takes the first pattern that matches, in this order.
      additionalBehaviors: {
        ...Object.fromEntries((props.streamedRoutes?.paths ?? []).map((path) => [path, streamBehaviour!])),
        '/v1/*': {
          origin: apiOrigin,
          // An API call must not be redirected (a POST would turn into a GET): HTTPS or nothing.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the viewer sent except Host (API Gateway routes on its own host name).
          // With caching disabled this policy also forwards the Authorization header.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    // Hashed bundles first (kept: a browser still on the previous index.html can load its
    // bundles), then everything else with no-cache and an invalidation, so a deploy is visible
    // at once and index.html never points at bundles that are not there yet.
    // The build's .br/.gz copies are for the local server: CloudFront compresses on its own (compress: true).
    const assetsDir = join(props.webDist, HASHED_ASSETS_DIR);
    const hashed = existsSync(assetsDir)
      ? new BucketDeployment(this, 'DeployAssets', {
          sources: [Source.asset(assetsDir, { exclude: PRECOMPRESSED_COPIES })],
          destinationBucket: this.siteBucket,
          destinationKeyPrefix: `${HASHED_ASSETS_DIR}/`,
          prune: false,
          cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
          memoryLimit: 512,
          outputObjectKeys: false,
        })
      : undefined;
    const rest = new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(props.webDist, { exclude: [`${HASHED_ASSETS_DIR}/**`, ...PRECOMPRESSED_COPIES] })],
      destinationBucket: this.siteBucket,
      exclude: [`${HASHED_ASSETS_DIR}/*`],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      outputObjectKeys: false,
    });
    if (hashed) rest.node.addDependency(hashed);

    new CfnOutput(scope, 'SiteUrl', {
      description: 'The back-office: the SPA, with the API under /v1',
      value: `https://${custom ? props.domainName : this.distribution.distributionDomainName}`,
    });
    new CfnOutput(scope, 'DistributionId', { value: this.distribution.distributionId });
    if (custom) {
      new CfnOutput(scope, 'DnsTarget', {
        description: `Point ${props.domainName} at this host (CNAME, or a Route 53 alias)`,
        value: this.distribution.distributionDomainName,
      });
    }
  }
}
