import * as z from 'zod';

/** GET /v1/local-links: the pages of the local stand-ins (test emails, SMS, schedules); all null in AWS. */
export const LocalLinksSchema = z.object({
  sesViewer: z.string().nullable(),
  smsOutbox: z.string().nullable(),
  scheduler: z.string().nullable(),
});
export type LocalLinks = z.infer<typeof LocalLinksSchema>;
