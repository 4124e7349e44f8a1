import * as z from 'zod';
import { withAudit } from './audited.ts';

export const TEST_CONTACT_TEXTS = {
  nameRequired: 'Name is required.',
  eventRequired: 'Event ID is required.',
  masterContactRequired: 'Master Contact ID is required.',
  eventMissing: (id: number) => `There is no event #${id}.`,
  masterContactMissing: (id: number) => `There is no master contact #${id}.`,
  notFound: (id: number | string) => `The test contact with #${id} can not be found.`,
  couldNotSave: 'Could not save test contact',
  saved: 'The test contact has been saved successfully',
  created: 'The test contact has been created successfully',
  deleteFailed: 'Delete test contact failed',
  searchFailed: 'Search test contact fails.',
  empty: 'No test contact found',
} as const;
export const TEST_CONTACT_CODES = { couldNotSave: 1700, notFound: 1701, couldNotDelete: 1702 } as const;

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

export const TestContactInputSchema = z.object({
  name: z.string({ error: TEST_CONTACT_TEXTS.nameRequired }).trim().min(1, TEST_CONTACT_TEXTS.nameRequired).max(200, 'At most 200 characters.'),
  eventId: id(TEST_CONTACT_TEXTS.eventRequired),
  masterContactId: id(TEST_CONTACT_TEXTS.masterContactRequired),
  version: z.number().int().optional(),
});
export type TestContactInput = z.infer<typeof TestContactInputSchema>;

/** A test contact as the API answers it; include=event,masterContact adds the directory records (absent when gone). */
export const TestContactSchema = withAudit({
  name: z.string(),
  eventId: z.number().int(),
  masterContactId: z.number().int(),
  event: z.object({ id: z.number().int(), name: z.string(), startTime: z.number().int() }).optional(),
  masterContact: z
    .object({ id: z.number().int(), fullName: z.string(), email: z.string(), masterCompany: z.object({ id: z.number().int(), name: z.string() }).nullable() })
    .optional(),
});
export type TestContact = z.infer<typeof TestContactSchema>;
