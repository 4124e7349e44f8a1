import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { TestContactSchema } from '@shared/test-contacts';

/** One page of test contacts with their event and master contact; `query` is the list query string (the screen's URL). */
export const getTestContacts = (query: string) => api.get(`/test-contacts?${query}&include=event,masterContact`, listPageOf(TestContactSchema));

export const useTestContacts = (query: string) => useSWR(['/test-contacts', query], ([, q]) => getTestContacts(q), { keepPreviousData: true });
