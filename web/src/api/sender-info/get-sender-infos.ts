import useSWR, { type SWRConfiguration } from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { SenderInfoSchema } from '@shared/sender-info';

/** One page of sender info; `query` is a list query string (page, sort, filters). */
export const getSenderInfos = (query: string) => api.get(`/sender-info?${query}`, listPageOf(SenderInfoSchema));

/** The list screen and the message form's sender choice read the same pages (['/sender-info', query]). */
export const useSenderInfos = (query: string, config?: SWRConfiguration) =>
  useSWR(['/sender-info', query], ([, q]) => getSenderInfos(q), { keepPreviousData: true, ...config });
