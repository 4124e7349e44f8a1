import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-state';
import { parseSort, type ListPage } from '@shared/list-query';
import { RECENT_TAGS, type Tag } from '@shared/tags';

/** The tags used last (spec: page size 10, sort -lastUsed). */
const RECENT_QUERY = toQueryString({ page: { number: 1, size: RECENT_TAGS }, sort: parseSort('-lastUsed') });

// Same key shape and answer as the tag list's hook, so the two share the SWR cache safely.
export const getRecentTags = () => api.get<ListPage<Tag>>(`/tags?${RECENT_QUERY}`);

export const useRecentTags = () => useSWR(['/tags', RECENT_QUERY], getRecentTags);
