import { messageStore, messageWorkflowSetStore, messageWorkflowStore } from '../../data/catalogue.ts';
import { getEvents } from '../../data/directory/store.ts';
import { cellsBetween, type Cell } from '../../data/report-cells.ts';
import { mondayKey, type ReportQuery } from './report-query.ts';
import { parseDate } from '../../../shared/amsterdam-time.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import {
  addCounts,
  ENGAGEMENTS,
  FIGURE_LABELS,
  noReportCounts,
  NOT_RENDERED_LANGUAGE,
  REPORT_FIGURES,
  REPORT_STATUSES,
  REPORT_TEXTS,
  type DeliveryReport,
  type ReportCounts,
  type ReportFilters,
  type ReportRow,
} from '../../../shared/reports.ts';
import { addReasons, topReasons, type ReasonFigure } from '../../../shared/report-reasons.ts';

/**
 * GET /v1/reports/deliveries (docs/reports.md): the figures of the deliveries the filters select,
 * summed from the report cells of the days asked for, and grouped. It reads one key range per
 * month and the names of what the rows show; never a delivery.
 */

/** Whether a cell is one the filters select (the day range is the read's own). */
export async function cellFilter(filters: ReportFilters): Promise<(cell: Cell) => boolean> {
  const set = filters.messageWorkflowSetId === undefined ? undefined : await messageWorkflowSetStore.get(filters.messageWorkflowSetId);
  // a workflow set is a bundle of workflows: the deliveries of the workflows in it now (none when it is gone)
  const inSet = filters.messageWorkflowSetId === undefined ? undefined : new Set(set?.messageWorkflows ?? []);
  return (cell) =>
    (filters.eventId === undefined || cell.eventId === filters.eventId) &&
    (inSet === undefined || inSet.has(cell.workflowId)) &&
    (filters.messageWorkflowId === undefined || cell.workflowId === filters.messageWorkflowId) &&
    (filters.messageId === undefined || cell.messageId === filters.messageId) &&
    (filters.channel === undefined || cell.channel === filters.channel) &&
    (filters.languageId === undefined || cell.languageId === filters.languageId);
}

/** The cells the filters select, in key order. */
export async function selectedCells(filters: ReportFilters, options: { marks?: boolean } = {}): Promise<(Cell & { batches?: string[] })[]> {
  const [cells, selects] = await Promise.all([cellsBetween(filters.fromDay, filters.toDay, { ...options, eventId: filters.eventId }), cellFilter(filters)]);
  return cells.filter(selects);
}

const showDay = (day: string) => {
  const date = parseDate(day)!;
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`;
};
const isEmpty = (counts: ReportCounts) => REPORT_FIGURES.every((name) => counts[name] === 0);

/** The rows of a grouping other than by status: each cell to the group of its key. */
async function groupCells(cells: Cell[], keyOf: (cell: Cell) => string | number, labels: (keys: (string | number)[]) => Promise<Map<string | number, string>>, byKey = false): Promise<ReportRow[]> {
  const groups = new Map<string | number, { counts: ReportCounts; reasons: Record<string, number> }>();
  for (const cell of cells) {
    const key = keyOf(cell);
    const group = groups.get(key) ?? groups.set(key, { counts: noReportCounts(), reasons: {} }).get(key)!;
    addCounts(group.counts, cell.counts);
    addReasons(group.reasons, cell.reasons);
  }
  const kept = [...groups].filter(([, group]) => !isEmpty(group.counts));
  const names = await labels(kept.map(([key]) => key));
  const rows = kept.map(([key, { counts, reasons }]) => ({ key, label: names.get(key) ?? String(key), counts, reasons: topReasons(reasons) }));
  return byKey ? rows.sort((a, b) => String(a.key).localeCompare(String(b.key))) : rows.sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }) || String(a.key).localeCompare(String(b.key)));
}

const named = async <T extends { name: string }>(keys: (string | number)[], read: (ids: number[]) => Promise<Map<number, T>>, fallback: (id: number) => string, none: string) => {
  const ids = keys.map(Number).filter((id) => id > 0);
  const found = ids.length ? await read(ids) : new Map<number, T>();
  return new Map(keys.map((key) => [key, Number(key) > 0 ? (found.get(Number(key))?.name ?? fallback(Number(key))) : none]));
};

/** Rows by status: each delivery counts in the row of its status; what SES and the directory said is of sent deliveries, so in that row (their reasons too). */
function statusRows(totals: ReportCounts, reasons: Record<string, number>): ReportRow[] {
  return REPORT_STATUSES.filter((figure) => totals[figure] > 0).map((figure) => {
    const counts = { ...noReportCounts(), total: totals[figure], [figure]: totals[figure] };
    if (figure === 'sent') for (const name of ENGAGEMENTS) counts[name] = totals[name];
    const figures: ReasonFigure[] = figure === 'sent' ? ['bounced', 'complained'] : [figure as ReasonFigure];
    const own = Object.fromEntries(Object.entries(reasons).filter(([key]) => figures.some((name) => key.startsWith(`r:${name}:`))));
    return { key: figure, label: FIGURE_LABELS[figure], counts, reasons: topReasons(own) };
  });
}

export async function deliveryReport(query: ReportQuery): Promise<DeliveryReport> {
  const cells = await selectedCells(query.filters);
  const totals = cells.reduce((sum, cell) => addCounts(sum, cell.counts), noReportCounts());
  const reasons = cells.reduce((sum, cell) => addReasons(sum, cell.reasons), {} as Record<string, number>);
  const range = { from: query.filters.fromDay, to: query.filters.toDay };
  const rows = async (): Promise<ReportRow[]> => {
    switch (query.groupBy) {
      case undefined:
        return [];
      case 'day':
        return groupCells(cells, (cell) => cell.day, async (keys) => new Map(keys.map((key) => [key, showDay(String(key))])), true);
      case 'week':
        return groupCells(cells, (cell) => mondayKey(cell.day), async (keys) => new Map(keys.map((key) => [key, `Week of ${showDay(String(key))}`])), true);
      case 'event':
        return groupCells(cells, (cell) => cell.eventId, (keys) => named(keys, (ids) => getEvents(ids), (id) => `Event #${id}`, 'No event'));
      case 'messageWorkflow':
        return groupCells(cells, (cell) => cell.workflowId, (keys) => named(keys, (ids) => messageWorkflowStore.getMany(ids), (id) => `Message workflow #${id}`, REPORT_TEXTS.oneOff));
      case 'message':
        return groupCells(cells, (cell) => cell.messageId, (keys) => named(keys, (ids) => messageStore.getMany(ids), (id) => `Message #${id}`, 'No message'));
      case 'channel':
        return groupCells(cells, (cell) => cell.channel, async (keys) => new Map(keys.map((key) => [key, key === 'sms' ? 'SMS' : 'Email'])));
      case 'language':
        return groupCells(cells, (cell) => cell.languageId, async (keys) => new Map(keys.map((key) => [key, key === NOT_RENDERED_LANGUAGE ? REPORT_TEXTS.notRendered : (LANGUAGES.find((l) => l.id === key)?.name ?? `Language #${key}`)])));
      case 'status':
        return statusRows(totals, reasons);
    }
  };
  return { totals, reasons: topReasons(reasons), items: await rows(), range };
}
