/**
 * `npm run table-header`: rewrites the access-pattern table in the header of functions/data/table.ts
 * from the stored-type declarations (functions/data/stored-types.ts and stored-types/), which
 * functions/data/stored-types.test.ts holds it to.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accessPatternLines } from '../functions/data/access-patterns.ts';

const file = join(import.meta.dirname, '..', 'functions', 'data', 'table.ts');
const lines = readFileSync(file, 'utf8').split('\n');
const first = lines.findIndex((line) => line.startsWith(' * | stored type'));
let end = first;
while (end < lines.length && lines[end] !== ' *') end++;
if (first < 0 || end >= lines.length) throw new Error('functions/data/table.ts has no access-pattern table ending in a " *" line.');
lines.splice(first, end - first, ...accessPatternLines().map((line) => ` * ${line}`.trimEnd()));
writeFileSync(file, lines.join('\n'));
console.log(`Wrote the access patterns of ${file}.`);
