/**
 * The SES mailbox simulator, as far as the stand-in plays it (ses-server.ts): mail to the bounce,
 * complaint and suppression-list addresses is accepted and, when it was sent with a configuration
 * set (SES publishes events only then), makes the Bounce or Complaint event SES publishes.
 */
export interface SesEvent {
  eventType: 'Bounce' | 'Complaint';
  mail: { messageId: string; timestamp: string; source: string; destination: string[]; tags: Record<string, string[]> };
  bounce?: { bounceType: 'Permanent'; bounceSubType: 'General' | 'OnAccountSuppressionList'; bouncedRecipients: { emailAddress: string }[]; timestamp: string };
  complaint?: { complainedRecipients: { emailAddress: string }[]; timestamp: string };
}

const SIMULATOR = /^(bounce|complaint|suppressionlist)(\+[^@]*)?@simulator\.amazonses\.com$/i;

/** The SES event the mailbox simulator makes for an address sent to with a configuration set, if any. */
export function simulatedEvent(email: { messageId: string; from: string; to: string[]; configurationSet: string }, at = new Date()): SesEvent | undefined {
  const hit = email.to.map((address) => ({ address, kind: SIMULATOR.exec(address)?.[1].toLowerCase() })).find((r) => r.kind);
  if (!hit) return undefined;
  const timestamp = at.toISOString();
  const mail = { messageId: email.messageId, timestamp, source: email.from, destination: email.to, tags: { 'ses:configuration-set': [email.configurationSet] } };
  if (hit.kind === 'complaint') return { eventType: 'Complaint', mail, complaint: { complainedRecipients: [{ emailAddress: hit.address }], timestamp } };
  const bounceSubType = hit.kind === 'suppressionlist' ? 'OnAccountSuppressionList' : 'General';
  return { eventType: 'Bounce', mail, bounce: { bounceType: 'Permanent', bounceSubType, bouncedRecipients: [{ emailAddress: hit.address }], timestamp } };
}
