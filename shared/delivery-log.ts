import * as z from 'zod';
import { ITEM_STATUS } from './event-message-workflows.ts';
import { listPageOf } from './list-query.ts';
import { DELIVERY_STATUSES, DeliveryCountsSchema, type DeliveryCounts } from './sending.ts';

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

/** Items whose sending began: claimed (processing, then completed or in error) or with deliveries. */
export const hasDeliveryLog = (status: number, deliveries?: DeliveryCounts | null): boolean =>
  status === ITEM_STATUS.processing || status === ITEM_STATUS.completed || status === ITEM_STATUS.error || Boolean(deliveries?.total);

/** Something may still change: the item is being sent, or deliveries wait to be sent. */
export const isBeingSent = (item: Pick<DeliveryLogItem, 'status' | 'deliveries'>): boolean =>
  item.status === ITEM_STATUS.processing || item.deliveries.pending + item.deliveries.sending > 0;

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

export const DELIVERY_LOG_TEXTS = {
  title: 'Delivery log',
  empty: 'No deliveries found',
  loadFailed: 'Load delivery log failed',
  senderCopy: 'Sender copy',
  providerAccepted: (at: string, messageId: string) => `SES accepted it at ${at} (message id ${messageId}).`,
  noWordFromSes: (since: string) => `No word from SES since ${since}: it may not have been sent.`,
  noWordFromSms: 'SNS reports nothing back for text messages: check the SMS delivery logs before resending.',
  resendAction: 'Resend unconfirmed',
  resendConfirm: (count: number) =>
    `Resend the ${count} unconfirmed ${count === 1 ? 'delivery' : 'deliveries'}? Check first that ${count === 1 ? 'it was' : 'they were'} not received: each is sent once more, and one that SES confirms meanwhile is not.`,
  resent: (count: number) => `${count} unconfirmed ${count === 1 ? 'delivery' : 'deliveries'} resent.`,
  resendFailed: 'Resend unconfirmed deliveries failed',
  resendBeingSent: 'The item is being sent: resend its unconfirmed deliveries once it has settled.',
  resendNotSettled: 'Only a completed item or one in error has unconfirmed deliveries to resend.',
  resendMoreThanConfirmed: (unconfirmed: number, confirmed: number) => `${unconfirmed} deliveries are unconfirmed now, not ${confirmed}: look at the log again before resending.`,
} as const;
