import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessPatternLines } from './access-patterns.ts';
import { fitsTemplate } from './key-template.ts';
import { CONTACT, ENTITY, EVENT_SUMMARY, ITEM, STORED_TYPES, USE } from './stored-types.ts';

const FUNCTIONS = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('stored type declarations', () => {
  it('build keys from their templates, padded ids included', () => {
    expect(ITEM.key({ eventId: 7, id: 42 })).toEqual({ pk: 'emw#7', sk: '000000000042' });
    expect(ITEM.indexKeys('gsi4', { month: '2027-03', at: 1_800_000_000, id: 42 })).toEqual({ gsi4pk: 'emw-send#2027-03', gsi4sk: '1800000000#000000000042' });
    expect(USE.sortPrefix({ userType: 'message', userId: 3 })).toBe('message#000000000003#');
    expect(CONTACT.indexPartition('gsi1', { initial: 's' })).toBe('contact-last#s');
    expect(EVENT_SUMMARY.key({ id: 5 })).toEqual(ENTITY.key({ type: 'emw-event', id: 5 }));
    expect(() => ITEM.key({ eventId: 7 } as never)).toThrow('needs a value for id');
    expect(fitsTemplate(ITEM.spec.pk, 'emw#7')).toBe(true);
    expect(fitsTemplate(ITEM.spec.pk, 'emw-item#7')).toBe(false);
  });

  it('are what the header of table.ts shows', () => {
    const header = readFileSync(join(FUNCTIONS, 'data', 'table.ts'), 'utf8');
    const expected = accessPatternLines().map((line) => ` * ${line}`.trimEnd());
    const first = header.split('\n').findIndex((line) => line.startsWith(' * | stored type'));
    const shown = first < 0 ? [] : header.split('\n').slice(first, first + expected.length);
    expect(shown.join('\n'), `The access patterns in functions/data/table.ts are not those of stored-types.ts (npm run table-header writes them); the header should read:\n\n${expected.join('\n')}\n`).toBe(
      expected.join('\n'),
    );
    expect(header.split('\n')[first + expected.length]).toBe(' *'); // no rows of a type that is gone
  });

  it('are the only place in functions/ that builds a table or index key', () => {
    const allowed = new Set(['data/stored-type.ts', 'data/stored-types.ts', 'data/key-template.ts']);
    const declarations = 'data/stored-types/'; // the declarations, by area
    // a key attribute written in an object, or a key-shaped text such as `usage#${kind}`
    const keyProperty = /\b(?:pk|sk|gsi\d(?:pk|sk))\??\s*:(?!\s*(?:string|number)\b)/;
    const keyText = /`[a-z][a-z0-9-]*#\$\{/;
    const offenders: string[] = [];
    for (const file of sourceFiles(FUNCTIONS)) {
      const path = relative(FUNCTIONS, file);
      if (allowed.has(path) || path.startsWith(declarations)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\*|\/\*|\/\/)/.test(line)) return; // comments describe keys
          if (keyProperty.test(line) || keyText.test(line)) offenders.push(`functions/${path}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offenders, 'build these keys with the declarations of functions/data/stored-types.ts').toEqual([]);
  });

  it('have one declaration per key shape', () => {
    const shapes = STORED_TYPES.map(({ spec }) => `${spec.pk} ${spec.sk}`);
    expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
  });
});
