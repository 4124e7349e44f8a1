import { searchEvents } from '@/api/events/search-events';
import type { EventOption } from '@/components/directory/event-chooser';
import { api } from '@/lib/api-client';
import { EventWorkflowEventSchema } from '@shared/event-message-workflows';
import { listPageOf } from '@shared/list-page-schema';

/** The event form's chooser: the directory's events, each with how many workflows it has already (decision 021). */
export async function searchEventsWithWorkflows(text: string): Promise<EventOption[]> {
  const events = await searchEvents(text);
  if (!events.length) return events;
  const ids = events.map((event) => event.id).join(',');
  const summaries = await api.get(`/event-message-workflows?filter[id:in]=${ids}`, listPageOf(EventWorkflowEventSchema));
  const counts = new Map(summaries.items.map((summary) => [summary.id, summary.numberOfTotalEventMessageWorkflows]));
  return events.map((event) => ({ ...event, workflows: counts.get(event.id) ?? 0 }));
}
