import { malformed, invalid, notFound } from '../failure.ts';
import { historyOf } from './trail.ts';
import { SECRET_FIELD } from '../../../shared/audit.ts';
import { RESTORE_TEXTS, RESTORED_FROM_PARAM } from '../../../shared/audit-restore.ts';
import type { AuditEntryAnswer } from '../../../shared/audit-schemas.ts';

/**
 * Earlier versions of a record, rebuilt from its trail (docs/audit.md, "Restore"; decision 038):
 * the current record with the changes of every newer entry undone, newest first. Entries record
 * top-level fields whole, so undoing one is setting each changed field back to its `before`. This
 * needs no create entry, so it works for records older than the trail as far back as their entries go.
 */

interface Versioned {
  id: number;
  version: number;
  createdAt: number;
  updatedAt: number;
  updatedBy?: number;
}

const cannotRebuild = (reason: string) => invalid({ entryId: reason }, RESTORE_TEXTS.cannotRebuild);

/**
 * The record as it was right after the entry `entryId` of `history` (the record's entries, any
 * order). Refused with a 404 for an entry not in the history, and a 422 where a newer change cannot
 * be undone: a secret field (the trail keeps no value of it) or versions with no entry (a write
 * older than the trail, or entries past the retention period).
 */
export function versionAfter<R extends Versioned>(current: R, history: AuditEntryAnswer[], entryId: number): R {
  const target = history.find((entry) => entry.id === entryId);
  if (!target || target.action === 'delete') throw notFound(RESTORE_TEXTS.unknownEntry(String(entryId)));
  // entries newer than the record as read (a write since) are not undone: the record does not have them yet
  const newer = history.filter((entry) => entry.version > target.version && entry.version <= current.version).sort((a, b) => b.version - a.version);
  const covered = newer.every((entry, i) => entry.version === current.version - i) && newer.length === current.version - target.version;
  if (!covered) throw cannotRebuild(RESTORE_TEXTS.gap(target.version, current.version));
  const record = structuredClone(current);
  const fields = record as Record<string, unknown>;
  for (const entry of newer)
    for (const change of entry.changes) {
      if (SECRET_FIELD.test(change.field)) throw cannotRebuild(RESTORE_TEXTS.secretField(change.field));
      // the trail records a field that was absent as null, and the forms read both alike
      fields[change.field] = structuredClone(change.before);
    }
  record.version = target.version;
  record.updatedAt = target.version === 1 ? current.createdAt : target.at;
  if (target.user) record.updatedBy = target.user.id;
  else delete record.updatedBy;
  return record;
}

/** An entry id as a path gives it; a 404 for anything else. */
export function entryIdOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,16}$/.test(raw)) throw notFound(RESTORE_TEXTS.unknownEntry(String(raw ?? '')));
  return Number(raw);
}

/** The version of a stored record right after one of its entries (`rawEntryId` as the path gives it). */
export async function versionOf<R extends Versioned>(type: string, current: R, rawEntryId: string | undefined): Promise<R> {
  return versionAfter(current, await historyOf(type, current.id), entryIdOf(rawEntryId));
}

/**
 * The note of a save that restores an earlier version (`?restoredFrom=N`), or none for an ordinary
 * save. N must name a version before the current one: a 400 otherwise, before anything is written.
 */
export function restoreNote(query: URLSearchParams, current: { version: number }): string | undefined {
  const raw = query.get(RESTORED_FROM_PARAM);
  if (raw === null) return undefined;
  const version = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (version < 1 || version >= current.version) throw malformed(RESTORE_TEXTS.notEarlier(current.version), { [RESTORED_FROM_PARAM]: RESTORE_TEXTS.notEarlier(current.version) });
  return RESTORE_TEXTS.note(version);
}
