/**
 * The rules of eslint.config.js catch what they are meant to. An import the resolver cannot follow
 * is silently allowed by the path rules, so each case imports a real file and must be reported;
 * the allowed imports must not be.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/aws/lambda.ts';

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The rule ids reported for `code` as if it were the file at `path` (which need not exist). */
async function reported(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${path}` });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const RESTRICTED = ['import-x/no-restricted-paths'];
/** An import against the flow that also closes a loop between folders. */
const AGAINST_THE_FLOW = ['architecture/no-folder-loops', ...RESTRICTED];

describe('eslint layer rules', () => {
  it('keep shared/ to itself: no other folder, no Node, no AWS, no React', async () => {
    expect(await reported('shared/probe.ts', "import '../functions/routes.ts';")).toEqual(RESTRICTED);
    expect(await reported('shared/probe.ts', "import { readFileSync } from 'node:fs';\nreadFileSync('x');")).toEqual(['import-x/no-nodejs-modules']);
    expect(await reported('shared/probe.ts', "import '@aws-sdk/client-dynamodb';\nimport 'react';")).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(await reported('shared/probe.ts', "import { z } from 'zod';\nimport './tags.ts';\nz.string();")).toEqual([]);
  });

  it('keep functions/ from infra/, web/ and tests', async () => {
    expect(await reported('functions/probe.ts', "import '../infra/aws/config.ts';")).toEqual(RESTRICTED);
    expect(await reported('functions/probe.ts', "import '../web/src/lib/api-client.ts';")).toEqual(RESTRICTED);
  });

  it('let functions/ flow one way: resources and jobs, kit, domain, adapters and data', async () => {
    expect(await reported('functions/data/probe.ts', "import '../domain/failure.ts';")).toEqual(AGAINST_THE_FLOW);
    expect(await reported('functions/data/probe.ts', "import './client.ts';\nimport '../../shared/tags.ts';")).toEqual([]);
    expect(await reported('functions/adapters/probe.ts', "import '../domain/scheduling/item-schedule.ts';")).toEqual(AGAINST_THE_FLOW);
    expect(await reported('functions/adapters/probe.ts', "import './ports.ts';\nimport '../rights.ts';")).toEqual([]);
    expect(await reported('functions/domain/probe.ts', "import '../kit/http.ts';")).toEqual(RESTRICTED);
    expect(await reported('functions/domain/probe.ts', "import '../resources/tags/tags.ts';")).toEqual(RESTRICTED);
    expect(await reported('functions/domain/probe.ts', "import '../jobs/send/pacing.ts';")).toEqual(RESTRICTED);
    expect(await reported('functions/domain/probe.ts', "import '../data/catalogue.ts';\nimport '../adapters/adapters.ts';\nimport './failure.ts';")).toEqual([]);
    expect(await reported('functions/kit/probe.ts', "import '../resources/tags/tags.ts';")).toEqual(AGAINST_THE_FLOW);
    expect(await reported('functions/kit/probe.ts', "import '../jobs/send/pacing.ts';")).toEqual(RESTRICTED);
    expect(await reported('functions/kit/probe.ts', "import '../data/catalogue.ts';\nimport '../routes.ts';\nimport '../domain/failure.ts';")).toEqual([]);
    expect(await reported('functions/jobs/send/probe.ts', "import '../../kit/http.ts';")).toEqual(RESTRICTED);
    expect(await reported('functions/routes.ts', "import './domain/failure.ts';")).toEqual(RESTRICTED);
  });

  it('keep DynamoDB in functions/data/', async () => {
    expect(await reported('functions/domain/probe.ts', "import { QueryCommand } from '@aws-sdk/lib-dynamodb';\nexport const q = QueryCommand;")).toEqual(['no-restricted-imports']);
    expect(await reported('functions/domain/probe.ts', "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const c = DynamoDBClient;")).toEqual(['no-restricted-imports']);
    expect(await reported('infra/local/probe.ts', "import '@aws-sdk/lib-dynamodb';")).toEqual(['no-restricted-imports']);
    expect(await reported('functions/data/probe.ts', "import { QueryCommand } from '@aws-sdk/lib-dynamodb';\nimport { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const used = [QueryCommand, DynamoDBClient];")).toEqual([]);
    expect(await reported('functions/domain/probe.ts', "import { SESv2Client } from '@aws-sdk/client-sesv2';\nexport const s = SESv2Client;")).toEqual([]);
  });

  it('keep resources apart from each other, and jobs', async () => {
    expect(await reported('functions/resources/tags/probe.ts', "import '../messages/messages.ts';")).toEqual(RESTRICTED);
    expect(await reported('functions/resources/tags/probe.ts', "import './tags.ts';\nimport '../../kit/http.ts';\nimport '../../domain/failure.ts';")).toEqual([]);
    expect(await reported('functions/jobs/send/probe.ts', "import '../dispatch/metric.ts';")).toEqual(RESTRICTED);
    expect(await reported('functions/jobs/send/probe.ts', "import './pacing.ts';\nimport '../../domain/sending/item-sending.ts';")).toEqual([]);
  });

  it('keep the streaming function to itself: it imports the resources it serves, nothing imports it', async () => {
    // (a loop too: the streaming function imports the deliveries resource and the kit)
    expect(await reported('functions/resources/deliveries/probe.ts', "import '../../streaming/handler.ts';")).toContain('import-x/no-restricted-paths');
    expect(await reported('functions/kit/probe.ts', "import '../streaming/handler.ts';")).toContain('import-x/no-restricted-paths');
    expect(await reported('functions/streaming/probe.ts', "import '../resources/deliveries/handler.ts';\nimport '../kit/response-stream.ts';")).toEqual([]);
  });

  it('keep the API description in its own function', async () => {
    expect(await reported('functions/resources/system/probe.ts', "import '../../openapi/api-document.ts';")).toEqual(RESTRICTED);
    expect(await reported('functions/jobs/send/probe.ts', "import '../../openapi/api-document.ts';")).toEqual(RESTRICTED);
    expect(await reported('functions/kit/probe.ts', "import '../openapi/api-document.ts';")).toContain('import-x/no-restricted-paths');
    expect(await reported('functions/openapi/probe.ts', "import './api-document.ts';\nimport '../kit/http.ts';\nimport '../resources/tags/tags.ts';")).toEqual([]);
  });

  it('keep infra/ from web/, and the SPA from functions/ and infra/', async () => {
    expect(await reported('infra/aws/probe.ts', "import '../../web/src/lib/api-client.ts';")).toEqual(RESTRICTED);
    expect(await reported('infra/aws/probe.ts', "import '../../functions/routes.ts';")).toEqual([]);
    expect(await reported('web/src/lib/probe.ts', "import '@shared/../functions/routes.ts';")).toEqual(RESTRICTED);
    expect(await reported('web/src/lib/probe.ts', "import '@shared/tags.ts';")).toEqual([]);
  });

  it('keep web features apart (also through @/), and the shared parts of the SPA from every feature', async () => {
    expect(await reported('web/src/features/tags/probe.ts', "import '../messages/message-rules.ts';")).toEqual(RESTRICTED);
    expect(await reported('web/src/features/tags/probe.ts', "import '@/features/messages/message-rules';")).toEqual(RESTRICTED);
    expect(await reported('web/src/features/tags/probe.ts', "import './routes.tsx';\nimport '@/features/tags/tag-texts';\nimport '@/api/tags/get-tags';")).toEqual([]);
    expect(await reported('web/src/api/tags/probe.ts', "import '@/features/auth/password-expiry';")).toEqual(RESTRICTED);
    // The tag feature uses web/src/api, so this import also closes a loop between the two folders.
    expect(await reported('web/src/api/tags/probe.ts', "import '@/features/tags/tag-texts';")).toEqual(AGAINST_THE_FLOW);
    expect(await reported('web/src/components/probe.ts', "import '../features/tags/tag-texts';")).toEqual(RESTRICTED);
  });

  it('make the SPA import through @/ and @shared/ rather than climb two folders', async () => {
    expect(await reported('web/src/features/tags/probe.ts', "import '../../lib/api-client';")).toEqual(['no-restricted-imports']);
    expect(await reported('web/src/features/tags/api/probe.ts', "import '../../../../../shared/tags';")).toEqual(['no-restricted-imports']);
    expect(await reported('web/src/app/probe.ts', "export const page = () => import('../../src/features/tags/routes');")).toEqual(['no-restricted-syntax']);
    expect(await reported('web/src/features/tags/api/probe.ts', "import '@/lib/api-client';\nimport '@shared/tags';\nimport '../tag-texts';")).toEqual([]);
  });

  it('refuse import cycles between files', async () => {
    // functions/domain/users/users.ts imports passwords.ts, so passwords.ts importing it back closes a cycle.
    expect(await reported('functions/domain/users/passwords.ts', "import './users.ts';")).toEqual(['import-x/no-cycle']);
  });

  it('refuse import loops between folders, even where no file imports itself back', async () => {
    // domain/reactions imports domain/directory (the changes an import publishes): the directory must not import reactions.
    const loop = await eslint.lintText("import '../reactions/run-actions.ts';", { filePath: `${REPO_ROOT}/functions/domain/directory/probe.ts` });
    expect(loop[0].messages.map((m) => m.ruleId)).toEqual(['architecture/no-folder-loops']);
    expect(loop[0].messages[0].message).toContain('functions/domain/directory → functions/domain/reactions → functions/domain/directory');
    expect(await reported('functions/domain/reactions/probe.ts', "import '../directory/changes.ts';")).toEqual([]);
  });

  it('refuse unused imports', async () => {
    expect(await reported('functions/domain/probe.ts', "import { conflict } from './failure.ts';")).toEqual(['@typescript-eslint/no-unused-vars']);
    expect(await reported('functions/domain/probe.ts', "import { conflict } from './failure.ts';\nexport const refuse = () => conflict('x');")).toEqual([]);
  });
});
