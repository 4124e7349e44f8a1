/**
 * Restore of an earlier version from a record's History (docs/audit.md, "Restore"): the texts the
 * API and the SPA share, and the query parameter that makes a save a restore.
 */

/** `PUT /v1/<resource>/{id}?restoredFrom=N`: the save puts back version N; its entry says so. */
export const RESTORED_FROM_PARAM = 'restoredFrom';

export const RESTORE_TEXTS = {
  restoreVersion: 'Restore this version',
  /** The note of the `update` entry a restore's save leaves. */
  note: (version: number) => `Restored from version ${version}`,
  notice: (date: string, author: string) => `Restoring the version of ${date} by ${author}; review and save.`,
  cancel: 'Back to the current version',
  couldNotRestore: 'Could not restore this version.',
  cannotRebuild: 'This version cannot be rebuilt.',
  unknownEntry: (entryId: string) => `The history of this record has no entry #${entryId}.`,
  secretField: (field: string) => `A later change of ${field} is kept out of the trail (a secret), so this version cannot be rebuilt.`,
  gap: (from: number, to: number) => `The history lacks the changes between version ${from} and version ${to} (older than the trail or past its retention), so this version cannot be rebuilt.`,
  notThere: 'The translation was not part of its message in this version.',
  notEarlier: (current: number) => `${RESTORED_FROM_PARAM} must be an earlier version of the record: a whole number from 1 to ${current - 1}.`,
};
