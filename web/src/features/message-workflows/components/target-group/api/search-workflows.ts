import { getMessageWorkflows } from '@/api/message-workflows/get-message-workflows';

/** Message workflows by id or name (the workflow typeahead: 10 suggestions). */
export async function searchWorkflows(text: string) {
  const query = new URLSearchParams({ 'filter[search_query]': text.trim(), 'page[number]': '1', 'page[size]': '10' });
  return (await getMessageWorkflows(String(query))).items;
}
