import * as z from 'zod';
import { ForbiddenKey, parseJson } from '../../kit/json-body.ts';

/** The bodies of the graphql routes; texts from the spec where it has them (catalogue section 5). */
export const MAX_MAPPING_ROWS = 200;

/** Variables as an object, or as the JSON text of the editors' variables box. */
const Variables = z.unknown().optional().transform((value, ctx): Record<string, unknown> => {
  if (value === undefined || value === null || value === '') return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = parseJson(value); // read as a body is: no own __proto__ key
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: error instanceof ForbiddenKey ? error.message : 'Variables must be valid JSON.' });
      return z.NEVER;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    ctx.addIssue({ code: 'custom', message: 'Variables must be a JSON object, e.g. {"eventId": 1}.' });
    return z.NEVER;
  }
  return parsed as Record<string, unknown>;
});

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const GraphqlRequestSchema = z.object({
  query: required('GraphQuery is required.'),
  variables: Variables,
  operationName: z.string({ error: 'operationName must be text.' }).nullish(),
});

const MappingRowSchema = z.object({
  field: z.string({ error: 'Field is required.' }),
  mapping: z
    .string({ error: 'Mapping is required.' })
    .nullish()
    .transform((mapping) => mapping ?? ''),
});
const MappingRows = z
  .array(MappingRowSchema, { error: 'Must be a list of { field, mapping } rows.' })
  .max(MAX_MAPPING_ROWS, `At most ${MAX_MAPPING_ROWS} rows.`);

export const MappingRequestSchema = GraphqlRequestSchema.extend({
  referenceSetsMapping: MappingRows,
});

export const LayoutMappingRequestSchema = GraphqlRequestSchema.extend({
  query: required('Please input a query in order to test reference layout.'),
  template: z.string({ error: 'Reference layout code is required.' }).refine((code) => code.trim().length > 0, 'Reference layout code is required.'),
  mapping: z.union([z.string(), MappingRows], { error: 'Mapping must be a path or a list of { field, mapping } rows.' }).nullish(),
});
