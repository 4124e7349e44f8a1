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

/** Stores the proposal as a pending approval (its own trail entry: created, by the author). */
export async function propose(proposal: Proposal, author: Pick<SessionUser, 'id' | 'name'>): Promise<Approval> {
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
