import { type MessageWorkflow, messageWorkflowSetStore, messageWorkflowStore } from '../../data/catalogue.ts';
import { conflict, invalid } from '../../domain/failure.ts';
import { validate } from '../../domain/validate.ts';
import type { SignedInContext } from '../../kit/http.ts';
import { getEvent, type StoredEvent } from '../../data/directory/store.ts';
import { type Stored } from '../../data/entity-store.ts';
import { now } from '../../data/clock.ts';
import { claimAttachment, releaseAttachment } from '../../data/attach-claims.ts';
import { getItemsById, listEventItems } from '../../data/item-reads.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { createWithUses, deleteWithUses, updateWithUses } from '../../domain/items/item-writes.ts';
import { changeAction, itemEntry } from '../../domain/items/item-trail.ts';
import { byUser } from '../../domain/audit/trail.ts';
import type { SessionUser } from '../../../shared/auth.ts';
import { ensureSummary, recountEvent } from '../../domain/items/event-summaries.ts';
import { isPlannable, plan } from '../../domain/items/plan.ts';
import { syncSchedule } from '../../domain/items/schedule-sync.ts';
import { STATUS } from '../../../shared/status.ts';
import { inParallel, settled } from '../../../shared/in-parallel.ts';
import { TriggerPrototypeSchema, type TriggerPrototype } from '../../../shared/triggers/trigger-prototype.ts';
import { canSwitch, EVENT_WORKFLOW_CODES, EVENT_WORKFLOW_TEXTS as T, ITEM_STATUS, type EventWorkflowEntry } from '../../../shared/event-message-workflows.ts';

/**
 * POST /v1/event-message-workflows: attaches workflows (or the Active workflows of sets) to
 * events, and changes attached items (switch, own trigger). Everything is checked before anything
 * is written; an attach that loses a race for the same workflow and event puts back what this
 * request attached and answers 409.
 */
/** Attachments written at once: a set of 10 costs about one round of writes, not ten. */
const IN_FLIGHT = 8;

type Fail = (path: string, text: string) => void;
export interface Attach {
  event: StoredEvent;
  workflow: Stored<MessageWorkflow>;
  status: number;
  trigger: TriggerPrototype;
  /** The set it came with, named in its audit entry. */
  set?: { id: number; name: string };
}
export interface Change {
  event: StoredEvent;
  item: StoredItem;
  status: number;
  trigger: TriggerPrototype;
}

const triggerOf = (value: unknown, fail: Fail, path: string): TriggerPrototype | undefined => {
  const parsed = TriggerPrototypeSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  fail(`${path}.${parsed.error.issues[0].path.join('.')}`, parsed.error.issues[0].message);
  return undefined;
};

export async function check(entries: EventWorkflowEntry[]): Promise<{ attaches: Attach[]; changes: Change[] }> {
  const errors: Record<string, string> = {};
  const fail: Fail = (path, text) => void (errors[path] ??= text);
  const eventIds = [...new Set(entries.map((e) => e.eventId))];
  const events = new Map((await Promise.all(eventIds.map(getEvent))).filter((e): e is StoredEvent => !!e).map((e) => [e.id, e]));
  const sets = await messageWorkflowSetStore.getMany(entries.flatMap((e) => (e.messageWorkflowSetId ? [e.messageWorkflowSetId] : [])));
  const workflowIds = entries.flatMap((e) => (e.messageWorkflowId ? [e.messageWorkflowId] : (sets.get(e.messageWorkflowSetId ?? 0)?.messageWorkflows ?? [])));
  const workflows = await messageWorkflowStore.getMany(workflowIds);
  const items = await getItemsById(entries.flatMap((e) => (e.id ? [e.id] : [])));
  const attached = new Map<number, Set<number>>();
  for (const eventId of events.keys()) attached.set(eventId, new Set((await listEventItems(eventId)).map((item) => item.messageWorkflowId)));

  const attaches: Attach[] = [];
  const changes: Change[] = [];
  entries.forEach((entry, i) => {
    const path = `eventMessageWorkflows.${i}`;
    const event = events.get(entry.eventId);
    if (!event) return fail(`${path}.eventId`, T.eventMissing(entry.eventId));
    if (entry.id) {
      const item = items.get(entry.id);
      if (!item || item.eventId !== entry.eventId) return fail(`${path}.id`, T.itemMissing(entry.id));
      // Failed and out-of-date items cannot be switched (S1), but an edited trigger plans them again (E1).
      const editOnly = isPlannable(item.status) && entry.status === ITEM_STATUS.active && entry.trigger !== undefined;
      if (entry.status !== item.status && !canSwitch(item.status) && !editOnly) return fail(`${path}.status`, T.cannotSwitch);
      const trigger = entry.trigger === undefined ? item.trigger : triggerOf(entry.trigger, fail, `${path}.trigger`);
      if (trigger && isPlannable(item.status)) changes.push({ event, item, status: canSwitch(item.status) ? entry.status : item.status, trigger });
      return;
    }
    if (entry.messageWorkflowSetId && !sets.has(entry.messageWorkflowSetId)) return fail(`${path}.messageWorkflowSetId`, T.setMissing(entry.messageWorkflowSetId));
    // a set adds its Active workflows; a workflow named on its own must be Active
    const chosen = entry.messageWorkflowId ? [entry.messageWorkflowId] : sets.get(entry.messageWorkflowSetId!)!.messageWorkflows;
    for (const workflowId of chosen) {
      const workflow = workflows.get(workflowId);
      if (!workflow) {
        if (entry.messageWorkflowId) fail(`${path}.messageWorkflowId`, T.workflowMissing(workflowId));
        continue;
      }
      if (workflow.status !== STATUS.active) {
        if (entry.messageWorkflowId) fail(`${path}.messageWorkflowId`, T.workflowNotActive(workflowId));
        continue;
      }
      const taken = attached.get(event.id)!;
      if (taken.has(workflowId)) {
        if (entry.messageWorkflowId) fail(`${path}.messageWorkflowId`, T.alreadyAttached(workflowId));
        continue;
      }
      taken.add(workflowId);
      const trigger = entry.trigger === undefined ? triggerOf(workflow.triggerPrototype, fail, `${path}.trigger`) : triggerOf(entry.trigger, fail, `${path}.trigger`);
      const set = entry.messageWorkflowId ? undefined : sets.get(entry.messageWorkflowSetId!);
      if (trigger) attaches.push({ event, workflow, status: entry.status, trigger, ...(set ? { set: { id: set.id, name: set.name } } : {}) });
    }
  });
  if (Object.keys(errors).length) throw invalid(errors, Object.values(errors)[0], EVENT_WORKFLOW_CODES.couldNotSave);
  return { attaches, changes };
}

async function attach({ event, workflow, status, trigger, set }: Attach, user: SessionUser): Promise<StoredItem | undefined> {
  const actor = user.id;
  const id = await claimAttachment(event.id, workflow.id);
  if (id === undefined) return undefined;
  const at = now();
  const planned = plan(trigger, status, event, at);
  try {
    const record: StoredItem = {
      id,
      eventId: event.id,
      messageWorkflowId: workflow.id,
      status: planned.status,
      note: planned.note,
      trigger,
      scheduledTime: planned.scheduledTime,
      createdAt: at,
      updatedAt: at,
      createdBy: actor,
      updatedBy: actor,
      version: 1,
    };
    const item = await createWithUses(record, await itemEntry(byUser(user, 'attach', set ? T.attachedWithSet(set.id, set.name) : undefined), record, workflow.name));
    return await syncSchedule(item, planned.time, at);
  } catch (error) {
    await releaseAttachment(event.id, workflow.id, id);
    throw error;
  }
}

async function change({ event, item, status, trigger }: Change, user: SessionUser): Promise<StoredItem> {
  const at = now();
  const planned = plan(trigger, status, event, at);
  const entry = await itemEntry(byUser(user, changeAction(item.status, planned.status)), item);
  const updated = await updateWithUses(item, { status: planned.status, note: planned.note, trigger, scheduledTime: planned.scheduledTime }, user.id, entry);
  return syncSchedule(updated, planned.time, at);
}

export async function saveEventWorkflows(body: unknown, ctx: SignedInContext): Promise<StoredItem[]> {
  const { AttachSchema } = await import('../../../shared/event-message-workflows.ts');
  const { eventMessageWorkflows: entries } = validate(AttachSchema, body, { code: EVENT_WORKFLOW_CODES.couldNotSave, message: T.saveFailed });
  const { attaches, changes } = await check(entries);
  for (const event of new Set([...attaches, ...changes].map((a) => a.event))) await ensureSummary(event, ctx.user.id);
  // side by side (each attach is its own conditional writes and schedule); all or nothing
  const outcomes = await settled(attaches, IN_FLIGHT, (entry) => attach(entry, ctx.user));
  const saved = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' && outcome.value ? [outcome.value] : []));
  const lost = attaches.find((_, i) => {
    const outcome = outcomes[i];
    return outcome.status === 'fulfilled' && !outcome.value;
  });
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure || lost) {
    const putBack = async (item: StoredItem) => deleteWithUses(item, await itemEntry(byUser(ctx.user, 'remove', T.putBack), item));
    await inParallel(saved, IN_FLIGHT, (item) => putBack(item).then(() => syncSchedule({ ...item, status: STATUS.inactive }, undefined, now())));
    if (failure) throw failure.reason;
    throw conflict(T.alreadyAttached(lost!.workflow.id), 409, { messageWorkflowId: T.alreadyAttached(lost!.workflow.id) });
  }
  saved.push(...(await inParallel(changes, IN_FLIGHT, (entry) => change(entry, ctx.user))));
  await inParallel([...new Set(saved.map((item) => item.eventId))], IN_FLIGHT, (eventId) => recountEvent(eventId, ctx.user.id));
  return saved;
}

/** An item by id for the routes that name one (404 when there is none). */
export { eventOrNotFound, loadItem } from '../../domain/items/find-item.ts';
