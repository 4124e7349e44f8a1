import { approvalStore, type StoredApproval } from '../../data/approvals.ts';
import { byUser } from '../audit/trail.ts';
import type { SessionUser } from '../../../shared/auth.ts';
import type { Approval } from '../../../shared/approval-schemas.ts';
import type { ApprovalKind } from '../../../shared/approvals.ts';

/**
 * A change held for a second approval (docs/approvals.md): the request as it came (route, path
 * parameters, body), so approving it runs that very route; nothing of the change is written now.
 */
export interface Proposal {
  kind: ApprovalKind;
  summary: string;
  request: { route: string; params: Record<string, string>; body: unknown };
  eventIds: number[];
  itemIds: number[];
  workflowIds: number[];
}

const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

export const approvalAnswer = (approval: StoredApproval): Approval => {
  const { createdBy: _by, updatedAt: _at, updatedBy: _updatedBy, ...answer } = approval;
  return answer;
};

/** The request a route holds, as the route sees it (its key, path parameters and body) and who sent it. */
export interface HeldRequest {
  user: Pick<SessionUser, 'id' | 'name'>;
  route?: { method: string; path: string };
  params: Record<string, string>;
  body: unknown;
}

/** Stores the proposal of a held request as a pending approval (its own trail entry: created, by the author). */
export async function propose(proposal: Omit<Proposal, 'request'>, held: HeldRequest): Promise<Approval> {
  return proposeAs({ ...proposal, request: { route: held.route ? `${held.route.method} ${held.route.path}` : '', params: held.params, body: held.body } }, held.user);
}

/** Stores a proposal as a pending approval, by its author. */
export async function proposeAs(proposal: Proposal, author: Pick<SessionUser, 'id' | 'name'>): Promise<Approval> {
  const approval = await approvalStore.create(
    {
      ...proposal,
      eventIds: unique(proposal.eventIds),
      itemIds: unique(proposal.itemIds),
      workflowIds: unique(proposal.workflowIds),
      state: 'pending',
      author: { id: author.id, name: author.name },
    },
    byUser(author, 'create'),
  );
  return approvalAnswer(approval);
}
