import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { SenderInfo } from './get-sender-info';
import type { ListPage } from '@shared/list-query';

/** One page of sender info; `query` is the list query string (page, sort, filters), the same as the screen's URL. */
export const getSenderInfos = (query: string) => api.get<ListPage<SenderInfo>>(`/sender-info?${query}`);

export const useSenderInfos = (query: string) => useSWR(['/sender-info', query], ([, q]) => getSenderInfos(q), { keepPreviousData: true });
