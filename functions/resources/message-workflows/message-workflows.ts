import { messageStore, type MessageWorkflow, messageWorkflowStore } from '../../data/catalogue.ts';
import { defineResource } from '../../kit/resource.ts';
import { AUDIT_FIELDS, draftCopy, haveTags, status, text } from '../../kit/fields.ts';
import { getContacts, getEvent } from '../../data/directory/store.ts';
import { getItemsById } from '../../data/item-reads.ts';
import { usersOf } from '../../data/uses.ts';
import { notFound } from '../../domain/failure.ts';
import { includeMessages } from '../../domain/catalogue/include-messages.ts';
import { MESSAGE_WORKFLOW_CODES, MESSAGE_WORKFLOW_TEXTS, MessageWorkflowInputSchema, type UsingEvent } from '../../../shared/message-workflows.ts';
import { STATUS } from '../../../shared/status.ts';

/** The message must exist (and be Active for an Active workflow); hand-picked contacts must exist in the directory. */
async function referenceErrors(input: MessageWorkflow): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const manual = input.contactEnrolledType === 'manual';
  const [message, contacts] = await Promise.all([input.messageId ? messageStore.get(input.messageId) : undefined, manual ? getContacts(input.masterContactIds) : undefined]);
  if (input.messageId) {
    if (!message) errors.messageId = MESSAGE_WORKFLOW_TEXTS.messageMissing(input.messageId);
    else if (input.status === STATUS.active && message.status !== STATUS.active) errors.messageId = MESSAGE_WORKFLOW_TEXTS.messageNotActive(input.messageId);
  }
  const missing = manual ? input.masterContactIds.find((id) => !contacts!.has(id)) : undefined;
  if (missing !== undefined) errors.masterContactIds = MESSAGE_WORKFLOW_TEXTS.contactMissing(missing);
  return errors;
}

export const messageWorkflows = defineResource({
  base: '/v1/message-workflows',
  store: messageWorkflowStore,
  schema: MessageWorkflowInputSchema,
  codes: MESSAGE_WORKFLOW_CODES,
  texts: MESSAGE_WORKFLOW_TEXTS,
  status: { what: 'message workflow' },
  bulkStatus: { idsField: 'messageWorkflowIds' },
  // enabled event message workflows use a workflow (the next step attaches them to events)
  usedAs: 'message-workflow',
  tagged: true,
  list: {
    fields: {
      ...AUDIT_FIELDS,
      name: text,
      description: text,
      status,
      'triggerPrototype.triggerType': text,
      contactEnrolledType: text,
      have_tags: haveTags,
    },
    defaultSort: '-createdAt',
    search: ['id', 'name', 'description'],
    includes: ['createdByUser', 'updatedByUser', 'tags', 'triggerPrototype', 'targetGroup.targetGroupSections.targetGroupRules', 'message', 'message.senderInfo'],
  },
  includes: {
    message: (records) => includeMessages(records, false),
    'message.senderInfo': (records) => includeMessages(records, true),
  },
  toRecord: async (input) => {
    const { version: _version, ...fields } = input;
    const errors = await referenceErrors(fields);
    if (Object.keys(errors).length) throw messageWorkflows.service.invalidInput(errors);
    return fields;
  },
  clone: draftCopy,
});

/**
 * GET /v1/message-workflows/{id}/enabled-events: the events whose enabled items use the workflow,
 * the same uses its delete guard counts, so a blocked delete names (and links) them.
 */
export async function enabledEvents(rawId: string | undefined): Promise<UsingEvent[]> {
  const id = Number(rawId);
  if (!rawId || !/^\d+$/.test(rawId) || !(await messageWorkflowStore.get(id))) throw notFound(MESSAGE_WORKFLOW_TEXTS.notFound(rawId ?? ''), MESSAGE_WORKFLOW_CODES.notFound);
  const itemIds = (await usersOf('message-workflow', id)).filter((user) => user.type === 'event-message-workflow').map((user) => user.id);
  const eventIds = [...new Set([...(await getItemsById(itemIds)).values()].map((item) => item.eventId))].sort((a, b) => a - b);
  const events = await Promise.all(eventIds.map((eventId) => getEvent(eventId)));
  return eventIds.map((eventId, i) => ({ id: eventId, name: events[i]?.name ?? `Event #${eventId}` }));
}
