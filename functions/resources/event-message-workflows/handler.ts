import { createHandler, ok, type RouteHandler } from '../../kit/http.ts';
import { validate } from '../../domain/validate.ts';
import { historyWithin } from '../../domain/audit/trail.ts';
import { eventOrNotFound, loadItem, saveEventWorkflows } from './attach.ts';
import { deleteEventItems, deleteItems, disableEvents, isScheduled, reactivate, reactivateEvents, scheduledTotal } from './item-actions.ts';
import { listEventSummaries } from './event-list.ts';
import { eventItems, resolveForTrigger, resolveForWorkflows } from './timeline.ts';
import { countOfEachStatus, listComposites } from './composites.ts';
import { deliveryLog } from './delivery-log.ts';
import { previewEventChanges } from './preview-changes.ts';
import { resendUnconfirmedOf } from '../../domain/sending/resend-unconfirmed.ts';
import { EventIdsSchema, EventStatusSchema, IdsSchema, ITEM_STATUS } from '../../../shared/event-message-workflows.ts';
import { ResendUnconfirmedInputSchema } from '../../../shared/delivery-log.ts';
import { holdReactivate, holdReactivateEvents, holdSave } from './approval-holds.ts';

/** The routes, also run by an approved change (functions/approvals); a held change answers 202 with its approval. */
export const eventWorkflowRoutes: Record<string, RouteHandler> = {
  'GET /v1/event-message-workflows': async ({ query }) => ok(await listEventSummaries(query)),
  'POST /v1/event-message-workflows': async (ctx) => {
    const approval = await holdSave(ctx);
    if (approval) return ok({ approval }, 202);
    const items = await saveEventWorkflows(ctx.body, ctx);
    return ok({ items, total: items.length });
  },
  'PATCH /v1/event-message-workflows': async (ctx) => {
    const approval = await holdReactivateEvents(ctx);
    if (approval) return ok({ approval }, 202);
    const { body, user } = ctx;
    const { attributes, eventIds } = validate(EventStatusSchema, body);
    return ok(attributes.status === ITEM_STATUS.active ? { reactivated: await reactivateEvents(eventIds, user) } : { disabled: await disableEvents(eventIds, user) });
  },
  'DELETE /v1/event-message-workflows': async ({ body, user }) => {
    await deleteEventItems(validate(EventIdsSchema, body).eventIds, user);
    return ok(true);
  },
  'DELETE /v1/event-message-workflows/by-ids': async ({ body, user }) => {
    await deleteItems(validate(IdsSchema, body).ids, user);
    return ok(true);
  },
  'PUT /v1/event-message-workflows/by-ids': async (ctx) => {
    const approval = await holdReactivate(ctx);
    if (approval) return ok({ approval }, 202);
    const { body, user } = ctx;
    const items = await reactivate(validate(IdsSchema, body).ids, user);
    return ok({ items, total: items.length });
  },
  'DELETE /v1/event-message-workflows/{id}': async ({ params, user }) => {
    await deleteItems([(await loadItem(params.id)).id], user);
    return ok(true);
  },
  'DELETE /v1/event-message-workflows/event/{eventId}': async ({ params, user }) => {
    await deleteEventItems([(await eventOrNotFound(params.eventId)).id], user);
    return ok(true);
  },
  'GET /v1/event-message-workflows/{id}/scheduled-message-total': async ({ params }) => ok(isScheduled(await loadItem(params.id)) ? 1 : 0),
  'GET /v1/event-message-workflows/{id}/deliveries': async ({ params, query }) => ok(await deliveryLog(params.id, query)),
  'POST /v1/event-message-workflows/{id}/deliveries/resend-unconfirmed': async ({ params, body }) =>
    ok(await resendUnconfirmedOf(await loadItem(params.id), validate(ResendUnconfirmedInputSchema, body).confirmed)),
  'GET /v1/event-message-workflows/event/{eventId}/scheduled-message-total': async ({ params }) => ok(await scheduledTotal((await eventOrNotFound(params.eventId)).id)),

  'GET /v1/events/{id}/message-workflows': async ({ params }) => ok(await eventItems((await eventOrNotFound(params.id)).id)),
  // the History of an event's timeline (docs/audit.md I10): its items' entries, removed items' too
  'GET /v1/events/{id}/history': async ({ params }) => {
    const items = await historyWithin('event', (await eventOrNotFound(params.id)).id);
    return ok({ items, total: items.length });
  },
  'GET /v1/events/{id}/message-workflows/resolve-sending-time': async ({ params, query }) =>
    ok(await resolveForWorkflows(await eventOrNotFound(params.id), query.get('messageWorkflowIds') ?? query.get('messageWorkflowIds[]'))),
  'POST /v1/events/{id}/message-workflows/resolve-sending-time-by-trigger-data': async ({ params, body }) => ok(resolveForTrigger(await eventOrNotFound(params.id), body)),
  'POST /v1/events/{id}/message-workflows/preview-changes': async ({ params, body }) => ok(await previewEventChanges(await eventOrNotFound(params.id), body)),

  'GET /v1/event-message-workflow-composites': async ({ query }) => ok(await listComposites(query)),
  'GET /v1/event-message-workflow-composites/count-of-each-status': async ({ query }) => ok(await countOfEachStatus(query)),
};

export const handler = createHandler(eventWorkflowRoutes);
