import { useState } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { reactivateItems } from '../api/item-actions';
import { DASHBOARD_UI } from '../dashboard-texts';
import { FailureReason } from '@/components/failure-fix';
import { StatusBadge } from '@/components/status-badge';
import { toastFailure } from '@/lib/api-client';
import { useIsSuperAdmin } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import type { Composite } from '@shared/dashboard';
import { ITEM_STATUS, STATUS_COUNTS } from '@shared/event-message-workflow-constants';
import { TRIGGER_TYPE } from '@shared/triggers/trigger-types';

export const statusLabel = (status: number) => STATUS_COUNTS.find((s) => s.status === status)?.label ?? String(status);

/**
 * The status cell: its label in its colour. A failed row carries why, the record to fix (or a
 * ticket to IT support) and, for a super-admin, Reactivate right there; an out-of-date row says
 * why on hover.
 */
export function CompositeStatus({ row }: { row: Composite }) {
  const note = row.eventMessageWorkflow?.note ?? undefined;
  const failed = row.status === ITEM_STATUS.error;
  return (
    <span className="composite-status">
      <StatusBadge status={row.status} label={statusLabel(row.status)} title={failed ? undefined : note}>
        {note && !failed && <i className="pi pi-info-circle" aria-hidden="true" />}
      </StatusBadge>
      {failed && (
        <>
          <FailureReason note={note} fix={row.eventMessageWorkflow?.fix} />
          <ReactivateButton row={row} />
        </>
      )}
    </span>
  );
}

/** Retry: reactivates the failed item (super-admin only, as the API has it). */
function ReactivateButton({ row }: { row: Composite }) {
  const [busy, setBusy] = useState(false);
  if (!useIsSuperAdmin()) return null;
  const retry = async () => {
    setBusy(true);
    try {
      await reactivateItems([row.id]);
      toast.success(DASHBOARD_UI.reactivatedOne);
    } catch (failure) {
      toastFailure(DASHBOARD_UI.reactivateFailed, failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      label="Reactivate"
      icon="pi pi-replay"
      size="small"
      outlined
      loading={busy}
      className="composite-status__retry"
      aria-label={`Reactivate ${row.workflowName} for ${row.eventName}`}
      onClick={retry}
    />
  );
}

/** The workflow name, with the Metric label on scheduled metric triggers (red when out of date, else orange, as on the timeline). */
export function WorkflowName({ row }: { row: Composite }) {
  const metric = row.eventMessageWorkflow?.trigger?.triggerType === TRIGGER_TYPE.scheduledMetric;
  return (
    <span className="composite-workflow">
      {row.workflowName}
      {metric && <Tag value="Metric" severity={row.status === ITEM_STATUS.outOfDate ? 'danger' : 'warning'} className="composite-workflow__metric" />}
    </span>
  );
}
