/**
 * Statuses and codes are compared by their names from shared/ in functions/ (eslint.config.js):
 * a bare number says nothing and drifts from the vocabulary.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/aws/lambda.ts';

const eslint = new ESLint({ cwd: REPO_ROOT });

async function reported(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${path}` });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const RULE = 'no-restricted-syntax';

describe('statuses and codes by name in functions/', () => {
  it.each([
    'export const confirmed = (p: { status: number }) => p.status === 1;',
    'export const open = (m: { status: number }) => 2 !== m.status;',
    'export const company = (rule: { criterion: number }) => rule.criterion === 1;',
    'export const sms = (message: { type: number }) => message.type == 11;',
    'export function f(rule: { criterion: number }) {\n  switch (rule.criterion) {\n    case 0:\n      return 1;\n  }\n  return 0;\n}',
  ])('refuses a number: %s', async (code) => {
    expect(await reported('functions/domain/probe.ts', code)).toEqual([RULE]);
  });

  it('lets names, strings and counts through, and leaves tests and shared/ alone', async () => {
    const named = [
      "import { CONFIRMED_STATUSES, MEETING_STATUS } from '../../shared/directory/vocabulary.ts';",
      'export const a = (p: { status: number }) => CONFIRMED_STATUSES.includes(p.status) || p.status === MEETING_STATUS.booked;',
      "export const b = (rule: { type: string }) => rule.type === 'MeetingsRule';",
      'export const c = (counts: { total: number }) => counts.total === 0;',
    ].join('\n');
    expect(await reported('functions/domain/probe.ts', named)).toEqual([]);
    expect(await reported('functions/domain/probe.test.ts', 'export const t = (p: { status: number }) => p.status === 1;')).toEqual([]);
    expect(await reported('shared/probe.ts', 'export const t = (p: { status: number }) => p.status === 1;')).toEqual([]);
  });
});
