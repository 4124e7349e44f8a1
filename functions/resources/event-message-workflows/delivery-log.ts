import { messageStore, messageWorkflowStore } from '../../data/catalogue.ts';
import { applyListQuery, readListQuery, type ListSpec } from '../../kit/list-engine.ts';
import { number, text } from '../../kit/fields.ts';
import { getContacts, getEvent } from '../../data/directory/store.ts';
import { listDeliveries, type Delivery } from '../../data/deliveries.ts';
import { loadItem } from './attach.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { DELIVERY_CHANNELS, DELIVERY_LOG_TEXTS, type DeliveryChannel, type DeliveryLog, type DeliveryLogItem, type DeliveryLogRow } from '../../../shared/delivery-log.ts';
import { DELIVERY_STATUSES, noCounts } from '../../../shared/sending.ts';
import { isSms } from '../../../shared/messages.ts';
import { formatAmsterdam } from '../../../shared/amsterdam-time.ts';

/**
 * GET /v1/event-message-workflows/{id}/deliveries (docs/decisions/015-delivery-log.md): the
 * item's deliveries, read with one Query on their partition (at most the audience plus its sender
 * copies), filtered, sorted and paged by the list engine; the names of the page's contacts come
 * from the directory in one batch. Beside the page, the item with its counts.
 */
export const DELIVERY_LOG_LIST: ListSpec<DeliveryLogRow> = {
  fields: {
    id: number,
    contactId: number,
    time: number,
    status: { type: 'string', values: DELIVERY_STATUSES },
    channel: { type: 'string', values: DELIVERY_CHANNELS, sortable: false },
    address: { ...text, sortable: false },
    providerMessageId: { ...text, sortable: false },
  },
  defaultSort: 'id',
  // what the deliveries themselves hold: names are read for the page alone
  search: ['contactId', 'address', 'providerMessageId'],
};

/** What the log reads of each delivery. */
const ATTRIBUTES = ['contactId', 'kind', 'status', 'channel', 'to', 'languageId', 'providerMessageId', 'reason', 'updatedAt', 'sendingAt', 'confirmedAt'];

/**
 * What the provider's events say of a delivery that was unconfirmed (docs/sending.md, V4): SES
 * accepted it (an event confirmed it: it is sent), or no word came since it was handed over. SNS
 * publishes no events for texts.
 */
function providerWordOf(delivery: Delivery, channel: DeliveryChannel | null): string | null {
  if (delivery.status === 'sent' && delivery.confirmedAt !== undefined) return DELIVERY_LOG_TEXTS.providerAccepted(formatAmsterdam(delivery.confirmedAt, 'date-time-seconds'), delivery.providerMessageId ?? '-');
  if (delivery.status !== 'unconfirmed') return null;
  if ((delivery.channel ?? channel) === 'sms') return DELIVERY_LOG_TEXTS.noWordFromSms;
  return DELIVERY_LOG_TEXTS.noWordFromSes(formatAmsterdam(delivery.sendingAt ?? delivery.updatedAt, 'date-time-seconds'));
}

function rowOf(delivery: Delivery, place: number, channel: DeliveryChannel | null): DeliveryLogRow {
  return {
    id: place,
    contactId: delivery.contactId,
    senderCopy: delivery.kind === 'sender',
    firstName: null,
    lastName: null,
    address: delivery.to ?? null,
    channel: delivery.channel ?? channel,
    languageId: delivery.languageId ?? null,
    status: delivery.status,
    providerMessageId: delivery.providerMessageId ?? null,
    time: delivery.updatedAt,
    reason: delivery.reason ?? null,
    providerWord: providerWordOf(delivery, channel),
  };
}

/** The event, workflow and message names of the header (and the channel of deliveries not yet taken). */
async function describe(item: StoredItem): Promise<DeliveryLogItem> {
  const [event, workflow] = await Promise.all([getEvent(item.eventId), messageWorkflowStore.get(item.messageWorkflowId)]);
  const messageId = item.sending?.messageId ?? workflow?.messageId ?? null;
  const message = messageId === null ? undefined : await messageStore.get(messageId);
  return {
    id: item.id,
    eventId: item.eventId,
    eventName: event?.name ?? `Event #${item.eventId}`,
    workflowName: workflow?.name ?? `Workflow #${item.messageWorkflowId}`,
    messageType: message?.type ?? null,
    status: item.status,
    note: item.note,
    deliveries: item.deliveries ?? noCounts(),
  };
}

/** Names (and, for deliveries not yet rendered, languages) of the page's contacts, in one batch. */
async function addContacts(rows: DeliveryLogRow[]): Promise<void> {
  const contacts = await getContacts(rows.map((row) => row.contactId));
  for (const row of rows) {
    const contact = contacts.get(row.contactId);
    row.firstName = contact?.firstName ?? null;
    row.lastName = contact?.lastName ?? null;
    row.languageId ??= contact?.languageId ?? null;
  }
}

export async function deliveryLog(rawId: string | undefined, params: URLSearchParams): Promise<DeliveryLog> {
  const query = readListQuery(params, DELIVERY_LOG_LIST);
  const item = await loadItem(rawId);
  const [header, deliveries] = await Promise.all([describe(item), listDeliveries(String(item.id), { attributes: ATTRIBUTES })]);
  const channel = header.messageType === null ? null : isSms(header.messageType) ? 'sms' : 'email';
  const page = applyListQuery(
    deliveries.map((delivery, i) => rowOf(delivery, i + 1, channel)),
    query,
    DELIVERY_LOG_LIST,
  );
  await addContacts(page.items);
  return { ...page, item: header };
}
