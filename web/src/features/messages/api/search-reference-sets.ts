import type { ReferenceSetChoice } from '../message-types';
import { getReferenceSetTemplates } from '@/api/reference-set-templates/get-reference-set-templates';
import { STATUS } from '@shared/status';

/** Active reference set templates matching the text (id or name), with their custom references. */
export async function searchReferenceSets(text: string): Promise<ReferenceSetChoice[]> {
  const query = new URLSearchParams({ 'page[number]': '1', 'page[size]': '10', 'filter[search_query]': text, 'filter[status]': String(STATUS.active) });
  return (await getReferenceSetTemplates(String(query))).items;
}
