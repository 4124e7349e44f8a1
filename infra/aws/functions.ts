import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { resourceHandlerPath, routesByResource } from '../../functions/routes.ts';
import { backofficeFunction, pascal, REPO_ROOT } from './lambda.ts';

export const FUNCTION_DESCRIPTION_PREFIX = 'Back-office API, resource:';

/** The handler module of a route resource. */
export const apiHandlerEntry = (resource: string) => join(REPO_ROOT, resourceHandlerPath(resource));

export interface ApiFunctionsProps {
  logRetention: RetentionDays;
}

/**
 * One function per resource of the route table (functions/resources/<resource>/handler.ts), built by
 * backofficeFunction. Their rights (functions/rights.ts, routeRights) are granted by the stack
 * once everything they may reach exists.
 */
export class ApiFunctions extends Construct {
  /** resource name -> its function */
  readonly byResource = new Map<string, LambdaFunction>();

  constructor(scope: Construct, id: string, props: ApiFunctionsProps) {
    super(scope, id);
    for (const resource of routesByResource().keys()) {
      const entry = apiHandlerEntry(resource);
      if (!existsSync(entry)) throw new Error(`functions/routes.ts names resource '${resource}' but ${entry} does not exist.`);
      const fn = backofficeFunction(this, {
        id: pascal(resource),
        entry,
        description: `${FUNCTION_DESCRIPTION_PREFIX} ${resource}`,
        roleDescription: `Runs the back-office function of resource '${resource}'`,
        // Under API Gateway's 29 s integration limit, so a slow call ends in the function's log.
        timeout: Duration.seconds(28),
        logRetention: props.logRetention,
        environment: {},
      });
      this.byResource.set(resource, fn);
    }
  }
}
