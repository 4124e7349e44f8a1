import * as z from 'zod';
import { listPageOf } from './list-page-schema.ts';
import { DELIVERY_STATUSES, DeliveryCountsSchema } from './sending.ts';

export * from './delivery-log-constants.ts';

/**
 * The delivery log of an event message workflow item (docs/decisions/015-delivery-log.md):
 * GET /v1/event-message-workflows/{id}/deliveries answers one page of its deliveries in the list
 * contract and, beside them, the item with its counts, so one request keeps the screen current.
 */
export const DELIVERY_CHANNELS = ['email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** One row: the delivery to a contact, or a sender copy (rendered as for `contactId`). */
export const DeliveryLogRowSchema = z.object({
  /** Its place in the log: the contacts in id order, then the sender copies by address. */
  id: z.number().int(),
  contactId: z.number().int(),
  senderCopy: z.boolean(),
  /** The contact's name in the directory (null when the contact is gone). */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The address or phone number it went to; null until the sender resolved it. */
  address: z.string().nullable(),
  channel: z.enum(DELIVERY_CHANNELS).nullable(),
  /** The language it was rendered in; before that, the contact's own. */
  languageId: z.number().int().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  providerMessageId: z.string().nullable(),
  /** Its last change (unix seconds). */
  time: z.number().int(),
  /** Why it failed, was suppressed, skipped or is unconfirmed. */
  reason: z.string().nullable(),
  /**
   * What the provider's events say of a delivery that was unconfirmed (docs/sending.md, V4):
   * 'SES accepted it at ... (message id ...)' once an event confirmed it (it is sent), or, while it
   * is unconfirmed, 'No word from SES since ...: it may not have been sent' (SMS: SNS reports nothing).
   */
  providerWord: z.string().nullable(),
});
export type DeliveryLogRow = z.infer<typeof DeliveryLogRowSchema>;

/** The item whose log it is: what the screen's header shows. */
export const DeliveryLogItemSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  workflowName: z.string(),
  messageType: z.number().int().nullable(),
  status: z.number().int(),
  note: z.string().nullable(),
  /** Counts by status (all zero before the audience is frozen). */
  deliveries: DeliveryCountsSchema,
});
export type DeliveryLogItem = z.infer<typeof DeliveryLogItemSchema>;

export const DeliveryLogSchema = listPageOf(DeliveryLogRowSchema).extend({ item: DeliveryLogItemSchema });
export type DeliveryLog = z.infer<typeof DeliveryLogSchema>;

/**
 * POST /v1/event-message-workflows/{id}/deliveries/resend-unconfirmed (docs/sending.md, V5): the
 * number of unconfirmed deliveries the person confirmed; more unconfirmed than that is refused
 * (they looked at another log), fewer is fine (SES confirmed some meanwhile).
 */
export const ResendUnconfirmedInputSchema = z.object({
  confirmed: z.number({ error: 'The number of unconfirmed deliveries to resend is required.' }).int().min(1, { error: 'The number of unconfirmed deliveries to resend is at least 1.' }).max(1_000_000),
});

/** What the resend answers: the deliveries it resent. */
export const ResentDeliverySchema = z.object({
  contactId: z.number().int(),
  senderCopy: z.boolean(),
  address: z.string().nullable(),
});
export const ResendUnconfirmedSchema = z.object({
  /** How many deliveries this request moved back to pending (0 when another request or an event got there first). */
  resent: z.number().int(),
  deliveries: z.array(ResentDeliverySchema),
});
export type ResendUnconfirmed = z.infer<typeof ResendUnconfirmedSchema>;
