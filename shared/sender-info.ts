import * as z from 'zod';
import { withAudit } from './audited.ts';
import { checkMappingRows, GraphQuerySchema, MAPPING_TEXTS, MappingRowSchema, VariablesSchema } from './mapping.ts';

export const SENDER_INFO_TEXTS = {
  nameRequired: 'Sender Info name is required.',
  notFound: (id: number | string) => `The sender info with #${id} can not be found.`,
  couldNotSave: 'Could not save sender info',
  saved: 'The sender info has been saved successfully',
  deleted: 'The sender info has been deleted successfully',
  empty: 'No Sender Info found',
} as const;
export const SENDER_INFO_CODES = { couldNotSave: 2100, notFound: 2101, couldNotDelete: 2102 } as const;

export const SENDER_FIELDS = ['masterContactId', 'senderEmail', 'senderFirstName', 'senderLastName', 'senderTitle', 'senderPhoneNumber'] as const;
export const SENDER_MASTER_FIELD = 'masterContactId';

export const SenderReferenceSchema = MappingRowSchema.extend({ value: z.string().max(10_000).default('') });

export const SenderInfoInputSchema = z
  .object({
    name: z.string({ error: SENDER_INFO_TEXTS.nameRequired }).trim().min(1, SENDER_INFO_TEXTS.nameRequired).max(200, 'At most 200 characters.'),
    isEventBased: z.boolean().default(false),
    graphQuery: GraphQuerySchema.refine((query) => query.trim().length > 0, MAPPING_TEXTS.graphQueryRequired),
    variables: VariablesSchema,
    senderReferences: z.array(SenderReferenceSchema).max(50, 'At most 50 rows.').default([{ field: SENDER_MASTER_FIELD, mapping: '', value: '' }]),
    version: z.number().int().optional(),
  })
  .superRefine((input, ctx) => checkMappingRows(input.senderReferences, 'senderReferences', SENDER_MASTER_FIELD, false, ctx));
export type SenderInfoInput = z.infer<typeof SenderInfoInputSchema>;

/** A sender info as the API answers it. */
export const SenderInfoSchema = withAudit({
  name: z.string(),
  isEventBased: z.boolean(),
  graphQuery: z.string(),
  /** The variables box's JSON text. */
  variables: z.string(),
  senderReferences: z.array(z.object({ field: z.string(), mapping: z.string(), value: z.string() })),
});
export type SenderInfo = z.infer<typeof SenderInfoSchema>;
