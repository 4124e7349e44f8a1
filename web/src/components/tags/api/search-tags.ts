import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-state';
import { listPageOf } from '@shared/list-query';
import { TagSchema, type Tag } from '@shared/tags';

/** Tags whose name matches every typed word (filter[search_query]), for choosers. */
export const searchTags = async (text: string, size = 10): Promise<Tag[]> =>
  (await api.get(`/tags?${toQueryString({ page: { number: 1, size }, search: text })}`, listPageOf(TagSchema))).items;
