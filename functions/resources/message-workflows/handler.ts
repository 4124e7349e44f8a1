import { createHandler, ok, type RouteHandler } from '../../kit/http.ts';
import { enabledEvents, messageWorkflows } from './message-workflows.ts';
import { holdBulkStatus, holdUpdate } from './approval-hold.ts';
// the delete guard counts enabled event message workflows: their reader registers here
import '../../data/item-reads.ts';

/** A route that first asks whether its change waits for a second approval (202 with the approval when it does). */
const heldFirst =
  (hold: (ctx: Parameters<RouteHandler>[0]) => Promise<unknown>, route: RouteHandler): RouteHandler =>
  async (ctx) => {
    const approval = await hold(ctx);
    return approval ? ok({ approval }, 202) : route(ctx);
  };

/** The routes, also run by an approved change (functions/approvals). */
export const messageWorkflowRoutes: Record<string, RouteHandler> = {
  ...messageWorkflows.handlers,
  'PUT /v1/message-workflows/{id}': heldFirst(holdUpdate, messageWorkflows.handlers['PUT /v1/message-workflows/{id}']),
  'PATCH /v1/message-workflows': heldFirst(holdBulkStatus, messageWorkflows.handlers['PATCH /v1/message-workflows']),
  'GET /v1/message-workflows/{id}/enabled-events': async (ctx) => ok(await enabledEvents(ctx.params.id)),
};

export const handler = createHandler(messageWorkflowRoutes);
