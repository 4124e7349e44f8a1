import { check } from './attach.ts';
import { validate } from '../../domain/validate.ts';
import { approvalScope } from '../../domain/approvals/approval-scope.ts';
import { propose } from '../../domain/approvals/propose.ts';
import { getEvent } from '../../data/directory/store.ts';
import { getItemsById, listEventItems } from '../../data/item-reads.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import type { SignedInContext } from '../../kit/http.ts';
import type { Approval } from '../../../shared/approval-schemas.ts';
import { scopeCovers, type ApprovalScope } from '../../../shared/approvals.ts';
import { AttachSchema, EVENT_WORKFLOW_CODES, EVENT_WORKFLOW_TEXTS as T, EventStatusSchema, IdsSchema, ITEM_STATUS } from '../../../shared/event-message-workflows.ts';

/**
 * The changes of event timelines that wait for a second approval while the setting covers their
 * event (docs/approvals.md): attaching workflows or sets, editing the trigger of an Active item,
 * reactivating failed items. Each answers the approval it made, or undefined when the request goes
 * on as usual: the setting is off for its events, it holds no such change, it is the approved
 * change being applied, or it would be refused anyway (the route then refuses it, writing nothing).
 * A request that holds one such change is held whole.
 */

/** Keys sorted, so two triggers that say the same compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => a.localeCompare(b))) : v));

const eventName = async (eventId: number) => (await getEvent(eventId))?.name ?? `event #${eventId}`;

/** POST /v1/event-message-workflows: attaches, and trigger edits of Active items. */
export async function holdSave(ctx: SignedInContext): Promise<Approval | undefined> {
  const scope = await approvalScope(!!ctx.applying);
  if (!scope) return undefined;
  const { eventMessageWorkflows: entries } = validate(AttachSchema, ctx.body, { code: EVENT_WORKFLOW_CODES.couldNotSave, message: T.saveFailed });
  const { attaches, changes } = await check(entries);
  const edits = changes.filter((change) => change.item.status === ITEM_STATUS.active && canonical(change.trigger) !== canonical(change.item.trigger));
  const eventIds = [...attaches, ...edits].map((entry) => entry.event.id);
  if (!scopeCovers(scope, eventIds)) return undefined;
  const event = [...attaches, ...edits][0].event;
  const summary = attaches.length
    ? `Attach ${attaches.map((a) => `${a.workflow.name} (#${a.workflow.id})`).join(', ')} to ${event.name}`
    : `Edit the trigger of ${edits.map((e) => `item #${e.item.id}`).join(', ')} on ${event.name}`;
  return propose(
    {
      kind: attaches.length ? 'attach' : 'trigger',
      summary,
      eventIds: [...eventIds, ...changes.map((change) => change.event.id)],
      itemIds: changes.map((change) => change.item.id),
      workflowIds: [...attaches.map((a) => a.workflow.id), ...changes.map((change) => change.item.messageWorkflowId)],
    },
    ctx,
  );
}

async function holdReactivation(ctx: SignedInContext, scope: ApprovalScope, items: StoredItem[]): Promise<Approval | undefined> {
  if (!items.length || items.some((item) => item.status !== ITEM_STATUS.error)) return undefined;
  const eventIds = items.map((item) => item.eventId);
  if (!scopeCovers(scope, eventIds)) return undefined;
  return propose(
    {
      kind: 'reactivate',
      summary: `Reactivate ${items.map((item) => `item #${item.id}`).join(', ')} on ${await eventName(items[0].eventId)}`,
      eventIds,
      itemIds: items.map((item) => item.id),
      workflowIds: items.map((item) => item.messageWorkflowId),
    },
    ctx,
  );
}

/** PUT /v1/event-message-workflows/by-ids: failed items by id (any other or missing id: the route refuses it). */
export async function holdReactivate(ctx: SignedInContext): Promise<Approval | undefined> {
  const scope = await approvalScope(!!ctx.applying);
  if (!scope) return undefined;
  const ids = [...new Set(validate(IdsSchema, ctx.body).ids)];
  const found = await getItemsById(ids);
  return ids.every((id) => found.has(id)) ? holdReactivation(ctx, scope, [...found.values()]) : undefined;
}

/** PATCH /v1/event-message-workflows with status Active: the failed items of events (an event without any: the route refuses it). */
export async function holdReactivateEvents(ctx: SignedInContext): Promise<Approval | undefined> {
  const scope = await approvalScope(!!ctx.applying);
  if (!scope) return undefined;
  const { attributes, eventIds } = validate(EventStatusSchema, ctx.body);
  if (attributes.status !== ITEM_STATUS.active) return undefined;
  const failed = await Promise.all([...new Set(eventIds)].map(async (eventId) => (await listEventItems(eventId)).filter((item) => item.status === ITEM_STATUS.error)));
  return failed.every((items) => items.length) ? holdReactivation(ctx, scope, failed.flat()) : undefined;
}
