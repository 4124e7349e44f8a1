import { applyListQuery, readListQuery, type ListSpec } from '../kit/list-engine.ts';
import { number, text } from '../kit/fields.ts';
import { getContacts } from '../directory/store.ts';
import { listDeliveries, type Delivery } from '../send/deliveries.ts';
import { loadItem } from './attach.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { DELIVERY_STATUSES, noCounts, type DeliveryCounts, type DeliveryStatus } from '../../shared/sending.ts';
import type { ListPage } from '../../shared/list-query.ts';

/**
 * GET /v1/event-message-workflows/{id}/deliveries: the item's delivery log (decision 015), one row
 * per delivery of its frozen audience and per sender copy, read with one Query of the item's
 * deliveries; the contacts' names are read for the page only. The answer's `counts` are the
 * item's counts (what the progress shows) and its status.
 */
interface DeliveryRow {
  id: number;
  contactId: number;
  contactName: string;
  senderCopy: boolean;
  channel: 'email' | 'sms' | null;
  address: string | null;
  languageId: number | null;
  language: string;
  status: DeliveryStatus;
  providerMessageId: string | null;
  time: number;
  reason: string | null;
}

const STATUS_NUMBERS = Object.fromEntries(DELIVERY_STATUSES.map((name, i) => [name, i]));

export const DELIVERY_LOG: ListSpec<DeliveryRow> = {
  fields: {
    id: number,
    contactId: number,
    contactName: { ...text, sortable: false },
    address: text,
    language: text,
    channel: text,
    // by name (filter[status]=failed) or by its place in DELIVERY_STATUSES
    status: { type: 'number', get: (row) => STATUS_NUMBERS[row.status], names: STATUS_NUMBERS },
    providerMessageId: text,
    time: number,
    reason: text,
  },
  defaultSort: 'id',
  search: ['contactId', 'address', 'reason', 'providerMessageId'],
};

const toRow = (delivery: Delivery, index: number): DeliveryRow => ({
  id: index + 1,
  contactId: delivery.contactId,
  contactName: '',
  senderCopy: delivery.kind === 'sender',
  channel: delivery.channel ?? null,
  address: delivery.to ?? null,
  languageId: delivery.languageId ?? null,
  language: LANGUAGES.find((language) => language.id === delivery.languageId)?.name ?? '',
  status: delivery.status,
  providerMessageId: delivery.providerMessageId ?? null,
  time: delivery.updatedAt,
  reason: delivery.reason ?? null,
});

export async function deliveryLog(rawId: string | undefined, params: URLSearchParams): Promise<ListPage<DeliveryRow> & { status: number; counts: DeliveryCounts }> {
  const item = await loadItem(rawId);
  const query = readListQuery(params, DELIVERY_LOG);
  const page = applyListQuery((await listDeliveries(String(item.id))).map(toRow), query, DELIVERY_LOG);
  const contacts = await getContacts([...new Set(page.items.map((row) => row.contactId))]);
  for (const row of page.items) {
    const contact = contacts.get(row.contactId);
    row.contactName = contact ? `${contact.firstName} ${contact.lastName}` : `Contact #${row.contactId}`;
  }
  return { ...page, status: item.status, counts: item.deliveries ?? noCounts() };
}
