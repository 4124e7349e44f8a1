import { api } from '../../../lib/api-client';

export interface GraphqlRequest {
  query: string;
  /** The variables box's JSON text, as typed (empty: no variables). */
  variables?: string;
}

/**
 * Runs a query over the directory and answers its `data`. A query that cannot run is a 400 whose
 * errors.query names the problem with its line and column (docs/graphql.md).
 */
export const runGraphql = ({ query, variables }: GraphqlRequest) => api.post<unknown>('/graphql', { query, variables: variables?.trim() || undefined });
