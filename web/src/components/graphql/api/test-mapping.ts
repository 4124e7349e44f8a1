import { api } from '@/lib/api-client';
import { variablesOf, type GraphqlRequest } from './run-graphql';
import { ReferenceSetsSchema } from '@shared/graphql';

export interface MappingRowInput {
  field: string;
  mapping: string;
}

/** One reference set: the value of each mapped field. */
export type ReferenceSet = Record<string, unknown>;

/**
 * The reference sets a mapping makes from the query's result. Mistakes answer 422 'Could not
 * mapping' with one text per row, keyed by the row's field.
 */
export const testMapping = ({ rows, query, variables }: GraphqlRequest & { rows: MappingRowInput[] }) =>
  api.post('/graphql/mapping', ReferenceSetsSchema, { referenceSetsMapping: rows, query, variables: variablesOf(variables) });
