import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import type { EventSummary } from '../directory-types';

/** Events by id, words of the name, or a start date (14/03/2027, 2027-03-14, 2027-03); 10 results. */
export const searchEvents = async (text: string): Promise<EventSummary[]> =>
  (await api.get<ListPage<EventSummary>>(`/events?${new URLSearchParams({ 'filter[search_query]': text.trim() })}`)).items;
