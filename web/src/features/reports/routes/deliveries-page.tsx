import { Link, useSearch } from 'wouter';
import { useFilterOptions, useWorkflowSetOptions, type FilterOption } from '../api/get-filter-options';
import { CsvButton } from '@/components/csv-button';
import { deliveriesApiQuery, deliveriesResource } from '../deliveries-resource';
import { figureLabel } from '../figures';
import { readable, readView, showDay, todayInAmsterdam, viewParams } from '../report-filters';
import { ListPage } from '@/components/list-page/list-page';
import { LANGUAGES } from '@shared/languages';
import { REPORT_TEXTS } from '@shared/reports';
import '../reports.css';

const nameOf = (options: FilterOption[] | undefined, id: number) => options?.find((option) => option.value === id)?.label ?? `#${id}`;

/** What the list is narrowed to, in words, and the way back to the report with the same filters. */
function Narrowing() {
  const search = useSearch();
  const { filters, problem } = readView(search, todayInAmsterdam(), { listFilters: true });
  const range = problem ? null : filters;
  const events = useFilterOptions(range, 'event').data;
  const workflows = useFilterOptions(range, 'messageWorkflow').data;
  const messages = useFilterOptions(range, 'message').data;
  const sets = useWorkflowSetOptions().data;
  const parts = [
    `Sent ${showDay(filters.from)} to ${showDay(filters.to)}`,
    filters.eventId !== undefined && `Event ${nameOf(events, filters.eventId)}`,
    filters.messageWorkflowSetId !== undefined && `Workflow set ${nameOf(sets, filters.messageWorkflowSetId)}`,
    filters.messageWorkflowId !== undefined && `Workflow ${nameOf(workflows, filters.messageWorkflowId)}`,
    filters.messageId !== undefined && `Message ${nameOf(messages, filters.messageId)}`,
    filters.channel && (filters.channel === 'sms' ? 'SMS' : 'Email'),
    filters.languageId !== undefined && (filters.languageId === 0 ? REPORT_TEXTS.notRendered : LANGUAGES.find((language) => language.id === filters.languageId)?.name),
    filters.status && figureLabel(filters.status),
    filters.status && filters.reason && `Reason: ${filters.reason}`,
  ].filter(Boolean) as string[];
  // back to the report of these filters; the status (and reason) was what was clicked, not a filter of the report
  const back = `/reports?${readable(viewParams({ ...filters, status: undefined, reason: undefined }))}`;
  return (
    <div className="card report-narrowing">
      <ul className="report-narrowing__parts" aria-label="Deliveries shown">
        {parts.map((part) => (
          <li key={part}>{part}</li>
        ))}
      </ul>
      <Link href={back} className="report-narrowing__back">
        <i className="pi pi-arrow-left" aria-hidden="true" /> Back to the report
      </Link>
    </div>
  );
}

function ExportDeliveries() {
  const search = useSearch();
  const query = deliveriesApiQuery(search);
  // the export is every delivery the list pages through: the filters without the list's paging and sort
  const filtersOnly = query && query.split('&').filter((part) => part.startsWith('filter[')).join('&');
  return <CsvButton path={filtersOnly === null ? null : `/deliveries.csv?${filtersOnly}`} label="Export CSV" fallbackName="deliveries.csv" />;
}

/** Route /reports/deliveries: the deliveries behind a figure, a bar or a row of the report. */
export default function DeliveriesPage() {
  return (
    <div className="report-deliveries">
      <ListPage resource={deliveriesResource} headerActions={<ExportDeliveries />} above={() => <Narrowing />} />
    </div>
  );
}
