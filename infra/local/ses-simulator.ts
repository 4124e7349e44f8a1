/**
 * The SES events the stand-in publishes (ses-server.ts), for mail sent with a configuration set
 * (SES publishes events only then): a Send event for every email it accepted (docs/sending.md,
 * V2), with the email's message tags; then a Delivery event, or the mailbox simulator's Bounce or
 * Complaint for mail to its bounce, complaint and suppression-list addresses. Like a
 * configuration set with open and click tracking (infra/aws/email-events.ts), it rewrites the
 * links of an HTML email to pass through it and adds a pixel: an Open when the pixel is shown (the
 * email opened in a viewer), a Click when a link is followed, then the original address
 * (docs/reports.md).
 */
export interface SesEvent {
  eventType: 'Send' | 'Delivery' | 'Bounce' | 'Complaint' | 'Open' | 'Click';
  mail: { messageId: string; timestamp: string; source: string; destination: string[]; tags: Record<string, string[]> };
  send?: Record<string, never>;
  delivery?: { timestamp: string; recipients: string[]; processingTimeMillis: number; smtpResponse: string; reportingMTA: string };
  bounce?: { bounceType: 'Permanent'; bounceSubType: 'General' | 'OnAccountSuppressionList'; bouncedRecipients: { emailAddress: string }[]; timestamp: string };
  complaint?: { complainedRecipients: { emailAddress: string }[]; timestamp: string };
  open?: { timestamp: string; userAgent: string; ipAddress: string };
  click?: { timestamp: string; userAgent: string; ipAddress: string; link: string; linkTags: Record<string, string[]> };
}

export interface AcceptedEmail {
  messageId: string;
  from: string;
  to: string[];
  configurationSet: string;
  /** The request's EmailTags, name -> value. */
  tags?: Record<string, string>;
}

const SIMULATOR = /^(bounce|complaint|suppressionlist)(\+[^@]*)?@simulator\.amazonses\.com$/i;

/**
 * An event's identity in the stand-in's journal: one Send, Delivery, Bounce or Complaint per
 * email; each open and click its own (they happen as often as the reader opens and follows).
 */
export const eventKey = (event: SesEvent) => {
  const base = `${event.eventType}:${event.mail.messageId}`;
  if (event.open) return `${base}:${event.open.timestamp}`;
  if (event.click) return `${base}:${event.click.timestamp}:${event.click.link}`;
  return base;
};

/** The event's `mail`: as SES sends it with every event of the email. */
export const mailOf = (email: AcceptedEmail, timestamp: string): SesEvent['mail'] => ({
  messageId: email.messageId,
  timestamp,
  source: email.from,
  destination: email.to,
  tags: { ...Object.fromEntries(Object.entries(email.tags ?? {}).map(([name, value]) => [name, [value]])), 'ses:configuration-set': [email.configurationSet] },
});

/** The events SES publishes for an email it accepted with a configuration set: Send, then its delivery, or the simulator's bounce or complaint. */
export function eventsOf(email: AcceptedEmail, at = new Date()): SesEvent[] {
  const timestamp = at.toISOString();
  const mail = mailOf(email, timestamp);
  const send: SesEvent = { eventType: 'Send', mail, send: {} };
  const hit = email.to.map((address) => ({ address, kind: SIMULATOR.exec(address)?.[1].toLowerCase() })).find((r) => r.kind);
  if (!hit) return [send, { eventType: 'Delivery', mail, delivery: { timestamp, recipients: email.to, processingTimeMillis: 0, smtpResponse: '250 2.6.0 Message received', reportingMTA: 'a8-local.smtp-out.amazonses.com' } }];
  if (hit.kind === 'complaint') return [send, { eventType: 'Complaint', mail, complaint: { complainedRecipients: [{ emailAddress: hit.address }], timestamp } }];
  const bounceSubType = hit.kind === 'suppressionlist' ? 'OnAccountSuppressionList' : 'General';
  return [send, { eventType: 'Bounce', mail, bounce: { bounceType: 'Permanent', bounceSubType, bouncedRecipients: [{ emailAddress: hit.address }], timestamp } }];
}

/** Where the stand-in's tracking answers: SES's awstrack.me links, here under the stand-in's own address. */
export const TRACKING_PATH = /^\/awstrack\/(open|click)\/([^/?#]+)(?:\/(\d+))?(?:\?.*)?$/;
const openUrl = (base: string, messageId: string) => `${base}/awstrack/open/${encodeURIComponent(messageId)}`;
const clickUrl = (base: string, messageId: string, n: number, link: string) => `${base}/awstrack/click/${encodeURIComponent(messageId)}/${n}?u=${encodeURIComponent(link)}`;

/**
 * The HTML an email is delivered with when its configuration set tracks opens and clicks: each
 * http(s) link of an `<a>` points at the stand-in (which answers with a redirect to the link), and
 * a 1x1 pixel from it closes the body. Links marked `ses:no-track`, as SES allows, stay.
 */
export function trackedHtml(html: string, base: string, messageId: string): { html: string; links: string[] } {
  const links: string[] = [];
  const rewritten = html.replace(/<a\b[^>]*>/gi, (tag) => {
    if (/\bses:no-track\b/i.test(tag)) return tag;
    return tag.replace(/\bhref\s*=\s*("([^"]*)"|'([^']*)')/i, (attribute, _quoted, double: string | undefined, single: string | undefined) => {
      const link = (double ?? single ?? '').replace(/&amp;/g, '&');
      if (!/^https?:\/\//i.test(link)) return attribute;
      links.push(link);
      return `href="${clickUrl(base, messageId, links.length, link).replace(/&/g, '&amp;')}"`;
    });
  });
  const pixel = `<img src="${openUrl(base, messageId)}" width="1" height="1" alt="" style="display:none">`;
  return { html: /<\/body>/i.test(rewritten) ? rewritten.replace(/<\/body>/i, `${pixel}</body>`) : `${rewritten}${pixel}`, links };
}

/** A 1x1 transparent GIF: what the pixel answers. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
