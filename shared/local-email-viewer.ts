// Apart from local-links.ts (its schema): the screens that link to an email take this without zod
// (docs/decisions/024-spa-weight-and-serving.md).

/** The SES stand-in's page of one email (infra/local/ses-server.ts serves it). */
export const sesEmailPage = (sesViewer: string, messageId: string) => `${sesViewer}/emails/${encodeURIComponent(messageId)}`;
export const SES_EMAIL_PAGE = /^\/emails\/([^/?#]+)$/;
