import { approvalStore, type StoredApproval } from '../../data/approvals.ts';
import { WriteConflict } from '../../data/conflict.ts';
import { now } from '../../data/clock.ts';
import { conflict, Failure, invalid, notFound } from '../failure.ts';
import { byUser } from '../audit/trail.ts';
import type { SessionUser } from '../../../shared/auth.ts';
import { APPROVAL_TEXTS as T } from '../../../shared/approvals.ts';

/**
 * A second super-admin's decision on a pending approval (docs/approvals.md). The decision is the
 * approval's next version, written conditional on the version read while pending, so of two
 * decisions at once exactly one lands (the other: 409), and it is the trail entry (`approve` /
 * `reject`). An approval is applied after its decision is written, by running the held request.
 */
export type Decision = 'approve' | 'reject';

export async function loadApproval(rawId: string | undefined): Promise<StoredApproval> {
  const id = Number(rawId);
  const approval = rawId && /^\d{1,12}$/.test(rawId) ? await approvalStore.get(id, { consistent: true }) : undefined;
  if (!approval) throw notFound(T.notFound(rawId ?? ''));
  return approval;
}

export async function decide(approval: StoredApproval, decision: Decision, comment: string, decider: Pick<SessionUser, 'id' | 'name'>): Promise<StoredApproval> {
  if (approval.state !== 'pending') throw conflict(T.decided(approval.state));
  if (approval.author.id === decider.id) throw new Failure('forbidden', T.ownChange);
  if (decision === 'reject' && !comment) throw invalid({ comment: T.commentRequired }, T.commentRequired);
  try {
    return await approvalStore.update(
      approval,
      { state: decision === 'approve' ? 'approved' : 'rejected', decider: { id: decider.id, name: decider.name }, decidedAt: now(), ...(comment ? { comment } : {}) },
      byUser(decider, decision, comment || undefined),
    );
  } catch (error) {
    if (!(error instanceof WriteConflict)) throw error;
    // another decision landed between the read and this write
    const current = await approvalStore.get(approval.id, { consistent: true });
    throw conflict(T.decided(current?.state === 'rejected' ? 'rejected' : 'approved'));
  }
}
