import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** The next active event and up to 50 of its confirmed participants, for testing queries. */
export interface DefaultVariables {
  eventId: number | null;
  contactIds: number[];
}

export const getDefaultVariables = () => api.get<DefaultVariables>('/graphql/default-variables');

// The key must not start with '/graphql': every query test is a POST there and would refetch it.
export const useDefaultVariables = () =>
  useSWR(['default-variables'], getDefaultVariables, { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false });
