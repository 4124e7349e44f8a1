import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-state';
import { parseSort } from '@shared/list-query';
import { listPageOf } from '@shared/list-page-schema';
import { RECENT_TAGS, TagSchema, type Tag } from '@shared/tags';

/** One page of tags; `query` is a list query string (page, sort, filters), the list screen's URL. */
export const getTags = (query: string) => api.get(`/tags?${query}`, listPageOf(TagSchema));

export const useTags = (query: string) => useSWR(['/tags', query], ([, q]) => getTags(q), { keepPreviousData: true });

/** The tags used last (spec: page size 10, sort -lastUsed). */
const RECENT_QUERY = toQueryString({ page: { number: 1, size: RECENT_TAGS }, sort: parseSort('-lastUsed') });

// Same key shape and answer as the list's hook, so the two share the SWR cache safely.
export const useRecentTags = () => useSWR(['/tags', RECENT_QUERY], () => getTags(RECENT_QUERY));

/** Tags whose name matches every typed word (filter[search_query]), for choosers. */
export const searchTags = async (text: string, size = 10): Promise<Tag[]> => (await getTags(toQueryString({ page: { number: 1, size }, search: text }))).items;

/** The tags with these ids (spec: filter id:in), e.g. to show a tag filter read from the URL. */
export const getTagsByIds = async (ids: number[]): Promise<Tag[]> =>
  ids.length ? (await getTags(toQueryString({ page: { number: 1, size: 100 }, filters: [{ field: 'id', op: 'in', value: ids.join(',') }] }))).items : [];
