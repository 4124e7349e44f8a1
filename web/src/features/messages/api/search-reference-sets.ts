import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { STATUS } from '@shared/status';
import { ReferenceSetTemplateSchema } from '@shared/reference-set-templates';
import type { ReferenceSetChoice } from '../message-types';

/** Active reference set templates matching the text (id or name), with their custom references. */
export async function searchReferenceSets(text: string): Promise<ReferenceSetChoice[]> {
  const query = new URLSearchParams({ 'page[number]': '1', 'page[size]': '10', 'filter[search_query]': text, 'filter[status]': String(STATUS.active) });
  return (await api.get(`/reference-set-templates?${query}`, listPageOf(ReferenceSetTemplateSchema))).items;
}
