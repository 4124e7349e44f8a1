import { api } from '@/lib/api-client';
import type { MasterContactSummary } from '@/components/directory/directory-types';
import { listPageOf } from '@shared/list-query';
import { MasterContactSchema } from '@shared/directory/responses';

/** The hand-picked contacts of a manual workflow, in the order asked, with their company. */
export const getMasterContactsByIds = async (ids: number[]): Promise<MasterContactSummary[]> =>
  ids.length ? (await api.get(`/master-contacts/get-by-ids?${ids.map((id) => `ids[]=${id}`).join('&')}&expands[]=masterCompany`, listPageOf(MasterContactSchema))).items : [];
