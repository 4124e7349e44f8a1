import { applyListQuery, orderOfValues, text, words } from '../../kit/list-engine.ts';
import { countOf, itemCountsBuilt, windowDayCounts, type WindowDay } from '../../data/item-counts.ts';
import { idOfEntry, itemsOf, readInOrder, sendKey, type SendEntry, type SendWindow } from '../../data/item-send-index.ts';
import { fromItem } from '../../data/item-keys.ts';
import { queryAll } from '../../data/query.ts';
import { ITEM } from '../../data/stored-types.ts';
import { keyOfItem } from '../../data/stored-type.ts';
import { COMPOSITE_LIST, rowCatalogue, type RowCatalogue } from './composite-rows.ts';
import { inSendOrder, offsetOf } from './composite-send-order.ts';
import type { Composite } from '../../../shared/dashboard.ts';
import type { ListFilter, ListPage, ParsedListQuery } from '../../../shared/list-query.ts';

/**
 * The dashboard's plans by workflow and by event (docs/decisions/030-dashboard-cost-follows-the-page.md).
 * The names, countries and message types a row shows are the catalogue's, looked up when the row is
 * built; the store keeps only the ids (the day counters count each day's items by workflow and by
 * event, the workflow index holds each workflow's items in send order). So a rename changes no
 * stored record, and every plan here orders and filters by the names as they are when it reads:
 * - `nameOrder`: sorted by event name, workflow name or message type, nothing filtered: the
 *   window's workflows (or events) ordered by that value from the counters and the catalogue; ties
 *   (equal values) form a class whose items are ordered by id; the page's classes are read (keys)
 *   and the classes before the page skipped by their counts;
 * - `byWorkflow`: in send order, filtered by workflow name or message type: the workflows that match
 *   (from the counters and the catalogue), their workflow index streams merged in send order;
 * - `eventsMatching`: the events an event name or country filter leaves (from the counters and the
 *   catalogue), when they are a few: read as `byEvent` reads named events;
 * - `fewCandidates`: filtered by those values or searched, with anything else: the items of the
 *   events or workflows a filter or a word of the search finds, when they are a few, evaluated.
 */
export type GroupField = 'eventName' | 'countryName' | 'workflowName' | 'messageType';
export const GROUP_OF: Record<GroupField, 'event' | 'workflow'> = { eventName: 'event', countryName: 'event', workflowName: 'workflow', messageType: 'workflow' };
export const isGroupField = (field: string): field is GroupField => Object.hasOwn(GROUP_OF, field);
/**
 * The sorts `nameOrder` answers: by a value of the workflow or the event, or by the event's id
 * (each event its own class). Not the country: its classes are many events each (every event of
 * a country, or of none known), read partition by partition, which measured slower than the whole
 * window (decision 030); it stays with `wholeWindow`.
 */
export const ORDERED_BY_CLASS: readonly string[] = ['eventName', 'workflowName', 'messageType', 'eventId'];
type ClassField = Exclude<GroupField, 'countryName'> | 'eventId';

let countersReady = false;
/**
 * Whether every item is counted by workflow and by event (the counters' marker names today's format):
 * until then (a deployed table before `infra/aws/count-items.ts` ran again) these plans would miss the
 * items nobody wrote since, so the dashboard reads the whole window instead. Once true, kept per process.
 */
export async function groupCountersReady(): Promise<boolean> {
  return (countersReady ||= await itemCountsBuilt());
}

/** The window's items by workflow and by event, summed over its days (from the counters), with the catalogue. */
interface WindowGroups {
  catalogue: RowCatalogue;
  days: WindowDay[];
  workflows: Map<number, number>;
  events: Map<number, number>;
  total: number;
}

async function windowGroups(window: SendWindow): Promise<WindowGroups> {
  const [catalogue, days] = await Promise.all([rowCatalogue(), windowDayCounts(window, { groups: true })]);
  const [workflows, events] = [new Map<number, number>(), new Map<number, number>()];
  const add = (into: Map<number, number>, from: Map<number, number>) => {
    for (const [id, n] of from) into.set(id, (into.get(id) ?? 0) + n);
  };
  for (const day of days) {
    add(workflows, day.workflows);
    add(events, day.events);
  }
  return { catalogue, days, workflows, events, total: days.reduce((sum, day) => sum + countOf(day.counts), 0) };
}

/** The ids of a window's workflows or events, in the order of a sort on one of their values, in classes of equal values. */
function classesInOrder(sizes: Map<number, number>, valueOf: (id: number) => unknown, type: 'number' | 'string', desc: boolean): number[][] {
  const ids = [...sizes].filter(([, n]) => n > 0).map(([id]) => id);
  const values = new Map(ids.map((id) => [id, valueOf(id)]));
  ids.sort((a, b) => orderOfValues(values.get(a), values.get(b), type, desc) || a - b);
  const classes: number[][] = [];
  for (const id of ids) {
    const last = classes[classes.length - 1];
    if (last && !orderOfValues(values.get(last[0]), values.get(id), type, desc)) last.push(id);
    else classes.push([id]);
  }
  return classes;
}

/** At most `inFlight` reads at a time. */
async function mapLimited<T, R>(list: T[], inFlight: number, read: (value: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(list.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(inFlight, list.length) }, async () => {
      while (next < list.length) {
        const i = next++;
        results[i] = await read(list[i]);
      }
    }),
  );
  return results;
}

/** An event's items in the window (keys and send times only): its own partition. */
async function eventEntries(eventId: number, window: SendWindow): Promise<SendEntry[]> {
  const found = await queryAll({ key: ITEM.partition({ eventId }), range: { below: 'a' }, attributes: ['pk', 'sk', 'id', 'scheduledTime'] });
  return found
    .filter((item) => typeof item.scheduledTime === 'number' && item.scheduledTime >= window.start && item.scheduledTime <= window.end)
    .map((item) => ({ sendKey: sendKey(Number(item.scheduledTime), Number(item.id)), key: keyOfItem(item) }));
}

/** Sorted by one value of the workflow or the event (either way; ties by id the same way), nothing filtered. */
export async function nameOrder(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite>> {
  const { field, desc } = query.sort[0] as { field: ClassField; desc: boolean };
  const groups = await windowGroups(window);
  const byWorkflow = field !== 'eventId' && GROUP_OF[field] === 'workflow';
  const valueOf = (id: number) => (field === 'eventId' ? id : (byWorkflow ? groups.catalogue.ofWorkflow(id) : groups.catalogue.ofEvent(id))[field as never]);
  const classes = classesInOrder(byWorkflow ? groups.workflows : groups.events, valueOf, COMPOSITE_LIST.fields[field].type, desc);
  const sizes = byWorkflow ? groups.workflows : groups.events;
  let skip = offsetOf(query);
  const page: SendEntry[] = [];
  for (const members of classes) {
    if (page.length >= query.page.size) break;
    const size = members.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const entries = (await mapLimited(members, 4, (id) => (byWorkflow ? readInOrder({ workflow: id }, window, { keysOnly: true }) : eventEntries(id, window)))).flat();
    entries.sort((a, b) => (idOfEntry(a) - idOfEntry(b)) * (desc ? -1 : 1));
    page.push(...entries.slice(skip, skip + query.page.size - page.length));
    skip = 0;
  }
  return { items: groups.catalogue.join((await itemsOf(page)).map(fromItem)), total: groups.total };
}

/** The ids (of `sizes`) whose rows pass the filters: the catalogue's values of each, evaluated by the list engine. */
function passing(sizes: Map<number, number>, values: (id: number) => Partial<Composite>, filters: ListFilter[], query: ParsedListQuery): number[] {
  const rows = [...sizes].filter(([, n]) => n > 0).map(([id]) => ({ id, ...values(id) }) as Composite);
  if (!rows.length) return [];
  const only = { ...query, filters, search: undefined, sort: [], page: { number: 1, size: rows.length } };
  return applyListQuery(rows, only, COMPOSITE_LIST).items.map((row) => row.id);
}

/** In send order (either way), filtered by workflow name or message type only: the matching workflows' streams merged. */
export async function byWorkflow(query: ParsedListQuery, window: SendWindow): Promise<ListPage<Composite>> {
  const groups = await windowGroups(window);
  const workflows = passing(groups.workflows, groups.catalogue.ofWorkflow, query.filters, query);
  return inSendOrder(query, window, {
    streams: workflows.map((workflow) => ({ workflow })),
    sizeOf: (day) => workflows.reduce((sum, id) => sum + (day.workflows.get(id) ?? 0), 0),
    days: groups.days,
    join: groups.catalogue.join,
  });
}

/** The window's events that pass the event name and country filters, or undefined when more than `atMost` do. */
export async function eventsMatching(query: ParsedListQuery, window: SendWindow, atMost: number): Promise<number[] | undefined> {
  const groups = await windowGroups(window);
  const events = passing(groups.events, groups.catalogue.ofEvent, query.filters.filter((f) => GROUP_OF[f.field as GroupField] === 'event'), query);
  return events.length <= atMost ? events : undefined;
}

/** A plan by candidates reads them instead of the window when they are at most this many items (and at most NAMED_AT_MOST events). */
export const CANDIDATES_AT_MOST = 2_000;

/**
 * Filtered by the workflow's or the event's values, or searched, with anything else asked (a
 * status filter, any sort): every row the list answers is an item of the events and workflows
 * that one of these finds, so each gives candidates, and the one with the fewest items in the
 * window (the counters) is read; the list engine then evaluates them with everything asked.
 * - a workflow name or message type filter: the workflows that pass it (the catalogue's values);
 * - an event name or country filter: the events that pass it;
 * - the search (filter[search_query]: every word in the row's event id, event name, country or
 *   workflow name, COMPOSITE_LIST.search): a word has no space, so it is found in a row only in one
 *   of those values: the events (id, name, country) and the workflows (name) it is found in.
 * Undefined when the fewest are still many (the whole window is read instead).
 */
export async function fewCandidates(query: ParsedListQuery, window: SendWindow, eventsAtMost: number): Promise<ListPage<Composite> | undefined> {
  const groups = await windowGroups(window);
  const { ofEvent, ofWorkflow } = groups.catalogue;
  const present = (sizes: Map<number, number>) => [...sizes].filter(([, n]) => n > 0).map(([id]) => id);
  const [events, workflows] = [present(groups.events), present(groups.workflows)];
  const inEvent = (id: number, word: string) => [id, ofEvent(id).eventName, ofEvent(id).countryName].some((value) => text(value).includes(word));
  const inWorkflow = (id: number, word: string) => text(ofWorkflow(id).workflowName).includes(word);
  const options: { events: number[]; workflows: number[] }[] = words(query.search ?? '').map((word) => ({ events: events.filter((id) => inEvent(id, word)), workflows: workflows.filter((id) => inWorkflow(id, word)) }));
  const byGroup = (group: 'event' | 'workflow') => query.filters.filter((f) => isGroupField(f.field) && GROUP_OF[f.field] === group);
  if (byGroup('workflow').length) options.push({ events: [], workflows: passing(groups.workflows, ofWorkflow, byGroup('workflow'), query) });
  if (byGroup('event').length) options.push({ events: passing(groups.events, ofEvent, byGroup('event'), query), workflows: [] });
  const sizeOf = (ids: number[], sizes: Map<number, number>) => ids.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
  const best = options.map((found) => ({ ...found, size: sizeOf(found.events, groups.events) + sizeOf(found.workflows, groups.workflows) })).sort((a, b) => a.size - b.size)[0];
  if (!best || best.events.length > eventsAtMost || best.size > CANDIDATES_AT_MOST) return undefined;
  const reads = [...best.events.map((id) => ({ event: id })), ...best.workflows.map((id) => ({ workflow: id }))];
  const entries = (await mapLimited(reads, 4, (read) => ('event' in read ? eventEntries(read.event, window) : readInOrder({ workflow: read.workflow }, window, { keysOnly: true })))).flat();
  const unique = [...new Map(entries.map((entry) => [`${entry.key.pk}|${entry.key.sk}`, entry])).values()];
  return applyListQuery(groups.catalogue.join((await itemsOf(unique)).map(fromItem)), query, COMPOSITE_LIST);
}
