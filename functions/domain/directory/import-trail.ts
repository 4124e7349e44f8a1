import { AUDIT_POINTER, dropPendingEntry, markEntryDone, putPendingEntry, type AuditEntry, type AuditNote } from '../../data/audit-log.ts';
import { recordStep } from '../audit/trail.ts';
import { now } from '../../data/clock.ts';
import type { DirectoryType } from '../../data/directory/items.ts';
import type { AuditChange } from '../../../shared/audit.ts';
import type { ImportSummary } from '../../../shared/directory/records.ts';

/**
 * An import in the audit trail (docs/audit.md, I1-I2): one entry per record whose participations
 * (a contact's or a company's) or deadlines (an event's) the import changed, written in the same
 * ordered steps as a catalogue write (pending, the record carrying the entry's id, done), and one
 * entry for the import with its counts once they are known.
 */
type Written = Record<string, unknown> & { id: number; version: number };

/** The fields whose change an import records, by record type. */
const RECORDED: Record<DirectoryType, string[]> = { contact: ['participations'], company: ['participations'], event: ['deadlines'] };
const nameOf: Record<DirectoryType, (record: Written) => string> = {
  contact: (record) => String(record.fullName ?? `${String(record.firstName ?? '')} ${String(record.lastName ?? '')}`.trim()),
  company: (record) => String(record.name ?? ''),
  event: (record) => String(record.name ?? ''),
};
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Step 1 for a record about to be written: its entry, pending, when a recorded field changed; the
 * record to write then points at it (else at the entry it pointed at before).
 */
export async function beginRecordEntry(by: AuditNote, type: DirectoryType, current: Written | undefined, written: Written): Promise<AuditEntry | undefined> {
  const changes: AuditChange[] = RECORDED[type].filter((field) => !same(current?.[field] ?? (type === 'event' ? {} : []), written[field])).map((field) => ({ field, before: current?.[field] ?? null, after: written[field] ?? null }));
  const pointer = current?.[AUDIT_POINTER];
  if (!changes.length) {
    if (pointer !== undefined) written[AUDIT_POINTER] = pointer;
    return undefined;
  }
  const entry = await putPendingEntry({
    ...by.author,
    action: 'import',
    ...(by.note ? { note: by.note } : {}),
    entityType: `directory-${type}`,
    entityId: written.id,
    entityName: nameOf[type](written),
    version: written.version,
    changes,
    ...(pointer !== undefined ? { previous: Number(pointer) } : {}),
  });
  written[AUDIT_POINTER] = entry.id;
  return entry;
}

/** Step 3 (the record was written), or the write was refused (another import won): the entry is done, or taken back. */
export const finishRecordEntry = (entry: AuditEntry | undefined, written: boolean) => (entry ? (written ? markEntryDone(entry) : dropPendingEntry(entry)) : undefined);

const COUNTS = ['received', 'created', 'updated', 'unchanged', 'failed'] as const;

/** The import's own entry: its counts (record type `import`, id the second it finished, named by its import id). */
export async function recordImport(by: AuditNote, importId: string, summary: Pick<ImportSummary, (typeof COUNTS)[number]>): Promise<void> {
  const changes = COUNTS.map((field) => ({ field, before: null, after: summary[field] }));
  await recordStep({ ...by, action: 'import' }, { type: 'import', id: now(), name: importId, version: 0 }, changes);
}
