import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-state';
import type { ListPage } from '@shared/list-query';
import type { Tag } from '@shared/tags';

/** Tags whose name matches every typed word (filter[search_query]), for choosers. */
export const searchTags = async (text: string, size = 10): Promise<Tag[]> =>
  (await api.get<ListPage<Tag>>(`/tags?${toQueryString({ page: { number: 1, size }, search: text })}`)).items;
