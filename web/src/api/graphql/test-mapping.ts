import { api } from '@/lib/api-client';
import { variablesOf, type GraphqlRequest } from './run-graphql';
import { ReferenceSetsSchema } from '@shared/graphql';
import type { MappingRow } from '@shared/mapping';

/**
 * The reference sets a mapping makes from the query's result. Mistakes answer 422 'Could not
 * mapping' with one text per row, keyed by the row's field.
 */
export const testMapping = ({ rows, query, variables }: GraphqlRequest & { rows: MappingRow[] }) =>
  api.post('/graphql/mapping', ReferenceSetsSchema, { referenceSetsMapping: rows, query, variables: variablesOf(variables) });
