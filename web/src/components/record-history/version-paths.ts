import { RESTORED_FROM_PARAM } from '@shared/audit-restore';

/**
 * The API paths of Restore (docs/audit.md, "Restore"): a record's earlier version answers where the
 * record does, under its history entry; a save that restores one names the version it puts back.
 */

/** `recordPath` itself, or the record as it was right after the entry `entryId`. */
export const versionPath = (recordPath: string, entryId?: number) => (entryId === undefined ? recordPath : `${recordPath}/history/${entryId}/version`);

/** The PUT path of a save; with `restoredFrom`, its audit entry notes the restore. */
export const savePath = (recordPath: string, restoredFrom?: number) => (restoredFrom === undefined ? recordPath : `${recordPath}?${RESTORED_FROM_PARAM}=${restoredFrom}`);
