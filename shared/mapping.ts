import * as z from 'zod';

/**
 * Mapping rows: a reference field and the path that fills it from a GraphQL result
 * (path syntax: docs/graphql.md). The master contact id row always comes first.
 */
export const MAPPING_TEXTS = {
  fieldRequired: 'Field is required.',
  mappingRequired: 'Mapping is required.',
  graphQueryRequired: 'GraphQuery is required.',
  queryNotTested: 'Test the query successfully before activating.',
  masterContactFirst: (field: string) => `The first mapping must be ${field}.`,
  variablesInvalid: 'Variables must be valid JSON.',
  tested: 'The graphql query has been tested successfully',
  testFailed: 'The graphql query failed to execute. This can be syntax error in your query or you have a big number of fields to query, please reduce.',
  mapped: 'Mapping successfully',
  mappingFailed: 'Could not mapping',
} as const;

export const QUERY_MAX = 20_000;

export const MappingRowSchema = z.object({
  field: z.string({ error: MAPPING_TEXTS.fieldRequired }).trim().min(1, MAPPING_TEXTS.fieldRequired).max(100, 'At most 100 characters.'),
  mapping: z.string().trim().max(1000, 'At most 1000 characters.').default(''),
});
export type MappingRow = z.infer<typeof MappingRowSchema>;

/** The variables box: JSON text (kept as typed) that must parse to an object. */
export const VariablesSchema = z
  .string()
  .max(100_000, 'At most 100000 characters.')
  .default('')
  .refine((text) => {
    if (!text.trim()) return true;
    try {
      const value = JSON.parse(text);
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    } catch {
      return false;
    }
  }, MAPPING_TEXTS.variablesInvalid);

export const GraphQuerySchema = z.string().max(QUERY_MAX, `At most ${QUERY_MAX} characters.`).default('');

/** Checks that rows start with the master contact id field, and (when `required`) that each row has a mapping. */
export function checkMappingRows(rows: { field: string; mapping: string; waived?: boolean }[], path: string, masterField: string, required: boolean, ctx: z.RefinementCtx) {
  if (rows[0]?.field !== masterField) ctx.addIssue({ code: 'custom', path: [path], message: MAPPING_TEXTS.masterContactFirst(masterField) });
  if (!required) return;
  rows.forEach((row, i) => {
    if (!row.mapping && !row.waived) ctx.addIssue({ code: 'custom', path: [path, i, 'mapping'], message: MAPPING_TEXTS.mappingRequired });
  });
}
