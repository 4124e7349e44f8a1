import { Link, useLocation } from 'wouter';
import { ChartFrame } from './chart-frame';
import { FUNNEL, figureLabel, formatCount, formatRate } from '../figures';
import { deliveriesHref, type ReportFilters } from '../report-filters';
import type { ReportCounts } from '@shared/reports';

/** The funnel sent → delivered → opened → clicked → participation changed, each step as a share of the sent; a step opens its deliveries. */
export function FunnelChart({ totals, filters }: { totals: ReportCounts; filters: ReportFilters }) {
  const [, navigate] = useLocation();
  const sent = totals.sent;
  const chart = (
    <ol className="funnel">
      {FUNNEL.map((figure) => (
        <li key={figure} className="funnel__step" data-figure={figure} onClick={() => navigate(deliveriesHref(filters, { figure }))} title={`Show the ${figureLabel(figure).toLowerCase()} deliveries`}>
          <span className="funnel__label">{figureLabel(figure)}</span>
          <span className="funnel__track">
            <span className="funnel__bar" style={{ width: sent > 0 ? `${(totals[figure] / sent) * 100}%` : '0' }} />
          </span>
          <span className="funnel__count">
            {formatCount(totals[figure])} <span className="funnel__rate">{sent > 0 ? `${formatRate(totals[figure], sent)} of sent` : '–'}</span>
          </span>
        </li>
      ))}
    </ol>
  );
  const table = (links: boolean) => (
    <table className="report-table" aria-label="Funnel">
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Deliveries</th>
          <th scope="col">Of the sent</th>
          <th scope="col">Of the step before</th>
        </tr>
      </thead>
      <tbody>
        {FUNNEL.map((figure, i) => (
          <tr key={figure}>
            <th scope="row" data-label="Step">
              {figureLabel(figure)}
            </th>
            <td data-label="Deliveries">{links ? <Link href={deliveriesHref(filters, { figure })}>{formatCount(totals[figure])}</Link> : formatCount(totals[figure])}</td>
            <td data-label="Of the sent">{formatRate(totals[figure], sent)}</td>
            <td data-label="Of the step before">{i === 0 ? '–' : formatRate(totals[figure], totals[FUNNEL[i - 1]])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return <ChartFrame id="funnel-chart" title="Funnel" chart={chart} table={table} />;
}
