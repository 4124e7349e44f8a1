import { useAuditLog } from './api/get-audit-log';
import type { ListResource } from '@/components/list-page/list-types';
import { AuditChangeView } from '@/components/record-history/audit-change-view';
import { authorOf } from '@/components/record-history/record-history';
import { formatAmsterdam } from '@/lib/format';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_RANGE, AUDIT_TEXTS, AUDITED_TYPES } from '@shared/audit';
import { rangeParameter } from '@shared/list-query';
import type { AuditEntryAnswer } from '@shared/audit-schemas';

export const AUDIT_LOG_PATH = '/audit-log';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
/** A change's send impact in words: '1 item, 240 contacts'; 'Yes' when it affects sends with nothing counted; empty when it does not. */
const impactText = (impact: AuditEntryAnswer['impact']) =>
  !impact ? '' : [impact.items !== undefined && count(impact.items, 'item'), impact.contacts !== undefined && count(impact.contacts, 'contact')].filter(Boolean).join(', ') || 'Yes';
/** The range the page keeps in the URL beside the list's own parameters, as the API takes it: filter[at:from], filter[at:to] (unix seconds, empty for open). */
export const RANGE_PARAMS = { from: rangeParameter(AUDIT_RANGE.field, 'from'), to: rangeParameter(AUDIT_RANGE.field, 'to') } as const;

/** Settings > Audit log (docs/audit.md): every recorded change, newest first, with the shared list behaviour. */
export const auditLogListResource: ListResource<AuditEntryAnswer> = {
  title: AUDIT_TEXTS.auditLog,
  path: AUDIT_LOG_PATH,
  defaultSort: '-at',
  useItems: useAuditLog,
  extraParams: () => ({ [RANGE_PARAMS.from]: '', [RANGE_PARAMS.to]: '' }),
  emptyText: 'No changes recorded for these filters.',
  loadFailedText: 'The audit log could not be loaded.',
  rowName: (entry) => `${AUDITED_TYPES[entry.entityType] ?? entry.entityType} #${entry.entityId}, version ${entry.version}`,
  columns: [
    { field: 'at', header: 'When', sortable: true, width: '11rem', body: (entry) => formatAmsterdam(entry.at, 'date-time') },
    { field: 'userId', header: 'User ID', width: '7rem', filter: { type: 'text', op: 'eq' }, body: (entry) => authorOf(entry) },
    {
      field: 'action',
      header: 'Action',
      sortable: true,
      width: '9rem',
      filter: { type: 'select', options: AUDIT_ACTIONS.map((action) => ({ label: AUDIT_ACTION_LABELS[action], value: action })) },
      body: (entry) => AUDIT_ACTION_LABELS[entry.action],
    },
    {
      field: 'entityType',
      header: 'Record type',
      sortable: true,
      width: '11rem',
      filter: { type: 'select', options: Object.entries(AUDITED_TYPES).map(([value, label]) => ({ label, value })) },
      body: (entry) => AUDITED_TYPES[entry.entityType] ?? entry.entityType,
    },
    { field: 'entityId', header: 'Record ID', sortable: true, width: '7rem', filter: { type: 'text', op: 'eq' }, body: (entry) => entry.entityId },
    { field: 'entityName', header: 'Record name', sortable: true, filter: { type: 'text', op: 'like' }, body: (entry) => entry.entityName },
    {
      // docs/audit.md I11: the entries that record what a change does to sends
      field: 'affectsSends',
      header: 'Affects sends',
      width: '9rem',
      filter: { type: 'select', options: [{ label: 'Yes', value: 'true' }, { label: 'No', value: 'false' }] },
      body: (entry) => impactText(entry.impact),
    },
    {
      field: 'changes',
      header: 'Changes',
      body: (entry) => (
        <details className="audit-log__changes">
          <summary>{AUDIT_TEXTS.fieldsChanged(entry.changes.length)}</summary>
          {entry.note && <p>{entry.note}</p>}
          <AuditChangeView changes={entry.changes} />
        </details>
      ),
    },
  ],
};
