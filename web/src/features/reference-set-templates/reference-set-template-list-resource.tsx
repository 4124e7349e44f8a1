import { Link } from 'wouter';
import { cloneReferenceSetTemplate } from './api/clone-reference-set-template';
import { countReferenceSetTemplateMessages } from './api/count-reference-set-template-messages';
import { deleteReferenceSetTemplate } from './api/delete-reference-set-template';
import { useReferenceSetTemplates } from '@/api/reference-set-templates/get-reference-set-templates';
import type { ReferenceSetTemplate } from '@shared/reference-set-templates';
import { updateReferenceSetTemplateStatuses } from './api/update-reference-set-template-statuses';
import { REFERENCE_SET_TEMPLATES_PATH, referenceSetTemplateEditPath } from './reference-set-template-paths';
import { REFERENCE_SET_TEMPLATE_UI } from './reference-set-template-texts';
import { createdDateColumn, statusBulkActions, statusColumn } from '@/components/list-page/columns';
import type { ListResource } from '@/components/list-page/list-types';
import { usageGuard } from '@/components/list-page/usage-guard';
import { REFERENCE_COUNT_HIGHLIGHT } from '@shared/reference-set-templates';
import './reference-set-templates.css';

const editLink = (item: ReferenceSetTemplate, text: string | number) => <Link href={referenceSetTemplateEditPath(item.id)}>{text}</Link>;

function ReferenceCount({ count }: { count: number }) {
  const high = count >= REFERENCE_COUNT_HIGHLIGHT;
  return (
    <span className={high ? 'reference-count reference-count--high' : 'reference-count'} title={high ? `${REFERENCE_COUNT_HIGHLIGHT} or more custom references` : undefined}>
      {count}
    </span>
  );
}

/** The reference set template list (spec section 2): columns, filters, clone, guarded delete, bulk status. */
export const referenceSetTemplateListResource: ListResource<ReferenceSetTemplate> = {
  title: REFERENCE_SET_TEMPLATE_UI.listTitle,
  path: REFERENCE_SET_TEMPLATES_PATH,
  defaultSort: '-createdAt',
  useItems: useReferenceSetTemplates,
  emptyText: REFERENCE_SET_TEMPLATE_UI.empty,
  loadFailedText: REFERENCE_SET_TEMPLATE_UI.searchFailed,
  createLabel: REFERENCE_SET_TEMPLATE_UI.createLabel,
  columns: [
    // An id is looked up exactly: typing 1 should not also list 10-19.
    { field: 'id', header: 'ID', sortable: true, width: '7rem', filter: { type: 'text', op: 'eq' }, body: (item) => editLink(item, item.id) },
    { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' }, body: (item) => editLink(item, item.name) },
    { field: 'description', header: 'Description', filter: { type: 'text' }, body: (item) => <span className="cell-clamp">{item.description}</span> },
    { field: 'referenceCount', header: 'References', sortable: true, width: '9rem', body: (item) => <ReferenceCount count={item.referenceCount ?? item.customReferences?.length ?? 0} /> },
    statusColumn({ width: '10rem' }),
    createdDateColumn(),
  ],
  clone: { run: (item) => cloneReferenceSetTemplate(item.id), doneText: REFERENCE_SET_TEMPLATE_UI.cloned, failedText: REFERENCE_SET_TEMPLATE_UI.cloneFailed },
  remove: {
    run: (item) => deleteReferenceSetTemplate(item.id),
    question: () => REFERENCE_SET_TEMPLATE_UI.confirmDelete,
    guard: (item) => usageGuard('reference-set-template', () => countReferenceSetTemplateMessages(item.id)),
    doneText: REFERENCE_SET_TEMPLATE_UI.deleted,
    failedText: REFERENCE_SET_TEMPLATE_UI.deleteFailed,
  },
  bulkActions: statusBulkActions(updateReferenceSetTemplateStatuses, { doneText: REFERENCE_SET_TEMPLATE_UI.bulkUpdated, failedText: REFERENCE_SET_TEMPLATE_UI.updateFailed }),
};
