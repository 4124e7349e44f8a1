import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import type { MasterContactSummary } from '../directory-types';
import { ContactHitSchema } from '@shared/directory/responses';

/** Master contacts by id, email prefix or name; 10 results. */
export const searchMasterContacts = async (text: string): Promise<MasterContactSummary[]> =>
  (await api.get(`/master-contacts?${new URLSearchParams({ 'filter[searchQuery]': text.trim() })}`, listPageOf(ContactHitSchema))).items;
