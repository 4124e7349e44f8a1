import { Tooltip } from 'primereact/tooltip';
import { timelineEntries } from './timeline-entries';
import type { DraftItem } from './timeline-draft';
import { TimelineItem } from './timeline-item';
import type { StoredEvent } from '@shared/directory/responses';
import { formatAmsterdam } from '@/lib/format';

interface EventTimelineProps {
  event: StoredEvent;
  items: DraftItem[];
  errors: Record<string, string>;
  /** What each item offers (absent: not offered). */
  actionsOf: (item: DraftItem) => { onSwitch?: (on: boolean) => void; onEdit?: () => void; onRemove?: () => void };
}

/** The event's start, its deadlines and its items, by time (spec section 2). */
export function EventTimeline({ event, items, errors, actionsOf }: EventTimelineProps) {
  return (
    <>
      <ol className="event-timeline" aria-label="Event timeline">
        {timelineEntries(event, items).map((entry) =>
          entry.kind === 'mark' ? (
            <li key={entry.key} className={`timeline-mark${entry.key === 'event-start' ? ' timeline-mark--start' : ''}`}>
              <span className="timeline-item__when">
                <span className="timeline-item__date">{formatAmsterdam(entry.time, 'day')}</span>
                <span className="timeline-item__time">{formatAmsterdam(entry.time, 'time')}</span>
              </span>
              <span className="timeline-mark__label">{entry.label}</span>
            </li>
          ) : (
            <TimelineItem key={entry.key} item={entry.item} error={errors[entry.key]} {...actionsOf(entry.item)} />
          ),
        )}
      </ol>
      {/* A failed item's note (why it failed) shows on hover or focus. */}
      <Tooltip target=".timeline-item__failed" position="top" />
    </>
  );
}
