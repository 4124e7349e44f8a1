import { Link } from 'wouter';
import { APPROVAL_TEXTS, APPROVALS_PATH } from '@shared/approvals';
import type { Approval } from '@shared/approval-schemas';

/**
 * The event's attaches that wait for a second approval (docs/approvals.md): they are not on the
 * timeline until approved, so the page says so above it, with the way to decide them.
 */
export function PendingApprovalBanner({ approvals }: { approvals: Approval[] }) {
  const attaches = approvals.filter((approval) => approval.kind === 'attach');
  if (!attaches.length) return null;
  return (
    <div className="pending-approvals" role="status" aria-label={APPROVAL_TEXTS.pendingApproval}>
      <i className="pi pi-lock" aria-hidden="true" /> <strong>{APPROVAL_TEXTS.pendingAttach(attaches.length)}</strong>
      <ul>
        {attaches.map((approval) => (
          <li key={approval.id}>
            {approval.summary} (proposed by {approval.author.name})
          </li>
        ))}
      </ul>
      <Link href={APPROVALS_PATH}>Open Approvals</Link>
    </div>
  );
}
