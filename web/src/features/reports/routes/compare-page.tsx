import { useEffect } from 'react';
import { Link } from 'wouter';
import { Dropdown } from 'primereact/dropdown';
import { useFilterOptions, type FilterOption } from '../api/get-filter-options';
import { useReport } from '../api/get-report';
import { ReportFilterBar } from '../components/report-filter-bar';
import { COMPARED, denominatorOf, figureLabel, formatCount, formatDifference, formatPoints, formatRate, ofLabel, rateOf } from '../figures';
import { deliveriesHref, readable, reportQuery, showDay, viewParams, type ReportFilters } from '../report-filters';
import { REPORT_UI } from '../report-texts';
import { useReportView } from '../use-report-view';
import { PageHeader } from '@/components/page-header';
import { toastFailure } from '@/lib/api-client';
import type { ReportCounts, ReportFigure } from '@shared/reports';
import '../reports.css';

const OWN = ['a', 'b'] as const;
const idOf = (text: string) => (/^[1-9]\d{0,11}$/.test(text) ? Number(text) : undefined);

function EventChoice({ id, label, value, options, onChange }: { id: string; label: string; value: number | undefined; options: FilterOption[] | undefined; onChange: (id: number | undefined) => void }) {
  const shown = value !== undefined && options && !options.some((option) => option.value === value) ? [{ value, label: `#${value}` }, ...options] : (options ?? []);
  return (
    <div className="report-filter report-filter--wide">
      <label htmlFor={id}>{label}</label>
      <Dropdown inputId={id} value={value ?? null} options={shown} optionLabel="label" optionValue="value" filter filterInputAutoFocus showClear={value !== undefined} placeholder="Choose an event" emptyMessage="No event has sends in these dates" onChange={(e) => onChange(e.value ?? undefined)} />
    </div>
  );
}

/** A count with its rate of its denominator, linked to the deliveries behind it. */
function CountCell({ counts, figure, filters, eventId }: { counts: ReportCounts | undefined; figure: ReportFigure; filters: ReportFilters; eventId: number }) {
  if (!counts) return <>…</>;
  const of = denominatorOf(figure);
  const count = formatCount(counts[figure]);
  return (
    <span className="compare-count">
      {counts[figure] > 0 ? <Link href={deliveriesHref(filters, { eventId, figure: figure === 'total' ? 'total' : figure })}>{count}</Link> : count}
      {of && <span className="compare-count__rate"> {formatRate(counts[figure], counts[of])}</span>}
    </span>
  );
}

/** Route /reports/compare: two events side by side, the same figures for each and the difference (the second less the first). */
export default function ComparePage() {
  const state = useReportView('/reports/compare', OWN);
  const { filters, problem } = state.view;
  const [a, b] = [idOf(state.own.a), idOf(state.own.b)];
  const ready = !problem;
  const events = useFilterOptions(ready ? filters : null, 'event').data;
  const first = useReport(ready && a !== undefined ? reportQuery({ ...filters, eventId: a }) : null);
  const second = useReport(ready && b !== undefined ? reportQuery({ ...filters, eventId: b }) : null);
  const error = first.error ?? second.error;
  useEffect(() => {
    if (error) toastFailure(REPORT_UI.loadFailed, error);
  }, [error]);
  const name = (id: number | undefined) => (id === undefined ? '' : (events?.find((event) => event.value === id)?.label ?? `#${id}`));
  const [x, y] = [first.data?.totals, second.data?.totals];
  const { eventId: _eventId, status: _status, ...shared } = filters;

  return (
    <section className="report-page">
      <PageHeader title={REPORT_UI.compareTitle}>
        <Link href={`/reports?${readable(viewParams(shared))}`} className="p-button p-button-outlined p-button-sm">
          <i className="pi pi-arrow-left p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">Back to the report</span>
        </Link>
      </PageHeader>
      <ReportFilterBar state={state} withEvent={false} withStatus={false} />
      <div className="card compare-events" role="group" aria-label="Events compared">
        <EventChoice id="compare-a" label="First event" value={a} options={events} onChange={(id) => state.setOwn({ a: id === undefined ? '' : String(id) })} />
        <EventChoice id="compare-b" label="Second event" value={b} options={events} onChange={(id) => state.setOwn({ b: id === undefined ? '' : String(id) })} />
      </div>
      {a === undefined || b === undefined ? (
        <p className="card report-empty" role="status">
          {REPORT_UI.chooseTwo} Only events with sends between {showDay(filters.from)} and {showDay(filters.to)} are offered.
        </p>
      ) : (
        <section className="card" aria-labelledby="compare-title">
          <h2 id="compare-title" className="report-section-title">
            {name(a)} and {name(b)}
          </h2>
          <div className="report-table-wrap">
            <table className="report-table report-table--compare">
              <thead>
                <tr>
                  <th scope="col">Figure</th>
                  <th scope="col">{name(a)}</th>
                  <th scope="col">{name(b)}</th>
                  <th scope="col">Difference</th>
                </tr>
              </thead>
              <tbody>
                {COMPARED.map((figure) => {
                  const of = denominatorOf(figure);
                  return (
                    <tr key={figure} data-figure={figure}>
                      <th scope="row" data-label="Figure">
                        {figureLabel(figure)}
                        {of && <span className="compare-of"> (rate of {ofLabel(of)})</span>}
                      </th>
                      <td data-label={`#${a}`}>
                        <CountCell counts={x} figure={figure} filters={filters} eventId={a} />
                      </td>
                      <td data-label={`#${b}`}>
                        <CountCell counts={y} figure={figure} filters={filters} eventId={b} />
                      </td>
                      <td data-label="Difference">
                        {x && y ? (
                          <span className="compare-difference">
                            {formatDifference(y[figure] - x[figure])}
                            {of && <span className="compare-count__rate"> {formatPoints(rateOf(x, figure, of), rateOf(y, figure, of))}</span>}
                          </span>
                        ) : (
                          '…'
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </section>
  );
}
