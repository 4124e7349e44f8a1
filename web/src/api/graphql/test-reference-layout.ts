import { api } from '@/lib/api-client';
import { variablesOf, type GraphqlRequest } from './run-graphql';
import { LayoutTestResultSchema } from '@shared/graphql';
import type { MappingRow } from '@shared/mapping';

/**
 * Renders a Twig template with the value a mapping takes from the query's result: one path into
 * it (docs/graphql.md; empty: the whole data), or rows (the first reference set). 400 when the
 * query cannot run (errors.query); 422 for Twig (errors.template 'message (line L, column C)'),
 * mapping or variables mistakes.
 */
export const testReferenceLayout = ({ template, mapping, query, variables }: GraphqlRequest & { template: string; mapping?: string | MappingRow[] }) =>
  api.post('/graphql/reference-layout-mapping', LayoutTestResultSchema, { template, mapping, query, variables: variablesOf(variables) });
