import { showTemplate } from './key-template.ts';
import type { IndexKeyShape, IndexName, StoredTypeSpec } from './stored-type.ts';
import { STORED_TYPES } from './stored-types.ts';

/**
 * The access-pattern table of table.ts's header, rendered from the declarations. The header is
 * written out for readers of the file; stored-types.test.ts renders it again and fails, printing
 * this block, when the two differ. A type's index keys follow it on rows of their own.
 */
type AnySpec = StoredTypeSpec<string, string, Partial<Record<IndexName, IndexKeyShape>>>;

const code = (template: string) => `\`${showTemplate(template)}\``;
const USED_BY_WIDTH = 64;

function kept(spec: AnySpec): string {
  return [spec.version && `version \`${spec.version}\``, spec.counters?.length && `ADD ${spec.counters.map((c) => `\`${c}\``).join(', ')}`, spec.expires && `expires \`${spec.expires}\``]
    .filter(Boolean)
    .join('; ');
}

/** Words in lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

function rows(spec: AnySpec): string[][] {
  const indexes = Object.entries(spec.indexes ?? {}).map(([name, shape]) => [`${name}${shape!.sparse ? ' (sparse)' : ''}`, code(shape!.pk), code(shape!.sk)]);
  const keys = [['table', code(spec.pk), code(spec.sk)], ...indexes];
  const usedBy = wrap(spec.usedBy, USED_BY_WIDTH);
  return Array.from({ length: Math.max(keys.length, usedBy.length) }, (_, i) => {
    const [index, pk, sk] = keys[i] ?? ['', '', ''];
    return [i === 0 ? spec.name : '', index, pk, sk, i === 0 ? kept(spec) : '', i === 0 ? spec.module : '', usedBy[i] ?? ''];
  });
}

const HEADINGS = ['stored type', 'key of', 'pk', 'sk', 'kept', 'module', 'used by'];

/** The table's lines, each without the comment's leading ` * `. */
export function accessPatternLines(types: readonly { spec: AnySpec }[] = STORED_TYPES as readonly { spec: AnySpec }[]): string[] {
  const body = types.flatMap(({ spec }) => rows(spec));
  const widths = HEADINGS.map((heading, i) => Math.max(heading.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`.trimEnd();
  return [line(HEADINGS), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)];
}
