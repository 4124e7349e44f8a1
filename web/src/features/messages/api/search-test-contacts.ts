import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';

export interface TestContactHit {
  id: number;
  name: string;
  eventId: number;
  masterContactId: number;
  event?: { id: number; name: string; startTime: number };
  masterContact?: { id: number; fullName: string; email: string };
}

/** Test contacts matching the text (id or name), with their event and master contact. */
export async function searchTestContacts(text: string): Promise<TestContactHit[]> {
  const query = new URLSearchParams({ 'page[number]': '1', 'page[size]': '10', 'filter[search_query]': text, include: 'event,masterContact' });
  return (await api.get<ListPage<TestContactHit>>(`/test-contacts?${query}`)).items;
}
