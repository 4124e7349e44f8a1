import { countReferenceLayoutUsers } from './api/count-reference-layout-users';
import { usageGuard } from '@/components/list-page/usage-guard';
import { cloneReferenceLayout } from './api/clone-reference-layout';
import { deleteReferenceLayout } from './api/delete-reference-layout';
import { useReferenceLayouts } from '@/api/reference-layouts/get-reference-layouts';
import { REFERENCE_LAYOUTS_PATH, referenceLayoutEditPath } from './reference-layout-paths';
import { REFERENCE_LAYOUT_UI } from './reference-layout-texts';
import type { ReferenceLayout } from '@shared/reference-layouts';
import { createdDateColumn, idColumn, nameColumn } from '@/components/list-page/columns';
import type { ListResource } from '@/components/list-page/list-types';

/**
 * The reference layout list (spec section 2): no checkbox column or bulk actions; Clone for
 * everyone, Delete for super-admins. Filters as spec section 7 calls them: id:like,
 * name:like_words, description:like.
 */
export const referenceLayoutListResource: ListResource<ReferenceLayout> = {
  title: REFERENCE_LAYOUT_UI.listTitle,
  path: REFERENCE_LAYOUTS_PATH,
  defaultSort: '-createdAt',
  useItems: useReferenceLayouts,
  emptyText: REFERENCE_LAYOUT_UI.empty,
  loadFailedText: REFERENCE_LAYOUT_UI.searchFailed,
  createLabel: REFERENCE_LAYOUT_UI.createLabel,
  columns: [
    idColumn(referenceLayoutEditPath),
    nameColumn(referenceLayoutEditPath, { width: '22rem', op: 'like_words' }),
    {
      field: 'description',
      header: 'Description',
      sortable: true,
      filter: { type: 'text', op: 'like' },
      body: (layout) => (
        <span className="cell-clamp" title={layout.description}>
          {layout.description}
        </span>
      ),
    },
    createdDateColumn(),
  ],
  clone: { run: (layout) => cloneReferenceLayout(layout.id), doneText: REFERENCE_LAYOUT_UI.cloned, failedText: REFERENCE_LAYOUT_UI.cloneFailed },
  remove: {
    run: (layout) => deleteReferenceLayout(layout.id),
    question: (layout) => REFERENCE_LAYOUT_UI.confirmDelete(layout.id, layout.name),
    guard: (layout) => usageGuard('reference-layout', () => countReferenceLayoutUsers(layout.id)),
    doneText: REFERENCE_LAYOUT_UI.deleted,
    failedText: REFERENCE_LAYOUT_UI.deleteFailed,
  },
};
