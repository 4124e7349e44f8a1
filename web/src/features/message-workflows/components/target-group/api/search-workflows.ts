import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { MessageWorkflowSchema, type MessageWorkflow } from '@shared/message-workflows';

/** Message workflows by id or name (the workflow typeahead: 10 suggestions). */
export async function searchWorkflows(text: string): Promise<MessageWorkflow[]> {
  const query = new URLSearchParams({ 'filter[search_query]': text.trim(), 'page[number]': '1', 'page[size]': '10' });
  return (await api.get(`/message-workflows?${query}`, listPageOf(MessageWorkflowSchema))).items;
}
