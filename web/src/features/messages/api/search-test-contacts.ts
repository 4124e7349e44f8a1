import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { TestContactSchema, type TestContact } from '@shared/test-contacts';

/** Test contacts matching the text (id or name), with their event and master contact. */
export async function searchTestContacts(text: string): Promise<TestContact[]> {
  const query = new URLSearchParams({ 'page[number]': '1', 'page[size]': '10', 'filter[search_query]': text, include: 'event,masterContact' });
  return (await api.get(`/test-contacts?${query}`, listPageOf(TestContactSchema))).items;
}
