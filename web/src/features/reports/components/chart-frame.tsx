import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';

/**
 * A chart with its table view (docs/decisions/032-report-page.md): the chart is a picture for the
 * eye (hidden from assistive technology), the table says the same for screen readers and for
 * copying. 'Show as table' puts the table in the chart's place; while the chart shows, the table
 * stays in the page, visually hidden, without links (the chart's bars are the links then).
 */
export function ChartFrame({ id, title, actions, chart, table }: { id: string; title: string; actions?: ReactNode; chart: ReactNode; table: (links: boolean) => ReactNode }) {
  const [asTable, setAsTable] = useState(false);
  return (
    <section className="card report-chart" aria-labelledby={`${id}-title`}>
      <div className="report-chart__head">
        <h2 id={`${id}-title`} className="report-section-title">
          {title}
        </h2>
        <div className="report-chart__actions">
          {actions}
          <Button
            type="button"
            size="small"
            outlined
            icon={asTable ? 'pi pi-chart-bar' : 'pi pi-table'}
            label={asTable ? 'Show as chart' : 'Show as table'}
            aria-controls={`${id}-table`}
            aria-expanded={asTable}
            onClick={() => setAsTable(!asTable)}
          />
        </div>
      </div>
      {!asTable && (
        <div className="report-chart__picture" aria-hidden="true">
          {chart}
        </div>
      )}
      <div id={`${id}-table`} className={asTable ? 'report-table-wrap' : 'report-visually-hidden'}>
        {table(asTable)}
      </div>
    </section>
  );
}
