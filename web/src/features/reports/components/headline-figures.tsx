import { Link } from 'wouter';
import { HEADLINES, WHEN_ANY, figureLabel, formatCount, formatRate, ofLabel, type Headline } from '../figures';
import { deliveriesHref, type ReportFilters } from '../report-filters';
import type { ReportCounts } from '@shared/reports';

/** One figure with its denominator: '9,812 of 10,000 sent (98.1%)'; it links to the deliveries behind it. */
function Figure({ headline, totals, filters }: { headline: Headline; totals: ReportCounts; filters: ReportFilters }) {
  const { figure, of } = headline;
  const label = figureLabel(figure);
  const count = formatCount(totals[figure]);
  const whole = `of ${formatCount(totals[of])} ${ofLabel(of)}`;
  const rate = formatRate(totals[figure], totals[of]);
  return (
    <Link
      href={deliveriesHref(filters, { figure })}
      className={`report-figure${filters.status === figure ? ' report-figure--chosen' : ''}`}
      aria-label={`${label}: ${count} ${whole} (${rate}). Show these deliveries`}
      data-figure={figure}
    >
      <span className="report-figure__label">{label}</span>
      <span className="report-figure__count">{count}</span>
      <span className="report-figure__of">
        {whole} <span className="report-figure__rate">({rate})</span>
      </span>
    </Link>
  );
}

/** The headline figures of the report (docs/decisions/032-report-page.md); pending and unconfirmed only when there are any. */
export function HeadlineFigures({ totals, filters }: { totals: ReportCounts; filters: ReportFilters }) {
  const shown = [...HEADLINES, ...WHEN_ANY.filter((headline) => totals[headline.figure] > 0)];
  return (
    <section className="report-figures" aria-labelledby="report-figures-title">
      <h2 id="report-figures-title" className="report-section-title">
        {formatCount(totals.total)} deliveries{' '}
        <Link href={deliveriesHref(filters, { figure: 'total' })} className="report-figures__all">
          Show all deliveries
        </Link>
      </h2>
      <div className="report-figures__grid">
        {shown.map((headline) => (
          <Figure key={headline.figure} headline={headline} totals={totals} filters={filters} />
        ))}
      </div>
    </section>
  );
}
