import { Tag } from 'primereact/tag';
import { useDeliveries, type DeliveryRow } from './api/get-deliveries';
import { figureLabel } from './figures';
import { deliveriesQuery, presetRange, readable, readView, todayInAmsterdam } from './report-filters';
import { REPORT_UI } from './report-texts';
import { ProviderMessageCell } from '@/components/local-links/provider-message-cell';
import type { ListResource } from '@/components/list-page/list-types';
import { formatAmsterdam } from '@/lib/format';
import { formatDate } from '@shared/amsterdam-time';
import { LANGUAGES } from '@shared/languages';
import { DELIVERY_FIGURES, ENGAGEMENTS, REPORT_TEXTS, type ReportStatus } from '@shared/reports';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';
const SEVERITY: Record<ReportStatus, Severity> = { pending: 'secondary', sent: 'success', unconfirmed: 'warning', failed: 'danger', suppressed: 'warning', skipped: 'secondary' };
const languageName = (id: number) => (id === 0 ? REPORT_TEXTS.notRendered : (LANGUAGES.find((language) => language.id === id)?.name ?? `#${id}`));

/** The status, then what SES and the directory said of it (delivered, opened, ...). */
function StatusCell({ row }: { row: DeliveryRow }) {
  const said = ENGAGEMENTS.filter((name) => row[name]);
  return (
    <span className="report-delivery-status">
      <Tag value={figureLabel(row.status)} severity={SEVERITY[row.status]} />
      {said.length > 0 && <span className="report-delivery-status__said">{said.map((name) => figureLabel(name)).join(', ')}</span>}
    </span>
  );
}

function ContactCell({ row }: { row: DeliveryRow }) {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Unknown contact';
  return (
    <span className="report-contact">
      <span className="report-contact__name">{name}</span> <span className="report-contact__id">#{row.contactId}</span>
      {row.senderCopy && <Tag value="Sender copy" severity="info" className="report-contact__copy" />}
    </span>
  );
}

/** The provider's message id; locally, an email the provider took also opens in the SES stand-in's viewer (as the delivery log does). */

/** The URL's own parameters beside the list's: the days and the ids (channel, language and status are the list's column filters). */
export const DELIVERY_EXTRAS = ['from', 'to', 'eventId', 'messageWorkflowSetId', 'messageWorkflowId', 'messageId', 'reason'] as const;

/** GET /v1/deliveries for the screen's query string (the list's paging and sort, the report's filters); null while the dates are wrong. */
export function deliveriesApiQuery(queryString: string): string | null {
  const view = readView(queryString, todayInAmsterdam(), { listFilters: true });
  if (view.problem) return null;
  const params = new URLSearchParams(queryString);
  const list = new URLSearchParams();
  for (const name of ['page[number]', 'page[size]', 'sort']) if (params.get(name)) list.set(name, params.get(name)!);
  return [readable(list), deliveriesQuery(view.filters)].filter(Boolean).join('&');
}

/** The deliveries behind a figure (/reports/deliveries): the shared list behaviour over GET /v1/deliveries. */
export const deliveriesResource: ListResource<DeliveryRow> = {
  title: REPORT_UI.deliveriesTitle,
  path: '/reports/deliveries',
  defaultSort: '-sentAt',
  useItems: (queryString) => useDeliveries(deliveriesApiQuery(queryString)),
  extraParams: () => {
    const { from, to } = presetRange('last90', todayInAmsterdam());
    return { from: formatDate(from), to: formatDate(to), eventId: '', messageWorkflowSetId: '', messageWorkflowId: '', messageId: '', reason: '' };
  },
  emptyText: REPORT_UI.noDeliveries,
  loadFailedText: REPORT_UI.deliveriesFailed,
  columns: [
    { field: 'contactId', header: 'Contact', width: '9rem', body: (row) => <ContactCell row={row} /> },
    { field: 'address', header: 'Address', width: '10rem', body: (row) => <span className="report-address">{row.address ?? '-'}</span>, empty: (row) => !row.address },
    {
      field: 'channel',
      header: 'Channel',
      width: '5rem',
      filter: { type: 'select', options: [{ label: 'Email', value: 'email' }, { label: 'SMS', value: 'sms' }] },
      body: (row) => (row.channel === 'sms' ? 'SMS' : 'Email'),
    },
    {
      field: 'languageId',
      header: 'Language',
      width: '6rem',
      filter: { type: 'select', options: [{ label: REPORT_TEXTS.notRendered, value: '0' }, ...LANGUAGES.map((language) => ({ label: language.name, value: String(language.id) }))] },
      body: (row) => languageName(row.languageId),
    },
    {
      field: 'status',
      header: 'Status',
      width: '7.5rem',
      filter: { type: 'select', options: DELIVERY_FIGURES.map((figure) => ({ label: figureLabel(figure), value: figure })) },
      body: (row) => <StatusCell row={row} />,
    },
    { field: 'reason', header: 'Reason', width: '10rem', body: (row) => row.reason ?? '', empty: (row) => !row.reason },
    {
      field: 'sentAt',
      header: 'Sent at',
      sortable: true,
      width: '6.5rem',
      body: (row) =>
        row.sentAt ? (
          formatAmsterdam(row.sentAt, 'date-time-seconds')
        ) : (
          <span className="report-not-sent">
            Not sent <span>(its send began {row.day})</span>
          </span>
        ),
    },
    { field: 'providerMessageId', header: 'Provider message id', width: '8rem', body: (row) => <ProviderMessageCell messageId={row.providerMessageId} viewable={row.channel === 'email' && (row.status === 'sent' || row.status === 'unconfirmed')} className="report-message-id" />, empty: (row) => !row.providerMessageId },
  ],
  rowName: (row) => `#${row.contactId} ${row.address ?? ''}`.trim(),
};
