import * as z from 'zod';

/** GET /v1/local-links: the pages of the local stand-ins (test emails, SMS, schedules); all null in AWS. */
export const LocalLinksSchema = z.object({
  sesViewer: z.string().nullable(),
  smsOutbox: z.string().nullable(),
  scheduler: z.string().nullable(),
});
export type LocalLinks = z.infer<typeof LocalLinksSchema>;

/** The SES stand-in's page of one email (infra/local/ses-server.ts serves it). */
export const sesEmailPage = (sesViewer: string, messageId: string) => `${sesViewer}/emails/${encodeURIComponent(messageId)}`;
export const SES_EMAIL_PAGE = /^\/emails\/([^/?#]+)$/;
