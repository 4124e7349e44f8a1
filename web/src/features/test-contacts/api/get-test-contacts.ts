import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import type { TestContact } from '../test-contact-types';

/** One page of test contacts with their event and master contact; `query` is the list query string (the screen's URL). */
export const getTestContacts = (query: string) => api.get<ListPage<TestContact>>(`/test-contacts?${query}&include=event,masterContact`);

export const useTestContacts = (query: string) => useSWR(['/test-contacts', query], ([, q]) => getTestContacts(q), { keepPreviousData: true });
