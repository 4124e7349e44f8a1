/**
 * The documentation names only paths that exist: every repository path in README.md, docs/*.md
 * and docs/decisions/*.md is a file or folder of the repository (git's tracked files, and new
 * ones not ignored), so a moved or deleted file shows up here instead of in a reader's search.
 *
 * What counts as a path:
 * - anything starting with a top-level folder of the repository (`functions/`, `web/`, `test/`,
 *   `infra/`, ...), in backticks or not, also inside a command (`npx tsx infra/aws/create-user.ts`);
 *   outside backticks only with a file extension or a closing slash, so prose such as "docs/decisions/020"
 *   (a decision by its number) is read as a path only when it says so;
 * - a backticked relative path with a folder and a file extension (`routes/delivery-log-page.tsx`,
 *   `domain/scheduling/readiness-schedule.ts`): some tracked path ends with it.
 * A segment written as a placeholder (`functions/jobs/<name>/handler.ts`) or with `*` matches any
 * name, and at least one path must match the pattern (so such a path is only as exact as the
 * pattern: `functions/<resource>/handler.ts` is matched by `functions/openapi/handler.ts`). Paths outside the repository (`../shared/`)
 * and runtime files (`.data/`) start with no top-level folder, so they are not read as paths; a
 * rooted path that git ignores (build output such as `web/dist`) is not there on a clean clone
 * and passes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/aws/lambda.ts';

const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });

const FILES = git('ls-files', '--cached', '--others', '--exclude-standard', '-z').split('\0').filter(Boolean);
const FOLDERS = new Set(FILES.flatMap((file) => file.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
const TOP_FOLDERS = [...new Set(FILES.filter((file) => file.includes('/')).map((file) => file.split('/')[0]))];
const DOCS = FILES.filter((file) => file === 'README.md' || /^docs\/(decisions\/)?[^/]+\.md$/.test(file)).sort();


const PLACEHOLDER = /<[^/>]*>|\*/g;
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/** `<name>` and `*` stand for one path segment, or a part of one. */
const pattern = (path: string) => escape(path).replace(PLACEHOLDER, '[^/]+');

const ROOTED = `(?:${TOP_FOLDERS.map(escape).join('|')})/[\\w.<>*/-]*`;
const TRIM = /[.,:;]+$/;

interface Mention {
  line: number;
  path: string;
  /** A path relative to some folder: a tracked path ends with it. */
  relative: boolean;
}

/** The paths a document names, by line. */
function mentionedPaths(text: string): Mention[] {
  const mentions: Mention[] = [];
  text.split('\n').forEach((content, index) => {
    const add = (path: string, relative = false) => mentions.push({ line: index + 1, path, relative });
    const rooted = () => new RegExp(`(?<![\\w./@-])${ROOTED}`, 'g');
    // inside backticks: every rooted path, and a relative path that is the whole span
    for (const [, code] of content.matchAll(/`([^`]+)`/g)) {
      for (const [found] of code.matchAll(rooted())) add(found.replace(TRIM, ''));
      const span = code.trim();
      if (/^[\w@-][\w.@-]*(\/[\w.<>*@-]+)+\.[a-z]+$/.test(span) && !new RegExp(`^${ROOTED}$`).test(span)) add(span, true);
    }
    // outside them: rooted paths that end in a file extension or a slash
    for (const [found] of content.replace(/`[^`]*`/g, ' ').matchAll(rooted())) {
      const path = found.replace(TRIM, '');
      if (/\.[a-z]+$/.test(path) || path.endsWith('/')) add(path);
    }
  });
  return mentions;
}

/** Git ignores it: build output or runtime data, which a clean clone does not have. */
function ignored(path: string): boolean {
  try {
    git('check-ignore', '-q', '--no-index', path);
    return true;
  } catch {
    return false;
  }
}

function stale({ path, relative }: Mention): boolean {
  const bare = path.replace(/\/$/, '');
  const matches = new RegExp(`${relative ? '(?:^|/)' : '^'}${pattern(bare)}$`);
  if (FILES.some((file) => matches.test(file)) || [...FOLDERS].some((folder) => matches.test(folder))) return false;
  return relative || !ignored(bare);
}

const staleOf = (doc: string) => mentionedPaths(readFileSync(join(REPO_ROOT, doc), 'utf8')).filter(stale);

describe('paths named in the documentation', () => {
  it('finds the documents: README.md, docs/ and docs/decisions/', () => {
    expect(DOCS).toContain('README.md');
    expect(DOCS).toContain('docs/architecture.md');
    expect(DOCS.some((doc) => doc.startsWith('docs/decisions/'))).toBe(true);
  });

  it.each(DOCS)('%s names only paths that exist', (doc) => {
    expect(staleOf(doc).map((m) => `${doc}:${m.line}: ${m.path}`)).toEqual([]);
  });

  it('reads paths as meant, and refuses one that does not exist', () => {
    const text = [
      'Code: `functions/jobs.ts` and `functions/jobs/<name>/handler.ts`, run with `npx tsx infra/app.ts`.',
      'See docs/decisions/020 and (functions/rights.ts), the screen `routes/delivery-log-page.tsx`.',
      'Gone: `functions/nowhere/gone.ts`, functions/nowhere/either.ts; not ours: `../shared/spec/`, `.data/ses/`.',
    ].join('\n');
    const mentions = mentionedPaths(text);
    expect(mentions.map((m) => m.path)).toEqual([
      'functions/jobs.ts',
      'functions/jobs/<name>/handler.ts',
      'infra/app.ts',
      'routes/delivery-log-page.tsx',
      'functions/rights.ts',
      'functions/nowhere/gone.ts',
      'functions/nowhere/either.ts',
    ]);
    expect(mentions.filter(stale).map((m) => `${m.line}: ${m.path}`)).toEqual(['3: functions/nowhere/gone.ts', '3: functions/nowhere/either.ts']);
    expect(mentionedPaths('`functions/<missing>/no-such-module.ts`').filter(stale)).toHaveLength(1);
    expect(mentionedPaths('`components/no-such-widget.tsx`').filter(stale)).toHaveLength(1);
  });
});
