import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { cloneTag } from './api/clone-tag';
import { deleteTag } from './api/delete-tag';
import { deleteTags } from './api/delete-tags';
import { addTagToTagged } from './api/add-tag-to-tagged';
import { useTags } from '@/api/tags/get-tags';
import { TAGS_PATH, tagEditPath } from './tag-paths';
import { TAG_UI } from './tag-texts';
import { choosingBulkAction } from '@/components/bulk-action-bar';
import { createdDateColumn, idColumn } from '@/components/list-page/columns';
import type { ListResource } from '@/components/list-page/list-types';
import { TagChip } from '@/components/tags/tag-chip';
import { addedTagText, type Tag } from '@shared/tags';

/** The chooser of the bulk Add loads when Add is chosen: the list's first load carries no typeahead. */
const BulkAddTagPicker = lazy(() => import('./bulk-add-tag-picker'));

/** The tag list (spec section 2): columns, filters, actions and texts; ListPage does the rest. */
export const tagListResource: ListResource<Tag> = {
  title: TAG_UI.listTitle,
  path: TAGS_PATH,
  defaultSort: '-createdAt',
  useItems: useTags,
  emptyText: TAG_UI.empty,
  loadFailedText: TAG_UI.searchFailed,
  createLabel: TAG_UI.createLabel,
  columns: [
    // An id is looked up exactly: typing 1 should not also list 10-19.
    idColumn(tagEditPath, { op: 'eq' }),
    {
      field: 'name',
      header: 'Tag',
      sortable: true,
      filter: { type: 'text' },
      body: (tag) => (
        <Link href={tagEditPath(tag.id)} className="tag-link" aria-label={`Edit tag ${tag.name}`}>
          <TagChip name={tag.name} color={tag.color} />
        </Link>
      ),
    },
    {
      field: 'color',
      header: 'Color',
      sortable: true,
      width: '10rem',
      filter: { type: 'text' },
      body: (tag) => (
        <span className="color-cell">
          <span className="color-cell__swatch" style={{ background: tag.color }} aria-hidden="true" />
          <code>{tag.color}</code>
        </span>
      ),
    },
    createdDateColumn(),
  ],
  clone: { run: (tag) => cloneTag(tag.id), doneText: TAG_UI.cloned, failedText: TAG_UI.cloneFailed },
  remove: {
    run: (tag) => deleteTag(tag.id),
    question: (tag) => TAG_UI.confirmDelete(tag.id, tag.name),
    doneText: TAG_UI.deleted,
    failedText: TAG_UI.deleteFailed,
  },
  // Remove (the default) and Add (spec section 4); what Add adds is decided in decision 020.
  bulkActions: [
    { value: 'remove', label: 'Remove', run: deleteTags, doneText: TAG_UI.bulkDeleted, failedText: TAG_UI.removeFailed },
    choosingBulkAction<Tag, Awaited<ReturnType<typeof addTagToTagged>>, Tag>({
      value: 'add',
      label: 'Add',
      choice: {
        missing: TAG_UI.addMissing,
        render: (tag, change) => (
          <Suspense fallback={null}>
            <BulkAddTagPicker tag={tag} onChange={change} />
          </Suspense>
        ),
        question: TAG_UI.addQuestion,
      },
      run: (ids, tag) => addTagToTagged(tag.id, ids),
      doneText: (answer, _ids, tag) => addedTagText(tag, answer),
      failedText: TAG_UI.addFailed,
    }),
  ],
};
