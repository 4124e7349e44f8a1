import { Fragment } from 'react';
import { Link } from 'wouter';
import { CsvButton } from '@/components/csv-button';
import { TABLE_FIGURES, figureLabel, formatCount } from '../figures';
import { deliveriesHref, reportQuery, type ReportFilters } from '../report-filters';
import { REPORT_UI } from '../report-texts';
import { reasonText, type ReportFigure, type ReportRow } from '@shared/reports';

interface GroupTableProps {
  id: string;
  title: string;
  /** The API's grouping, and the filter a row's id narrows the deliveries by. */
  groupBy: 'messageWorkflow' | 'message';
  rows: ReportRow[] | undefined;
  filters: ReportFilters;
}

/**
 * A row's top reasons with their counts, in a row of their own under it (the figures fill a
 * laptop's width already); each opens its deliveries when the row has an id to narrow by.
 */
function TopReasons({ row, narrowBy, filters, span }: { row: ReportRow; narrowBy: 'messageId' | 'messageWorkflowId'; filters: ReportFilters; span: number }) {
  const linked = typeof row.key === 'number' && row.key > 0;
  return (
    <tr className="report-reasons-row">
      <td colSpan={span}>
        <span className="report-reasons__label" aria-hidden="true">
          {REPORT_UI.topReasons}
        </span>
        <ul className="report-reasons" aria-label={`${REPORT_UI.topReasons} of ${row.label}`}>
          {row.reasons.map((reason) => {
            const text = reasonText(reason, formatCount);
            return (
              <li key={`${reason.figure}:${reason.reason}`}>
                {linked ? (
                  <Link href={deliveriesHref(filters, { [narrowBy]: row.key, figure: reason.figure, reason: reason.reason })} aria-label={`${row.label}: ${text}`}>
                    {text}
                  </Link>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      </td>
    </tr>
  );
}

/** The report's figures and top reasons per workflow or per message; a count or a reason opens the deliveries behind it, the CSV export is the same table. */
export function GroupTable({ id, title, groupBy, rows, filters }: GroupTableProps) {
  // a status filter keeps the rows that have any of it
  const shown = (rows ?? []).filter((row) => !filters.status || row.counts[filters.status] > 0);
  const narrowBy = groupBy === 'message' ? 'messageId' : 'messageWorkflowId';
  const cell = (row: ReportRow, figure: ReportFigure) => {
    const count = formatCount(row.counts[figure]);
    // a row without an id (action trigger messages) has no filter to narrow by
    if (row.counts[figure] === 0 || typeof row.key !== 'number' || row.key <= 0) return count;
    return (
      <Link href={deliveriesHref(filters, { [narrowBy]: row.key, figure: figure === 'total' ? 'total' : figure })} aria-label={`${row.label}: ${count} ${figureLabel(figure).toLowerCase()}`}>
        {count}
      </Link>
    );
  };
  return (
    <section className="card report-group" aria-labelledby={`${id}-title`}>
      <div className="report-chart__head">
        <h2 id={`${id}-title`} className="report-section-title">
          {title}
        </h2>
        <CsvButton path={`/reports/deliveries.csv?${reportQuery(filters, groupBy)}`} label="Export CSV" fallbackName={`delivery-report-by-${groupBy}.csv`} disabled={!rows?.length} />
      </div>
      <div className="report-table-wrap">
        <table className="report-table report-table--groups">
          <thead>
            <tr>
              <th scope="col">{groupBy === 'message' ? 'Message' : 'Workflow'}</th>
              {TABLE_FIGURES.map((figure) => (
                <th key={figure} scope="col">
                  {figureLabel(figure)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <Fragment key={String(row.key)}>
                <tr className={row.reasons.length ? 'report-table__row--with-reasons' : undefined}>
                  <th scope="row" data-label={groupBy === 'message' ? 'Message' : 'Workflow'} title={typeof row.key === 'number' && row.key <= 0 ? REPORT_UI.oneOffNoLink : undefined}>
                    {row.label}
                  </th>
                  {TABLE_FIGURES.map((figure) => (
                    <td key={figure} data-label={figureLabel(figure)}>
                      {cell(row, figure)}
                    </td>
                  ))}
                </tr>
                {row.reasons.length > 0 && <TopReasons row={row} narrowBy={narrowBy} filters={filters} span={TABLE_FIGURES.length + 1} />}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
