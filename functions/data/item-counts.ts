import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './conflict.ts';
import { pages } from './query.ts';
import { ITEM_COUNTS_BUILT, ITEM_DAY_COUNT, ITEM_DAY_GROUPS } from './stored-types.ts';
import { tallyDay, type SendWindow } from './item-send-index.ts';
import { addDays, civilDateAt, formatDate, startOfDay, type CivilDate } from '../../shared/amsterdam-time.ts';
import { STATUS } from '../../shared/status.ts';

/**
 * The dashboard's counts: per Amsterdam calendar day, how many event message workflow items send
 * that day in each status (ITEM_DAY_COUNT in stored-types.ts: one record per day, one attribute per
 * status, moved by atomic ADD), and by workflow and by event (ITEM_DAY_GROUPS, likewise). A
 * range's counts are one Query of its days, whatever the number of items
 * (docs/decisions/030-dashboard-cost-follows-the-page.md).
 *
 * An item records on itself where the counters hold it (`counted`: its bucket, the day and the
 * status). Every write of an item that moves it to another bucket, or into or out of the counters,
 * adds -1 and +1 to the days' counter records in the item write's own unit of work (item-store.ts,
 * `countDeltas` here), so the counters never lag the items.
 */
/**
 * Where the counters hold an item: `<YYYY-MM-DD>#<status>#<workflowId>#<eventId>#g`, the Amsterdam
 * calendar day it sends, its status, its workflow and its event (the last two never change; they are
 * in the bucket so that the day is also counted by workflow and by event, for the dashboard's plans
 * by name, composite-group-plans.ts). A day has two counter records: by status (ITEM_DAY_COUNT, a few
 * attributes, read for every count and page total) and by workflow and event (ITEM_DAY_GROUPS, as
 * many attributes as the day has workflows and events, read by the plans by name).
 *
 * Buckets of earlier formats, which a move from them takes out where they were counted
 * (countEveryItem moves every item to today's):
 * - `<day>#<status>`: by status only;
 * - `<day>#<status>#<workflowId>#<eventId>`: by workflow and event in the status record itself.
 */
export type CountBucket = string;

/** Every status an item can hold is a counter attribute of a day's status record: `n<status>`. */
const COUNTED_STATUSES = [...new Set(Object.values(STATUS))];
/** A day's two counter records. */
type CounterRecord = 'statuses' | 'groups';
const recordKey = (record: CounterRecord, day: string) => (record === 'statuses' ? ITEM_DAY_COUNT.key({ day }) : ITEM_DAY_GROUPS.key({ day }));
export const counterOf = (status: number) => `n${status}`;
/** A day's items of one workflow (`w<workflowId>`) and of one event (`e<eventId>`). */
export const workflowCounterOf = (workflowId: number) => `w${workflowId}`;
export const eventCounterOf = (eventId: number) => `e${eventId}`;
/**
 * What the bucket format is: the counters' marker (`emw-count/built`) names it, so that a store
 * counted in an older one is counted again. 3: every item also carries the update index's keys
 * (gsi5), which the same pass gives the items that lack them. 4: a day's counts by workflow and
 * event are a record of their own (the status record stays small).
 */
export const COUNT_FORMAT = 4;

export const dayOf = (unix: number): string => formatDate(civilDateAt(unix));

/** Where the counters hold an item; none without a send time (the dashboard does not show it). */
export function bucketOf(item: { scheduledTime?: number | null; status: number; messageWorkflowId: number; eventId: number }): CountBucket | null {
  return item.scheduledTime === null || item.scheduledTime === undefined ? null : `${dayOf(item.scheduledTime)}#${item.status}#${item.messageWorkflowId}#${item.eventId}#g`;
}

/** A bucket's day and its counter attributes in each of the day's records (by its format: see CountBucket). */
const partsOf = (bucket: CountBucket): { day: string; records: [CounterRecord, string[]][] } => {
  const [day, status, workflowId, eventId, apart] = bucket.split('#');
  const byStatus = counterOf(Number(status));
  if (workflowId === undefined) return { day, records: [['statuses', [byStatus]]] };
  const groups = [workflowCounterOf(Number(workflowId)), eventCounterOf(Number(eventId))];
  return { day, records: apart ? [['statuses', [byStatus]], ['groups', groups]] : [['statuses', [byStatus, ...groups]]] };
};

/** Changes to counter records: the record's key, and counter attribute -> delta. */
type RecordDeltas = Map<string, { key: Record<string, string>; deltas: Map<string, number> }>;

/** Adds `delta` to every counter a bucket names, record by record. */
function addBucket(into: RecordDeltas, bucket: CountBucket | null, delta: number): void {
  if (!bucket) return;
  const { day, records } = partsOf(bucket);
  for (const [record, counters] of records) {
    const entry = into.get(`${record}#${day}`) ?? into.set(`${record}#${day}`, { key: recordKey(record, day), deltas: new Map() }).get(`${record}#${day}`)!;
    for (const counter of counters) entry.deltas.set(counter, (entry.deltas.get(counter) ?? 0) + delta);
  }
}

/**
 * A move's changes, per counter record, only those that change: a move within a day changes its
 * status, not its workflow's or event's count, so the groups record is neither written nor forgotten.
 */
function deltasOf(move: { from: CountBucket | null; to: CountBucket | null }): RecordDeltas {
  const records: RecordDeltas = new Map();
  addBucket(records, move.from, -1);
  addBucket(records, move.to, 1);
  for (const [name, { deltas }] of records) {
    for (const [counter, delta] of deltas) if (delta === 0) deltas.delete(counter);
    if (!deltas.size) records.delete(name);
  }
  return records;
}

/** What moving an item from one bucket to another adds to each counter record it changes (none when the buckets are the same). */
export function countDeltas(from: CountBucket | null, to: CountBucket | null): { key: Record<string, string>; deltas: Record<string, number> }[] {
  return [...deltasOf({ from, to }).values()].map(({ key, deltas }) => ({ key, deltas: Object.fromEntries(deltas) }));
}

export type StatusCounts = Map<number, number>;

export interface DayGroups {
  counts: StatusCounts;
  workflows: Map<number, number>;
  events: Map<number, number>;
}

/** The counters of the days firstDay..lastDay (YYYY-MM-DD), by day: one Query (the tokens left out; the workflows' and events' only when asked). */
export async function dayCounts(firstDay: string, lastDay: string, options: { groups?: boolean } = {}): Promise<Map<string, DayGroups>> {
  const found = new Map<string, DayGroups>();
  const dayOfRecord = (record: Record<string, unknown>) => found.get(String(record.sk)) ?? found.set(String(record.sk), { counts: new Map(), workflows: new Map(), events: new Map() }).get(String(record.sk))!;
  const statuses = async () => {
    for await (const page of pages({ key: ITEM_DAY_COUNT.partition({}), range: { between: [ITEM_DAY_COUNT.sort({ day: firstDay }), ITEM_DAY_COUNT.sort({ day: lastDay })] }, attributes: ['sk', ...COUNTED_STATUSES.map(counterOf)] }))
      for (const record of page) {
        const day = dayOfRecord(record);
        for (const status of COUNTED_STATUSES) {
          const value = Number(record[counterOf(status)] ?? 0);
          if (value) day.counts.set(status, value);
        }
      }
  };
  const groups = async () => {
    for await (const page of pages({ key: ITEM_DAY_GROUPS.partition({}), range: { between: [ITEM_DAY_GROUPS.sort({ day: firstDay }), ITEM_DAY_GROUPS.sort({ day: lastDay })] } }))
      for (const record of page) {
        const day = dayOfRecord(record);
        for (const [name, value] of Object.entries(record)) {
          const group = GROUP_COUNTER.exec(name);
          if (group && Number(value)) (group[1] === 'w' ? day.workflows : day.events).set(Number(group[2]), Number(value));
        }
      }
  };
  await Promise.all([statuses(), options.groups ? groups() : undefined]);
  return found;
}

/** A counter by workflow (`w<id>`) or by event (`e<id>`). */
const GROUP_COUNTER = /^([we])(\d+)$/;

/**
 * The step after countEveryItem moved every item to today's format: the day status records lose
 * the counters by workflow and event they held before those had a record of their own (all zero by
 * then: each item's move took its own out). Only attributes read as zero are removed, each on that
 * condition, so a count still moving is left alone (the next run removes it). Answers how many went.
 */
export async function dropFormerGroupCounters(): Promise<number> {
  let dropped = 0;
  for await (const page of pages({ key: ITEM_DAY_COUNT.partition({}) }))
    for (const record of page) {
      const zeros = Object.keys(record).filter((name) => GROUP_COUNTER.test(name) && Number(record[name]) === 0);
      for (let i = 0; i < zeros.length; i += 50) {
        const part = zeros.slice(i, i + 50);
        const names = Object.fromEntries(part.map((name, j) => [`#c${j}`, name]));
        try {
          await db().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: ITEM_DAY_COUNT.key({ day: String(record.sk) }),
              UpdateExpression: `REMOVE ${Object.keys(names).join(', ')}`,
              ConditionExpression: Object.keys(names).map((name) => `${name} = :zero`).join(' AND '),
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: { ':zero': 0 },
            }),
          );
          dropped += part.length;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
    }
  return dropped;
}

/**
 * Adds the buckets of items written straight to the table (a benchmark's bulk load), one ADD per
 * day. Not idempotent: only for loads that are not retried.
 */
export async function addLoadedItems(buckets: (CountBucket | null)[]): Promise<void> {
  const totals: RecordDeltas = new Map();
  for (const bucket of buckets) addBucket(totals, bucket, 1);
  for (const { key, deltas } of totals.values()) {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const adds = [...deltas].map(([counter, count], i) => {
      names[`#s${i}`] = counter;
      values[`:d${i}`] = count;
      return `#s${i} :d${i}`;
    });
    await db().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: `ADD ${adds.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values }));
  }
}

/** Whether every item of the table has been counted once in today's bucket format (the backfill, item-count-recovery.ts `countEveryItem`, finished). */
export async function itemCountsBuilt(): Promise<boolean> {
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: ITEM_COUNTS_BUILT.key({}), ConsistentRead: true }));
  return Number(found.Item?.format ?? 1) >= COUNT_FORMAT;
}

export async function markItemCountsBuilt(at: number, items: number): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...ITEM_COUNTS_BUILT.key({}), at, items, format: COUNT_FORMAT } }));
}

/** One day of a window and its items by status (and, when asked, by workflow and by event). */
export interface WindowDay {
  day: string;
  /** The part of the day inside the window. */
  bounds: SendWindow;
  counts: StatusCounts;
  /** Items by workflow id and by event id (only when `windowDayCounts` was asked for the groups). */
  workflows: Map<number, number>;
  events: Map<number, number>;
}

/**
 * The days of a window, in order, each with its items by status: the counters' figures (one Query
 * for the whole window), except for a first or last day the window takes only part of, which is
 * tallied from the time index (a read of at most that day's items; the screens ask whole days).
 * `groups`: also by workflow and by event (the day records read whole, not only their statuses).
 */
export async function windowDayCounts(window: SendWindow, options: { groups?: boolean } = {}): Promise<WindowDay[]> {
  const first = civilDateAt(Math.max(0, window.start));
  const last = formatDate(civilDateAt(Math.max(0, window.end)));
  const days: (WindowDay & { whole: boolean })[] = [];
  for (let date = first, day = formatDate(date); day <= last; date = addDays(date, 1), day = formatDate(date)) {
    const [start, end] = [startOfDayOf(day, date), startOfDayOf(formatDate(addDays(date, 1)), addDays(date, 1)) - 1];
    days.push({ day, bounds: { start: Math.max(window.start, start), end: Math.min(window.end, end) }, counts: new Map(), workflows: new Map(), events: new Map(), whole: window.start <= start && window.end >= end });
  }
  if (!days.length) return days;
  const counters = await dayCounts(days[0].day, days[days.length - 1].day, options);
  await Promise.all(
    days.map(async (day) => {
      const found = day.whole ? counters.get(day.day) : await tallyDay(day.bounds);
      if (found) Object.assign(day, found);
    }),
  );
  return days.map(({ whole: _whole, ...day }) => day);
}

/** The first second of an Amsterdam day, kept per process (a fact that never changes; working it out takes the time zone's rules). */
const dayStarts = new Map<string, number>();
function startOfDayOf(day: string, date: CivilDate): number {
  let start = dayStarts.get(day);
  if (start === undefined) dayStarts.set(day, (start = startOfDay(date)));
  return start;
}

/** The sum of some statuses' counts (all of them without a list). */
export const countOf = (counts: StatusCounts, statuses?: readonly number[]) =>
  statuses ? statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0) : [...counts.values()].reduce((sum, n) => sum + n, 0);
