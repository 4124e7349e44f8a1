import { api } from '@/lib/api-client';
import { MasterContactSchema, type MasterContact } from '@shared/directory/responses';
import { listPageOf } from '@shared/list-page-schema';

/** Contacts by id with their company, in the order asked: a manual workflow's, or a fixed contact rule's. */
export async function getMasterContactsByIds(ids: number[]): Promise<MasterContact[]> {
  if (!ids.length) return [];
  const query = new URLSearchParams({ ids: ids.join(','), 'expands[]': 'masterCompany' });
  return (await api.get(`/master-contacts/get-by-ids?${query}`, listPageOf(MasterContactSchema))).items;
}
