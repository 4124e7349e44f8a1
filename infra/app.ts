/**
 * The CDK app (cdk.json runs it with tsx): the back-office stack, configured from context
 * (infra/aws/config.ts), checked by cdk-nag at synthesis (infra/aws/nag.ts).
 *
 * The SPA in web/dist is part of the deployment. When it is missing, or older than its sources,
 * this runs `npm run build` first so a deploy never ships a stale SPA; `-c webBuild=false`
 * skips that (e.g. when a pipeline built web/dist in an earlier step).
 */
import { App } from 'aws-cdk-lib';
import { readConfig } from './aws/config.ts';
import { addBackofficeStack } from './aws/stack.ts';
import { ensureWebBuilt } from './aws/web-build.ts';

const app = new App();
const config = readConfig(app);
const webBuild = app.node.tryGetContext('webBuild');
if (webBuild !== false && webBuild !== 'false' && config.webDist === 'web/dist') ensureWebBuilt({ rebuildIfStale: true });
addBackofficeStack(app, config);
