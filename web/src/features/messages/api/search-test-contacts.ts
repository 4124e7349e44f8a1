import { getTestContacts } from '@/api/test-contacts/get-test-contacts';

/** Test contacts matching the text (id or name), with their event and master contact. */
export async function searchTestContacts(text: string) {
  const query = new URLSearchParams({ 'page[number]': '1', 'page[size]': '10', 'filter[search_query]': text, include: 'event,masterContact' });
  return (await getTestContacts(String(query))).items;
}
