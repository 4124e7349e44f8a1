import { Link } from 'wouter';
import { cloneReferenceLayout } from './api/clone-reference-layout';
import { deleteReferenceLayout } from './api/delete-reference-layout';
import { useReferenceLayouts } from './api/get-reference-layouts';
import { REFERENCE_LAYOUTS_PATH, referenceLayoutEditPath } from './reference-layout-paths';
import { REFERENCE_LAYOUT_UI } from './reference-layout-texts';
import type { ReferenceLayout } from './reference-layout-types';
import type { ListResource } from '../../components/list-page/list-types';
import { formatDateTime } from '../../lib/format';

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
    {
      field: 'id',
      header: 'ID',
      sortable: true,
      width: '7rem',
      filter: { type: 'text', op: 'like' },
      body: (layout) => <Link href={referenceLayoutEditPath(layout.id)}>{layout.id}</Link>,
    },
    {
      field: 'name',
      header: 'Name',
      sortable: true,
      width: '22rem',
      filter: { type: 'text', op: 'like_words' },
      body: (layout) => <Link href={referenceLayoutEditPath(layout.id)}>{layout.name}</Link>,
    },
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
    { field: 'createdAt', header: 'Date', sortable: true, width: '12rem', body: (layout) => formatDateTime(layout.createdAt) },
  ],
  clone: { run: (layout) => cloneReferenceLayout(layout.id), doneText: REFERENCE_LAYOUT_UI.cloned, failedText: REFERENCE_LAYOUT_UI.cloneFailed },
  remove: {
    run: (layout) => deleteReferenceLayout(layout.id),
    question: (layout) => REFERENCE_LAYOUT_UI.confirmDelete(layout.id, layout.name),
    doneText: REFERENCE_LAYOUT_UI.deleted,
    failedText: REFERENCE_LAYOUT_UI.deleteFailed,
  },
};
