import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { RecipientSchema } from '@shared/recipients';

/** One page of recipients; `query` is the list query string (page, sort, filters), the same as the screen's URL. */
export const getRecipients = (query: string) => api.get(`/recipients?${query}`, listPageOf(RecipientSchema));

export const useRecipients = (query: string) => useSWR(['/recipients', query], ([, q]) => getRecipients(q), { keepPreviousData: true });
