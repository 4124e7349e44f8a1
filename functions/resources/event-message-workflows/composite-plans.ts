import { applyListQuery } from '../../kit/list-engine.ts';
import { countOf, windowDayCounts, type StatusCounts, type WindowDay } from '../../data/item-counts.ts';
import { idOfEntry, inKeyOrder, itemsOf, nextKey, readInOrder, readMerged, sendKey, type SendEntry, type SendStream, type SendWindow } from '../../data/item-send-index.ts';
import { fromItem, getItemsById, itemsAt, itemsSendingBetween, listEventItems, type StoredItem } from '../../data/item-store.ts';
import { COMPOSITE_LIST, composites, EVALUATED_ATTRIBUTES, rowJoiner } from './composite-rows.ts';
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
 * - `byEvent` / `byId`: a few events or items named: their items, evaluated whole;
 * - `wholeWindow`: anything else: the window's items read with only what the list evaluates, the
 *   page's items then read whole.
 */
export type PlanName = 'sendOrder' | 'statusOrder' | 'byEvent' | 'byId' | 'wholeWindow';

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
  return 'wholeWindow';
}

export async function readComposites(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite> & { plan: PlanName }> {
  const plan = planOf(query);
  const read = { sendOrder, statusOrder, byEvent, byId, wholeWindow }[plan];
  return { ...(await read(query, window)), plan };
}

/** The statuses a status filter allows (every status without one), in ascending order. */
const statusesOf = (query: ParsedListQuery) => {
  const allowed = named(query.filters.filter((f) => f.op === 'eq' || f.op === 'in'), 'status');
  return allowed ? EVERY_STATUS.filter((status) => allowed.includes(status)) : undefined;
};

const offsetOf = (query: ParsedListQuery) => (query.page.number - 1) * query.page.size;

/**
 * Sorted by send date (either way), filtered by status at most. The counters give the total and the
 * day the page starts on; within that day the entries before the page are skipped reading keys only
 * (at most that day's); then one page is read in key order from the time index (whole items), or
 * from each allowed status's index (keys, merged; the page's items then read by key).
 */
async function sendOrder(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite>> {
  const descending = query.sort[0].desc;
  const statuses = statusesOf(query);
  const streams: SendStream[] = statuses ? statuses : [undefined];
  if (!streams.length) return { items: [], total: 0 };
  const offset = offsetOf(query);
  const page = (from?: string) => readMerged(streams, window, { descending, from, take: query.page.size });
  // page 1 starts at the window's edge: its read goes beside the counters' (and the catalogue's)
  const [join, days, first] = await Promise.all([rowJoiner(), windowDayCounts(window), offset ? undefined : page()]);
  const sizes = days.map((day) => countOf(day.counts, statuses));
  const total = sizes.reduce((sum, n) => sum + n, 0);
  if (!first && offset >= total) return { items: [], total };
  let entries = first;
  if (!entries) {
    const order = descending ? days.map((_, i) => days.length - 1 - i) : days.map((_, i) => i);
    let before = 0;
    let at = order[0];
    for (const i of order) {
      at = i;
      if (before + sizes[i] > offset) break;
      before += sizes[i];
    }
    entries = await page(await startWithin(streams, days[at], offset - before, descending));
  }
  return { items: join((await itemsOf(entries)).map(fromItem)), total };
}

/** The key a page starts at: the `skip`-th entry of the day (0: its first), in the direction read. */
async function startWithin(streams: SendStream[], day: WindowDay, skip: number, descending: boolean): Promise<string> {
  const first = descending ? sendKey(day.bounds.end, 999_999_999_999) : sendKey(day.bounds.start, 0);
  if (!skip) return first;
  const keys =
    streams.length === 1
      ? await readInOrder(streams[0], day.bounds, { descending, take: skip + 1, keysOnly: true })
      : inKeyOrder((await Promise.all(streams.map((stream) => readInOrder(stream, day.bounds, { descending, keysOnly: true })))).flat(), descending);
  if (keys.length > skip) return keys[skip].sendKey;
  // the counters were ahead of the index (a write between them): the page starts after the day's last entry
  return keys.length ? nextKey(keys[keys.length - 1].sendKey, descending) : descending ? sendKey(day.bounds.start - 1, 999_999_999_999) : sendKey(day.bounds.end + 1, 0);
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

const inWindow = (window: SendWindow) => (item: StoredItem) => item.scheduledTime !== null && item.scheduledTime >= window.start && item.scheduledTime <= window.end;

/** A few events named (filter[eventId]): their own partitions, whatever else is asked, evaluated as the engine does. */
async function byEvent(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite>> {
  const events = named(query.filters.filter((f) => f.op === 'eq' || f.op === 'in'), 'eventId')!;
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
