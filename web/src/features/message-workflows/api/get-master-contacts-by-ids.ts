import { api } from '@/lib/api-client';
import type { MasterContactSummary } from '@/components/directory/directory-types';
import type { ListPage } from '@shared/list-query';

/** The hand-picked contacts of a manual workflow, in the order asked, with their company. */
export const getMasterContactsByIds = async (ids: number[]): Promise<MasterContactSummary[]> =>
  ids.length ? (await api.get<ListPage<MasterContactSummary>>(`/master-contacts/get-by-ids?${ids.map((id) => `ids[]=${id}`).join('&')}&expands[]=masterCompany`)).items : [];
