import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { DefaultVariablesSchema } from '@shared/graphql';

/** The next active event and up to 50 of its participants (spec section 9), to prefill variables boxes. */
export const getDefaultVariables = () => api.get('/graphql/default-variables', DefaultVariablesSchema);

// The key must not start with '/graphql': every query test is a POST there and would refetch it.
export const useDefaultVariables = () =>
  useSWR(['default-variables'], getDefaultVariables, { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false });
