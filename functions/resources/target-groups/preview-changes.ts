import { messageStore, messageWorkflowStore } from '../../data/catalogue.ts';
import { sendingRules } from '../../domain/sending/sending-rules.ts';
import { getEvents } from '../../data/directory/store.ts';
import { getItemsById } from '../../data/item-reads.ts';
import { usersOf } from '../../data/uses.ts';
import { now } from '../../data/clock.ts';
import { invalid } from '../../domain/failure.ts';
import { fieldErrors, validate } from '../../domain/validate.ts';
import { audienceChange, audienceCounter } from '../../domain/items/audience-counts.ts';
import { inParallel } from '../../../shared/in-parallel.ts';
import { ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { MESSAGE_WORKFLOW_CODES, MESSAGE_WORKFLOW_TEXTS } from '../../../shared/message-workflows.ts';
import { targetGroupSchemaFor } from '../../../shared/target-groups/target-group.ts';
import { STATUS } from '../../../shared/status.ts';
import { isSms } from '../../../shared/message-types.ts';
import { quietHoursEnd } from '../../../shared/sending-rules.ts';
import { describeTargetGroupChanges, TargetGroupPreviewInputSchema, totalsOf, type TargetGroupChangePreview } from '../../../shared/change-preview.ts';

/**
 * POST /v1/target-groups/preview-changes (docs/change-previews.md): what giving a workflow this
 * target group (and, when named, this message) would do to its pending sends, without saving: for each of its items that will
 * still send (Active, time to come; found through the uses its delete guard reads), the planner's
 * audience count with the group it has and with the one proposed. The group is checked as the
 * workflow's save checks it (the same 422s). Nothing is written.
 */
const COUNTS_IN_FLIGHT = 4;

export async function previewTargetGroupChange(body: unknown): Promise<TargetGroupChangePreview> {
  const input = validate(TargetGroupPreviewInputSchema, body ?? {}, { code: MESSAGE_WORKFLOW_CODES.couldNotSave });
  const workflow = await messageWorkflowStore.get(input.messageWorkflowId);
  if (!workflow) throw invalid({ messageWorkflowId: MESSAGE_WORKFLOW_TEXTS.notFound(input.messageWorkflowId) }, MESSAGE_WORKFLOW_TEXTS.notFound(input.messageWorkflowId), MESSAGE_WORKFLOW_CODES.couldNotSave);
  const automatic = workflow.contactEnrolledType !== 'manual';
  const group = targetGroupSchemaFor(workflow.status === STATUS.active && automatic).safeParse(input.targetGroup);
  if (!group.success) {
    const errors = Object.fromEntries(Object.entries(fieldErrors(group.error)).map(([path, text]) => [path === 'body' ? 'targetGroup' : `targetGroup.${path}`, text]));
    throw invalid(errors, Object.values(errors)[0], MESSAGE_WORKFLOW_CODES.couldNotSave);
  }

  const messageId = input.messageId === undefined ? (workflow.messageId ?? null) : input.messageId;
  const [current, proposed] = await Promise.all([workflow.messageId ? messageStore.get(workflow.messageId) : undefined, messageId ? messageStore.get(messageId) : undefined]);
  if (messageId && !proposed) throw invalid({ messageId: MESSAGE_WORKFLOW_TEXTS.messageMissing(messageId) }, MESSAGE_WORKFLOW_TEXTS.messageMissing(messageId), MESSAGE_WORKFLOW_CODES.couldNotSave);
  const side = (message: typeof proposed) => (message ? { id: message.id, name: message.name, type: message.type } : null);
  const message = messageId === (workflow.messageId ?? null) ? null : { before: side(current), after: side(proposed) };
  const quietHours = proposed ? (await sendingRules())[isSms(proposed.type) ? 'sms' : 'email'].quietHours : null;

  const at = now();
  const itemIds = (await usersOf('message-workflow', workflow.id)).filter((user) => user.type === 'event-message-workflow').map((user) => user.id);
  const pending = [...(await getItemsById(itemIds)).values()]
    .filter((item) => item.messageWorkflowId === workflow.id && item.status === ITEM_STATUS.active && item.scheduledTime !== null && item.scheduledTime >= at)
    .sort((a, b) => a.eventId - b.eventId || a.id - b.id);
  const events = await getEvents([...new Set(pending.map((item) => item.eventId))]);
  const count = audienceCounter();
  const items = await inParallel(pending, COUNTS_IN_FLIGHT, async (item) => {
    // a manual workflow sends to its contact list: its target group changes nobody
    const before = await count.ofWorkflow(workflow, item.eventId);
    const after = automatic ? await count.ofGroup(group.data, item.eventId) : before;
    const deferredTo = item.scheduledTime === null ? null : quietHoursEnd(quietHours, item.scheduledTime);
    return { itemId: item.id, eventId: item.eventId, eventName: events.get(item.eventId)?.name ?? `Event #${item.eventId}`, scheduledTime: item.scheduledTime, audience: audienceChange(before, after), deferredTo };
  });
  const totals = totalsOf(items.map((item) => item.audience));
  return { messageWorkflowId: workflow.id, name: workflow.name, message, items, totals, lines: describeTargetGroupChanges(workflow.name, items, totals, message, at) };
}
