import type { DeliveryCounts } from '@shared/sending';
import type { TriggerPrototypeValue } from '@/components/triggers/trigger-types';
import type { EventWorkflowEntryInput } from '../api/save-event-workflows';
import type { EventWorkflowItem, ItemWorkflow } from '../event-workflow-types';
import { canSwitch, EVENT_WORKFLOW_TEXTS, ITEM_STATUS } from '@shared/event-message-workflows';
import type { SendingTime } from '@shared/sending-time';
import type { FailureFix } from '@shared/failure-fix';
import { deferralOf } from '@shared/sending-rules';

/**
 * The form's unsaved work on an event's timeline: workflows attached on this page, and changes to
 * saved items (the switch, an edited trigger). Saving posts them in one request; the saved items
 * themselves come from the server.
 */
export interface NewAttachment {
  workflow: ItemWorkflow;
  /** The set it came from, if any. */
  fromSet?: string;
  on: boolean;
  trigger: TriggerPrototypeValue;
  triggerEdited: boolean;
  /** The resolved time (resolve-sending-time), if it could be had. */
  preview?: SendingTime;
}
export interface ItemChange {
  on?: boolean;
  trigger?: TriggerPrototypeValue;
  preview?: SendingTime;
}
export interface TimelineDraft {
  added: NewAttachment[];
  changes: Record<number, ItemChange>;
}
export const EMPTY_DRAFT: TimelineDraft = { added: [], changes: {} };

/** An item as the timeline shows it: saved (with this page's changes applied) or new. */
export interface DraftItem {
  key: string;
  /** The saved item's id; absent for a new attachment. */
  id?: number;
  savedStatus?: number;
  workflow: ItemWorkflow | null;
  fromSet?: string;
  trigger: TriggerPrototypeValue;
  /** What it is, or what it will be once saved. */
  status: number;
  /** The switch; undefined where the item cannot be switched. */
  on?: boolean;
  time: number | null;
  note: string | null;
  /** In error: the record the failure names, to fix before Retry (shared/failure-fix.ts). */
  fix?: FailureFix | null;
  movedFrom?: number | null;
  /** Waiting for the end of quiet hours (decision 033): the time it had. */
  deferredFrom?: number | null;
  deliveries?: DeliveryCounts | null;
  pending?: 'new' | 'changed';
}

/**
 * Retry (the spec's Reactivate) helps a failed send once its cause is fixed; an item without a
 * sending time needs its trigger fixed instead, and saving that plans it again (decision 021, R1).
 */
export const canRetry = (item: DraftItem) => item.time !== null;

export const newKey = (workflowId: number) => `new-${workflowId}`;
export const savedKey = (id: number) => `item-${id}`;

/** What saving will make of a previewed time (docs/event-workflows.md P1-P6): the same status the server plans. */
function planned(time: SendingTime | undefined, on: boolean): Pick<DraftItem, 'status' | 'time' | 'note'> {
  if (!time) return { status: on ? ITEM_STATUS.active : ITEM_STATUS.inactive, time: null, note: null };
  if (time.kind === 'unresolvable') {
    const status = time.reason === 'event-cancelled' ? ITEM_STATUS.outOfDate : ITEM_STATUS.error;
    return { status: on ? status : ITEM_STATUS.inactive, time: null, note: time.message };
  }
  const at = time.kind === 'at' ? time.at : (time.next ?? time.last);
  if (!on) return { status: ITEM_STATUS.inactive, time: at, note: null };
  if (time.outOfDate) return { status: ITEM_STATUS.outOfDate, time: at, note: time.kind === 'at' ? EVENT_WORKFLOW_TEXTS.outOfDate : EVENT_WORKFLOW_TEXTS.frameEnded };
  return { status: ITEM_STATUS.active, time: at, note: null };
}

function savedView(item: EventWorkflowItem, change: ItemChange | undefined, now: number): DraftItem {
  const switchable = canSwitch(item.status);
  const base: DraftItem = {
    key: savedKey(item.id),
    id: item.id,
    savedStatus: item.status,
    workflow: item.messageWorkflow,
    trigger: change?.trigger ?? item.trigger,
    status: item.status,
    on: switchable ? item.status === ITEM_STATUS.active : undefined,
    time: item.scheduledTime,
    note: item.note,
    fix: item.fix ?? null,
    movedFrom: item.movedFrom,
    deferredFrom: deferralOf(item)?.from ?? null,
    deliveries: item.deliveries,
  };
  if (!change) return base;
  const on = switchable ? (change.on ?? base.on!) : true;
  // Switched without a new trigger: the stored time is planned again.
  const time = change.preview ?? (item.scheduledTime === null ? undefined : { kind: 'at' as const, at: item.scheduledTime, outOfDate: item.scheduledTime < now });
  return { ...base, ...planned(time, on), on: switchable ? on : undefined, pending: 'changed' };
}

/** Every item of the timeline: the saved ones with their changes, then the new ones. */
export function draftItems(saved: EventWorkflowItem[], draft: TimelineDraft, now: number): DraftItem[] {
  return [
    ...saved.map((item) => savedView(item, draft.changes[item.id], now)),
    ...draft.added.map((added) => ({
      key: newKey(added.workflow.id),
      workflow: added.workflow,
      fromSet: added.fromSet,
      trigger: added.trigger,
      on: added.on,
      ...planned(added.preview, added.on),
      pending: 'new' as const,
    })),
  ];
}

/** The switch of an item; switching a saved item back to how it is stored drops the change. */
export function switchItem(draft: TimelineDraft, item: DraftItem, saved: EventWorkflowItem | undefined, on: boolean): TimelineDraft {
  if (!item.id || !saved) return { ...draft, added: draft.added.map((added) => (newKey(added.workflow.id) === item.key ? { ...added, on } : added)) };
  const { [item.id]: change, ...others } = draft.changes;
  const next = { ...change, on };
  const asStored = on === (saved.status === ITEM_STATUS.active) && !next.trigger;
  return { ...draft, changes: asStored ? others : { ...others, [item.id]: next } };
}

export function editTrigger(draft: TimelineDraft, item: DraftItem, trigger: TriggerPrototypeValue, preview: SendingTime): TimelineDraft {
  if (!item.id)
    return { ...draft, added: draft.added.map((added) => (newKey(added.workflow.id) === item.key ? { ...added, trigger, triggerEdited: true, preview } : added)) };
  return { ...draft, changes: { ...draft.changes, [item.id]: { ...draft.changes[item.id], trigger, preview } } };
}

/** Drops a new attachment, or forgets the changes of a deleted item. */
export function dropItem(draft: TimelineDraft, item: DraftItem): TimelineDraft {
  if (!item.id) return { ...draft, added: draft.added.filter((added) => newKey(added.workflow.id) !== item.key) };
  const { [item.id]: _dropped, ...changes } = draft.changes;
  return { ...draft, changes };
}

export const isDirty = (draft: TimelineDraft) => draft.added.length > 0 || Object.keys(draft.changes).length > 0;

/**
 * The request body's entries, and the item key of each (a 422 names entries by index). A new
 * attachment sends its trigger only when edited (else the workflow's is copied); a changed item
 * sends its switch and its trigger (a failed or out-of-date item, which has no switch, as active).
 */
export function entriesToSave(eventId: number, saved: EventWorkflowItem[], draft: TimelineDraft): { entries: EventWorkflowEntryInput[]; keys: string[] } {
  const entries: EventWorkflowEntryInput[] = [];
  const keys: string[] = [];
  for (const item of saved) {
    const change = draft.changes[item.id];
    if (!change) continue;
    const on = canSwitch(item.status) ? (change.on ?? item.status === ITEM_STATUS.active) : true;
    entries.push({ id: item.id, eventId, status: on ? ITEM_STATUS.active : ITEM_STATUS.inactive, trigger: change.trigger ?? item.trigger });
    keys.push(savedKey(item.id));
  }
  for (const added of draft.added) {
    entries.push({ eventId, messageWorkflowId: added.workflow.id, status: added.on ? ITEM_STATUS.active : ITEM_STATUS.inactive, ...(added.triggerEdited ? { trigger: added.trigger } : {}) });
    keys.push(newKey(added.workflow.id));
  }
  return { entries, keys };
}
