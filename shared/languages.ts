import * as z from 'zod';

export const LanguageSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Language = z.infer<typeof LanguageSchema>;

/** English is the master language (id 1, code en): every localization starts from it. */
export const MASTER_LANGUAGE_ID = 1;

export const LANGUAGES: readonly Language[] = [
  { id: 1, code: 'en', name: 'English' },
  { id: 2, code: 'de', name: 'German' },
  { id: 3, code: 'fr', name: 'French' },
  { id: 4, code: 'nl', name: 'Dutch' },
  { id: 5, code: 'es', name: 'Spanish' },
  { id: 6, code: 'it', name: 'Italian' },
  { id: 7, code: 'pt', name: 'Portuguese' },
  { id: 8, code: 'pl', name: 'Polish' },
  { id: 9, code: 'sv', name: 'Swedish' },
  { id: 10, code: 'da', name: 'Danish' },
  { id: 11, code: 'nb', name: 'Norwegian' },
  { id: 12, code: 'fi', name: 'Finnish' },
  { id: 13, code: 'cs', name: 'Czech' },
  { id: 14, code: 'hu', name: 'Hungarian' },
  { id: 15, code: 'ro', name: 'Romanian' },
  { id: 16, code: 'el', name: 'Greek' },
];
