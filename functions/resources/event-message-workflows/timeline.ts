import { messageStore, messageWorkflowStore } from '../../data/catalogue.ts';
import { invalid } from '../../domain/failure.ts';
import { validate } from '../../domain/validate.ts';
import { includeTags } from '../../kit/include-tags.ts';
import { now } from '../../data/clock.ts';
import { includeMessages, type WorkflowMessage } from '../../domain/catalogue/include-messages.ts';
import { listEventItems } from '../../data/item-reads.ts';
import { listReplans } from '../../data/replan-log.ts';
import type { StoredEvent } from '../../data/directory/store.ts';
import { resolveSendingTime, type SendingTime } from '../../../shared/sending-time.ts';
import { TriggerPrototypeSchema } from '../../../shared/triggers/trigger-prototype.ts';
import { EVENT_WORKFLOW_CODES } from '../../../shared/event-message-workflows.ts';

/** The sender 'Other' (no sender info) is named by the message itself: its sender's name, else address or number. */
async function nameOtherSenders(messages: WorkflowMessage[]): Promise<void> {
  const others = messages.filter((message) => message.senderId === null);
  const stored = await messageStore.getMany(others.map((message) => message.id));
  for (const message of others) {
    const found = stored.get(message.id);
    const name = [found?.senderFirstName, found?.senderLastName].filter(Boolean).join(' ');
    (message as WorkflowMessage & { senderName: string | null }).senderName = name || found?.senderEmail || found?.senderPhoneNumber || null;
  }
}

/**
 * GET /v1/events/{id}/message-workflows: the event's items (the timeline), each with its
 * workflow (name, description, trigger, target group, tags) and the workflow's message with its
 * sender info (or the name of its sender 'Other'), read in a few batched calls; and the re-plans
 * imports made on the event (docs/change-previews.md R1-R3).
 */
export async function eventItems(eventId: number) {
  const items = await listEventItems(eventId);
  const workflows = await messageWorkflowStore.getMany(items.map((item) => item.messageWorkflowId));
  const shown = [...workflows.values()].map((workflow) => ({ ...workflow }));
  await includeMessages(shown, true);
  await nameOtherSenders(shown.map((workflow) => (workflow as { message?: WorkflowMessage | null }).message).filter((message): message is WorkflowMessage => !!message));
  await includeTags(shown as { tags?: unknown[] }[]);
  const byId = new Map(shown.map((workflow) => [workflow.id, workflow]));
  const rows = items.map((item) => ({ ...item, messageWorkflow: byId.get(item.messageWorkflowId) ?? null }));
  return { items: rows, total: rows.length, replans: await listReplans(eventId, now()) };
}

const unresolvable = (message: string): SendingTime => ({ kind: 'unresolvable', reason: 'deadline-missing', message });

/** When each workflow would send for this event with its own trigger (the attach panel's preview). */
export async function resolveForWorkflows(event: StoredEvent, rawIds: string | null) {
  const ids = (rawIds ?? '').split(',').map((id) => Number(id.trim())).filter((id) => Number.isInteger(id) && id > 0);
  if (!ids.length) throw invalid({ messageWorkflowIds: 'Give messageWorkflowIds, a comma list of ids.' }, 'Give messageWorkflowIds, a comma list of ids.', EVENT_WORKFLOW_CODES.couldNotSave);
  const workflows = await messageWorkflowStore.getMany(ids);
  return ids.map((messageWorkflowId) => {
    const workflow = workflows.get(messageWorkflowId);
    if (!workflow) return { messageWorkflowId, sendingTime: unresolvable(`There is no message workflow #${messageWorkflowId}.`) };
    const trigger = TriggerPrototypeSchema.safeParse(workflow.triggerPrototype);
    if (!trigger.success) return { messageWorkflowId, sendingTime: unresolvable(trigger.error.issues[0].message) };
    return { messageWorkflowId, sendingTime: resolveSendingTime(trigger.data, event, now()) };
  });
}

/** When a trigger being edited would send for this event (the edit-trigger modal's preview). */
export function resolveForTrigger(event: StoredEvent, body: unknown): SendingTime {
  const trigger = validate(TriggerPrototypeSchema, body, { code: EVENT_WORKFLOW_CODES.couldNotSave, message: 'The trigger is not valid.' });
  return resolveSendingTime(trigger, event, now());
}
