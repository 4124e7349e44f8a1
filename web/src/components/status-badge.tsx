import { Tag } from 'primereact/tag';
import { STATUS, STATUS_LABELS } from '@shared/status';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'contrast' | null;

const SEVERITY: Record<number, Severity> = {
  [STATUS.active]: 'success',
  [STATUS.inactive]: 'secondary',
  [STATUS.draft]: 'info',
  [STATUS.archived]: 'warning',
  [STATUS.error]: 'danger',
};

/** A record's status (spec section 3's common values) as a small coloured label. */
export function StatusBadge({ status }: { status: number }) {
  return <Tag value={STATUS_LABELS[status] ?? String(status)} severity={SEVERITY[status] ?? null} className="status-badge" />;
}

/** Options of a status select (a list filter or a form), in the order given. */
export const statusOptions = (statuses: readonly number[]) => statuses.map((value) => ({ label: STATUS_LABELS[value], value }));
