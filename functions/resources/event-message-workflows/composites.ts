import { messageStore, messageWorkflowStore } from '../../data/catalogue.ts';
import { malformed } from '../../domain/failure.ts';
import { applyListQuery, readListParams, readListQuery, WHOLE_LIST, type ListSpec } from '../../kit/list-engine.ts';
import { number, status, text } from '../../kit/fields.ts';
import { now } from '../../data/clock.ts';
import { eventSummaryStore } from '../../data/event-summaries.ts';
import { itemsSendingBetween, type StoredItem } from '../../data/item-store.ts';
import { addDays, civilDateAt, endOfDay, startOfDay } from '../../../shared/amsterdam-time.ts';
import { EVENT_WORKFLOW_TEXTS, ITEM_STATUS, STATUS_COUNTS } from '../../../shared/event-message-workflows.ts';
import { DASHBOARD_TEXTS, DASHBOARD_WINDOW_DAYS, lastEndOf, type Composite } from '../../../shared/dashboard.ts';
import type { DateRangeFilter, ListRules } from '../../../shared/list-query.ts';

/**
 * The dashboard (spec section 2): items whose send date falls in a date range, read by a key
 * range on the time index (one Query per calendar month of the range: data/item-store.ts), joined in memory with the
 * workflows, messages and event summaries (catalogue-sized, kept per process), then filtered,
 * sorted and paged by the list engine. Cost follows the window, not the table.
 */
export interface DateRange {
  start: number;
  end: number;
}

/** The list parser reads filter[dateRange.start] / filter[dateRange.end] (unix seconds, or a 400 naming the parameter). */
const RANGE = 'dateRange';

/** The range asked, by default today to today + 30 days; the end not before the start, at most a year. */
export function dateRangeOf(asked: DateRangeFilter = {}): DateRange {
  const today = civilDateAt(now());
  const range = { start: asked.start ?? startOfDay(today), end: asked.end ?? endOfDay(addDays(today, DASHBOARD_WINDOW_DAYS)) };
  if (range.end < range.start) throw malformed(EVENT_WORKFLOW_TEXTS.dateRangeInvalid, { 'filter[dateRange.end]': EVENT_WORKFLOW_TEXTS.dateRangeInvalid });
  // one Query per month of the range: a range of decades would keep the store busy for minutes
  if (range.end > endOfDay(lastEndOf(civilDateAt(range.start)))) throw malformed(DASHBOARD_TEXTS.rangeTooLong, { 'filter[dateRange.end]': DASHBOARD_TEXTS.rangeTooLong });
  return range;
}

export const COMPOSITE_LIST: ListSpec<Composite> = {
  fields: {
    id: number,
    eventId: number,
    eventName: text,
    countryName: text,
    messageType: number,
    workflowName: text,
    sendDate: number,
    status,
    updatedAt: number,
  },
  defaultSort: 'sendDate',
  search: ['eventId', 'eventName', 'workflowName', 'countryName'],
  ranges: [RANGE],
};

/** The counts take the date range alone. */
export const COUNT_RULES: ListRules = { ...WHOLE_LIST, ranges: [RANGE] };

async function composites(items: StoredItem[]): Promise<Composite[]> {
  const [workflows, messages, events] = await Promise.all([messageWorkflowStore.list(), messageStore.list(), eventSummaryStore.list()]);
  const workflowById = new Map(workflows.map((w) => [w.id, w]));
  const messageById = new Map(messages.map((m) => [m.id, m]));
  const eventById = new Map(events.map((e) => [e.id, e]));
  return items.map((item) => {
    const workflow = workflowById.get(item.messageWorkflowId);
    const message = workflow?.messageId ? messageById.get(workflow.messageId) : undefined;
    const event = eventById.get(item.eventId);
    return {
      id: item.id,
      eventId: item.eventId,
      eventName: event?.name ?? `Event #${item.eventId}`,
      countryName: event?.countryName ?? '',
      eventStatus: event?.status ?? null,
      messageType: message?.type ?? null,
      workflowName: workflow?.name ?? `Workflow #${item.messageWorkflowId}`,
      sendDate: item.scheduledTime ?? 0,
      status: item.status,
      updatedAt: item.updatedAt,
      sent: item.deliveries?.sent ?? null,
      sending: item.deliveries ? item.deliveries.pending + item.deliveries.sending : null,
      deliveries: item.deliveries ?? null,
      eventMessageWorkflow: {
        id: item.id,
        status: item.status,
        note: item.note,
        fix: item.status === ITEM_STATUS.error ? (item.fix ?? null) : null,
        updatedAt: item.updatedAt,
        trigger: item.trigger,
        messageWorkflow: workflow ? { id: workflow.id, name: workflow.name, triggerPrototype: item.trigger, message: message ? { id: message.id, name: message.name, type: message.type } : null } : null,
      },
    };
  });
}

/** GET /v1/event-message-workflow-composites */
export async function listComposites(params: URLSearchParams) {
  const query = readListQuery(params, COMPOSITE_LIST);
  const range = dateRangeOf(query.ranges[RANGE]);
  return applyListQuery(await composites(await itemsSendingBetween(range.start, range.end)), query, COMPOSITE_LIST);
}

/** GET /v1/event-message-workflow-composites/count-of-each-status */
export async function countOfEachStatus(params: URLSearchParams): Promise<Record<string, number>> {
  const range = dateRangeOf(readListParams(params, COUNT_RULES).ranges[RANGE]);
  const items = await itemsSendingBetween(range.start, range.end, ['status']);
  return Object.fromEntries(STATUS_COUNTS.map(({ status: wanted, key }) => [key, items.filter((item) => item.status === wanted).length]));
}
