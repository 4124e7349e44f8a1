import { getReferenceLayouts } from '@/api/reference-layouts/get-reference-layouts';

/** Layouts whose id or name matches the typed text (the newest for no text), for the attach dialog's chooser. */
export const searchReferenceLayouts = async (text: string) => {
  const search = text.trim() ? `filter[search_query]=${encodeURIComponent(text.trim())}&` : '';
  return (await getReferenceLayouts(`${search}page[size]=10`)).items;
};
