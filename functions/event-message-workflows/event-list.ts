import { applyListQuery, readListQuery, type ListSpec } from '../kit/list-engine.ts';
import { includeUsers } from '../kit/include-users.ts';
import { AUDIT_FIELDS, number, status, text } from '../kit/fields.ts';
import { eventSummaryStore, type EventSummary } from './event-summaries.ts';
import type { Stored } from '../data/entity-store.ts';

/**
 * GET /v1/event-message-workflows: the events that have workflows (spec section 2's event list),
 * paged, filtered by id, name, start and end time, country and status; `countryName` sorts by
 * country (the spec's country.name).
 */
type Row = Stored<EventSummary>;
const country = { type: 'string', get: (row: Row) => row.countryName } as const;

export const EVENT_LIST: ListSpec<Row> = {
  fields: {
    ...AUDIT_FIELDS,
    name: text,
    startTime: number,
    endTime: number,
    'country.name': country,
    countryName: country,
    status,
    numberOfSentEventMessageWorkflows: number,
    numberOfTotalEventMessageWorkflows: number,
  },
  defaultSort: 'startTime',
  search: ['id', 'name', 'countryName'],
  includes: ['createdByUser', 'updatedByUser'],
};

export async function listEventSummaries(params: URLSearchParams) {
  const query = readListQuery(params, EVENT_LIST);
  const rows = (await eventSummaryStore.list()).filter((row) => row.numberOfTotalEventMessageWorkflows > 0);
  const page = applyListQuery(rows, query, EVENT_LIST);
  await includeUsers(page.items, query.include);
  // the spec's row names for the audit fields
  return { ...page, items: page.items.map((row) => ({ ...row, created: row.createdAt, modified: row.updatedAt, modifiedBy: row.updatedBy })) };
}
