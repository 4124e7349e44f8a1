import { lineageOf, setLineage } from '../data/partition-cache.ts';
import type { SortKey } from '../../shared/list-query.ts';

/**
 * Sorted orders of a type's list copy, kept per copy and per sort, so a warm list does not sort
 * thousands of records on every request. When a copy was brought forward from an older one
 * (a few records changed), its orders are derived from the older copy's: the changed records are
 * taken out and put back at their place, instead of sorting everything again.
 */
export type Comparator<T> = (a: T, b: T) => number;

const views = new WeakMap<object, Map<string, unknown[]>>();

function insertAt<T>(order: T[], record: T, compare: Comparator<T>): void {
  let [low, high] = [0, order.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(order[mid], record) <= 0) low = mid + 1;
    else high = mid;
  }
  order.splice(low, 0, record);
}

/** `records` (sorted by id, as the copy keeps them) in the order of `sort`. Do not mutate the answer. */
export function sortedView<T extends { id: number }>(records: T[], sort: SortKey[], compare: Comparator<T>, sortAll: (records: T[]) => T[]): T[] {
  const key = sort.map((k) => (k.desc ? '-' : '') + k.field).join(',');
  const known = views.get(records) ?? views.set(records, new Map()).get(records)!;
  const cached = known.get(key) as T[] | undefined;
  if (cached) return cached;
  const lineage = lineageOf(records);
  const before = lineage && (views.get(lineage.previous)?.get(key) as T[] | undefined);
  let order: T[];
  if (lineage && before) {
    order = before.filter((record) => !lineage.changed.has(record.id));
    for (const record of records) if (lineage.changed.has(record.id)) insertAt(order, record, compare);
  } else order = sortAll(records);
  known.set(key, order);
  return order;
}

const mapped = new WeakMap<object, unknown[]>();

/** `records` with computed list fields, made once per copy (and carrying the copy's lineage). */
export function mappedView<T extends { id: number }, U extends { id: number }>(records: T[], map: (record: T) => U): U[] {
  const known = mapped.get(records) as U[] | undefined;
  if (known) return known;
  const lineage = lineageOf(records);
  const before = lineage && (mapped.get(lineage.previous) as U[] | undefined);
  const view = records.map(map);
  if (lineage && before) setLineage(view, { previous: before, changed: lineage.changed });
  mapped.set(records, view);
  return view;
}
