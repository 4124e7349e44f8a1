import { createHandler, ok } from '../../kit/http.ts';
import { now } from '../../data/clock.ts';
import { deliveryReport } from '../../domain/reports/delivery-report.ts';
import { readReportQuery } from '../../domain/reports/report-query.ts';
import { reportCsv } from '../../domain/reports/csv.ts';

/**
 * The reports (docs/reports.md): the figures of the deliveries the filters select, from the
 * report cells, as JSON or as the CSV of the grouped table (a row per group: small, so whole).
 */
export const handler = createHandler({
  'GET /v1/reports/deliveries': async ({ query }) => ok(await deliveryReport(readReportQuery(query, now()))),
  'GET /v1/reports/deliveries.csv': async ({ query }) => {
    const asked = readReportQuery(query, now());
    const report = await deliveryReport(asked);
    // the grouping in the name: two tables of one range download as two files
    const name = `delivery-report${asked.groupBy ? `-by-${asked.groupBy}` : ''}-${report.range.from}-${report.range.to}.csv`;
    return { statusCode: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' }, body: reportCsv(report) };
  },
});
