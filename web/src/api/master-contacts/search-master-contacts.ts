import { api } from '@/lib/api-client';
import { ContactHitSchema, type ContactHit } from '@shared/directory/responses';
import { listPageOf } from '@shared/list-page-schema';

/** Master contacts by id, email prefix or name; 10 results. */
export const searchMasterContacts = async (text: string): Promise<ContactHit[]> =>
  (await api.get(`/master-contacts?${new URLSearchParams({ 'filter[searchQuery]': text.trim() })}`, listPageOf(ContactHitSchema))).items;
