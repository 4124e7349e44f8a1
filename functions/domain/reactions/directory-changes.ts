import { randomUUID } from 'node:crypto';
import { getEvents } from '../../data/directory/store.ts';
import { importRecords, type ImportProgress, type Numbered } from '../directory/import.ts';
import type { DirectoryChanges } from '../directory/changes.ts';
import { replanEvents } from '../items/replan.ts';
import { runActions } from './run-actions.ts';
import { now } from '../../data/clock.ts';
import type { AuditNote } from '../../data/audit-log.ts';

/** An import's id: when it started (Amsterdam-independent unix seconds) and a token. */
const newImportId = () => `import-${now()}-${randomUUID().slice(0, 8)}`;
import type { ImportActions, ImportSummary } from '../../../shared/directory/records.ts';

/**
 * The sending side's answer to what a directory import changed (domain/directory/changes.ts):
 * the items attached to the events follow their dates, then the action triggers run. The
 * directory publishes the changes and never calls up into sending; this is where they are heard.
 */
export async function reactToDirectoryChanges(changes: DirectoryChanges, importId = newImportId()): Promise<ImportActions> {
  if (changes.eventIds.length) await replanEvents([...(await getEvents(changes.eventIds, { consistent: true })).values()], { importId });
  return runActions(changes.contacts);
}

/** An import with the sending side's reaction: what the import API and the import command run. */
export async function importDirectory(input: Numbered[], by: AuditNote, onProgress?: ImportProgress): Promise<ImportSummary> {
  const importId = newImportId();
  const { summary, changes } = await importRecords(input, onProgress, by);
  return { ...summary, actions: await reactToDirectoryChanges(changes, importId), importId };
}
