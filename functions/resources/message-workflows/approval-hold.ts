import { messageWorkflowStore, type MessageWorkflow } from '../../data/catalogue.ts';
import type { Stored } from '../../data/entity-store.ts';
import { getItemsById } from '../../data/item-reads.ts';
import { usersOf } from '../../data/uses.ts';
import { validate } from '../../domain/validate.ts';
import { approvalScope } from '../../domain/approvals/approval-scope.ts';
import { propose } from '../../domain/approvals/propose.ts';
import type { SignedInContext } from '../../kit/http.ts';
import { messageWorkflows } from './message-workflows.ts';
import type { Approval } from '../../../shared/approval-schemas.ts';
import { scopeCovers, type ApprovalScope } from '../../../shared/approvals.ts';
import { MESSAGE_WORKFLOW_CODES, MESSAGE_WORKFLOW_TEXTS, MessageWorkflowInputSchema } from '../../../shared/message-workflows.ts';
import { bulkStatusSchema, STATUS } from '../../../shared/status.ts';

/**
 * Activating a workflow whose items are attached to events waits for a second approval while the
 * setting covers one of those events (docs/approvals.md): PUT /v1/message-workflows/{id} and the
 * bulk status PATCH. A request that would be refused anyway (unknown id, stale version, invalid
 * input) is not held: the route refuses it, writing nothing.
 */
async function attachedItems(workflowIds: number[]) {
  const users = await Promise.all(workflowIds.map((id) => usersOf('message-workflow', id)));
  const itemIds = users.flat().filter((user) => user.type === 'event-message-workflow').map((user) => user.id);
  return [...(await getItemsById(itemIds)).values()];
}

async function holdActivation(ctx: SignedInContext, scope: ApprovalScope, workflows: Stored<MessageWorkflow>[]): Promise<Approval | undefined> {
  const items = await attachedItems(workflows.filter((workflow) => workflow.status !== STATUS.active).map((workflow) => workflow.id));
  const eventIds = items.map((item) => item.eventId);
  if (!scopeCovers(scope, eventIds)) return undefined;
  const names = workflows.map((workflow) => `${workflow.name} (#${workflow.id})`).join(', ');
  return propose(
    {
      kind: 'activate-workflow',
      summary: `Activate ${names}, attached to ${items.length === 1 ? '1 item' : `${items.length} items`}`,
      eventIds,
      itemIds: items.map((item) => item.id),
      workflowIds: workflows.map((workflow) => workflow.id),
    },
    ctx,
  );
}

/** PUT /v1/message-workflows/{id} that makes the workflow Active. */
export async function holdUpdate(ctx: SignedInContext): Promise<Approval | undefined> {
  const scope = await approvalScope(!!ctx.applying);
  if (!scope) return undefined;
  const input = validate(MessageWorkflowInputSchema, ctx.body, { code: MESSAGE_WORKFLOW_CODES.couldNotSave, message: MESSAGE_WORKFLOW_TEXTS.couldNotSave });
  if (input.status !== STATUS.active) return undefined;
  const current = await messageWorkflows.service.load(ctx.params.id);
  if (current.status === STATUS.active || (input.version !== undefined && input.version !== current.version)) return undefined;
  await messageWorkflows.definition.toRecord!(input, current, ctx); // its rules refuse now, not when approved
  return holdActivation(ctx, scope, [current]);
}

/** PATCH /v1/message-workflows {attributes: {status: Active}, messageWorkflowIds}. */
export async function holdBulkStatus(ctx: SignedInContext): Promise<Approval | undefined> {
  const scope = await approvalScope(!!ctx.applying);
  if (!scope) return undefined;
  const input = validate(bulkStatusSchema('messageWorkflowIds'), ctx.body) as { attributes: { status: number }; messageWorkflowIds: number[] };
  if (input.attributes.status !== STATUS.active) return undefined;
  const ids = [...new Set(input.messageWorkflowIds)];
  const found = await messageWorkflowStore.getMany(ids, { consistent: true });
  return ids.every((id) => found.has(id)) ? holdActivation(ctx, scope, [...found.values()]) : undefined;
}
