import { messageStore, messageWorkflowStore, type MessageWorkflow } from '../../data/catalogue.ts';
import { getItemsById } from '../../data/item-reads.ts';
import { invalid } from '../../domain/failure.ts';
import { sendingRules } from '../../domain/sending/sending-rules.ts';
import { validate } from '../../domain/validate.ts';
import { now } from '../../data/clock.ts';
import type { StoredEvent } from '../../data/directory/store.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { plan, type Planned } from '../../domain/items/plan.ts';
import { audienceChange, audienceCounter } from '../../domain/items/audience-counts.ts';
import { check } from './attach.ts';
import { AttachSchema, EVENT_WORKFLOW_CODES, EVENT_WORKFLOW_TEXTS as T, ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { describeEventChanges, EventPreviewRemoveSchema, totalsOf, type ChangeKind, type EventChangePreview, type ItemChange } from '../../../shared/change-preview.ts';
import { isSms } from '../../../shared/message-types.ts';
import { quietHoursEnd } from '../../../shared/sending-rules.ts';
import type { Stored } from '../../data/entity-store.ts';

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

/** When an item that sends at `time` would go, where that falls in its channel's quiet hours (decision 033 Q1); null otherwise. */
async function quietHoursOf(workflows: Stored<MessageWorkflow>[]) {
  const [rules, messages] = await Promise.all([sendingRules(), messageStore.getMany(workflows.flatMap((w) => (w.messageId ? [w.messageId] : [])))]);
  return (workflow: Stored<MessageWorkflow> | undefined, time: number | null, willSend: boolean): number | null => {
    const message = workflow?.messageId ? messages.get(workflow.messageId) : undefined;
    if (!message || time === null || !willSend) return null;
    return quietHoursEnd(rules[isSms(message.type) ? 'sms' : 'email'].quietHours, time);
  };
}

/** What names a saved item in the preview: its timeline key, its ids, its workflow's name. */
const savedItem = (item: StoredItem, workflow: Stored<MessageWorkflow> | undefined) => ({
  key: `item-${item.id}`,
  itemId: item.id,
  eventId: item.eventId,
  messageWorkflowId: item.messageWorkflowId,
  name: workflow?.name ?? `workflow #${item.messageWorkflowId}`,
});

/** Saved items of the event the timeline would remove; an id of no item of the event: 422 under `remove.N`. */
async function itemsToRemove(event: StoredEvent, ids: number[]): Promise<StoredItem[]> {
  const found = await getItemsById(ids);
  const missing = ids.findIndex((id) => found.get(id)?.eventId !== event.id);
  if (missing >= 0) throw invalid({ [`remove.${missing}`]: T.itemMissing(ids[missing]) }, T.itemMissing(ids[missing]), EVENT_WORKFLOW_CODES.couldNotSave);
  return ids.map((id) => found.get(id)!);
}

export async function previewEventChanges(event: StoredEvent, body: unknown): Promise<EventChangePreview> {
  const options = { code: EVENT_WORKFLOW_CODES.couldNotSave, message: T.saveFailed };
  const remove = [...new Set(validate(EventPreviewRemoveSchema, body ?? {}, options).remove ?? [])];
  const onlyRemove = remove.length > 0 && !(body as { eventMessageWorkflows?: unknown[] }).eventMessageWorkflows?.length;
  const entries = onlyRemove ? [] : validate(AttachSchema, body, options).eventMessageWorkflows;
  const elsewhere = entries.findIndex((entry) => entry.eventId !== event.id);
  if (elsewhere >= 0) {
    const text = T.otherEvent(event.id);
    throw invalid({ [`eventMessageWorkflows.${elsewhere}.eventId`]: text }, text, EVENT_WORKFLOW_CODES.couldNotSave);
  }
  const [{ attaches, changes }, removed] = await Promise.all([check(entries), itemsToRemove(event, remove)]);
  const at = now();
  const count = audienceCounter();
  const workflows = await messageWorkflowStore.getMany([...changes, ...removed.map((item) => ({ item }))].map((change) => change.item.messageWorkflowId));
  const deferral = await quietHoursOf([...workflows.values(), ...attaches.map((attach) => attach.workflow)]);
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
      ...savedItem(item, workflow),
      changes: kinds,
      before: { status: item.status, scheduledTime: item.scheduledTime, pending: was },
      after: { status: planned.status, scheduledTime: planned.scheduledTime, note: planned.note, pending: will, deferredTo: deferral(workflow, planned.scheduledTime, will) },
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
      after: { status: planned.status, scheduledTime: planned.scheduledTime, note: planned.note, pending: will, deferredTo: deferral(workflow, planned.scheduledTime, will) },
      audience: will ? audienceChange(0, await count.ofWorkflow(workflow, event.id)) : null,
    });
  }

  // a removed item no longer sends: a pending one loses its audience (docs/change-previews.md V10)
  for (const item of removed) {
    const workflow = workflows.get(item.messageWorkflowId);
    const was = pending(item.status, item.scheduledTime, at);
    items.push({
      ...savedItem(item, workflow),
      changes: ['removed'],
      before: { status: item.status, scheduledTime: item.scheduledTime, pending: was },
      after: { status: item.status, scheduledTime: null, note: null, pending: false, deferredTo: null },
      audience: was && workflow ? audienceChange(await count.ofWorkflow(workflow, event.id), 0) : null,
    });
  }

  const totals = totalsOf(items.map((item) => item.audience));
  return { eventId: event.id, plannedAt: at, items, unchanged, totals, lines: describeEventChanges(items, totals, at) };
}
