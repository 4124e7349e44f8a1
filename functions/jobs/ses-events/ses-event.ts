import * as z from 'zod';
import type { Suppression } from '../../data/suppression-store.ts';
import { deliveryOfTags } from '../../domain/sending/delivery-tags.ts';
import type { DeliveryRef, ProviderConfirmation } from '../../domain/sending/deliveries.ts';
import type { Engagement } from '../../../shared/reports.ts';
import { bounceReason, complaintReason } from '../../../shared/report-reasons.ts';
import { SENDING_TEXTS } from '../../../shared/sending.ts';

/**
 * The SES events the configuration set publishes (through the SNS topic, raw, into the
 * `ses-events` job's queue), as far as the job reads them, and the rules that turn them into
 * suppression records (docs/sending.md, Suppression: U1-U5) and confirmations of the deliveries
 * their message tags name (V3).
 */
const Time = z.iso.datetime({ offset: true });
const Recipients = z.array(z.object({ emailAddress: z.string().trim().min(3).max(320).includes('@') })).min(1);
const Mail = z.object({
  messageId: z.string().min(1).max(200),
  /** When SES accepted the email. */
  timestamp: Time.optional(),
  destination: z.array(z.string().max(320)).max(50).optional(),
  /** The message tags, each name with its values (SES adds its own, `ses:...`). */
  tags: z.record(z.string().max(256), z.array(z.string().max(256)).max(10)).optional(),
});

const BounceEvent = z.object({
  eventType: z.literal('Bounce'),
  mail: Mail,
  bounce: z.object({
    bounceType: z.enum(['Permanent', 'Transient', 'Undetermined']),
    bounceSubType: z.string().min(1).max(100),
    bouncedRecipients: Recipients,
    timestamp: Time,
  }),
});

const ComplaintEvent = z.object({
  eventType: z.literal('Complaint'),
  mail: Mail,
  complaint: z.object({
    complainedRecipients: Recipients,
    timestamp: Time,
    complaintFeedbackType: z.string().max(100).nullish(),
  }),
});

/** Events a configuration set may also publish: none of them suppresses (U5). */
const OTHER_EVENT_TYPES = ['Send', 'Reject', 'Delivery', 'Open', 'Click', 'Rendering Failure', 'DeliveryDelay', 'Subscription'] as const;
const OtherEvent = z.object({ eventType: z.enum(OTHER_EVENT_TYPES), mail: Mail });

export const SesEventSchema = z.discriminatedUnion('eventType', [BounceEvent, ComplaintEvent, OtherEvent]);
export type SesEvent = z.infer<typeof SesEventSchema>;

/** SNS's envelope, when the subscription does not deliver raw: the event is its Message. */
const SnsEnvelope = z.object({ Type: z.literal('Notification'), Message: z.string() });

export class NotAnSesEvent extends Error {}

/** Reads a queue message's body: the SES event JSON itself, or in an SNS envelope. */
export function readSesEvent(body: string): SesEvent {
  const json = (text: string) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new NotAnSesEvent('the message is not JSON');
    }
  };
  let value = json(body);
  const envelope = SnsEnvelope.safeParse(value);
  if (envelope.success) value = json(envelope.data.Message);
  const event = SesEventSchema.safeParse(value);
  if (!event.success) throw new NotAnSesEvent(`the message is not an SES event: ${z.prettifyError(event.error).replace(/\n/g, '; ')}`);
  return event.data;
}

const seconds = (time: string) => Math.floor(Date.parse(time) / 1000);

/** The suppression records an event makes: one per recipient of a permanent bounce or a complaint. */
export function suppressionsOf(event: SesEvent): Omit<Suppression, 'recordedAt'>[] {
  const sesMessageId = event.mail.messageId;
  if (event.eventType === 'Bounce') {
    const { bounceType, bounceSubType, bouncedRecipients, timestamp } = event.bounce;
    // U2: a transient (or undetermined) bounce may go away: the address is tried again next time
    if (bounceType !== 'Permanent') return [];
    const at = seconds(timestamp);
    const reason = SENDING_TEXTS.bounced(bounceType, bounceSubType, at);
    return bouncedRecipients.map(({ emailAddress }) => ({ address: emailAddress, reason, eventType: 'Bounce', at, sesMessageId }));
  }
  if (event.eventType === 'Complaint') {
    const { complainedRecipients, timestamp, complaintFeedbackType } = event.complaint;
    // U4: a feedback report saying 'not spam' withdraws a complaint rather than making one
    if (complaintFeedbackType === 'not-spam') return [];
    const at = seconds(timestamp);
    return complainedRecipients.map(({ emailAddress }) => ({ address: emailAddress, reason: SENDING_TEXTS.complained(at), eventType: 'Complaint', at, sesMessageId }));
  }
  return [];
}

/**
 * Events that say SES accepted the email (V3): all but a rejection (a virus: not sent) and a
 * rendering failure (nothing went out).
 */
const NOT_ACCEPTED: readonly string[] = ['Reject', 'Rendering Failure'];

/** The confirmation an event gives of the delivery its tags name, if it names one. */
export function confirmationOf(event: SesEvent, receivedAt: number): ProviderConfirmation | undefined {
  if (NOT_ACCEPTED.includes(event.eventType)) return undefined;
  const delivery = deliveryOfTags(event.mail.tags ?? {}, event.mail.destination ?? []);
  if (!delivery) return undefined;
  const acceptedAt = event.mail.timestamp ? seconds(event.mail.timestamp) : receivedAt;
  return { ...delivery, providerMessageId: event.mail.messageId, acceptedAt };
}

/**
 * What an event says the recipient did with the email, for the reports (docs/reports.md): a Click
 * is an open too (the images of an email read in plain text never load, yet its links are
 * followed), so a Click before its Open still counts one open. Any bounce counts: SES reports a
 * transient one only once it stopped trying.
 */
const ENGAGEMENTS_OF: Partial<Record<SesEvent['eventType'], Engagement[]>> = {
  Delivery: ['delivered'],
  Open: ['opened'],
  Click: ['opened', 'clicked'],
  Bounce: ['bounced'],
  Complaint: ['complained'],
};

/** The reason a bounce or a complaint counts under (shared/report-reasons.ts): its type and subtype, its feedback type. */
export function reasonOf(event: SesEvent): string | undefined {
  if (event.eventType === 'Bounce') return bounceReason(event.bounce.bounceType, event.bounce.bounceSubType);
  if (event.eventType === 'Complaint') return complaintReason(event.complaint.complaintFeedbackType);
  return undefined;
}

/** The delivery an event names, what it records of it and, for a bounce or a complaint, its reason, if it names one. */
export function engagementOf(event: SesEvent): { delivery: DeliveryRef; engagements: Engagement[]; reason?: string } | undefined {
  const engagements = ENGAGEMENTS_OF[event.eventType];
  const delivery = engagements && deliveryOfTags(event.mail.tags ?? {}, event.mail.destination ?? []);
  return delivery ? { delivery, engagements: engagements!, reason: reasonOf(event) } : undefined;
}
