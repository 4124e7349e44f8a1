import * as reports from '../../../shared/reports.ts';
import { csvFile, data, page, type Parameter, type RouteSchemas } from '../declaration.ts';

/** The filters of the reports and of the deliveries behind them (docs/reports.md); anything else is a 422. */
const REPORT_FILTERS: Parameter[] = [
  { name: 'filter[sentAt:from]', description: 'Sent from the Amsterdam day holding this time (unix seconds, inclusive); default 89 days before the end.', schema: { type: 'integer', minimum: 0 } },
  { name: 'filter[sentAt:to]', description: 'Sent until the Amsterdam day holding this time (unix seconds, inclusive), at most 366 days after the start; default today.', schema: { type: 'integer', minimum: 0 } },
  { name: 'filter[eventId]', description: 'For this event.', schema: { type: 'integer', minimum: 1 } },
  { name: 'filter[messageWorkflowSetId]', description: 'By the workflows in this set now.', schema: { type: 'integer', minimum: 1 } },
  { name: 'filter[messageWorkflowId]', description: 'By this workflow.', schema: { type: 'integer', minimum: 1 } },
  { name: 'filter[messageId]', description: 'Of this message.', schema: { type: 'integer', minimum: 1 } },
  { name: 'filter[channel]', description: 'email or sms.', schema: { type: 'string', enum: ['email', 'sms'] } },
  { name: 'filter[languageId]', description: 'Rendered in this language (0: not rendered yet).', schema: { type: 'integer', minimum: 0 } },
];
const GROUP_BY: Parameter = { name: 'groupBy', description: 'A row per day, week (Monday-first), event, messageWorkflow, message, channel, language or status; without it, the totals alone.', schema: { type: 'string', enum: [...reports.REPORT_GROUPS] } };
const DELIVERY_PARAMETERS: Parameter[] = [
  ...REPORT_FILTERS,
  { name: 'filter[status]', description: 'A status or what SES or the directory said of them.', schema: { type: 'string', enum: [...reports.DELIVERY_FIGURES] } },
  {
    name: 'filter[reason]',
    description: 'With filter[status] failed, suppressed, unconfirmed, skipped, bounced or complained: the deliveries whose reason counts under this label, as the report names it in its reasons.',
    schema: { type: 'string', maxLength: 120 },
  },
  { name: 'page[number]', description: 'The page, from 1.', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'page[size]', description: 'Rows a page.', schema: { type: 'integer', enum: [5, 10, 20, 30, 40, 50, 100], default: 50 } },
  { name: 'sort', description: 'sentAt (oldest day first) or -sentAt (newest day first, the default).', schema: { type: 'string', enum: ['sentAt', '-sentAt'], default: '-sentAt' } },
];

/** Reports of deliveries and the deliveries behind their figures (docs/reports.md). */
export const REPORT_ROUTES: Record<string, RouteSchemas> = {
  'GET /v1/reports/deliveries': { summary: 'The figures of the deliveries the filters select and their top reasons, and with groupBy a row per group (from the per-day counters)', query: [...REPORT_FILTERS, GROUP_BY], answer: data(reports.DeliveryReportSchema), refusals: [422] },
  'GET /v1/reports/deliveries.csv': { summary: 'The grouped table of the report as CSV', query: [...REPORT_FILTERS, GROUP_BY], answer: csvFile(), refusals: [422] },
  'GET /v1/deliveries': {
    summary: 'The deliveries behind a figure: a page, or every one as streamed CSV for Accept: text/csv',
    query: DELIVERY_PARAMETERS,
    answer: { ...page(reports.ReportDeliverySchema), csv: 'also' },
    refusals: [422],
  },
  'GET /v1/deliveries.csv': { summary: 'Every delivery behind a figure, as CSV streamed as it is read', query: DELIVERY_PARAMETERS, answer: csvFile(), refusals: [422] },
};
