import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import type { Tag } from '@shared/tags';

/** One page of tags; `query` is the list query string (page, sort, filters), the same as the screen's URL. */
export const getTags = (query: string) => api.get<ListPage<Tag>>(`/tags?${query}`);

export const useTags = (query: string) => useSWR(['/tags', query], ([, q]) => getTags(q), { keepPreviousData: true });
