import * as z from 'zod';
import { withAudit } from './audited.ts';

export const REFERENCE_LAYOUT_TEXTS = {
  nameRequired: 'Name is required.',
  codeRequired: 'Reference layout code is required.',
  chooseLayout: 'Please select a reference layout',
  queryRequired: 'Please input a query in order to test reference layout.',
  notFound: (id: number | string) => `The reference layout with #${id} can not be found.`,
  couldNotSave: 'Could not save reference layout',
  loadFailed: 'Load reference layout failed',
  testFailed: 'Test reference layout failed',
  saveToOriginFailed: 'Save to origin reference layout failed',
  savedToOrigin: 'Save to origin reference layout successfully',
  searchFailed: 'Search reference layouts failed.',
  saved: 'The reference layout has been saved successfully',
  cloned: 'The reference layout has been cloned successfully',
  deleted: 'The reference layout has been deleted successfully',
  confirmDelete: (id: number, name: string) => `Are you sure want to delete reference layout #${id} ${name}?`,
  empty: 'No reference layout found',
} as const;
export const REFERENCE_LAYOUT_CODES = { couldNotSave: 1900, notFound: 1901, couldNotDelete: 1902 } as const;
export const LAYOUT_CODE_MAX = 100_000;

export const ReferenceLayoutInputSchema = z.object({
  name: z.string({ error: REFERENCE_LAYOUT_TEXTS.nameRequired }).trim().min(1, REFERENCE_LAYOUT_TEXTS.nameRequired).max(200, 'At most 200 characters.'),
  description: z.string().trim().max(2000, 'At most 2000 characters.').default(''),
  code: z.string({ error: REFERENCE_LAYOUT_TEXTS.codeRequired }).max(LAYOUT_CODE_MAX, `At most ${LAYOUT_CODE_MAX} characters.`).refine((code) => code.trim().length > 0, REFERENCE_LAYOUT_TEXTS.codeRequired),
  version: z.number().int().optional(),
});
export type ReferenceLayoutInput = z.infer<typeof ReferenceLayoutInputSchema>;

/** A reference layout as the API answers it. */
export const ReferenceLayoutSchema = withAudit({
  name: z.string(),
  description: z.string(),
  /** Twig. */
  code: z.string(),
});
export type ReferenceLayout = z.infer<typeof ReferenceLayoutSchema>;
