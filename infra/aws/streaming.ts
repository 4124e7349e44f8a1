import { join } from 'node:path';
import { CfnOutput, Duration } from 'aws-cdk-lib';
import { FunctionUrlAuthType, InvokeMode, type Function as LambdaFunction, type FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { STREAMED_ROUTES } from '../../functions/routes.ts';
import { backofficeFunction, REPO_ROOT } from './lambda.ts';

export const STREAMING_DESCRIPTION = 'Back-office streamed routes: the CSV exports, written as they are read (response streaming)';
/** The handler module of the response-streaming function. */
export const streamingHandlerEntry = join(REPO_ROOT, 'functions', 'streaming', 'handler.ts');
/** An export of 100,000 rows takes seconds; a million, a few minutes (Lambda streams 2 MB/s beyond the first 6 MB). */
export const STREAMING_TIMEOUT = Duration.minutes(5);

export interface StreamedRoutesProps {
  logRetention: RetentionDays;
}

/**
 * The routes marked `streamed` in functions/routes.ts (the CSV exports), answered by one function
 * in response-streaming mode behind a function URL: an answer of any size (up to Lambda's 200 MB),
 * written as it is read, where the HTTP API answers a body whole and at most 6 MB. The URL has no
 * IAM auth, like the HTTP API: the handler checks the session and the role itself, through the
 * same kit (functions/kit/http.ts). CloudFront sends the routes' paths to it (web.ts), so the SPA
 * keeps its same-origin links. Its right (the table, read only) is granted by the stack.
 */
export class StreamedRoutes extends Construct {
  readonly fn: LambdaFunction;
  readonly url: FunctionUrl;
  /** the paths CloudFront sends to the function URL */
  readonly paths: readonly string[];

  constructor(scope: Construct, id: string, props: StreamedRoutesProps) {
    super(scope, id);
    this.paths = STREAMED_ROUTES.map((route) => route.path);
    const withParameters = this.paths.filter((path) => path.includes('{'));
    if (withParameters.length) throw new Error(`Streamed routes need literal paths (CloudFront routes them by path): ${withParameters.join(', ')}.`);
    this.fn = backofficeFunction(this, {
      id: 'Function',
      entry: streamingHandlerEntry,
      description: STREAMING_DESCRIPTION,
      roleDescription: 'Runs the back-office response-streaming function (the CSV exports): reads the table',
      timeout: STREAMING_TIMEOUT,
      logRetention: props.logRetention,
      environment: {},
    });
    this.url = this.fn.addFunctionUrl({ authType: FunctionUrlAuthType.NONE, invokeMode: InvokeMode.RESPONSE_STREAM });
    new CfnOutput(scope, 'StreamedRoutesUrl', { description: 'The response-streaming function URL (the CSV exports; the site reaches it through CloudFront)', value: this.url.url });
  }
}
