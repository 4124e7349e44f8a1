import { Tag } from 'primereact/tag';
import { StatusBadge } from '@/components/status-badge';
import type { Composite } from '@shared/dashboard';
import { ITEM_STATUS, STATUS_COUNTS } from '@shared/event-message-workflows';
import { TRIGGER_TYPE } from '@shared/triggers/trigger-prototype';

export const statusLabel = (status: number) => STATUS_COUNTS.find((s) => s.status === status)?.label ?? String(status);

/** The status cell: its label in its colour; a failed or out-of-date row says why on hover. */
export function CompositeStatus({ row }: { row: Composite }) {
  const note = row.eventMessageWorkflow?.note ?? undefined;
  return (
    <StatusBadge status={row.status} label={statusLabel(row.status)} title={note}>
      {note && <i className="pi pi-info-circle" aria-hidden="true" />}
    </StatusBadge>
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
