import { searchEvents } from '@/api/events/search-events';
import { DIRECTORY_UI, type EventSummary } from './directory-types';
import { ObjectChooser } from '../object-chooser';
import { formatAmsterdam } from '@/lib/format';
import './directory.css';

interface EventChooserProps {
  id: string;
  value: EventSummary | undefined;
  onChange: (event: EventSummary | undefined) => void;
  invalid?: boolean;
  describedBy?: string;
}

export const eventLabel = (event: EventSummary) => (event.name ? `#${event.id} ${event.name}` : `#${event.id}`);

function EventItem({ event }: { event: EventSummary }) {
  return (
    <span className="directory-item">
      <span className="directory-item__main">
        #{event.id} {event.name}
      </span>
      {!!event.startTime && <span className="directory-item__meta">{formatAmsterdam(event.startTime, 'day')}</span>}
      {event.countryName && <span className="directory-item__meta">{event.countryName}</span>}
    </span>
  );
}

/** One event, searched by id, name or start date; shows the name and the date. */
export function EventChooser({ id, value, onChange, invalid, describedBy }: EventChooserProps) {
  return (
    <div className="directory-chooser">
      <ObjectChooser<EventSummary>
        id={id}
        value={value ? [value] : []}
        onChange={(events) => onChange(events.at(-1))}
        search={searchEvents}
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
