import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { TagSchema } from '@shared/tags';

/** One page of tags; `query` is the list query string (page, sort, filters), the same as the screen's URL. */
export const getTags = (query: string) => api.get(`/tags?${query}`, listPageOf(TagSchema));

export const useTags = (query: string) => useSWR(['/tags', query], ([, q]) => getTags(q), { keepPreviousData: true });
