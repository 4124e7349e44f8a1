/**
 * The layer rules of eslint.config.js catch what they are meant to. An import the resolver cannot
 * follow is silently allowed by the path rules, so each case imports a real file and must be
 * reported; the allowed imports must not be.
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

describe('eslint layer rules', () => {
  it('keep shared/ to itself: no other folder, no Node, no AWS, no React', async () => {
    expect(await reported('shared/probe.ts', "import '../functions/routes.ts';")).toEqual(['import-x/no-restricted-paths']);
    expect(await reported('shared/probe.ts', "import { readFileSync } from 'node:fs';")).toEqual(['import-x/no-nodejs-modules']);
    expect(await reported('shared/probe.ts', "import '@aws-sdk/client-dynamodb';\nimport 'react';")).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(await reported('shared/probe.ts', "import { z } from 'zod';\nimport './tags.ts';")).toEqual([]);
  });

  it('keep functions/ from infra/, web/ and tests, and the kit from every resource', async () => {
    expect(await reported('functions/probe.ts', "import '../infra/aws/config.ts';")).toEqual(['import-x/no-restricted-paths']);
    expect(await reported('functions/probe.ts', "import '../web/src/lib/api-client.ts';")).toEqual(['import-x/no-restricted-paths']);
    expect(await reported('functions/kit/probe.ts', "import '../resources/tags/tags.ts';")).toEqual(['import-x/no-restricted-paths']);
    expect(await reported('functions/kit/probe.ts', "import '../data/tag-store.ts';\nimport '../routes.ts';\nimport '../../shared/tags.ts';")).toEqual([]);
  });

  it('keep infra/ from web/, and the SPA from functions/ and infra/', async () => {
    expect(await reported('infra/aws/probe.ts', "import '../../web/src/lib/api-client.ts';")).toEqual(['import-x/no-restricted-paths']);
    expect(await reported('infra/aws/probe.ts', "import '../../functions/routes.ts';")).toEqual([]);
    expect(await reported('web/src/lib/probe.ts', "import '../../../functions/routes.ts';")).toEqual(['import-x/no-restricted-paths']);
    expect(await reported('web/src/lib/probe.ts', "import '../../../shared/tags.ts';")).toEqual([]);
  });

  it('keep web features apart', async () => {
    expect(await reported('web/src/features/tags/probe.ts', "import '../messages/message-rules.ts';")).toEqual(['import-x/no-restricted-paths']);
    expect(await reported('web/src/features/tags/probe.ts', "import './routes.tsx';")).toEqual([]);
  });

  it('refuse import cycles', async () => {
    // functions/resources/tags/tags.ts imports the tag store, so the store importing it back closes a cycle.
    expect(await reported('functions/data/tag-store.ts', "import '../resources/tags/tags.ts';")).toEqual(['import-x/no-cycle']);
  });
});
