import { createHandler, ok, streamed } from '../../kit/http.ts';
import { applyListQuery, readListQuery } from '../../kit/list-engine.ts';
import { entriesOf } from '../../domain/audit/trail.ts';
import { auditCsv } from '../../domain/audit/audit-csv.ts';
import { AUDIT_LOG_LIST } from './audit-log-list.ts';
import { AUDIT_RANGE } from '../../../shared/audit.ts';

/**
 * The audit log (docs/audit.md), super-admins only (the route table says so): every entry of the
 * trail, read-only. No route writes, edits or deletes an entry; the store's TTL removes old ones.
 * A time range reads only its window of the time index; a filter naming one record (entityType and
 * entityId) reads only that record's entries. The CSV export takes the same filters and sort, unpaged.
 */
async function listed(query: URLSearchParams, whole: boolean) {
  const list = readListQuery(query, AUDIT_LOG_LIST);
  const only = (field: string) => list.filters.find((filter) => filter.field === field && filter.op === 'eq')?.value;
  const [type, id] = [only('entityType'), only('entityId')];
  const { from, to } = list.ranges[AUDIT_RANGE.field];
  const window = { from, to };
  const entries = await entriesOf(window, type && id ? { type, id: Number(id) } : undefined);
  return applyListQuery(entries, whole ? { ...list, page: { number: 1, size: Math.max(1, entries.length) } } : list, AUDIT_LOG_LIST);
}

export const handler = createHandler({
  'GET /v1/audit-log': async ({ query }) => ok(await listed(query, false)),

  'GET /v1/audit-log.csv': async ({ query }) => {
    const { items } = await listed(query, true);
    return streamed({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audit-log.csv"' }, auditCsv(items));
  },
});
