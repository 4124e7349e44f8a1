import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { ReferenceLayoutSchema } from '@shared/reference-layouts';

/** Layouts whose id or name matches the typed text (the newest for no text), for the attach dialog's chooser. */
export const searchReferenceLayouts = async (text: string) => {
  const search = text.trim() ? `filter[search_query]=${encodeURIComponent(text.trim())}&` : '';
  return (await api.get(`/reference-layouts?${search}page[size]=10`, listPageOf(ReferenceLayoutSchema))).items;
};
