import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import type { EventSummary } from '../directory-types';
import { EventHitSchema } from '@shared/directory/responses';

/** Events by id, words of the name, or a start date (14/03/2027, 2027-03-14, 2027-03); 10 results. */
export const searchEvents = async (text: string): Promise<EventSummary[]> =>
  (await api.get(`/events?${new URLSearchParams({ 'filter[search_query]': text.trim() })}`, listPageOf(EventHitSchema))).items;
