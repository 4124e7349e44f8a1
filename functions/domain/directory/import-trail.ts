import { AUDIT_POINTER, type AuditNote, type EntryFields } from '../../data/audit-log.ts';
import { recordStep } from '../audit/trail.ts';
import { now } from '../../data/clock.ts';
import type { DirectoryType } from '../../data/directory/items.ts';
import type { AuditChange } from '../../../shared/audit.ts';
import type { ImportSummary } from '../../../shared/directory/records.ts';

/**
 * An import in the audit trail (docs/audit.md, I1-I2): one entry per record whose participations
 * (a contact's or a company's) or deadlines (an event's) the import changed, written in the unit of
 * work of the record's write (data/directory/write.ts `putRecord`), and one entry for the import
 * with its counts once they are known.
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
 * The entry of a record about to be written, when a recorded field changed (the record then points
 * at it as it is written); otherwise none, and the record keeps pointing at the entry it pointed at.
 */
export function recordEntryOf(by: AuditNote, type: DirectoryType, current: Written | undefined, written: Written): EntryFields | undefined {
  const changes: AuditChange[] = RECORDED[type].filter((field) => !same(current?.[field] ?? (type === 'event' ? {} : []), written[field])).map((field) => ({ field, before: current?.[field] ?? null, after: written[field] ?? null }));
  const pointer = current?.[AUDIT_POINTER];
  if (!changes.length) {
    if (pointer !== undefined) written[AUDIT_POINTER] = pointer;
    return undefined;
  }
  return {
    ...by.author,
    action: 'import',
    ...(by.note ? { note: by.note } : {}),
    entityType: `directory-${type}`,
    entityId: written.id,
    entityName: nameOf[type](written),
    version: written.version,
    changes,
    ...(pointer !== undefined ? { previous: Number(pointer) } : {}),
  };
}

const COUNTS = ['received', 'created', 'updated', 'unchanged', 'failed'] as const;

/** The import's own entry: its counts (record type `import`, id the second it finished, named by its import id). */
export async function recordImport(by: AuditNote, importId: string, summary: Pick<ImportSummary, (typeof COUNTS)[number]>): Promise<void> {
  const changes = COUNTS.map((field) => ({ field, before: null, after: summary[field] }));
  await recordStep({ ...by, action: 'import' }, { type: 'import', id: now(), name: importId, version: 0 }, changes);
}
