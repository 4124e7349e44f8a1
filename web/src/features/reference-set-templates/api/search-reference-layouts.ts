import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import type { ReferenceLayoutInput } from '@shared/reference-layouts';

export interface ReferenceLayout extends ReferenceLayoutInput {
  id: number;
  version: number;
}

/** Layouts whose id or name matches the typed text (the newest for no text), for the attach dialog's chooser. */
export const searchReferenceLayouts = async (text: string) => {
  const search = text.trim() ? `filter[search_query]=${encodeURIComponent(text.trim())}&` : '';
  return (await api.get<ListPage<ReferenceLayout>>(`/reference-layouts?${search}page[size]=10`)).items;
};
