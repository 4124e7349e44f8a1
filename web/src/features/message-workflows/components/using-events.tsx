import { Link } from 'wouter';
import { eventTimelinePath } from '@/lib/paths';
import type { UsingEvent } from '@shared/message-workflows';

/** The events a blocked delete names, each a link to its timeline (where its item is switched off or removed). */
export function UsingEvents({ events }: { events: UsingEvent[] }) {
  return (
    <ul className="using-events" aria-label="Events using this message workflow">
      {events.map((event) => (
        <li key={event.id}>
          <Link href={eventTimelinePath(event.id)}>
            #{event.id} {event.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
