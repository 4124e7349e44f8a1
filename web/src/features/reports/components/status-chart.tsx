import { Link, useLocation } from 'wouter';
import { ChartFrame } from './chart-frame';
import { CHART_STATUSES, STATUS_COLOURS, figureLabel, formatCount } from '../figures';
import { chartKeys, deliveriesHref, rowDays, showDay, type ChartGrouping, type ReportFilters } from '../report-filters';
import { Button } from 'primereact/button';
import { parseDate } from '@shared/amsterdam-time';
import { REPORT_STATUSES, type DeliveryFigure, type ReportCounts, type ReportRow, type ReportStatus } from '@shared/reports';

const ENGAGEMENT_COLOUR = '#4f46e5';

/** The series the chart stacks: the statuses (they add up to the total), or the one figure the status filter chose. */
const seriesOf = (status: DeliveryFigure | undefined): DeliveryFigure[] => (status ? [status] : [...CHART_STATUSES]);
const colourOf = (figure: DeliveryFigure) => ((REPORT_STATUSES as readonly string[]).includes(figure) ? STATUS_COLOURS[figure as ReportStatus] : ENGAGEMENT_COLOUR);

interface StatusChartProps {
  rows: ReportRow[];
  filters: ReportFilters;
  by: ChartGrouping;
  onBy: (by: ChartGrouping) => void;
}

const periodLabel = (key: string, by: ChartGrouping) => (by === 'day' ? showDay(parseDate(key)!) : `Week of ${showDay(parseDate(key)!)}`);

/** Sends by status over time: a stacked bar per day or week; a bar's part opens the deliveries of that day (or week) and status. */
export function StatusChart({ rows, filters, by, onBy }: StatusChartProps) {
  const [, navigate] = useLocation();
  const series = seriesOf(filters.status);
  const byKey = new Map(rows.map((row) => [String(row.key), row.counts]));
  const keys = chartKeys(filters, by);
  const sumOf = (counts: ReportCounts | undefined) => (counts ? series.reduce((sum, figure) => sum + counts[figure], 0) : 0);
  const max = Math.max(1, ...keys.map((key) => sumOf(byKey.get(key))));
  const hrefOf = (key: string, figure: DeliveryFigure | 'total') => deliveriesHref(filters, { ...rowDays(key, by, filters), figure });
  const title = `Sends by status per ${by}`;
  const ticks = keys.length > 2 ? [keys[0], keys[Math.floor((keys.length - 1) / 2)], keys[keys.length - 1]] : keys;

  const chart = (
    <div className="status-chart">
      <div className="status-chart__plot">
        <span className="status-chart__max">{formatCount(max)}</span>
        <div className="status-chart__bars">
          {keys.map((key) => {
            const counts = byKey.get(key);
            return (
              <div key={key} className="status-chart__bar" data-key={key}>
                {series.map((figure) => {
                  const count = counts?.[figure] ?? 0;
                  if (!count) return null;
                  return (
                    <div
                      key={figure}
                      className="status-chart__part"
                      data-figure={figure}
                      style={{ height: `${(count / max) * 100}%`, background: colourOf(figure) }}
                      title={`${periodLabel(key, by)}: ${formatCount(count)} ${figureLabel(figure).toLowerCase()}`}
                      onClick={() => navigate(hrefOf(key, figure))}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
      <div className="status-chart__ticks">
        {ticks.map((key) => (
          <span key={key}>{showDay(parseDate(key)!)}</span>
        ))}
      </div>
      <ul className="status-chart__legend">
        {series.map((figure) => (
          <li key={figure}>
            <span className="status-chart__swatch" style={{ background: colourOf(figure) }} /> {figureLabel(figure)}
          </li>
        ))}
      </ul>
    </div>
  );

  const shownRows = keys.filter((key) => (byKey.get(key)?.total ?? 0) > 0);
  const table = (links: boolean) => (
    <table className="report-table" aria-label={title}>
      <thead>
        <tr>
          <th scope="col">{by === 'day' ? 'Day' : 'Week'}</th>
          {series.map((figure) => (
            <th key={figure} scope="col">
              {figureLabel(figure)}
            </th>
          ))}
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {shownRows.map((key) => {
          const counts = byKey.get(key)!;
          const cell = (figure: DeliveryFigure | 'total') => (links && counts[figure] > 0 ? <Link href={hrefOf(key, figure)}>{formatCount(counts[figure])}</Link> : formatCount(counts[figure]));
          return (
            <tr key={key}>
              <th scope="row" data-label={by === 'day' ? 'Day' : 'Week'}>
                {periodLabel(key, by)}
              </th>
              {series.map((figure) => (
                <td key={figure} data-label={figureLabel(figure)}>
                  {cell(figure)}
                </td>
              ))}
              <td data-label="Total">{cell('total')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );

  const grouping = (
    <div className="report-grouping" role="group" aria-label="Bars per">
      {(['day', 'week'] as const).map((option) => (
        <Button key={option} type="button" size="small" text label={`Per ${option}`} aria-pressed={by === option} className={by === option ? 'report-preset--on' : undefined} onClick={() => onBy(option)} />
      ))}
    </div>
  );
  return <ChartFrame id="status-chart" title={title} actions={grouping} chart={chart} table={table} />;
}
