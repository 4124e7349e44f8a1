import { csvLine } from '../reports/csv.ts';
import { formatAmsterdam } from '../../../shared/amsterdam-time.ts';
import { AUDIT_ACTION_LABELS, AUDITED_TYPES } from '../../../shared/audit.ts';
import type { AuditEntryAnswer } from '../../../shared/audit-schemas.ts';

/**
 * The Audit log's CSV export (docs/audit.md, X1): a row per changed field (an entry without field
 * changes, a sign-in, is one row with the field empty), so a spreadsheet filters and sorts by
 * field. Texts are written as they are, other values as JSON; the CSV rules are the reports'.
 */
export const AUDIT_CSV_COLUMNS = ['Entry', 'At', 'User id', 'User', 'Actor', 'Action', 'Record type', 'Record id', 'Record name', 'Version', 'Field', 'Before', 'After', 'Note'];

const shown = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

export function auditCsvRows(entry: AuditEntryAnswer): string {
  const common = [
    entry.id, formatAmsterdam(entry.at, 'date-time-seconds'), entry.user?.id ?? null, entry.user?.name ?? null, entry.actor, AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
    AUDITED_TYPES[entry.entityType] ?? entry.entityType, entry.entityId, entry.entityName, entry.version,
  ];
  const changes = entry.changes.length ? entry.changes : [undefined];
  return changes.map((change) => csvLine([...common, change?.field ?? null, shown(change?.before), shown(change?.after), entry.note ?? null])).join('');
}

/** The header, then the entries a hundred at a time (each chunk is written as it is made). */
export async function* auditCsv(entries: AuditEntryAnswer[]): AsyncGenerator<string> {
  yield csvLine(AUDIT_CSV_COLUMNS);
  for (let start = 0; start < entries.length; start += 100) yield entries.slice(start, start + 100).map(auditCsvRows).join('');
}
