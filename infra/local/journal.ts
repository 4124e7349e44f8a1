import { appendFileSync, readFileSync } from 'node:fs';

/**
 * The stand-ins' journals: one JSON line per thing accepted, appended before the answer goes
 * back, so what a stand-in accepted survives a restart and a kill -9.
 */
export function appendJournal(file: string, entry: unknown): void {
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/** The entries of a journal (none when it does not exist yet), without the torn last line of a crash. */
export function readJournal<T>(file: string): T[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return text.split('\n').flatMap((line) => {
    try {
      return line.trim() ? [JSON.parse(line) as T] : [];
    } catch {
      return [];
    }
  });
}
