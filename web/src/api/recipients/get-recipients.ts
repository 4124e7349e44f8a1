import useSWR, { type SWRConfiguration } from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { RecipientSchema } from '@shared/recipients';

/** One page of recipients; `query` is a list query string (page, sort, filters). */
export const getRecipients = (query: string) => api.get(`/recipients?${query}`, listPageOf(RecipientSchema));

/** The list screen and the message form's recipient choice read the same pages (['/recipients', query]). */
export const useRecipients = (query: string, config?: SWRConfiguration) =>
  useSWR(['/recipients', query], ([, q]) => getRecipients(q), { keepPreviousData: true, ...config });
