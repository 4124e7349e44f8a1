import { invalid } from '../failure.ts';
import { addDays, civilDateAt, formatDate, mondayOf, parseDate, type CivilDate } from '../../../shared/amsterdam-time.ts';
import { DELIVERY_CHANNELS } from '../../../shared/delivery-log.ts';
import { isRangeParameter, ListQueryError, PAGE_SIZES, parseSort, readDateRange } from '../../../shared/list-query.ts';
import {
  DELIVERY_FIGURES,
  REPORT_DEFAULT_DAYS,
  REPORT_FILTERS,
  REPORT_GROUPS,
  REPORT_LANGUAGE_IDS,
  REPORT_MAX_DAYS,
  REPORT_RANGE,
  REPORT_TEXTS,
  type DeliveryFigure,
  type ReportFilters,
  type ReportGroup,
} from '../../../shared/reports.ts';
import { REASON_FIGURES, REASON_LABEL_MAX, type ReasonFigure } from '../../../shared/report-reasons.ts';

/**
 * The parameters of the reports and of the deliveries behind them (docs/reports.md, "API"): the
 * same filters for both, `groupBy` for the report, `filter[status]`, paging and sort for the
 * deliveries. Anything the route does not know, and any value it cannot use, is refused with a
 * 422 that names the parameter; nothing is ignored.
 */
export interface ReportQuery {
  filters: ReportFilters;
  groupBy?: ReportGroup;
}

export interface DeliveriesQuery {
  filters: ReportFilters;
  status?: DeliveryFigure;
  /** With a status that has reasons: the deliveries whose reason counts under this label (shared/report-reasons.ts). */
  reason?: { figure: ReasonFigure; label: string };
  page: { number: number; size: number };
  /** Day of sending, newest first unless `sentAt` asks for oldest first. */
  descending: boolean;
}

/** Sorts the deliveries list takes: in the order of its keys (a day, then what was sent that day). */
export const DELIVERY_SORTS = ['sentAt', '-sentAt'] as const;
export const DELIVERY_PAGE_SIZE = 50;

const refuse = (parameter: string, message: string) => invalid({ [parameter]: message }, REPORT_TEXTS.invalid);

const order = (date: CivilDate) => date.year * 10_000 + date.month * 100 + date.day;
const daysBetween = (from: CivilDate, to: CivilDate) => Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);

function positiveId(parameter: string, value: string): number {
  if (!/^[1-9]\d{0,11}$/.test(value)) throw refuse(parameter, REPORT_TEXTS.id(parameter));
  return Number(value);
}

/** filter[sentAt:from] and filter[sentAt:to] by the list contract's reader; its refusals are the report's (422, naming the parameter). */
function readRange(params: URLSearchParams) {
  try {
    return readDateRange(params, REPORT_RANGE);
  } catch (error) {
    if (error instanceof ListQueryError) throw refuse(error.parameter, error.message);
    throw error;
  }
}

/** The filters of `params` (every `filter[...]`); `extra` names the filters a route adds (status), answered apart. */
function readFilters(params: URLSearchParams, today: number, extra: readonly string[] = []): { filters: ReportFilters; extras: Record<string, string> } {
  const given: Record<string, string> = {};
  const extras: Record<string, string> = {};
  for (const [key, raw] of params) {
    const inner = /^filter\[(.+)\]$/.exec(key)?.[1];
    if (inner === undefined || isRangeParameter(key, REPORT_RANGE)) continue;
    const value = raw.trim();
    if (extra.includes(inner)) extras[inner] = value;
    else if ((REPORT_FILTERS as readonly string[]).includes(inner)) given[inner] = value;
    else throw refuse(key, REPORT_TEXTS.unknownFilter(key));
  }
  // the range as every list reads it (shared/list-query.ts), its ends widened to whole Amsterdam days
  const range = readRange(params);
  const to = range.to === undefined ? civilDateAt(today) : civilDateAt(range.to);
  const from = range.from === undefined ? addDays(to, 1 - REPORT_DEFAULT_DAYS) : civilDateAt(range.from);
  if (order(to) < order(from)) throw refuse(range.parameters.to, REPORT_TEXTS.rangeInvalid);
  if (daysBetween(from, to) >= REPORT_MAX_DAYS) throw refuse(range.parameters.from, REPORT_TEXTS.rangeTooLong);
  const filters: ReportFilters = { fromDay: formatDate(from), toDay: formatDate(to) };
  for (const name of ['eventId', 'messageWorkflowSetId', 'messageWorkflowId', 'messageId'] as const) {
    if (given[name]) filters[name] = positiveId(`filter[${name}]`, given[name]);
  }
  if (given.channel) {
    if (!(DELIVERY_CHANNELS as readonly string[]).includes(given.channel)) throw refuse('filter[channel]', REPORT_TEXTS.channel);
    filters.channel = given.channel as ReportFilters['channel'];
  }
  if (given.languageId) {
    const id = Number(given.languageId);
    if (!/^\d{1,3}$/.test(given.languageId) || !REPORT_LANGUAGE_IDS.includes(id)) throw refuse('filter[languageId]', REPORT_TEXTS.language);
    filters.languageId = id;
  }
  return { filters, extras };
}

/** GET /v1/reports/deliveries(.csv): the filters and groupBy. */
export function readReportQuery(params: URLSearchParams, today: number): ReportQuery {
  for (const key of new Set(params.keys())) if (!key.startsWith('filter[') && key !== 'groupBy') throw refuse(key, REPORT_TEXTS.unknownParameter(key));
  const { filters } = readFilters(params, today);
  const groupBy = params.get('groupBy')?.trim();
  if (groupBy === undefined || groupBy === '') return { filters };
  if (!(REPORT_GROUPS as readonly string[]).includes(groupBy)) throw refuse('groupBy', REPORT_TEXTS.groupBy);
  return { filters, groupBy: groupBy as ReportGroup };
}

/** GET /v1/deliveries(.csv): the filters, filter[status], filter[reason], page[number], page[size] and sort. */
export function readDeliveriesQuery(params: URLSearchParams, today: number): DeliveriesQuery {
  const { filters, extras } = readFilters(params, today, ['status', 'reason']);
  const query: DeliveriesQuery = { filters, page: { number: 1, size: DELIVERY_PAGE_SIZE }, descending: true };
  const status = extras.status;
  if (status) {
    if (!(DELIVERY_FIGURES as readonly string[]).includes(status)) throw refuse('filter[status]', REPORT_TEXTS.status);
    query.status = status as DeliveryFigure;
  }
  // a reason is a label as the report answers it, of the figure filter[status] names
  const reason = params.get('filter[reason]');
  if (reason !== null) {
    if (!query.status || !(REASON_FIGURES as readonly string[]).includes(query.status)) throw refuse('filter[reason]', REPORT_TEXTS.reasonNeedsStatus);
    if (!reason.trim() || reason.length > REASON_LABEL_MAX) throw refuse('filter[reason]', REPORT_TEXTS.reason);
    query.reason = { figure: query.status as ReasonFigure, label: reason };
  }
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (key.startsWith('filter[')) continue;
    if (key === 'page[number]' || key === 'page[size]') {
      const n = Number(value);
      if (!/^\d+$/.test(value) || n < 1) throw refuse(key, `${key} must be a positive whole number.`);
      if (key === 'page[size]' && !(PAGE_SIZES as readonly number[]).includes(n)) throw refuse(key, `page[size] must be one of ${PAGE_SIZES.join(', ')}.`);
      query.page[key === 'page[number]' ? 'number' : 'size'] = n;
    } else if (key === 'sort') {
      const sort = parseSort(value);
      if (sort.length > 1 || (sort.length === 1 && sort[0].field !== 'sentAt')) throw refuse('sort', `sort is one of ${DELIVERY_SORTS.join(', ')}.`);
      if (sort.length === 1) query.descending = sort[0].desc;
    } else throw refuse(key, REPORT_TEXTS.unknownParameter(key));
  }
  return query;
}

/** The Monday ('YYYY-MM-DD') of the week a day ('YYYY-MM-DD') is in. */
export const mondayKey = (day: string) => formatDate(mondayOf(parseDate(day)!));
