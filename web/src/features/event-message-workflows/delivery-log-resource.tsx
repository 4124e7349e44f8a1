import { useDeliveryLog } from './api/get-delivery-log';
import { ProviderMessageCell } from '@/components/local-links/provider-message-cell';
import { AddressCell, ContactCell, DeliveryStatusTag, deliveryStatusLabel, ReasonCell, TimeCell } from './components/delivery-cells';
import { deliveryLogPath } from './event-workflow-paths';
import type { ListResource } from '@/components/list-page/list-types';
import { type DeliveryLogRow } from '@shared/delivery-log';
import { DELIVERY_LOG_TEXTS } from '@shared/delivery-log-constants';
import { LANGUAGES } from '@shared/languages';
import { DELIVERY_STATUSES } from '@shared/sending';

const languageName = (id: number | null) => LANGUAGES.find((language) => language.id === id)?.name ?? '-';

/** The delivery log of one item (docs/decisions/015-delivery-log.md): one row per delivery and sender copy. */
export const deliveryLogResource = (itemId: number): ListResource<DeliveryLogRow> => ({
  title: DELIVERY_LOG_TEXTS.title,
  path: deliveryLogPath(itemId),
  // the log's own order: contacts by id, then the sender copies
  defaultSort: 'id',
  useItems: (query) => useDeliveryLog(itemId, query),
  emptyText: DELIVERY_LOG_TEXTS.empty,
  loadFailedText: DELIVERY_LOG_TEXTS.loadFailed,
  columns: [
    { field: 'contactId', header: 'Contact', sortable: true, width: '11rem', filter: { type: 'text', op: 'eq' }, body: (row) => <ContactCell row={row} /> },
    { field: 'address', header: 'Address', width: '12rem', filter: { type: 'text' }, body: (row) => <AddressCell row={row} />, empty: (row) => !row.address },
    { field: 'languageId', header: 'Language', width: '5.5rem', body: (row) => languageName(row.languageId), empty: (row) => row.languageId === null },
    {
      field: 'status',
      header: 'Status',
      sortable: true,
      width: '8rem',
      filter: { type: 'select', options: DELIVERY_STATUSES.map((status) => ({ label: deliveryStatusLabel(status), value: status })) },
      body: (row) => <DeliveryStatusTag status={row.status} />,
    },
    { field: 'providerMessageId', header: 'Provider message id', width: '9rem', body: (row) => <ProviderMessageCell messageId={row.providerMessageId} viewable={row.status === 'sent' && row.channel === 'email'} className="delivery-message" />, empty: (row) => !row.providerMessageId },
    { field: 'time', header: 'Time', sortable: true, width: '7rem', body: (row) => <TimeCell time={row.time} /> },
    { field: 'reason', header: 'Reason', body: (row) => <ReasonCell row={row} />, empty: (row) => !row.reason && !row.providerWord },
  ],
});
