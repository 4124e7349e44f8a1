import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { ListPage } from '@/components/list-page/list-page';
import { useAuth, useIsSuperAdmin } from '@/lib/auth-store';
import { approvalListResource } from './approval-list-resource';
import { DecisionDialog, type Decision } from './decision-dialog';
import type { Approval } from '@shared/approval-schemas';

/**
 * Settings > Approvals (docs/approvals.md): the changes to Active sends that wait for a second
 * super-admin, each with Approve and Reject for super-admins other than its author (the API says
 * the same). Everyone else reads them.
 */
export function ApprovalsPage() {
  const superAdmin = useIsSuperAdmin();
  const userId = useAuth().user?.id;
  const [deciding, setDeciding] = useState<{ approval: Approval; decision: Decision } | null>(null);
  const resource = useMemo(
    () =>
      approvalListResource((approval) =>
        superAdmin && approval.state === 'pending' && approval.author.id !== userId ? (
          <span className="approvals__actions">
            <Button type="button" label="Approve" size="small" aria-label={`Approve change #${approval.id}`} onClick={() => setDeciding({ approval, decision: 'approve' })} />
            <Button type="button" label="Reject" size="small" severity="secondary" outlined aria-label={`Reject change #${approval.id}`} onClick={() => setDeciding({ approval, decision: 'reject' })} />
          </span>
        ) : null,
      ),
    [superAdmin, userId],
  );
  return (
    <>
      <ListPage resource={resource} />
      {deciding && <DecisionDialog approval={deciding.approval} decision={deciding.decision} onClose={() => setDeciding(null)} />}
    </>
  );
}
