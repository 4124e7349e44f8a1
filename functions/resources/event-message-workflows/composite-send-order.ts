import { countOf, windowDayCounts, type WindowDay } from '../../data/item-counts.ts';
import { inKeyOrder, itemsOf, nextKey, readInOrder, readMerged, sendKey, type SendStream, type SendWindow } from '../../data/item-send-index.ts';
import { fromItem } from '../../data/item-keys.ts';
import type { StoredItem } from '../../data/event-workflow-item.ts';
import { rowJoiner } from './composite-rows.ts';
import type { Composite } from '../../../shared/dashboard.ts';
import type { ListPage, ParsedListQuery } from '../../../shared/list-query.ts';

/**
 * A page of rows in send order (either way) from some streams of the send indexes (every item, some
 * statuses, some workflows: item-send-index.ts), merged in key order. The day counters give the total
 * and the day the page starts on; within that day the entries before the page are skipped reading
 * keys only (at most that day's); then one page is read from each stream and merged (the time index
 * holds whole items; the others keys, the page's items then read by key).
 */
export interface SendOrderSource {
  streams: SendStream[];
  /** How many of a day's items the streams hold (from its counters). */
  sizeOf: (day: WindowDay) => number;
  /** The window's days and the row join, when the plan has them already. */
  days?: WindowDay[];
  join?: (items: StoredItem[]) => Composite[];
}

export const offsetOf = (query: ParsedListQuery) => (query.page.number - 1) * query.page.size;

export async function inSendOrder(query: ParsedListQuery, window: SendWindow, source: SendOrderSource): Promise<ListPage<Composite>> {
  const descending = query.sort[0].desc;
  const { streams } = source;
  if (!streams.length) return { items: [], total: 0 };
  const offset = offsetOf(query);
  const page = (from?: string) => readMerged(streams, window, { descending, from, take: query.page.size });
  // page 1 starts at the window's edge: its read goes beside the counters' (and the catalogue's)
  const [join, days, first] = await Promise.all([source.join ?? rowJoiner(), source.days ?? windowDayCounts(window), offset ? undefined : page()]);
  const sizes = days.map(source.sizeOf);
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

/** The statuses' sizes of a day (every status without a list). */
export const statusSize = (statuses?: number[]) => (day: WindowDay) => countOf(day.counts, statuses);

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
