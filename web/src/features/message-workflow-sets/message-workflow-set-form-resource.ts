import { createMessageWorkflowSet } from './api/create-message-workflow-set';
import { getMessageWorkflowSet, useMessageWorkflowSet } from './api/get-message-workflow-set';
import { updateMessageWorkflowSet } from './api/update-message-workflow-set';
import { MESSAGE_WORKFLOW_SETS_PATH } from './message-workflow-set-paths';
import { MESSAGE_WORKFLOW_SET_UI } from './message-workflow-set-texts';
import type { FormResource } from '@/components/form-page/form-page';
import { MessageWorkflowSetInputSchema, type MessageWorkflowSetWithWorkflows } from '@shared/message-workflow-sets';
import { STATUS } from '@shared/status';

/**
 * The set form (spec sections 2, 5): the form holds the chosen workflows themselves (to show their
 * trigger and status); the shared schema turns them into ids, in order, for the API.
 */
export const messageWorkflowSetFormResource: FormResource<typeof MessageWorkflowSetInputSchema, MessageWorkflowSetWithWorkflows> = {
  titles: { create: MESSAGE_WORKFLOW_SET_UI.createTitle, edit: MESSAGE_WORKFLOW_SET_UI.editTitle },
  path: MESSAGE_WORKFLOW_SETS_PATH,
  apiPath: '/message-workflow-sets',
  schema: MessageWorkflowSetInputSchema,
  defaults: { name: '', description: '', status: STATUS.draft, messageWorkflows: [] },
  useRecord: useMessageWorkflowSet,
  toValues: (set) => ({
    name: set.name,
    description: set.description ?? '',
    status: set.status as typeof STATUS.draft,
    messageWorkflows: set.messageWorkflows,
  }),
  create: createMessageWorkflowSet,
  update: updateMessageWorkflowSet,
  getVersion: getMessageWorkflowSet,
  texts: { saved: MESSAGE_WORKFLOW_SET_UI.saved, couldNotSave: MESSAGE_WORKFLOW_SET_UI.couldNotSave, notFound: MESSAGE_WORKFLOW_SET_UI.notFound, loadFailed: MESSAGE_WORKFLOW_SET_UI.loadFailed },
};
