import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import { STATUS } from '@shared/status';
import type { ReferenceSetSummary } from '../message-types';

/** Active reference set templates matching the text (id or name), with their custom references. */
export async function searchReferenceSets(text: string): Promise<ReferenceSetSummary[]> {
  const query = new URLSearchParams({ 'page[number]': '1', 'page[size]': '10', 'filter[search_query]': text, 'filter[status]': String(STATUS.active) });
  return (await api.get<ListPage<ReferenceSetSummary>>(`/reference-set-templates?${query}`)).items;
}
