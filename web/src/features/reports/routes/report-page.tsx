import { useEffect } from 'react';
import { Link } from 'wouter';
import { Button } from 'primereact/button';
import { useReport } from '../api/get-report';
import { CsvButton } from '@/components/csv-button';
import { FunnelChart } from '../components/funnel-chart';
import { GroupTable } from '../components/group-table';
import { HeadlineFigures } from '../components/headline-figures';
import { ReportFilterBar } from '../components/report-filter-bar';
import { StatusChart } from '../components/status-chart';
import { deliveriesQuery, presetRange, readable, reportQuery, showDay, viewParams } from '../report-filters';
import { REPORT_UI } from '../report-texts';
import { useReportView } from '../use-report-view';
import { PageHeader } from '@/components/page-header';
import { toastFailure } from '@/lib/api-client';
import '../reports.css';

/** Route /reports (issue 19; docs/decisions/032-report-page.md): the figures of what was sent in the chosen days, charts, tables, drill-down and export. */
export default function ReportPage() {
  const state = useReportView('/reports');
  const { view } = state;
  const { filters, by, problem } = view;
  const ready = !problem;
  const totals = useReport(ready ? reportQuery(filters) : null);
  const series = useReport(ready ? reportQuery(filters, by) : null);
  const workflows = useReport(ready ? reportQuery(filters, 'messageWorkflow') : null);
  const messages = useReport(ready ? reportQuery(filters, 'message') : null);
  const error = totals.error ?? series.error ?? workflows.error ?? messages.error;
  useEffect(() => {
    if (error) toastFailure(REPORT_UI.loadFailed, error);
  }, [error]);

  const report = totals.data;
  const narrowed = Object.keys(filters).some((name) => name !== 'from' && name !== 'to');
  const empty = ready && report && report.totals.total === 0;
  const compareHref = `/reports/compare?${readable(viewParams({ ...filters, eventId: undefined, status: undefined }))}`;

  return (
    <section className="report-page">
      <PageHeader title={REPORT_UI.title}>
        <Link href={compareHref} className="p-button p-button-outlined p-button-sm">
          <i className="pi pi-clone p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">Compare events</span>
        </Link>
        <CsvButton path={ready ? `/deliveries.csv?${deliveriesQuery(filters)}` : null} label="Export deliveries" fallbackName="deliveries.csv" disabled={!!empty} />
      </PageHeader>
      <p className="report-intro">{REPORT_UI.intro}</p>
      <ReportFilterBar state={state} />
      {empty && (
        <div className="card report-empty" role="status">
          <p>{REPORT_UI.noSends(showDay(filters.from), showDay(filters.to), narrowed)}</p>
          <div className="report-empty__actions">
            <Button type="button" size="small" outlined label="Last 90 days" onClick={() => state.setFilters({ ...filters, ...presetRange('last90', state.today) })} />
            {narrowed && <Button type="button" size="small" outlined label="Clear filters" onClick={() => state.setFilters({ from: filters.from, to: filters.to })} />}
          </div>
        </div>
      )}
      {ready && report && !empty && (
        <>
          <HeadlineFigures totals={report.totals} filters={filters} />
          <div className="report-charts">
            <StatusChart rows={series.data?.items ?? []} filters={filters} by={by} onBy={state.setBy} />
            <FunnelChart totals={report.totals} filters={filters} />
          </div>
          <GroupTable id="report-workflows" title="Per workflow" groupBy="messageWorkflow" rows={workflows.data?.items} filters={filters} />
          <GroupTable id="report-messages" title="Per message" groupBy="message" rows={messages.data?.items} filters={filters} />
        </>
      )}
    </section>
  );
}
