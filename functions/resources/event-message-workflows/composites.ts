import { messageStore, messageWorkflowStore } from '../../data/catalogue.ts';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../data/client.ts';
import { malformed } from '../../domain/failure.ts';
import { applyListQuery, readListParams, readListQuery, WHOLE_LIST, type ListSpec } from '../../kit/list-engine.ts';
import { number, status, text } from '../../kit/fields.ts';
import { now } from '../../data/entity-store.ts';
import { eventSummaryStore } from '../../domain/items/event-summaries.ts';
import { fromItem, SEND_SERIES, sendSortKey, type StoredItem } from '../../data/item-store.ts';
import { addDays, civilDateAt, endOfDay, startOfDay } from '../../../shared/amsterdam-time.ts';
import { EVENT_WORKFLOW_TEXTS, STATUS_COUNTS } from '../../../shared/event-message-workflows.ts';
import { DASHBOARD_TEXTS, DASHBOARD_WINDOW_DAYS, lastEndOf, type Composite } from '../../../shared/dashboard.ts';
import type { DateRangeFilter, ListRules } from '../../../shared/list-query.ts';

/**
 * The dashboard (spec section 2): items whose send date falls in a date range, read by a key
 * range on the time index (one Query per calendar month of the range), joined in memory with the
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

/** The calendar months (Amsterdam) a range touches. */
function monthsOf({ start, end }: DateRange): string[] {
  const months: string[] = [];
  let { year, month } = civilDateAt(start);
  const last = civilDateAt(end);
  while (year < last.year || (year === last.year && month <= last.month)) {
    months.push(`${SEND_SERIES}#${year}-${String(month).padStart(2, '0')}`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

/** The items sending within the range, by send date (projection: only `attributes` when given). */
export async function windowItems(range: DateRange, attributes?: string[]): Promise<StoredItem[]> {
  const names = attributes && Object.fromEntries(attributes.map((a, i) => [`#a${i}`, a]));
  const pages = await Promise.all(
    monthsOf(range).map(async (month) => {
      const items: StoredItem[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await db().send(
          new QueryCommand({
            TableName: tableName(),
            IndexName: 'gsi4',
            KeyConditionExpression: 'gsi4pk = :month AND gsi4sk BETWEEN :from AND :to',
            ExpressionAttributeValues: { ':month': month, ':from': sendSortKey(range.start, 0), ':to': sendSortKey(range.end, 999_999_999_999) },
            ...(names ? { ProjectionExpression: Object.keys(names).join(','), ExpressionAttributeNames: names } : {}),
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) items.push(fromItem(item));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items;
    }),
  );
  return pages.flat();
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
  return applyListQuery(await composites(await windowItems(range)), query, COMPOSITE_LIST);
}

/** GET /v1/event-message-workflow-composites/count-of-each-status */
export async function countOfEachStatus(params: URLSearchParams): Promise<Record<string, number>> {
  const items = await windowItems(dateRangeOf(readListParams(params, COUNT_RULES).ranges[RANGE]), ['status']);
  return Object.fromEntries(STATUS_COUNTS.map(({ status: wanted, key }) => [key, items.filter((item) => item.status === wanted).length]));
}
