import * as z from 'zod';
import { withAudit } from './audited.ts';
import { STATUS, StatusSchema } from './status.ts';
import { checkMappingRows, GraphQuerySchema, MAPPING_TEXTS, MappingRowSchema, VariablesSchema } from './mapping.ts';

export const REFERENCE_SET_TEMPLATE_TEXTS = {
  nameRequired: 'Reference Set Template name is required.',
  notFound: (id: number | string) => `The reference set template with #${id} can not be found.`,
  couldNotSave: 'Could not save reference set template',
  saved: 'The reference set template has been saved successfully',
  cloned: 'The reference set template has been cloned successfully',
  deleted: 'The reference set template has been deleted successfully',
  bulkUpdated: 'The reference set templates has been updated successfully',
  searchFailed: 'Search reference set template fails',
  empty: 'No reference set templates found',
  layoutMissing: (id: number) => `There is no reference layout #${id}.`,
  attachLayout: 'Attach and edit Reference Layout',
} as const;
export const REFERENCE_SET_TEMPLATE_CODES = { couldNotSave: 2000, notFound: 2001, couldNotDelete: 2002 } as const;

/** The fixed field lists of spec section 3; ContactId (the master contact id) is always the first row. */
export const REFERENCE_FIELDS = {
  contact: ['ContactId', 'ContactEmail', 'ContactFirstName', 'ContactLastName', 'ContactPhoneNumber', 'ContactLanguageId'],
  sender: ['ContactId', 'SenderEmail', 'SenderFirstName', 'SenderLastName', 'SenderTitle', 'SenderPhoneNumber'],
  custom: ['ContactId'],
} as const;
export const MASTER_CONTACT_FIELD = 'ContactId';
/** The References column is highlighted from this many custom references. */
export const REFERENCE_COUNT_HIGHLIGHT = 50;

export const ReferenceRowSchema = MappingRowSchema.extend({
  /** A waived row may stay without a mapping even when Active. The ContactId row cannot be waived. */
  waived: z.boolean().default(false),
});

export const CustomReferenceSchema = MappingRowSchema.extend({
  layoutId: z.number().int().positive().nullable().default(null),
  value: z.string().max(10_000).default(''),
});

/** Query and mapping are validated only when Active (then the query must have been tested, on the server). */
export const ReferenceSetTemplateInputSchema = z
  .object({
    name: z.string({ error: REFERENCE_SET_TEMPLATE_TEXTS.nameRequired }).trim().min(1, REFERENCE_SET_TEMPLATE_TEXTS.nameRequired).max(200, 'At most 200 characters.'),
    description: z.string().trim().max(2000, 'At most 2000 characters.').default(''),
    status: StatusSchema.default(STATUS.draft),
    isEventBased: z.boolean().default(false),
    graphQuery: GraphQuerySchema,
    variables: VariablesSchema,
    referencesSetMapping: z.array(ReferenceRowSchema).max(200, 'At most 200 rows.').default([{ field: MASTER_CONTACT_FIELD, mapping: '', waived: false }]),
    customReferences: z.array(CustomReferenceSchema).max(200, 'At most 200 custom references.').default([]),
    version: z.number().int().optional(),
  })
  .superRefine((input, ctx) => {
    const active = input.status === STATUS.active;
    if (active && !input.graphQuery.trim()) ctx.addIssue({ code: 'custom', path: ['graphQuery'], message: MAPPING_TEXTS.graphQueryRequired });
    const rows = input.referencesSetMapping.map((row, i) => (i === 0 ? { ...row, waived: false } : row));
    checkMappingRows(rows, 'referencesSetMapping', MASTER_CONTACT_FIELD, input.status !== STATUS.draft, ctx);
    if (input.status !== STATUS.draft)
      input.customReferences.forEach((row, i) => {
        if (!row.mapping) ctx.addIssue({ code: 'custom', path: ['customReferences', i, 'mapping'], message: MAPPING_TEXTS.mappingRequired });
      });
  });
export type ReferenceSetTemplateInput = z.infer<typeof ReferenceSetTemplateInputSchema>;

const StoredCustomReferenceSchema = z.object({ field: z.string(), mapping: z.string(), layoutId: z.number().int().nullable(), value: z.string() });

/** A reference set template as the API answers it; lists add referenceCount (its custom references). */
export const ReferenceSetTemplateSchema = withAudit({
  name: z.string(),
  description: z.string(),
  status: StatusSchema,
  isEventBased: z.boolean(),
  graphQuery: z.string(),
  /** The variables box's JSON text. */
  variables: z.string(),
  referencesSetMapping: z.array(z.object({ field: z.string(), mapping: z.string(), waived: z.boolean() })),
  customReferences: z.array(StoredCustomReferenceSchema),
  referenceCount: z.number().int().optional(),
});
export type ReferenceSetTemplate = z.infer<typeof ReferenceSetTemplateSchema>;

/** A template as a message includes it (include=referenceSetTemplate). */
export const ReferenceSetSummarySchema = ReferenceSetTemplateSchema.pick({ id: true, name: true, status: true, isEventBased: true, customReferences: true });
export type ReferenceSetSummary = z.infer<typeof ReferenceSetSummarySchema>;
