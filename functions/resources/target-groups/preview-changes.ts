import { messageWorkflowStore } from '../../data/catalogue.ts';
import { getEvents } from '../../data/directory/store.ts';
import { getItemsById } from '../../data/item-store.ts';
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
import { describeTargetGroupChanges, TargetGroupPreviewInputSchema, totalsOf, type TargetGroupChangePreview } from '../../../shared/change-preview.ts';

/**
 * POST /v1/target-groups/preview-changes (docs/change-previews.md): what giving a workflow this
 * target group would do to its pending sends, without saving: for each of its items that will
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
    return { itemId: item.id, eventId: item.eventId, eventName: events.get(item.eventId)?.name ?? `Event #${item.eventId}`, scheduledTime: item.scheduledTime, audience: audienceChange(before, after) };
  });
  const totals = totalsOf(items.map((item) => item.audience));
  return { messageWorkflowId: workflow.id, name: workflow.name, items, totals, lines: describeTargetGroupChanges(workflow.name, items, totals) };
}
