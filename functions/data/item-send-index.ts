import { query, type Item } from './query.ts';
import { ITEM } from './stored-types.ts';
import { keyOfItem } from './stored-type.ts';
import { getItems } from './batch-get.ts';
import { civilDateAt } from '../../shared/amsterdam-time.ts';

/**
 * The items of a send window read in key order, a page at a time: the dashboard's rows
 * (docs/decisions/030-dashboard-cost-follows-the-page.md). Two kinds of stream, both keyed
 * `<month>` / `<at:10>#<id:12>` (ITEM in stored-types.ts):
 * - every item: the time index (gsi4), which holds whole items;
 * - the items of one status: the status index (gsi1), which holds their keys;
 * - the items of one workflow: the workflow index (gsi3), which holds their keys.
 * A read starts at a position (a sort key, inclusive), goes month partition by month partition in
 * the direction asked, and stops once it has what it was asked for.
 */
export interface SendWindow {
  /** Unix seconds, both included. */
  start: number;
  end: number;
}

/** Every item (undefined), the items of one status (its number), or of one workflow. */
export type SendStream = number | undefined | { workflow: number };

/** An entry of a stream: its sort key in the index, the item's table key and, from the time index, the item. */
export interface SendEntry {
  sendKey: string;
  key: { pk: string; sk: string };
  item?: Item;
}

const LAST_ID = 999_999_999_999;
/** The sort key of (at, id) in both indexes. */
export const sendKey = (at: number, id: number) => ITEM.indexSort('gsi4', { at: Math.max(0, at), id });
const atOfKey = (key: string) => Number(key.slice(0, 10));
const idOfKey = (key: string) => Number(key.slice(11));

/** The key just after or just before another (keys are fixed-width, so bounds stay inclusive). */
export function nextKey(key: string, descending: boolean): string {
  const [at, id] = [atOfKey(key), idOfKey(key)];
  if (!descending) return id < LAST_ID ? sendKey(at, id + 1) : sendKey(at + 1, 0);
  return id > 0 ? sendKey(at, id - 1) : sendKey(Math.max(0, at - 1), LAST_ID);
}

export const windowBounds = (window: SendWindow): [string, string] => [sendKey(window.start, 0), sendKey(window.end, LAST_ID)];

/** The Amsterdam calendar months (YYYY-MM) from the one of `start` to the one of `end`. */
export function monthsBetween(start: number, end: number): string[] {
  const months: string[] = [];
  let { year, month } = civilDateAt(Math.max(0, start));
  const last = civilDateAt(Math.max(0, end));
  while (year < last.year || (year === last.year && month <= last.month)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

const indexOf = (stream: SendStream) => (stream === undefined ? ('gsi4' as const) : typeof stream === 'number' ? ('gsi1' as const) : ('gsi3' as const));
const partitionOf = (stream: SendStream, month: string) =>
  stream === undefined
    ? ITEM.indexPartition('gsi4', { month })
    : typeof stream === 'number'
      ? ITEM.indexPartition('gsi1', { status: stream, month })
      : ITEM.indexPartition('gsi3', { workflowId: stream.workflow, month });
const KEYS_OF = { gsi4: ['pk', 'sk', 'gsi4pk', 'gsi4sk'], gsi1: undefined, gsi3: ['pk', 'sk', 'gsi3pk', 'gsi3sk'] } as const;

export interface ReadOptions {
  descending?: boolean;
  /** Where to start (inclusive); the window's first (or last) key by default. */
  from?: string;
  /** Entries wanted at most; all of the window when absent. */
  take?: number;
  /** Only the keys (the time index's entries come whole otherwise). */
  keysOnly?: boolean;
}

/** A stream's entries within the window, in key order (or reversed), from a position. */
export async function readInOrder(stream: SendStream, window: SendWindow, options: ReadOptions = {}): Promise<SendEntry[]> {
  const descending = options.descending ?? false;
  let [low, high] = windowBounds(window);
  if (options.from !== undefined) {
    if (descending) high = options.from < high ? options.from : high;
    else low = options.from > low ? options.from : low;
  }
  if (low > high) return [];
  const take = options.take ?? Number.POSITIVE_INFINITY;
  const index = indexOf(stream);
  const months = monthsBetween(atOfKey(low), atOfKey(high));
  if (descending) months.reverse();
  const found: SendEntry[] = [];
  for (const month of months) {
    let cursor: Record<string, unknown> | undefined;
    do {
      const wanted = take - found.length;
      const page = await query({
        index,
        key: partitionOf(stream, month),
        range: { between: [low, high] },
        descending,
        limit: Number.isFinite(wanted) ? wanted : undefined,
        attributes: options.keysOnly ? KEYS_OF[index] : undefined,
        cursor,
      });
      for (const item of page.items)
        found.push({ sendKey: String(item[`${index}sk`]), key: keyOfItem(item), item: index === 'gsi4' && !options.keysOnly ? item : undefined });
      cursor = page.cursor;
    } while (cursor && found.length < take);
    if (found.length >= take) break;
  }
  return found;
}

/** Several streams read from one position and merged in key order: the first `take` entries of them all. */
export async function readMerged(streams: SendStream[], window: SendWindow, options: ReadOptions & { take: number }): Promise<SendEntry[]> {
  if (streams.length === 1) return readInOrder(streams[0], window, options);
  const all = (await Promise.all(streams.map((stream) => readInOrder(stream, window, options)))).flat();
  return inKeyOrder(all, options.descending ?? false).slice(0, options.take);
}

export const inKeyOrder = (entries: SendEntry[], descending: boolean) =>
  entries.sort((a, b) => (a.sendKey < b.sendKey ? -1 : a.sendKey > b.sendKey ? 1 : 0) * (descending ? -1 : 1));

/** The whole items of entries (those read keys only), in the entries' order; items gone meanwhile are left out. */
export async function itemsOf(entries: SendEntry[]): Promise<Item[]> {
  const missing = entries.filter((entry) => !entry.item).map((entry) => entry.key);
  const read = new Map((await getItems(missing, { inFlight: 2 })).map((item) => [`${item.pk}|${item.sk}`, item]));
  return entries.flatMap((entry) => {
    const item = entry.item ?? read.get(`${entry.key.pk}|${entry.key.sk}`);
    return item ? [item] : [];
  });
}

/** The items of a part of the window (an edge day the counters hold whole) by status, workflow and event, from the time index. */
export async function tallyDay(window: SendWindow): Promise<{ counts: Map<number, number>; workflows: Map<number, number>; events: Map<number, number> }> {
  const tally = { counts: new Map<number, number>(), workflows: new Map<number, number>(), events: new Map<number, number>() };
  const add = (map: Map<number, number>, key: unknown) => map.set(Number(key), (map.get(Number(key)) ?? 0) + 1);
  const [low, high] = windowBounds(window);
  for (const month of monthsBetween(window.start, window.end)) {
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await query({ index: 'gsi4', key: partitionOf(undefined, month), range: { between: [low, high] }, attributes: ['status', 'messageWorkflowId', 'eventId'], cursor });
      for (const item of page.items) {
        add(tally.counts, item.status);
        add(tally.workflows, item.messageWorkflowId);
        add(tally.events, item.eventId);
      }
      cursor = page.cursor;
    } while (cursor);
  }
  return tally;
}

/** The item ids an entry names (its sort key ends with the id). */
export const idOfEntry = (entry: SendEntry) => idOfKey(entry.sendKey);
