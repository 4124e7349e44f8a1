import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { TestContactSchema } from '@shared/test-contacts';

/** One page of test contacts; `query` is a list query string (include=event,masterContact adds the directory records). */
export const getTestContacts = (query: string) => api.get(`/test-contacts?${query}`, listPageOf(TestContactSchema));

/** The list screen's page, with each contact's event and master contact; `query` is the screen's URL. */
export const useTestContacts = (query: string) =>
  useSWR(['/test-contacts', query], ([, q]) => getTestContacts(`${q}&include=event,masterContact`), { keepPreviousData: true });
