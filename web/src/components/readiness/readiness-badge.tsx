import { Tag } from 'primereact/tag';
import { useReadinessBadge } from '@/api/readiness/get-readiness-badges';
import { formatAmsterdam } from '@/lib/format';
import { badgeText } from '@shared/readiness-constants';
import './readiness.css';

const SEVERITY = { ready: 'success', warnings: 'warning', blocked: 'danger' } as const;

/**
 * An item's readiness badge (docs/readiness.md), on the timeline and the dashboard: Ready,
 * 'N warnings' or Blocked from its last check, with when that was; 'Not checked' before the first.
 */
export function ReadinessBadge({ itemId }: { itemId: number | undefined }) {
  const { data: badge } = useReadinessBadge(itemId);
  if (badge === undefined) return null;
  const text = badgeText(badge ?? undefined);
  const title = badge ? `Readiness checked ${formatAmsterdam(badge.checkedAt, 'date-time')}` : 'No readiness check yet';
  return <Tag className="readiness-badge" data-readiness={badge?.status ?? 'unchecked'} value={text} severity={badge ? SEVERITY[badge.status] : 'secondary'} title={title} aria-label={`Readiness: ${text}`} />;
}
