import { messageWorkflowStore } from '../../data/catalogue.ts';
import { invalid } from '../../domain/failure.ts';
import { validate } from '../../domain/validate.ts';
import { now } from '../../data/clock.ts';
import type { StoredEvent } from '../../data/directory/store.ts';
import type { StoredItem } from '../../data/item-store.ts';
import { plan, type Planned } from '../../domain/items/plan.ts';
import { audienceChange, audienceCounter } from '../../domain/items/audience-counts.ts';
import { check } from './attach.ts';
import { AttachSchema, EVENT_WORKFLOW_CODES, EVENT_WORKFLOW_TEXTS as T, ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { describeEventChanges, totalsOf, type ChangeKind, type EventChangePreview, type ItemChange } from '../../../shared/change-preview.ts';

/**
 * POST /v1/events/{id}/message-workflows/preview-changes (docs/change-previews.md): what the save
 * of the same body would do to the event's pending sends, without saving. The body is checked by
 * the save's own checks (the same 422s); each entry is planned by plan.ts at one instant, as the
 * save plans it; audiences are counted only where who receives the item changes. Nothing is
 * written: no item, claim, schedule, summary or count.
 */
const pending = (status: number, scheduledTime: number | null, at: number) => status === ITEM_STATUS.active && scheduledTime !== null && scheduledTime >= at;

function kindsOf(before: StoredItem, after: Planned, at: number): ChangeKind[] {
  const kinds: ChangeKind[] = [];
  const wasPending = pending(before.status, before.scheduledTime, at);
  const willSend = after.status === ITEM_STATUS.active;
  if (after.scheduledTime !== before.scheduledTime && before.scheduledTime !== null && after.scheduledTime !== null) kinds.push('moved');
  if (after.status === ITEM_STATUS.outOfDate && before.status !== ITEM_STATUS.outOfDate) kinds.push('out of date');
  if (after.status === ITEM_STATUS.error && before.status !== ITEM_STATUS.error) kinds.push('error');
  if (after.status === ITEM_STATUS.inactive && before.status !== ITEM_STATUS.inactive) kinds.push('switched off');
  if (willSend && before.status === ITEM_STATUS.inactive) kinds.push('switched on');
  if (willSend && (before.status === ITEM_STATUS.outOfDate || before.status === ITEM_STATUS.error)) kinds.push('no longer out of date');
  // an Active item whose time passed unnoticed, planned again into the future (or an unresolved one now resolved)
  if (!kinds.length && willSend && !wasPending) kinds.push(before.scheduledTime === null ? 'no longer out of date' : 'moved');
  return kinds;
}

export async function previewEventChanges(event: StoredEvent, body: unknown): Promise<EventChangePreview> {
  const { eventMessageWorkflows: entries } = validate(AttachSchema, body, { code: EVENT_WORKFLOW_CODES.couldNotSave, message: T.saveFailed });
  const elsewhere = entries.findIndex((entry) => entry.eventId !== event.id);
  if (elsewhere >= 0) {
    const text = T.otherEvent(event.id);
    throw invalid({ [`eventMessageWorkflows.${elsewhere}.eventId`]: text }, text, EVENT_WORKFLOW_CODES.couldNotSave);
  }
  const { attaches, changes } = await check(entries);
  const at = now();
  const count = audienceCounter();
  const workflows = await messageWorkflowStore.getMany(changes.map((change) => change.item.messageWorkflowId));
  const items: ItemChange[] = [];
  let unchanged = 0;

  for (const { item, status, trigger } of changes) {
    const planned = plan(trigger, status, event, at);
    const kinds = kindsOf(item, planned, at);
    if (!kinds.length && planned.status === item.status && planned.scheduledTime === item.scheduledTime) {
      unchanged++;
      continue;
    }
    const workflow = workflows.get(item.messageWorkflowId);
    const [was, will] = [pending(item.status, item.scheduledTime, at), planned.status === ITEM_STATUS.active];
    // only a change of who receives it is counted: a send gained or lost
    const audience = was === will ? null : workflow ? audienceChange(was ? await count.ofWorkflow(workflow, event.id) : 0, will ? await count.ofWorkflow(workflow, event.id) : 0) : null;
    items.push({
      key: `item-${item.id}`,
      itemId: item.id,
      eventId: event.id,
      messageWorkflowId: item.messageWorkflowId,
      name: workflow?.name ?? `workflow #${item.messageWorkflowId}`,
      changes: kinds,
      before: { status: item.status, scheduledTime: item.scheduledTime, pending: was },
      after: { status: planned.status, scheduledTime: planned.scheduledTime, note: planned.note, pending: will },
      audience,
    });
  }

  for (const { workflow, status, trigger } of attaches) {
    const planned = plan(trigger, status, event, at);
    const will = planned.status === ITEM_STATUS.active;
    const kinds: ChangeKind[] = ['new'];
    if (planned.status === ITEM_STATUS.outOfDate) kinds.push('out of date');
    if (planned.status === ITEM_STATUS.error) kinds.push('error');
    items.push({
      key: `new-${workflow.id}`,
      itemId: null,
      eventId: event.id,
      messageWorkflowId: workflow.id,
      name: workflow.name,
      changes: kinds,
      before: null,
      after: { status: planned.status, scheduledTime: planned.scheduledTime, note: planned.note, pending: will },
      audience: will ? audienceChange(0, await count.ofWorkflow(workflow, event.id)) : null,
    });
  }

  const totals = totalsOf(items.map((item) => item.audience));
  return { eventId: event.id, plannedAt: at, items, unchanged, totals, lines: describeEventChanges(items, totals, at) };
}
