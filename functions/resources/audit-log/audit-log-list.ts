import type { ListSpec } from '../../kit/list-engine.ts';
import { AUDIT_ACTIONS, AUDIT_RANGE } from '../../../shared/audit.ts';
import type { AuditEntryAnswer } from '../../../shared/audit-schemas.ts';

/**
 * GET /v1/audit-log's list: the list contract of every other list, sorted by `at` (newest first by
 * default), filtered by record type, record, user and action, and by a time range: filter[at:from]
 * and filter[at:to] (unix seconds, inclusive), also spelt filter[at.start] and filter[at.end].
 */
export const AUDIT_LOG_LIST: ListSpec<AuditEntryAnswer> = {
  fields: {
    id: { type: 'number' },
    at: { type: 'number' },
    entityType: { type: 'string' },
    entityId: { type: 'number' },
    entityName: { type: 'string' },
    userId: { type: 'number', get: (entry) => entry.user?.id, sortable: false },
    action: { type: 'string', values: AUDIT_ACTIONS },
    actor: { type: 'string' },
    // filter[affectsSends]=true: the entries that record a send impact (docs/audit.md I11)
    affectsSends: { type: 'string', values: ['true', 'false'], get: (entry) => String(entry.impact !== undefined), sortable: false },
  },
  defaultSort: '-at',
  search: ['entityName', 'entityType', 'actor'],
  ranges: [AUDIT_RANGE],
};
