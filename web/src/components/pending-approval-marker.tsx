import { Link } from 'wouter';
import { usePendingApprovals } from '@/api/approvals/get-pending-approvals';
import { APPROVAL_TEXTS, APPROVALS_PATH } from '@shared/approvals';
import './pending-approval-marker.css';

/** A row's marker when a change to its item waits for a second approval (docs/approvals.md); nothing otherwise. */
export function PendingApprovalMarker({ itemId, name }: { itemId: number; name: string }) {
  const { itemIds } = usePendingApprovals();
  if (!itemIds.has(itemId)) return null;
  return (
    <Link href={APPROVALS_PATH} className="pending-approval-marker" aria-label={`${APPROVAL_TEXTS.pendingApproval}: ${name}`} title={APPROVAL_TEXTS.pendingApproval}>
      <i className="pi pi-lock" aria-hidden="true" /> {APPROVAL_TEXTS.pendingApproval}
    </Link>
  );
}
