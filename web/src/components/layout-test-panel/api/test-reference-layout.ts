import { api } from '@/lib/api-client';
import { LayoutTestResultSchema } from '@shared/graphql';

export interface LayoutTestInput {
  /** The Twig to render. */
  template: string;
  query: string;
  /** One path into the query's data (docs/graphql.md); empty: the whole data. */
  mapping?: string;
  variables?: Record<string, unknown>;
}

/**
 * Renders a layout against a query's answer. 400 when the query cannot run (errors.query),
 * 422 for Twig (errors.template 'message (line L, column C)'), mapping or variables mistakes.
 */
export const testReferenceLayout = (input: LayoutTestInput) => api.post('/graphql/reference-layout-mapping', LayoutTestResultSchema, input);
