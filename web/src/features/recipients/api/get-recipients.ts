import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Recipient } from './get-recipient';
import type { ListPage } from '@shared/list-query';

/** One page of recipients; `query` is the list query string (page, sort, filters), the same as the screen's URL. */
export const getRecipients = (query: string) => api.get<ListPage<Recipient>>(`/recipients?${query}`);

export const useRecipients = (query: string) => useSWR(['/recipients', query], ([, q]) => getRecipients(q), { keepPreviousData: true });
