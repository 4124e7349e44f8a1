import { type MessageWorkflowSet, messageWorkflowSetStore, messageWorkflowStore } from '../../data/catalogue.ts';
import { type Stored } from '../../data/entity-store.ts';
import { defineResource } from '../../kit/resource.ts';
import { AUDIT_FIELDS, draftCopy, status, text } from '../../kit/fields.ts';
import { includeMessages } from '../../domain/catalogue/include-messages.ts';
import { MESSAGE_WORKFLOW_SET_CODES, MESSAGE_WORKFLOW_SET_TEXTS, MessageWorkflowSetInputSchema } from '../../../shared/message-workflow-sets.ts';

/**
 * A set stores the ids of its workflows, in order. A workflow deleted later simply drops out of
 * the set when it is read (decision in docs/workflows.md): deleting a workflow does not rewrite sets.
 */

type WithWorkflows = Omit<Stored<MessageWorkflowSet>, 'messageWorkflows'> & { messageWorkflows: unknown[] };

export const messageWorkflowSets = defineResource({
  base: '/v1/message-workflow-sets',
  store: messageWorkflowSetStore,
  schema: MessageWorkflowSetInputSchema,
  codes: MESSAGE_WORKFLOW_SET_CODES,
  texts: MESSAGE_WORKFLOW_SET_TEXTS,
  status: { what: 'message workflow set' },
  bulkStatus: { idsField: 'messageWorkflowSetIds' },
  list: {
    fields: { ...AUDIT_FIELDS, name: text, description: text, status },
    defaultSort: '-createdAt',
    search: ['id', 'name', 'description'],
    includes: ['createdByUser', 'updatedByUser', 'messageWorkflows'],
  },
  includes: {
    /** The workflows themselves (with trigger, target group, message and its sender info), in the set's order. */
    messageWorkflows: async (records) => {
      const workflows = await messageWorkflowStore.getMany(records.flatMap((r) => r.messageWorkflows));
      const shown = [...workflows.values()].map((w) => ({ ...w }));
      await includeMessages(shown, true);
      const byId = new Map(shown.map((w) => [w.id, w]));
      for (const record of records as unknown as WithWorkflows[]) record.messageWorkflows = (record.messageWorkflows as number[]).flatMap((id) => byId.get(id) ?? []);
    },
  },
  toRecord: async (input) => {
    const { version: _version, ...fields } = input;
    const found = await messageWorkflowStore.getMany(fields.messageWorkflows);
    const missing = fields.messageWorkflows.find((id) => !found.has(id));
    if (missing !== undefined) throw messageWorkflowSets.service.invalidInput({ messageWorkflows: MESSAGE_WORKFLOW_SET_TEXTS.workflowMissing(missing) });
    return fields;
  },
  clone: draftCopy,
});
