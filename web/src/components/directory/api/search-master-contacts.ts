import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import type { MasterContactSummary } from '../directory-types';

/** Master contacts by id, email prefix or name; 10 results. */
export const searchMasterContacts = async (text: string): Promise<MasterContactSummary[]> =>
  (await api.get<ListPage<MasterContactSummary>>(`/master-contacts?${new URLSearchParams({ 'filter[searchQuery]': text.trim() })}`)).items;
