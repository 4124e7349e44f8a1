import { cloneMessageWorkflowSet } from './api/clone-message-workflow-set';
import { deleteMessageWorkflowSet } from './api/delete-message-workflow-set';
import { useMessageWorkflowSets } from '@/api/message-workflow-sets/get-message-workflow-sets';
import { updateMessageWorkflowSetStatuses } from './api/update-message-workflow-set-statuses';
import { MESSAGE_WORKFLOW_SETS_PATH, messageWorkflowSetEditPath } from './message-workflow-set-paths';
import { MESSAGE_WORKFLOW_SET_UI } from './message-workflow-set-texts';
import type { MessageWorkflowSet } from '@shared/message-workflow-sets';
import { idColumn, lastActionColumn, nameColumn, statusBulkActions, statusColumn } from '@/components/list-page/columns';
import type { ListResource } from '@/components/list-page/list-types';

/** The message workflow set list (spec section 2): columns, filters, actions and texts; ListPage does the rest. */
export const messageWorkflowSetListResource: ListResource<MessageWorkflowSet> = {
  title: MESSAGE_WORKFLOW_SET_UI.listTitle,
  path: MESSAGE_WORKFLOW_SETS_PATH,
  defaultSort: '-createdAt',
  useItems: useMessageWorkflowSets,
  emptyText: MESSAGE_WORKFLOW_SET_UI.empty,
  loadFailedText: MESSAGE_WORKFLOW_SET_UI.searchFailed,
  createLabel: MESSAGE_WORKFLOW_SET_UI.createLabel,
  columns: [
    // The same filters as the workflow list (spec section 7: "same paging, sort, filters").
    idColumn(messageWorkflowSetEditPath),
    nameColumn(messageWorkflowSetEditPath, { op: 'like_words' }),
    statusColumn(),
    lastActionColumn(),
  ],
  clone: { run: (set) => cloneMessageWorkflowSet(set.id), doneText: MESSAGE_WORKFLOW_SET_UI.cloned, failedText: MESSAGE_WORKFLOW_SET_UI.cloneFailed },
  remove: {
    run: (set) => deleteMessageWorkflowSet(set.id),
    question: () => MESSAGE_WORKFLOW_SET_UI.confirmDelete,
    doneText: MESSAGE_WORKFLOW_SET_UI.deleted,
    failedText: MESSAGE_WORKFLOW_SET_UI.deleteFailed,
  },
  bulkActions: statusBulkActions(updateMessageWorkflowSetStatuses, { doneText: MESSAGE_WORKFLOW_SET_UI.bulkUpdated, failedText: MESSAGE_WORKFLOW_SET_UI.updateFailed }),
};
