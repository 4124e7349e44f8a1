import { EVENT_WORKFLOW_UI } from '../event-workflow-texts';
import type { EventWorkflowItem } from '../event-workflow-types';
import { formatChangeTime, type ReplanRecord } from '@shared/change-preview';
import { STATUS_LABELS } from '@shared/status-constants';
import { formatAmsterdam } from '@/lib/format';

/**
 * What imports moved on the event (docs/change-previews.md R1): each re-plan with the item, its
 * time before and after, its status change, when and by which import; newest first.
 */
export function ReplanList({ replans, items }: { replans: ReplanRecord[]; items: EventWorkflowItem[] }) {
  if (!replans.length) return null;
  const names = new Map(items.map((item) => [item.id, item.messageWorkflow?.name ?? `#${item.id}`]));
  const now = Math.floor(Date.now() / 1000);
  return (
    <section className="replan-list" aria-label={EVENT_WORKFLOW_UI.replansTitle}>
      <h3>{EVENT_WORKFLOW_UI.replansTitle}</h3>
      <ul>
        {replans.map((replan) => (
          <li key={`${replan.importId}-${replan.itemId}-${replan.at}`}>
            <span>{EVENT_WORKFLOW_UI.replanned(names.get(replan.itemId) ?? `#${replan.itemId}`, formatChangeTime(replan.from, now), formatChangeTime(replan.to, now))}</span>
            {replan.statusBefore !== replan.statusAfter && (
              <span className="replan-list__status">
                {' '}
                ({STATUS_LABELS[replan.statusBefore]} &rarr; {STATUS_LABELS[replan.statusAfter]}
                {replan.note ? `: ${replan.note}` : ''})
              </span>
            )}
            <span className="replan-list__when">
              {' '}
              {formatAmsterdam(replan.at, 'date-time')}, {replan.importId}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
