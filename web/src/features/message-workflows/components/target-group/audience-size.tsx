import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useAudienceCount } from './api/count-audience';
import type { TargetGroupValue } from './target-group-value';
import { TARGET_GROUP_UI } from './target-group-texts';
import { searchEvents } from '@/api/events/search-events';
import { eventLabel } from '@/components/directory/event-chooser';
import { DIRECTORY_UI, type EventSummary } from '@/components/directory/directory-types';
import { ObjectPicker } from '@/components/object-picker';
import { DEBOUNCE_MS } from '@/lib/use-debounced-input';
import { addDays, civilDateAt } from '@shared/amsterdam-time';
import { EVENT_STATUS } from '@shared/directory/vocabulary';

const month = (date: { year: number; month: number }) => `${date.year}-${String(date.month).padStart(2, '0')}`;

/** The first active event that starts from now on (this month's or next month's), to count the audience for until the user picks another. */
async function nextEvent(): Promise<EventSummary | null> {
  const now = Date.now() / 1000;
  const today = civilDateAt(now);
  const later = addDays({ ...today, day: 1 }, 32);
  const hits = (await Promise.all([month(today), month(later)].map(searchEvents))).flat();
  return hits.filter((event) => event.startTime >= now && event.status !== EVENT_STATUS.cancelled).sort((a, b) => a.startTime - b.startTime)[0] ?? null;
}

/** The group as it was 500 ms after its last change: a burst of edits asks for one count. */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The audience's size beside the target group ('≈113 contacts for #8'), for the next coming event
 * or one the user picks, following the rules as they change (docs/decisions/022).
 */
export function AudienceSize({ group }: { group: TargetGroupValue | null }) {
  const { data: next } = useSWR(['next-event'], nextEvent, { revalidateOnFocus: false, revalidateIfStale: false });
  const [picked, setPicked] = useState<EventSummary | undefined>();
  const event = picked ?? next ?? undefined;
  const settled = useSettled(group ? JSON.stringify(group) : null);
  const counted = useAudienceCount(event?.id, settled ? (JSON.parse(settled) as TargetGroupValue) : null);
  const stale = settled !== (group ? JSON.stringify(group) : null) || counted.isValidating;

  const text = !group
    ? TARGET_GROUP_UI.sizeNeedsRules
    : !event
      ? TARGET_GROUP_UI.sizeNeedsEvent
      : counted.error
        ? TARGET_GROUP_UI.sizeFailed
        : !counted.data
          ? TARGET_GROUP_UI.sizeCounting
          : counted.data.count === null
            ? TARGET_GROUP_UI.sizeUnbounded(event.id)
            : TARGET_GROUP_UI.size(counted.data.count, event.id);
  return (
    <div className="audience-size">
      <p className="audience-size__count" aria-live="polite" aria-label="Audience size" aria-busy={stale}>
        <i className={stale ? 'pi pi-spin pi-spinner' : 'pi pi-users'} aria-hidden="true" /> {text}
      </p>
      <div className="audience-size__event">
        <label htmlFor="audience-size-event">Count for event</label>
        <ObjectPicker<EventSummary>
          id="audience-size-event"
          value={event ?? null}
          onChange={(chosen) => setPicked(chosen ?? undefined)}
          search={searchEvents}
          searchFailedText={DIRECTORY_UI.searchEventFailed}
          label={eventLabel}
          // an id can be one digit
          minLength={1}
          placeholder="Search by id, name or date"
        />
      </div>
    </div>
  );
}
