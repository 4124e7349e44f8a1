import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-state';
import { listPageOf, parseSort } from '@shared/list-query';
import { RECENT_TAGS, TagSchema } from '@shared/tags';

/** The tags used last (spec: page size 10, sort -lastUsed). */
const RECENT_QUERY = toQueryString({ page: { number: 1, size: RECENT_TAGS }, sort: parseSort('-lastUsed') });

// Same key shape and answer as the tag list's hook, so the two share the SWR cache safely.
export const getRecentTags = () => api.get(`/tags?${RECENT_QUERY}`, listPageOf(TagSchema));

export const useRecentTags = () => useSWR(['/tags', RECENT_QUERY], getRecentTags);
