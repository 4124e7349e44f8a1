import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import type { MasterContactSummary } from '@/components/directory/directory-types';
import { MasterContactSchema } from '@shared/directory/responses';

/** The chosen contacts of a fixed contact rule, with their companies, in the order asked. */
export async function getMasterContactsByIds(ids: number[]): Promise<MasterContactSummary[]> {
  if (!ids.length) return [];
  const query = new URLSearchParams({ ids: ids.join(','), 'expands[]': 'masterCompany' });
  return (await api.get(`/master-contacts/get-by-ids?${query}`, listPageOf(MasterContactSchema))).items;
}
