import type { ImportError } from '../../../shared/directory/records.ts';
import { ForbiddenKey, parseJson } from '../../kit/json-body.ts';

/**
 * Reads an import body: a JSON array (already parsed) or JSON lines (text, one record per line;
 * blank lines skipped). Lines that are not JSON become errors; `index` is the 0-based position in
 * the array, or the line number minus one.
 */
export function parseRecords(body: unknown): { records: { index: number; value: unknown }[]; errors: ImportError[] } | undefined {
  if (Array.isArray(body)) return { records: body.map((value, index) => ({ index, value })), errors: [] };
  if (typeof body !== 'string') return undefined;
  const records: { index: number; value: unknown }[] = [];
  const errors: ImportError[] = [];
  body.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
    try {
      records.push({ index, value: parseJson(line) });
    } catch (error) {
      errors.push({ index, field: 'line', message: error instanceof ForbiddenKey ? error.message : 'This line is not valid JSON.' });
    }
  });
  return { records, errors };
}
