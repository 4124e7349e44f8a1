import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './conflict.ts';
import { query } from './query.ts';
import { ITEM_COUNTS_BUILT, ITEM_DAY_COUNT } from './stored-types.ts';
import { tallyDay, type SendWindow } from './item-send-index.ts';
import { addDays, civilDateAt, formatDate, startOfDay, type CivilDate } from '../../shared/amsterdam-time.ts';
import { STATUS } from '../../shared/status.ts';

/**
 * The dashboard's counts: per Amsterdam calendar day, how many event message workflow items send
 * that day in each status (ITEM_DAY_COUNT in stored-types.ts: one record per day, one attribute per
 * status, moved by atomic ADD). A range's counts are one Query of its days, whatever the number of
 * items (docs/decisions/030-dashboard-cost-follows-the-page.md).
 *
 * An item records on itself where the counters hold it (`counted`: its bucket, the day and the
 * status). Every write of an item that moves it to another bucket, or into or out of the counters,
 * is a count move from the old bucket to the new one, applied in ordered steps by item-store.ts:
 *   1. the item's own conditional write sets its new fields, `counted` and the move (`countMove`);
 *   2. `applyMove` adds -1 and +1 to the days' counters; each counter record takes the move's token in
 *      the same write, on condition that it does not hold it yet, so a move applied twice counts once;
 *   3. the item's move is cleared (conditional on its token);
 *   4. `forgetMove` takes the token off the counter records again.
 * A process that dies after step 1 leaves the move on the item, where the recovery finds it and
 * repeats steps 2 and 3 (item-count-recovery.ts, `completeCountMoves`).
 */
/**
 * Where the counters hold an item: `<YYYY-MM-DD>#<status>#<workflowId>#<eventId>`, the Amsterdam
 * calendar day it sends, its status, its workflow and its event (the last two never change; they are
 * in the bucket so that a day's record also counts its items by workflow and by event, for the
 * dashboard's plans by name, composite-group-plans.ts). A bucket written before those were counted is
 * `<day>#<status>`: a move from it adds only the workflow and event (countEveryItem moves them all).
 */
export type CountBucket = string;

export interface CountMove {
  /** Unique per move; what the counter records remember it by while it is applied. */
  token: string;
  from: CountBucket | null;
  to: CountBucket | null;
  /** When the move was written on the item (unix seconds). */
  at: number;
  /** A recovery that took the move over from a writer that did not finish it, and when. */
  takenBy?: string;
  takenAt?: number;
}

/** Every status an item can hold is a counter attribute of a day's record: `n<status>`. */
const COUNTED_STATUSES = [...new Set(Object.values(STATUS))];
export const counterOf = (status: number) => `n${status}`;
/** A day's items of one workflow (`w<workflowId>`) and of one event (`e<eventId>`). */
export const workflowCounterOf = (workflowId: number) => `w${workflowId}`;
export const eventCounterOf = (eventId: number) => `e${eventId}`;
/**
 * What the bucket format is: the counters' marker (`emw-count/built`) names it, so that a store
 * counted in an older one is counted again. 3: every item also carries the update index's keys
 * (gsi5), which the same pass gives the items that lack them.
 */
export const COUNT_FORMAT = 3;

export const dayOf = (unix: number): string => formatDate(civilDateAt(unix));

/** Where the counters hold an item; none without a send time (the dashboard does not show it). */
export function bucketOf(item: { scheduledTime?: number | null; status: number; messageWorkflowId: number; eventId: number }): CountBucket | null {
  return item.scheduledTime === null || item.scheduledTime === undefined ? null : `${dayOf(item.scheduledTime)}#${item.status}#${item.messageWorkflowId}#${item.eventId}`;
}

/** A bucket's day and its counter attributes (one per status, workflow and event it names). */
const partsOf = (bucket: CountBucket) => {
  const [day, status, workflowId, eventId] = bucket.split('#');
  const counters = [counterOf(Number(status))];
  if (workflowId !== undefined) counters.push(workflowCounterOf(Number(workflowId)), eventCounterOf(Number(eventId)));
  return { day, counters };
};

export const moveToken = (at: number) => `${at}-${randomBytes(6).toString('base64url')}`;

/** The move from one bucket to another, none when they are the same. */
export function newMove(from: CountBucket | null | undefined, to: CountBucket | null | undefined, at: number): CountMove | undefined {
  return (from ?? null) === (to ?? null) ? undefined : { token: moveToken(at), from: from ?? null, to: to ?? null, at };
}

/** A move's changes per day: counter attribute -> delta. */
function deltasOf(move: Pick<CountMove, 'from' | 'to'>): Map<string, Map<string, number>> {
  const days = new Map<string, Map<string, number>>();
  const add = (bucket: CountBucket | null, delta: number) => {
    if (!bucket) return;
    const { day, counters } = partsOf(bucket);
    const deltas = days.get(day) ?? new Map<string, number>();
    for (const counter of counters) deltas.set(counter, (deltas.get(counter) ?? 0) + delta);
    days.set(day, deltas);
  };
  add(move.from, -1);
  add(move.to, 1);
  return days;
}

/**
 * Step 2: the move's ADDs, each counter record once. A record that already holds the token took
 * this move before (a retry, or a recovery of a move its writer had applied): the write is refused
 * and nothing counts twice. Two days are two writes; between them the total is off by one.
 */
export async function applyMove(move: Pick<CountMove, 'token' | 'from' | 'to'>): Promise<void> {
  await Promise.all(
    [...deltasOf(move)].map(async ([day, deltas]) => {
      const names: Record<string, string> = { '#moves': 'moves' };
      const values: Record<string, unknown> = { ':token': move.token, ':tokens': new Set([move.token]) };
      const adds = [...deltas].filter(([, delta]) => delta !== 0).map(([counter, delta], i) => {
        names[`#s${i}`] = counter;
        values[`:d${i}`] = delta;
        return `#s${i} :d${i}`;
      });
      if (!adds.length) return;
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: ITEM_DAY_COUNT.key({ day }),
            UpdateExpression: `ADD ${adds.join(', ')}, #moves :tokens`,
            ConditionExpression: 'NOT contains(#moves, :token)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error; // applied before
      }
    }),
  );
}

/**
 * Step 4: the counter records forget the token. Only the writer that cleared its own move does
 * this; a recovery leaves the token (a writer it overtook could still try its ADD), so a record
 * keeps one token per move a recovery completed: a few bytes per crash.
 */
export async function forgetMove(move: Pick<CountMove, 'token' | 'from' | 'to'>): Promise<void> {
  await Promise.all(
    [...deltasOf(move).keys()].map((day) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: ITEM_DAY_COUNT.key({ day }),
          UpdateExpression: 'DELETE #moves :tokens',
          ExpressionAttributeNames: { '#moves': 'moves' },
          ExpressionAttributeValues: { ':tokens': new Set([move.token]) },
        }),
      ),
    ),
  );
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
  const attributes = options.groups ? undefined : ['sk', ...COUNTED_STATUSES.map(counterOf)];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await query({ key: ITEM_DAY_COUNT.partition({}), range: { between: [ITEM_DAY_COUNT.sort({ day: firstDay }), ITEM_DAY_COUNT.sort({ day: lastDay })] }, attributes, cursor });
    for (const record of page.items) {
      const day: DayGroups = { counts: new Map(), workflows: new Map(), events: new Map() };
      for (const status of COUNTED_STATUSES) {
        const value = Number(record[counterOf(status)] ?? 0);
        if (value) day.counts.set(status, value);
      }
      if (options.groups)
        for (const [name, value] of Object.entries(record)) {
          const group = /^([we])(\d+)$/.exec(name);
          if (group && Number(value)) (group[1] === 'w' ? day.workflows : day.events).set(Number(group[2]), Number(value));
        }
      found.set(String(record.sk), day);
    }
    cursor = page.cursor;
  } while (cursor);
  return found;
}

/**
 * Adds the buckets of items written straight to the table (a benchmark's bulk load), one ADD per
 * day. Not idempotent: only for loads that are not retried.
 */
export async function addLoadedItems(buckets: (CountBucket | null)[]): Promise<void> {
  const totals = new Map<string, Map<string, number>>();
  for (const { day, counters } of buckets.filter((bucket) => bucket !== null).map(partsOf)) {
    const deltas = totals.get(day) ?? new Map<string, number>();
    for (const counter of counters) deltas.set(counter, (deltas.get(counter) ?? 0) + 1);
    totals.set(day, deltas);
  }
  for (const [day, deltas] of totals) {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const adds = [...deltas].map(([counter, count], i) => {
      names[`#s${i}`] = counter;
      values[`:d${i}`] = count;
      return `#s${i} :d${i}`;
    });
    await db().send(new UpdateCommand({ TableName: tableName(), Key: ITEM_DAY_COUNT.key({ day }), UpdateExpression: `ADD ${adds.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values }));
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

/** How many move tokens the counter records of these days still hold (moves a recovery completed, or whose writer died before forgetting them). */
export async function movesRemembered(firstDay: string, lastDay: string): Promise<number> {
  let remembered = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await query({ key: ITEM_DAY_COUNT.partition({}), range: { between: [ITEM_DAY_COUNT.sort({ day: firstDay }), ITEM_DAY_COUNT.sort({ day: lastDay })] }, attributes: ['moves'], cursor });
    for (const record of page.items) remembered += record.moves instanceof Set ? record.moves.size : 0;
    cursor = page.cursor;
  } while (cursor);
  return remembered;
}
