import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { SenderInfoSchema } from '@shared/sender-info';

/** One page of sender info; `query` is the list query string (page, sort, filters), the same as the screen's URL. */
export const getSenderInfos = (query: string) => api.get(`/sender-info?${query}`, listPageOf(SenderInfoSchema));

export const useSenderInfos = (query: string) => useSWR(['/sender-info', query], ([, q]) => getSenderInfos(q), { keepPreviousData: true });
