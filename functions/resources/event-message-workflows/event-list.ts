import { applyListQuery, readListQuery, type FieldSpec, type ListSpec } from '../../kit/list-engine.ts';
import { includeUsers } from '../../kit/include-users.ts';
import { AUDIT_FIELDS, number, status, text } from '../../kit/fields.ts';
import { eventSummaryStore, type EventSummary } from '../../data/event-summaries.ts';
import type { Stored } from '../../data/entity-store.ts';
import { formatAmsterdam } from '../../../shared/amsterdam-time.ts';

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

/**
 * Start and end filter as people read them: a like filter looks in the shown text
 * (filter[startTime:like]=2027-03 finds the events starting in March 2027); eq and in compare
 * seconds. Only for filtering: a field with a match cannot be a sort key.
 */
const shownDate = (field: 'startTime' | 'endTime'): FieldSpec<Row> => ({
  type: 'number',
  match: (row, { op, value }) => {
    if (op === 'eq' || op === 'in') return value.split(',').some((wanted) => Number(wanted) === row[field]);
    const shown = formatAmsterdam(row[field], 'date-time'); // as the screen shows it
    return op === 'like' ? shown.includes(value.trim()) : value.split(/\s+/).filter(Boolean).every((word) => shown.includes(word));
  },
});
const FILTERING: ListSpec<Row> = { ...EVENT_LIST, fields: { ...EVENT_LIST.fields, startTime: shownDate('startTime'), endTime: shownDate('endTime') } };

export async function listEventSummaries(params: URLSearchParams) {
  const query = readListQuery(params, EVENT_LIST);
  const rows = (await eventSummaryStore.list()).filter((row) => row.numberOfTotalEventMessageWorkflows > 0);
  const page = applyListQuery(rows, query, FILTERING);
  await includeUsers(page.items, query.include);
  // the spec's row names for the audit fields
  return { ...page, items: page.items.map((row) => ({ ...row, created: row.createdAt, modified: row.updatedAt, modifiedBy: row.updatedBy })) };
}
