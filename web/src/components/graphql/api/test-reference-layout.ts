import { api } from '@/lib/api-client';
import { variablesOf, type GraphqlRequest } from './run-graphql';
import type { MappingRowInput } from './test-mapping';
import { LayoutTestResultSchema } from '@shared/graphql';

/**
 * Renders a Twig template with the value a mapping (one path, or rows: the first reference set)
 * takes from the query's result. A template that does not parse answers 422 with errors.template
 * naming the line and column.
 */
export const testReferenceLayout = ({ template, mapping, query, variables }: GraphqlRequest & { template: string; mapping?: string | MappingRowInput[] }) =>
  api.post('/graphql/reference-layout-mapping', LayoutTestResultSchema, { template, mapping, query, variables: variablesOf(variables) });
