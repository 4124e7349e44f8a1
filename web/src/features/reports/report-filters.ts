import { addDays, civilDateAt, endOfDay, formatAmsterdam, formatDate, mondayOf, parseDate, startOfDay, type CivilDate } from '@shared/amsterdam-time';
import { DELIVERY_CHANNELS } from '@shared/delivery-log';
import { DELIVERY_FIGURES, REPORT_DEFAULT_DAYS, REPORT_LANGUAGE_IDS, REPORT_MAX_DAYS, REPORT_RANGE, type DeliveryFigure } from '@shared/reports';
import { rangeParameter } from '@shared/list-query';
import { REASON_FIGURES, REASON_LABEL_MAX } from '@shared/report-reasons';
import { REPORT_UI } from './report-texts';

/**
 * The Report page's filters in its URL (docs/decisions/032-report-page.md): the days of sending as
 * Amsterdam calendar days (`from`, `to`: YYYY-MM-DD), the ids of an event, workflow set, workflow
 * and message, a channel, a language, a status (a figure) and the chart's grouping (`by`). The
 * requests carry them as the API's `filter[...]` parameters; the deliveries behind a figure
 * (/reports/deliveries) keep the same names, with channel, language and status as its list's
 * column filters (`filter[channel]`, `filter[languageId]`, `filter[status]`), and a reason (`reason`,
 * a label of the report's top reasons) narrows them to the deliveries of that reason.
 */
export const ID_FILTERS = ['eventId', 'messageWorkflowSetId', 'messageWorkflowId', 'messageId'] as const;
export type IdFilter = (typeof ID_FILTERS)[number];
export type Channel = (typeof DELIVERY_CHANNELS)[number];
export type ChartGrouping = 'day' | 'week';

export interface ReportFilters {
  from: CivilDate;
  to: CivilDate;
  eventId?: number;
  messageWorkflowSetId?: number;
  messageWorkflowId?: number;
  messageId?: number;
  channel?: Channel;
  languageId?: number;
  status?: DeliveryFigure;
  /** A reason's label (with a status that has reasons): the deliveries behind one of the top reasons. */
  reason?: string;
}

/** Whether a status has reasons a list can be narrowed by. */
const hasReasons = (status: DeliveryFigure | undefined) => !!status && (REASON_FIGURES as readonly string[]).includes(status);

/** What the URL says, read leniently: a hand-edited value the page cannot use is left out (dates fall back to the default range). */
export interface ReportView {
  filters: ReportFilters;
  by: ChartGrouping;
  /** What is wrong with the dates (nothing loads then), or null. */
  problem: string | null;
}

const order = (date: CivilDate) => date.year * 10_000 + date.month * 100 + date.day;
const daysBetween = (from: CivilDate, to: CivilDate) => Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);

export const todayInAmsterdam = (nowSeconds = Date.now() / 1000) => civilDateAt(nowSeconds);

/** The presets of the date range, each from a day to today (Amsterdam). */
export const PRESETS = [
  { key: 'last7', label: 'Last 7 days' },
  { key: 'last30', label: 'Last 30 days' },
  { key: 'last90', label: 'Last 90 days' },
  { key: 'season', label: 'This season' },
] as const;
export type PresetKey = (typeof PRESETS)[number]['key'];

/** The month a season starts in: September (an events season runs from September to August). */
export const SEASON_START_MONTH = 9;

/** The first day of the season `today` is in: the last 1 September on or before it. */
export const seasonStart = (today: CivilDate): CivilDate => ({ year: today.month >= SEASON_START_MONTH ? today.year : today.year - 1, month: SEASON_START_MONTH, day: 1 });

export function presetRange(preset: PresetKey, today: CivilDate): { from: CivilDate; to: CivilDate } {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, 1 - REPORT_DEFAULT_DAYS), to: today };
    case 'season':
      return { from: seasonStart(today), to: today };
  }
}

/** The preset a range is, if it is one (to mark its button). */
export const presetOf = (filters: Pick<ReportFilters, 'from' | 'to'>, today: CivilDate): PresetKey | undefined =>
  PRESETS.find(({ key }) => {
    const range = presetRange(key, today);
    return order(range.from) === order(filters.from) && order(range.to) === order(filters.to);
  })?.key;

/** The chart's grouping when the URL does not say: by day up to 31 days, by week beyond. */
export const defaultGrouping = (from: CivilDate, to: CivilDate): ChartGrouping => (daysBetween(from, to) < 31 ? 'day' : 'week');

const positiveId = (value: string | null) => (value && /^[1-9]\d{0,11}$/.test(value) ? Number(value) : undefined);

/** Reads the page's URL (`search` without '?'); `listFilters` reads channel, language and status from `filter[...]` (the deliveries list). */
export function readView(search: string, today: CivilDate, { listFilters = false } = {}): ReportView {
  const params = new URLSearchParams(search);
  const named = (name: string) => params.get(listFilters && ['channel', 'languageId', 'status'].includes(name) ? `filter[${name}]` : name);
  const fallback = presetRange('last90', today);
  const fromText = params.get('from');
  const toText = params.get('to');
  const from = fromText ? parseDate(fromText) : fallback.from;
  const to = toText ? parseDate(toText) : fallback.to;
  let problem: string | null = null;
  if (!from || !to) problem = REPORT_UI.badDate;
  else if (order(to) < order(from)) problem = REPORT_UI.rangeInvalid;
  else if (daysBetween(from, to) >= REPORT_MAX_DAYS) problem = REPORT_UI.rangeTooLong;
  const filters: ReportFilters = { from: from ?? fallback.from, to: to ?? fallback.to };
  for (const name of ID_FILTERS) {
    const id = positiveId(params.get(name));
    if (id !== undefined) filters[name] = id;
  }
  const channel = named('channel');
  if (channel && (DELIVERY_CHANNELS as readonly string[]).includes(channel)) filters.channel = channel as Channel;
  const language = named('languageId');
  if (language && /^\d{1,3}$/.test(language) && REPORT_LANGUAGE_IDS.includes(Number(language))) filters.languageId = Number(language);
  const status = named('status');
  if (status && (DELIVERY_FIGURES as readonly string[]).includes(status)) filters.status = status as DeliveryFigure;
  const reason = params.get('reason');
  if (reason && reason.length <= REASON_LABEL_MAX) filters.reason = reason;
  const by = params.get('by');
  return { filters, by: by === 'day' || by === 'week' ? by : defaultGrouping(filters.from, filters.to), problem };
}

/** The page's URL parameters for a view (the dates always written out, so a reload keeps them). */
export function viewParams(filters: ReportFilters, by?: ChartGrouping): URLSearchParams {
  const params = new URLSearchParams({ from: formatDate(filters.from), to: formatDate(filters.to) });
  for (const name of ID_FILTERS) if (filters[name] !== undefined) params.set(name, String(filters[name]));
  if (filters.channel) params.set('channel', filters.channel);
  if (filters.languageId !== undefined) params.set('languageId', String(filters.languageId));
  if (filters.status) params.set('status', filters.status);
  if (by) params.set('by', by);
  return params;
}

/** Brackets and colons stay readable in the address bar and in requests; the API accepts both forms. */
export const readable = (params: URLSearchParams) => params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%3A/g, ':');

/** The API's filters (`filter[sentAt:from]` ... `filter[languageId]`) for a report; `status` is the deliveries' own and is left out. */
export function apiFilters(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams({ [rangeParameter(REPORT_RANGE.field, 'from')]: String(startOfDay(filters.from)), [rangeParameter(REPORT_RANGE.field, 'to')]: String(endOfDay(filters.to)) });
  for (const name of ID_FILTERS) if (filters[name] !== undefined) params.set(`filter[${name}]`, String(filters[name]));
  if (filters.channel) params.set('filter[channel]', filters.channel);
  if (filters.languageId !== undefined) params.set('filter[languageId]', String(filters.languageId));
  return params;
}

/** GET /v1/reports/deliveries (or .csv) for the filters, grouped or not. */
export function reportQuery(filters: ReportFilters, groupBy?: string): string {
  const params = apiFilters(filters);
  if (groupBy) params.set('groupBy', groupBy);
  return readable(params);
}

/** GET /v1/deliveries(.csv) for the filters, their status and its reason (a reason goes only with a status that has reasons). */
export function deliveriesQuery(filters: ReportFilters): string {
  const params = apiFilters(filters);
  if (filters.status) params.set('filter[status]', filters.status);
  if (filters.reason && hasReasons(filters.status)) params.set('filter[reason]', filters.reason);
  return readable(params);
}

/**
 * The deliveries behind a figure: /reports/deliveries with the report's filters, narrowed by
 * `narrow` (a row's id, a day or week, a figure). A figure of `total` drops the status.
 */
export function deliveriesHref(filters: ReportFilters, narrow: Partial<ReportFilters> & { figure?: DeliveryFigure | 'total' } = {}): string {
  const { figure, ...rest } = narrow;
  const next: ReportFilters = { ...filters, reason: undefined, ...rest };
  if (figure === 'total') delete next.status;
  else if (figure) next.status = figure;
  const params = new URLSearchParams({ from: formatDate(next.from), to: formatDate(next.to) });
  for (const name of ID_FILTERS) if (next[name] !== undefined) params.set(name, String(next[name]));
  if (next.channel) params.set('filter[channel]', next.channel);
  if (next.languageId !== undefined) params.set('filter[languageId]', String(next.languageId));
  if (next.status) params.set('filter[status]', next.status);
  if (next.reason && hasReasons(next.status)) params.set('reason', next.reason);
  return `/reports/deliveries?${readable(params)}`;
}

/** The days a chart row covers: its day, or its week (Monday to Sunday) within the range. */
export function rowDays(key: string, by: ChartGrouping, filters: Pick<ReportFilters, 'from' | 'to'>): { from: CivilDate; to: CivilDate } {
  const day = parseDate(key)!;
  if (by === 'day') return { from: day, to: day };
  const monday = mondayOf(day);
  const sunday = addDays(monday, 6);
  return { from: order(monday) < order(filters.from) ? filters.from : monday, to: order(sunday) > order(filters.to) ? filters.to : sunday };
}

/** Every day (or Monday) of the range, so a chart shows the days without sends as gaps. */
export function chartKeys(filters: Pick<ReportFilters, 'from' | 'to'>, by: ChartGrouping): string[] {
  const keys: string[] = [];
  let at = by === 'day' ? filters.from : mondayOf(filters.from);
  const step = by === 'day' ? 1 : 7;
  while (order(at) <= order(filters.to)) {
    keys.push(formatDate(at));
    at = addDays(at, step);
  }
  return keys;
}

/** A civil day as the page shows it (DD/MM/YYYY, the API's labels' form), through the one Amsterdam formatter. */
export const showDay = (date: CivilDate) => formatAmsterdam(startOfDay(date), 'day');
