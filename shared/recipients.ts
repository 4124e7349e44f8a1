import * as z from 'zod';
import { withAudit } from './audited.ts';
import { checkMappingRows, GraphQuerySchema, MAPPING_TEXTS, MappingRowSchema, VariablesSchema } from './mapping.ts';

export const RECIPIENT_TEXTS = {
  nameRequired: 'Recipient name is required.',
  notFound: (id: number | string) => `Recipient with id = ${id} could not be found.`,
  couldNotSave: 'Could not save recipient info',
  saved: 'The recipient info has been saved successfully',
  deleted: 'The recipient has been deleted successfully',
  empty: 'No recipient found',
  loadFailed: 'Load recipients failed',
} as const;
export const RECIPIENT_CODES = { couldNotSave: 2200, notFound: 2201, couldNotDelete: 2202 } as const;

export const RECIPIENT_FIELDS = ['masterContactId', 'contactEmail', 'contactPhoneNumber'] as const;
export const RECIPIENT_MASTER_FIELD = 'masterContactId';

export const RecipientReferenceSchema = MappingRowSchema.extend({ value: z.string().max(10_000).default('') });

export const RecipientInputSchema = z
  .object({
    name: z.string({ error: RECIPIENT_TEXTS.nameRequired }).trim().min(1, RECIPIENT_TEXTS.nameRequired).max(200, 'At most 200 characters.'),
    isEventBased: z.boolean().default(false),
    /** The message type the recipient was made for (1-4 email, 11 SMS); optional. */
    messageType: z.number().int().nullable().default(null),
    graphQuery: GraphQuerySchema.refine((query) => query.trim().length > 0, MAPPING_TEXTS.graphQueryRequired),
    variables: VariablesSchema,
    recipientReferences: z.array(RecipientReferenceSchema).max(50, 'At most 50 rows.').default([{ field: RECIPIENT_MASTER_FIELD, mapping: '', value: '' }]),
    version: z.number().int().optional(),
  })
  .superRefine((input, ctx) => checkMappingRows(input.recipientReferences, 'recipientReferences', RECIPIENT_MASTER_FIELD, false, ctx));
export type RecipientInput = z.infer<typeof RecipientInputSchema>;

/** A recipient as the API answers it. */
export const RecipientSchema = withAudit({
  name: z.string(),
  isEventBased: z.boolean(),
  messageType: z.number().int().nullable(),
  graphQuery: z.string(),
  /** The variables box's JSON text. */
  variables: z.string(),
  recipientReferences: z.array(z.object({ field: z.string(), mapping: z.string(), value: z.string() })),
});
export type Recipient = z.infer<typeof RecipientSchema>;
