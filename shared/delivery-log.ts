import { ITEM_STATUS } from './event-message-workflows.ts';
import type { ListPage } from './list-query.ts';
import type { DeliveryCounts, DeliveryStatus } from './sending.ts';

/**
 * The delivery log of an event message workflow item (docs/decisions/015-delivery-log.md):
 * GET /v1/event-message-workflows/{id}/deliveries answers one page of its deliveries in the list
 * contract and, beside them, the item with its counts, so one request keeps the screen current.
 */
export const DELIVERY_CHANNELS = ['email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** One row: the delivery to a contact, or a sender copy (rendered as for `contactId`). */
export interface DeliveryLogRow {
  /** Its place in the log: the contacts in id order, then the sender copies by address. */
  id: number;
  contactId: number;
  senderCopy: boolean;
  /** The contact's name in the directory (null when the contact is gone). */
  firstName: string | null;
  lastName: string | null;
  /** The address or phone number it went to; null until the sender resolved it. */
  address: string | null;
  channel: DeliveryChannel | null;
  /** The language it was rendered in; before that, the contact's own. */
  languageId: number | null;
  status: DeliveryStatus;
  providerMessageId: string | null;
  /** Its last change (unix seconds). */
  time: number;
  /** Why it failed, was suppressed, skipped or is unconfirmed. */
  reason: string | null;
}

/** The item whose log it is: what the screen's header shows. */
export interface DeliveryLogItem {
  id: number;
  eventId: number;
  eventName: string;
  workflowName: string;
  messageType: number | null;
  status: number;
  note: string | null;
  /** Counts by status (all zero before the audience is frozen). */
  deliveries: DeliveryCounts;
}

export interface DeliveryLog extends ListPage<DeliveryLogRow> {
  item: DeliveryLogItem;
}

/** Items whose sending began: claimed (processing, then completed or in error) or with deliveries. */
export const hasDeliveryLog = (status: number, deliveries?: DeliveryCounts | null): boolean =>
  status === ITEM_STATUS.processing || status === ITEM_STATUS.completed || status === ITEM_STATUS.error || Boolean(deliveries?.total);

/** Something may still change: the item is being sent, or deliveries wait to be sent. */
export const isBeingSent = (item: Pick<DeliveryLogItem, 'status' | 'deliveries'>): boolean =>
  item.status === ITEM_STATUS.processing || item.deliveries.pending + item.deliveries.sending > 0;

export const DELIVERY_LOG_TEXTS = {
  title: 'Delivery log',
  empty: 'No deliveries found',
  loadFailed: 'Load delivery log failed',
  senderCopy: 'Sender copy',
} as const;
