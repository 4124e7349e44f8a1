import { applyListQuery } from '../../kit/list-engine.ts';
import { countOf, windowDayCounts, type StatusCounts } from '../../data/item-counts.ts';
import { idOfEntry, itemsOf, readInOrder, type SendEntry, type SendWindow } from '../../data/item-send-index.ts';
import { fromItem } from '../../data/item-keys.ts';
import { getItemsById, itemsAt, itemsSendingBetween, listEventItems } from '../../data/item-reads.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { COMPOSITE_LIST, composites, EVALUATED_ATTRIBUTES, rowJoiner } from './composite-rows.ts';
import { inSendOrder, offsetOf, statusSize } from './composite-send-order.ts';
import { readByUpdate } from '../../data/item-update-index.ts';
import { byWorkflow, eventsMatching, GROUP_OF, groupCountersReady, isGroupField, nameOrder, ORDERED_BY_CLASS, fewCandidates } from './composite-group-plans.ts';
import { STATUS } from '../../../shared/status.ts';
import type { Composite } from '../../../shared/dashboard.ts';
import type { ListFilter, ListPage, ParsedListQuery } from '../../../shared/list-query.ts';

/**
 * How the dashboard reads a page of rows, by what is asked (the rule table is
 * docs/decisions/030-dashboard-cost-follows-the-page.md; each plan answers what the list engine
 * answers over the whole window, test/api/dashboard-plans.test.ts compares them):
 * - `sendOrder`: sorted by send date, filtered by status at most: the page read in key order from
 *   the time index (or the status indexes, merged), its start found through the day counters;
 * - `statusOrder`: sorted by status, filtered by status at most: the keys of the statuses the page
 *   spans (found through the counters), ordered by id;
 * - `updatedOrder`: sorted by updated at, nothing filtered: the update index of the window's months,
 *   read up to the page and merged, the total from the counters;
 * - `byEvent` / `byId`: a few events or items named: their items, evaluated whole;
 * - `nameOrder`, `byWorkflow`, `eventsMatching` (composite-group-plans.ts): sorted by event name,
 *   workflow name or message type; filtered by the workflow's name or message type; filtered by the event's
 *   name or country down to a few events (more: as below); `fewCandidates`: filtered by those
 *   values (with a status filter, any sort) or searched, down to the items of a few events or
 *   workflows (more: `wholeWindow`);
 * - `wholeWindow`: anything else: the window's items read with only what the list evaluates, the
 *   page's items then read whole.
 */
export type PlanName = 'sendOrder' | 'statusOrder' | 'updatedOrder' | 'byEvent' | 'byId' | 'nameOrder' | 'byWorkflow' | 'eventsMatching' | 'fewCandidates' | 'wholeWindow';

/** Events (or items) a filter may name for their own items to be read instead of the window. */
export const NAMED_AT_MOST = 20;
const EVERY_STATUS = [...new Set(Object.values(STATUS))].sort((a, b) => a - b);

/** The values an equality filter (eq or in) allows, intersected over every such filter of the field; undefined when none names it. */
function named(filters: ListFilter[], field: string): number[] | undefined {
  let allowed: number[] | undefined;
  for (const filter of filters.filter((f) => f.field === field)) {
    const values = filter.value.split(',').map((value) => Number(value.trim()));
    allowed = allowed ? allowed.filter((value) => values.includes(value)) : [...new Set(values)];
  }
  return allowed;
}

export function planOf(query: ParsedListQuery): PlanName {
  const onlyStatus = !query.search && query.filters.every((f) => f.field === 'status' && (f.op === 'eq' || f.op === 'in'));
  const [first, ...more] = query.sort;
  if (onlyStatus && first && !more.length && first.field === 'sendDate') return 'sendOrder';
  if (onlyStatus && first && !more.length && first.field === 'status') return 'statusOrder';
  const exact = (field: string) => query.filters.some((f) => f.field === field && (f.op === 'eq' || f.op === 'in'));
  const events = exact('eventId') ? named(query.filters.filter((f) => f.op === 'eq' || f.op === 'in'), 'eventId') : undefined;
  if (events && events.length <= NAMED_AT_MOST) return 'byEvent';
  const ids = exact('id') ? named(query.filters.filter((f) => f.op === 'eq' || f.op === 'in'), 'id') : undefined;
  if (ids && ids.length <= NAMED_AT_MOST) return 'byId';
  const one = first && !more.length && !query.search;
  if (one && first.field === 'updatedAt' && !query.filters.length) return 'updatedOrder';
  if (one && ORDERED_BY_CLASS.includes(first.field) && !query.filters.length) return 'nameOrder';
  if (one && first.field === 'sendDate' && query.filters.length && query.filters.every((f) => isGroupField(f.field) && GROUP_OF[f.field] === 'workflow')) return 'byWorkflow';
  if (query.filters.some((f) => isGroupField(f.field) && GROUP_OF[f.field] === 'event')) return 'eventsMatching';
  if (query.search || query.filters.some((f) => isGroupField(f.field))) return 'fewCandidates';
  return 'wholeWindow';
}

type Plan = (query: ParsedListQuery, window: SendWindow) => Promise<ListPage<Composite> & { plan?: PlanName }>;

/** Plans that need every item counted in today's format (the group counters, the update index's keys): `wholeWindow` until then. */
const BY_GROUP_COUNTERS: PlanName[] = ['updatedOrder', 'nameOrder', 'byWorkflow', 'eventsMatching', 'fewCandidates'];

export async function readComposites(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite> & { plan: PlanName }> {
  let plan = planOf(query);
  if (BY_GROUP_COUNTERS.includes(plan) && !(await groupCountersReady())) plan = 'wholeWindow';
  const read: Plan = { sendOrder, statusOrder, updatedOrder, byEvent, byId, nameOrder, byWorkflow, eventsMatching: byEventsMatching, fewCandidates: byCandidates, wholeWindow }[plan];
  return { plan, ...(await read(query, window)) };
}

/** The statuses a status filter allows (every status without one), in ascending order. */
const statusesOf = (query: ParsedListQuery) => {
  const allowed = named(query.filters.filter((f) => f.op === 'eq' || f.op === 'in'), 'status');
  return allowed ? EVERY_STATUS.filter((status) => allowed.includes(status)) : undefined;
};

/** Sorted by send date (either way), filtered by status at most: the time index, or the allowed statuses' indexes merged. */
async function sendOrder(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite>> {
  const statuses = statusesOf(query);
  return inSendOrder(query, window, { streams: statuses ? statuses : [undefined], sizeOf: statusSize(statuses) });
}

/**
 * Sorted by status (either way; ties by id the same way), filtered by status at most. The counters
 * give the total and which statuses the page spans; the keys of those statuses' items in the window
 * are read (their indexes hold the ids) and ordered by id, and the page's items read by key.
 */
async function statusOrder(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite>> {
  const descending = query.sort[0].desc;
  const statuses = statusesOf(query) ?? EVERY_STATUS;
  const [join, days] = await Promise.all([rowJoiner(), windowDayCounts(window)]);
  const counts: StatusCounts = new Map();
  for (const day of days) for (const [status, n] of day.counts) counts.set(status, (counts.get(status) ?? 0) + n);
  const ordered = descending ? [...statuses].reverse() : statuses;
  const total = countOf(counts, statuses);
  let skip = offsetOf(query);
  const page: SendEntry[] = [];
  for (const status of ordered) {
    const size = counts.get(status) ?? 0;
    if (page.length >= query.page.size) break;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const byId = (await readInOrder(status, window, { keysOnly: true })).sort((a, b) => (idOfEntry(a) - idOfEntry(b)) * (descending ? -1 : 1));
    page.push(...byId.slice(skip, skip + query.page.size - page.length));
    skip = 0;
  }
  return { items: join((await itemsOf(page)).map(fromItem)), total };
}

/** Sorted by updated at (either way; ties by id the same way), nothing filtered: the update index up to the page (item-update-index.ts). */
async function updatedOrder(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite>> {
  const offset = offsetOf(query);
  const [join, days, entries] = await Promise.all([rowJoiner(), windowDayCounts(window), readByUpdate(window, { descending: query.sort[0].desc, take: offset + query.page.size })]);
  const total = days.reduce((sum, day) => sum + countOf(day.counts), 0);
  return { items: join((await itemsOf(entries.slice(offset))).map(fromItem)), total };
}

const inWindow = (window: SendWindow) => (item: StoredItem) => item.scheduledTime !== null && item.scheduledTime >= window.start && item.scheduledTime <= window.end;

/** A few events named (filter[eventId]): their own partitions, whatever else is asked, evaluated as the engine does. */
async function byEvent(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite>> {
  return ofEvents(named(query.filters.filter((f) => f.op === 'eq' || f.op === 'in'), 'eventId')!, query, window);
}

/** Filtered by event name or country: a few events left (the counters know the window's events): as `byEvent`; more: `wholeWindow`. */
async function byEventsMatching(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite> & { plan: PlanName }> {
  const events = await eventsMatching(query, window, NAMED_AT_MOST);
  return events ? { ...(await ofEvents(events, query, window)), plan: 'eventsMatching' } : byCandidates(query, window);
}

/** Filtered by a workflow's or an event's values, or searched: the items of the few events or workflows they find; more: `wholeWindow`. */
async function byCandidates(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite> & { plan: PlanName }> {
  const page = await fewCandidates(query, window, NAMED_AT_MOST);
  return page ? { ...page, plan: 'fewCandidates' } : { ...(await wholeWindow(query, window)), plan: 'wholeWindow' };
}

async function ofEvents(events: number[], query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite>> {
  const items = (await Promise.all(events.filter(Number.isSafeInteger).map(listEventItems))).flat().filter(inWindow(window));
  return applyListQuery(await composites(items), query, COMPOSITE_LIST);
}

/** A few items named by id (filter[id]): read through their pointers. */
async function byId(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite>> {
  const ids = named(query.filters.filter((f) => f.op === 'eq' || f.op === 'in'), 'id')!;
  const items = [...(await getItemsById(ids.filter(Number.isSafeInteger))).values()].filter(inWindow(window));
  return applyListQuery(await composites(items), query, COMPOSITE_LIST);
}

/**
 * Anything else (other sorts, the name and type filters, the search): the window's items with only
 * the attributes the list evaluates, joined and evaluated in memory; then the page's items whole.
 */
async function wholeWindow(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite>> {
  const [join, thin] = await Promise.all([rowJoiner(), itemsSendingBetween(window.start, window.end, EVALUATED_ATTRIBUTES)]);
  const page = applyListQuery(join(thin), query, COMPOSITE_LIST);
  const whole = new Map((await itemsAt(page.items.map((row) => ({ eventId: row.eventId, id: row.id })))).map((item) => [item.id, item]));
  return { items: join(page.items.flatMap((row) => (whole.has(row.id) ? [whole.get(row.id)!] : []))), total: page.total };
}
