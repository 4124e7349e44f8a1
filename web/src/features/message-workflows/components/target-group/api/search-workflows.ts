import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';

export interface WorkflowHit {
  id: number;
  name: string;
  status: number;
}

/** Message workflows by id or name (the workflow typeahead: 10 suggestions). */
export async function searchWorkflows(text: string): Promise<WorkflowHit[]> {
  const query = new URLSearchParams({ 'filter[search_query]': text.trim(), 'page[number]': '1', 'page[size]': '10' });
  return (await api.get<ListPage<WorkflowHit>>(`/message-workflows?${query}`)).items;
}
