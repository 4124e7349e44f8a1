import type { z } from 'zod';
import { createMessageWorkflow } from './api/create-message-workflow';
import { getMessageWorkflow, useMessageWorkflow } from './api/get-message-workflow';
import { updateMessageWorkflow } from './api/update-message-workflow';
import { confirmWorkflowChange } from './api/preview-workflow-change';
import { MESSAGE_WORKFLOWS_PATH } from './message-workflow-paths';
import { MESSAGE_WORKFLOW_UI } from './message-workflow-texts';
import type { TargetGroupValue } from './components/target-group/target-group-value';
import type { MessageWorkflowWithTags } from '@shared/message-workflows';
import type { FormResource } from '@/components/form-page/form-page';
import { emptyTriggerData } from '@/components/triggers/trigger-data';
import { MessageWorkflowInputSchema } from '@shared/message-workflows';
import { STATUS } from '@shared/status';
import { TRIGGER_TYPE } from '@shared/triggers/trigger-prototype';

type MessageWorkflowValues = z.input<typeof MessageWorkflowInputSchema>;

/** The editor starts from one (empty) section: a group always has one, the only one cannot be removed. */
const withSection = (group: TargetGroupValue | undefined): TargetGroupValue =>
  group?.targetGroupSections?.length ? group : { targetGroupSections: [{ targetGroupRules: [] }] };

/** A new workflow: a Draft, enrolled automatically, with a fresh scheduled trigger. */
export const MESSAGE_WORKFLOW_DEFAULTS: MessageWorkflowValues = {
  name: '',
  description: '',
  status: STATUS.draft,
  shouldSendToSender: false,
  contactEnrolledType: 'automatic',
  triggerPrototype: { triggerType: TRIGGER_TYPE.scheduled, triggerData: emptyTriggerData(TRIGGER_TYPE.scheduled) },
  targetGroup: withSection(undefined),
  messageId: null,
  masterContactIds: [],
  tags: [],
};

/** The stored workflow as form values: tags as ids, the trigger with every field of its type. */
export const messageWorkflowToValues = (workflow: MessageWorkflowWithTags): MessageWorkflowValues => ({
  name: workflow.name,
  description: workflow.description ?? '',
  status: workflow.status as MessageWorkflowValues['status'],
  shouldSendToSender: !!workflow.shouldSendToSender,
  contactEnrolledType: workflow.contactEnrolledType,
  triggerPrototype: {
    triggerType: workflow.triggerPrototype.triggerType,
    triggerData: { ...emptyTriggerData(workflow.triggerPrototype.triggerType), ...workflow.triggerPrototype.triggerData },
  },
  targetGroup: withSection(workflow.targetGroup),
  messageId: workflow.messageId ?? null,
  masterContactIds: workflow.masterContactIds ?? [],
  tags: workflow.tags.map((tag) => tag.id),
});

/** The message workflow form (spec sections 2, 4, 5): the shared schema validates in the browser and on the server. */
export const messageWorkflowFormResource: FormResource<typeof MessageWorkflowInputSchema, MessageWorkflowWithTags> = {
  titles: { create: MESSAGE_WORKFLOW_UI.createTitle, edit: MESSAGE_WORKFLOW_UI.editTitle },
  path: MESSAGE_WORKFLOWS_PATH,
  apiPath: '/message-workflows',
  schema: MessageWorkflowInputSchema,
  defaults: MESSAGE_WORKFLOW_DEFAULTS,
  useRecord: useMessageWorkflow,
  toValues: messageWorkflowToValues,
  create: createMessageWorkflow,
  update: updateMessageWorkflow,
  confirmUpdate: (values, record) => confirmWorkflowChange(values, record, messageWorkflowToValues(record)),
  getVersion: getMessageWorkflow,
  texts: { saved: MESSAGE_WORKFLOW_UI.saved, couldNotSave: MESSAGE_WORKFLOW_UI.couldNotSave, notFound: MESSAGE_WORKFLOW_UI.notFound, loadFailed: MESSAGE_WORKFLOW_UI.loadFailed },
};
