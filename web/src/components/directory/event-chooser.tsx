import { Tag } from 'primereact/tag';
import { searchEvents } from '@/api/events/search-events';
import { DIRECTORY_UI, type EventSummary } from './directory-types';
import { EVENT_STATUS } from '@shared/directory/vocabulary';
import { ObjectChooser } from '../object-chooser';
import { formatAmsterdam } from '@/lib/format';
import './directory.css';

/** A suggestion: an event, and (where the screen asks) how many workflows it has already. */
export type EventOption = EventSummary & { workflows?: number };

interface EventChooserProps {
  id: string;
  value: EventSummary | undefined;
  onChange: (event: EventSummary | undefined) => void;
  invalid?: boolean;
  describedBy?: string;
  /** The search (default: the directory's); the event form's also counts each event's workflows. */
  search?: (text: string) => Promise<EventOption[]>;
}

export const eventLabel = (event: EventSummary) => (event.name ? `#${event.id} ${event.name}` : `#${event.id}`);

/** What sets a suggestion apart (decision 021): an event that is over, cancelled, or has workflows already. */
function eventMarks(event: EventOption, now: number): string[] {
  return [
    ...(event.endTime !== undefined && event.endTime < now ? ['Past'] : []),
    ...(event.status === EVENT_STATUS.cancelled ? ['Cancelled'] : []),
    ...(event.workflows ? [`${event.workflows} workflow${event.workflows === 1 ? '' : 's'}`] : []),
  ];
}

function EventItem({ event }: { event: EventOption }) {
  return (
    <span className="directory-item">
      <span className="directory-item__main">
        #{event.id} {event.name}
      </span>
      {!!event.startTime && <span className="directory-item__meta">{formatAmsterdam(event.startTime, 'day')}</span>}
      {event.countryName && <span className="directory-item__meta">{event.countryName}</span>}
      {eventMarks(event, Date.now() / 1000).map((mark) => (
        <Tag key={mark} value={mark} severity={mark === 'Cancelled' ? 'danger' : mark === 'Past' ? 'secondary' : 'info'} className="directory-item__mark" />
      ))}
    </span>
  );
}

/** One event, searched by id, name or start date; shows the name, the date and what sets it apart (past, cancelled, with workflows). */
export function EventChooser({ id, value, onChange, invalid, describedBy, search = searchEvents }: EventChooserProps) {
  return (
    <div className="directory-chooser">
      <ObjectChooser<EventOption>
        id={id}
        value={value ? [value] : []}
        onChange={(events) => onChange(events.at(-1))}
        search={search}
        searchFailedText={DIRECTORY_UI.searchEventFailed}
        label={eventLabel}
        renderItem={(event) => <EventItem event={event} />}
        // An id can be one digit.
        minLength={1}
        maxSelected={1}
        invalid={invalid}
        describedBy={describedBy}
        placeholder="Search by id, name or date (DD/MM/YYYY)"
      />
    </div>
  );
}
