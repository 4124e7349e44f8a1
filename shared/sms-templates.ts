import * as z from 'zod';
import { withAudit } from './audited.ts';
import { TagSummarySchema } from './tags.ts';
import { MASTER_LANGUAGE_ID } from './languages.ts';
import { STATUS, StatusSchema, TagIdsSchema } from './status.ts';

export const SMS_TEMPLATE_TEXTS = {
  nameRequired: 'Name is required.',
  bodyRequired: 'Message body is required.',
  masterRequired: 'The English master localization (language id 1) is required.',
  duplicateLanguage: 'Each language can have one localization only.',
  removeLocalization: 'Are you sure you want to remove this localization?',
  notFound: (id: number | string) => `The SMS template with #${id} can not be found.`,
  couldNotSave: 'Could not save SMS template',
  saved: 'The SMS template has been saved successfully',
  cloned: 'The SMS template has been cloned successfully',
  deleted: 'The SMS template has been deleted successfully',
  bulkUpdated: 'The SMS templates has been updated successfully',
  empty: 'No SMS templates found',
  searchFailed: 'Cannot search for SMS template for some reasons',
} as const;
export const SMS_TEMPLATE_CODES = { couldNotSave: 1800, notFound: 1801, couldNotDelete: 1802 } as const;
export const SMS_NAME_MAX = 200;
export const SMS_BODY_MAX = 1600;

export const SmsTranslationSchema = z.object({
  languageId: z.number({ error: 'Language is required.' }).int().positive(),
  body: z.string({ error: SMS_TEMPLATE_TEXTS.bodyRequired }).max(SMS_BODY_MAX, `At most ${SMS_BODY_MAX} characters.`).default(''),
});

/** The name is always required (a nameless Draft could not be found again, decision 020), the bodies only when Active; English (id 1) is always the first localization. */
export const SmsTemplateInputSchema = z
  .object({
    name: z.string({ error: SMS_TEMPLATE_TEXTS.nameRequired }).trim().min(1, SMS_TEMPLATE_TEXTS.nameRequired).max(SMS_NAME_MAX, `At most ${SMS_NAME_MAX} characters.`),
    status: StatusSchema.default(STATUS.draft),
    translations: z.array(SmsTranslationSchema).default([{ languageId: MASTER_LANGUAGE_ID, body: '' }]),
    tags: TagIdsSchema,
    version: z.number().int().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.translations[0]?.languageId !== MASTER_LANGUAGE_ID) ctx.addIssue({ code: 'custom', path: ['translations'], message: SMS_TEMPLATE_TEXTS.masterRequired });
    const seen = new Set<number>();
    input.translations.forEach((t, i) => {
      if (seen.has(t.languageId)) ctx.addIssue({ code: 'custom', path: ['translations', i, 'languageId'], message: SMS_TEMPLATE_TEXTS.duplicateLanguage });
      seen.add(t.languageId);
      if (input.status === STATUS.active && !t.body.trim()) ctx.addIssue({ code: 'custom', path: ['translations', i, 'body'], message: SMS_TEMPLATE_TEXTS.bodyRequired });
    });
  });
export type SmsTemplateInput = z.infer<typeof SmsTemplateInputSchema>;

/** An SMS template as the API answers it: its tags as ids. */
export const SmsTemplateSchema = withAudit({
  name: z.string(),
  status: StatusSchema,
  translations: z.array(z.object({ languageId: z.number().int(), body: z.string() })),
  tags: z.array(z.number().int()),
});
export type SmsTemplate = z.infer<typeof SmsTemplateSchema>;

/** With include=tags: the tags themselves (the SMS template screens always ask for them). */
export const SmsTemplateWithTagsSchema = SmsTemplateSchema.extend({ tags: z.array(TagSummarySchema) });
export type SmsTemplateWithTags = z.infer<typeof SmsTemplateWithTagsSchema>;
