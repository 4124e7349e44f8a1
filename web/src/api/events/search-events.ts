import { api } from '@/lib/api-client';
import { EventHitSchema, type EventHit } from '@shared/directory/responses';
import { listPageOf } from '@shared/list-page-schema';

/** Events by id, words of the name, or a start date (14/03/2027, 2027-03-14, 2027-03); 10 results. */
export const searchEvents = async (text: string): Promise<EventHit[]> =>
  (await api.get(`/events?${new URLSearchParams({ 'filter[search_query]': text.trim() })}`, listPageOf(EventHitSchema))).items;
