import { useEffect, useState } from 'react';
import { InputSwitch } from 'primereact/inputswitch';
import { deadlineEntries, timelineEntries } from './timeline-entries';
import type { DraftItem } from './timeline-draft';
import { TimelineItem } from './timeline-item';
import type { StoredEvent } from '@shared/directory/responses';
import { useNow } from '@/lib/countdown';
import { formatAmsterdam } from '@/lib/format';

interface EventTimelineProps {
  event: StoredEvent;
  items: DraftItem[];
  errors: Record<string, string>;
  /** What each item offers (absent: not offered). */
  actionsOf: (item: DraftItem) => { onSwitch?: (on: boolean) => void; onEdit?: () => void; onRemove?: () => void; onRetry?: () => void };
  /** The keys of the items just attached: marked, and the first scrolled to. */
  marked: string[];
  /** The items a pending approval concerns (docs/approvals.md). */
  pendingApproval?: Set<number>;
}

/** Whether the deadlines show, remembered in this browser (decision 021). */
const DEADLINES_KEY = 'timelineDeadlines';
function useShowDeadlines() {
  const [show, setShow] = useState(() => localStorage.getItem(DEADLINES_KEY) !== 'hidden');
  const change = (next: boolean) => {
    localStorage.setItem(DEADLINES_KEY, next ? 'shown' : 'hidden');
    setShow(next);
  };
  return [show, change] as const;
}

const When = ({ time }: { time: number }) => (
  <span className="timeline-item__when">
    <span className="timeline-item__date">{formatAmsterdam(time, 'day')}</span>
    <span className="timeline-item__time">{formatAmsterdam(time, 'time')}</span>
  </span>
);

/**
 * The event's schedule (spec section 2, decision 021): its items by time with the event's start,
 * a line at now and each item's countdown; the deadlines are faint ticks that can be hidden.
 */
export function EventTimeline({ event, items, errors, actionsOf, marked, pendingApproval }: EventTimelineProps) {
  const now = useNow();
  const [showDeadlines, setShowDeadlines] = useShowDeadlines();
  const deadlineCount = deadlineEntries(event).length;

  useEffect(() => {
    if (marked.length) document.querySelector(`[data-key="${marked[0]}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [marked]);

  return (
    <section className="event-schedule" aria-label="Schedule">
      {deadlineCount > 0 && (
        <div className="event-schedule__toggle">
          <InputSwitch inputId="timeline-deadlines" checked={showDeadlines} onChange={(e) => setShowDeadlines(!!e.value)} />
          <label htmlFor="timeline-deadlines">Show the event's deadlines ({deadlineCount})</label>
        </div>
      )}
      <ol className="event-timeline" aria-label="Event timeline">
        {timelineEntries(event, items, { deadlines: showDeadlines, now }).map((entry) => {
          if (entry.kind === 'item')
            return (
              <TimelineItem
                key={entry.key}
                item={entry.item}
                error={errors[entry.key]}
                now={now}
                marked={marked.includes(entry.key)}
                pendingApproval={entry.item.id !== undefined && !!pendingApproval?.has(entry.item.id)}
                {...actionsOf(entry.item)}
              />
            );
          if (entry.kind === 'now')
            return (
              <li key="now" className="timeline-now" aria-label="Now">
                <span className="timeline-now__label">Now {formatAmsterdam(entry.time, 'time')}</span>
              </li>
            );
          return (
            <li key={entry.key} className={entry.kind === 'deadline' ? 'timeline-tick' : 'timeline-mark timeline-mark--start'}>
              <When time={entry.time} />
              <span className="timeline-mark__label">{entry.label}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
