import { createHandler, ok, streamed, type SignedInContext } from '../../kit/http.ts';
import { now } from '../../data/clock.ts';
import { exportDeliveries, listDeliveries } from '../../domain/reports/report-deliveries.ts';
import { readDeliveriesQuery, type DeliveriesQuery } from '../../domain/reports/report-query.ts';
import { csvLine, DELIVERY_COLUMNS, deliveryValues } from '../../domain/reports/csv.ts';

/**
 * The deliveries behind a report's figures (docs/reports.md): a page in the list contract, or,
 * for `Accept: text/csv` and at `.csv`, every one of them as CSV, streamed as it is read (an
 * export of 100,000 rows holds one page of deliveries at a time).
 */
const wantsCsv = (ctx: SignedInContext) => /\btext\/csv\b/i.test(Object.entries(ctx.event.headers ?? {}).find(([name]) => name.toLowerCase() === 'accept')?.[1] ?? '');

async function* csvOf(query: DeliveriesQuery): AsyncGenerator<string> {
  yield csvLine(DELIVERY_COLUMNS);
  for await (const rows of exportDeliveries(query)) yield rows.map((row) => csvLine(deliveryValues(row))).join('');
}

function exported(query: DeliveriesQuery) {
  const name = `deliveries-${query.filters.fromDay}-${query.filters.toDay}${query.status ? `-${query.status}` : ''}.csv`;
  return streamed({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` }, csvOf(query));
}

export const handler = createHandler({
  'GET /v1/deliveries': async (ctx) => {
    const query = readDeliveriesQuery(ctx.query, now());
    return wantsCsv(ctx) ? exported(query) : ok(await listDeliveries(query));
  },
  'GET /v1/deliveries.csv': async (ctx) => exported(readDeliveriesQuery(ctx.query, now())),
});
