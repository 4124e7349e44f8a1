import { createHandler, ok, type RouteHandler, type SignedInContext } from '../kit/http.ts';
import { applyListQuery, readListQuery } from '../kit/list-engine.ts';
import { validate } from '../domain/validate.ts';
import { approvalStore, type StoredApproval } from '../data/approvals.ts';
import { decide, loadApproval, type Decision } from '../domain/approvals/decide.ts';
import { approvalAnswer } from '../domain/approvals/propose.ts';
import { ROUTES_BY_KEY } from '../routes.ts';
import { eventWorkflowRoutes } from '../resources/event-message-workflows/handler.ts';
import { messageWorkflowRoutes } from '../resources/message-workflows/handler.ts';
import { APPROVAL_LIST } from './approval-list.ts';
import { DecisionSchema } from '../../shared/approval-schemas.ts';

/**
 * The second approval (docs/approvals.md): GET /v1/approvals for anyone signed in (the markers on
 * the timeline and the dashboard read it), the decisions for super-admins other than the author.
 * A function of its own outside resources/ because approving runs the held request through the
 * very route that holds it (the resources it imports); nothing imports it back.
 */
const HELD_ROUTES: Record<string, RouteHandler> = {
  'POST /v1/event-message-workflows': eventWorkflowRoutes['POST /v1/event-message-workflows'],
  'PATCH /v1/event-message-workflows': eventWorkflowRoutes['PATCH /v1/event-message-workflows'],
  'PUT /v1/event-message-workflows/by-ids': eventWorkflowRoutes['PUT /v1/event-message-workflows/by-ids'],
  'PUT /v1/message-workflows/{id}': messageWorkflowRoutes['PUT /v1/message-workflows/{id}'],
  'PATCH /v1/message-workflows': messageWorkflowRoutes['PATCH /v1/message-workflows'],
};

/** Runs the held request as the approver, marked as the approved change (so it is not held again). */
async function apply(approval: StoredApproval, ctx: SignedInContext): Promise<void> {
  const { route, params, body } = approval.request;
  await HELD_ROUTES[route]({ ...ctx, route: ROUTES_BY_KEY.get(route)!, params, body, query: new URLSearchParams(), applying: { approvalId: approval.id, author: approval.author } });
}

const decision =
  (kind: Decision): RouteHandler =>
  async (ctx) => {
    const { comment } = validate(DecisionSchema, ctx.body ?? {});
    const decided = await decide(await loadApproval(ctx.params.id), kind, comment, ctx.user);
    if (kind === 'approve') await apply(decided, ctx);
    return ok(approvalAnswer(decided));
  };

export const handler = createHandler({
  'GET /v1/approvals': async ({ query }) => ok(applyListQuery((await approvalStore.list()).map(approvalAnswer), readListQuery(query, APPROVAL_LIST), APPROVAL_LIST)),
  'POST /v1/approvals/{id}/approve': decision('approve'),
  'POST /v1/approvals/{id}/reject': decision('reject'),
});
