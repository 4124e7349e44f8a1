import { api } from '@/lib/api-client';

export interface LayoutTestInput {
  /** The Twig to render. */
  template: string;
  query: string;
  /** One path into the query's data (docs/graphql.md); empty: the whole data. */
  mapping?: string;
  variables?: Record<string, unknown>;
}

export interface LayoutTestResult {
  /** The rendered text (usually HTML). */
  result: string;
  mappingValue: unknown;
}

/**
 * Renders a layout against a query's answer. 400 when the query cannot run (errors.query),
 * 422 for Twig (errors.template 'message (line L, column C)'), mapping or variables mistakes.
 */
export const testReferenceLayout = (input: LayoutTestInput) => api.post<LayoutTestResult>('/graphql/reference-layout-mapping', input);
