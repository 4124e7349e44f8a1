import * as z from 'zod';

/**
 * What the GraphQL routes over the directory answer (docs/graphql.md); their request bodies are
 * checked in functions/graphql/requests.ts.
 */

/** POST /v1/graphql: the whole body, GraphQL's own shape; `errors` when fields failed. */
export const GraphqlResultSchema = z.object({
  data: z.unknown(),
  errors: z.array(z.looseObject({ message: z.string() })).optional(),
});

/** POST /v1/graphql/mapping: one reference set per contact, the value of each mapped field. */
export const ReferenceSetsSchema = z.array(z.record(z.string(), z.unknown()));
export type ReferenceSet = z.infer<typeof ReferenceSetsSchema>[number];

/** POST /v1/graphql/reference-layout-mapping: the rendered text and the value the template saw as `value`. */
export const LayoutTestResultSchema = z.object({ result: z.string(), mappingValue: z.unknown() });
export type LayoutTestResult = z.infer<typeof LayoutTestResultSchema>;

/** GET /v1/graphql/default-variables: the next active event and up to 50 of its confirmed participants. */
export const DefaultVariablesSchema = z.object({ eventId: z.number().int().nullable(), contactIds: z.array(z.number().int()) });
export type DefaultVariables = z.infer<typeof DefaultVariablesSchema>;
