/**
 * The SES events the stand-in publishes (ses-server.ts), for mail sent with a configuration set
 * (SES publishes events only then): a Send event for every email it accepted (docs/sending.md,
 * V2), with the email's message tags, and the mailbox simulator's Bounce or Complaint for mail to
 * its bounce, complaint and suppression-list addresses.
 */
export interface SesEvent {
  eventType: 'Send' | 'Bounce' | 'Complaint';
  mail: { messageId: string; timestamp: string; source: string; destination: string[]; tags: Record<string, string[]> };
  send?: Record<string, never>;
  bounce?: { bounceType: 'Permanent'; bounceSubType: 'General' | 'OnAccountSuppressionList'; bouncedRecipients: { emailAddress: string }[]; timestamp: string };
  complaint?: { complainedRecipients: { emailAddress: string }[]; timestamp: string };
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

/** An event's identity in the stand-in's journal (one of each type per email). */
export const eventKey = (event: SesEvent) => `${event.eventType}:${event.mail.messageId}`;

const mailOf = (email: AcceptedEmail, timestamp: string): SesEvent['mail'] => ({
  messageId: email.messageId,
  timestamp,
  source: email.from,
  destination: email.to,
  tags: { ...Object.fromEntries(Object.entries(email.tags ?? {}).map(([name, value]) => [name, [value]])), 'ses:configuration-set': [email.configurationSet] },
});

/** The events SES publishes for an email it accepted with a configuration set: Send, then the simulator's bounce or complaint, if any. */
export function eventsOf(email: AcceptedEmail, at = new Date()): SesEvent[] {
  const timestamp = at.toISOString();
  const mail = mailOf(email, timestamp);
  const send: SesEvent = { eventType: 'Send', mail, send: {} };
  const hit = email.to.map((address) => ({ address, kind: SIMULATOR.exec(address)?.[1].toLowerCase() })).find((r) => r.kind);
  if (!hit) return [send];
  if (hit.kind === 'complaint') return [send, { eventType: 'Complaint', mail, complaint: { complainedRecipients: [{ emailAddress: hit.address }], timestamp } }];
  const bounceSubType = hit.kind === 'suppressionlist' ? 'OnAccountSuppressionList' : 'General';
  return [send, { eventType: 'Bounce', mail, bounce: { bounceType: 'Permanent', bounceSubType, bouncedRecipients: [{ emailAddress: hit.address }], timestamp } }];
}
