import { ApiError, apiEnvelope } from '@/lib/api-client';
import { GraphqlResultSchema } from '@shared/graphql';

/** A query to test and its variables: the variables box's JSON text as typed (empty: none), or the object it holds. */
export interface GraphqlRequest {
  query: string;
  variables?: string | Record<string, unknown>;
}

/** The variables as given, or {} for an empty box (the API wants the member present). */
export const variablesOf = (variables: GraphqlRequest['variables']) => (typeof variables === 'object' || variables?.trim() ? variables : {});

/**
 * Runs a query over the directory and answers its `data`. A query that cannot run is a 400 whose
 * errors.query names the problem with its line and column (docs/graphql.md); a query that ran
 * with field errors also counts as failed (the server would not accept it for activation).
 */
export async function runGraphql({ query, variables }: GraphqlRequest): Promise<unknown> {
  const answer = await apiEnvelope('POST', '/graphql', GraphqlResultSchema, { query, variables: variablesOf(variables) });
  if (answer.errors?.length) throw new ApiError(200, answer.errors.map((e) => e.message).join('; '), 200, { query: answer.errors[0].message });
  return answer.data;
}
