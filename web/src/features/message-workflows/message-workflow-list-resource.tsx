import { cloneMessageWorkflow } from './api/clone-message-workflow';
import { countEnabledMessageWorkflows } from './api/count-enabled-message-workflows';
import { deleteMessageWorkflow } from './api/delete-message-workflow';
import { getEnabledEvents } from './api/get-enabled-events';
import { UsingEvents } from './components/using-events';
import { useMessageWorkflows } from '@/api/message-workflows/get-message-workflows';
import { updateMessageWorkflowStatuses } from './api/update-message-workflow-statuses';
import { MESSAGE_WORKFLOWS_PATH, messageWorkflowEditPath } from './message-workflow-paths';
import { MESSAGE_WORKFLOW_UI } from './message-workflow-texts';
import type { MessageWorkflowWithTags } from '@shared/message-workflows';
import { idColumn, lastActionColumn, nameColumn, statusBulkActions, statusColumn } from '@/components/list-page/columns';
import { tagsColumn } from '@/components/list-page/tags-column';
import type { ListResource } from '@/components/list-page/list-types';
import { usageGuard } from '@/components/list-page/usage-guard';
import { TRIGGER_TYPES } from '@shared/triggers/trigger-types';

const triggerTypeName = (type: string | undefined) => TRIGGER_TYPES.find((t) => t.id === type)?.name ?? type ?? '';

/** The message workflow list (spec section 2): columns, filters, actions and texts; ListPage does the rest. */
export const messageWorkflowListResource: ListResource<MessageWorkflowWithTags> = {
  title: MESSAGE_WORKFLOW_UI.listTitle,
  path: MESSAGE_WORKFLOWS_PATH,
  defaultSort: '-createdAt',
  useItems: useMessageWorkflows,
  emptyText: MESSAGE_WORKFLOW_UI.empty,
  loadFailedText: MESSAGE_WORKFLOW_UI.searchFailed,
  createLabel: MESSAGE_WORKFLOW_UI.createLabel,
  columns: [
    // Spec section 7 names filter[id:like] and filter[name:like_words] for this list.
    idColumn(messageWorkflowEditPath),
    nameColumn(messageWorkflowEditPath, { op: 'like_words' }),
    statusColumn(),
    {
      field: 'triggerPrototype.triggerType',
      header: 'Trigger Type',
      sortable: true,
      width: '11rem',
      filter: { type: 'select', options: TRIGGER_TYPES.map(({ id, name }) => ({ label: name, value: id })) },
      body: (workflow) => triggerTypeName(workflow.triggerPrototype?.triggerType),
    },
    tagsColumn(),
    lastActionColumn(),
  ],
  clone: { run: (workflow) => cloneMessageWorkflow(workflow.id), doneText: MESSAGE_WORKFLOW_UI.cloned, failedText: MESSAGE_WORKFLOW_UI.cloneFailed },
  remove: {
    run: (workflow) => deleteMessageWorkflow(workflow.id),
    question: () => MESSAGE_WORKFLOW_UI.confirmDelete,
    // Enabled event message workflows that use it block the delete; the dialog counts them first (spec section 4)
    // and names their events, each a link to its timeline.
    guard: (workflow) =>
      usageGuard('message-workflow', async () => {
        const count = await countEnabledMessageWorkflows(workflow.id);
        return count ? { count, detail: <UsingEvents events={await getEnabledEvents(workflow.id)} /> } : count;
      }),
    doneText: MESSAGE_WORKFLOW_UI.deleted,
    failedText: MESSAGE_WORKFLOW_UI.deleteFailed,
  },
  bulkActions: statusBulkActions(updateMessageWorkflowStatuses, { doneText: MESSAGE_WORKFLOW_UI.bulkUpdated, failedText: MESSAGE_WORKFLOW_UI.updateFailed }),
};
