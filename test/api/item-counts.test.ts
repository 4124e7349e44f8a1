import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { activeEmail, attachWorkflows, createMessage, createWorkflow, eventRecord, importBatch } from '../support/test-data/index.ts';
import { getItem as getRawItem } from '../../functions/data/get-item.ts';
import { now } from '../../functions/data/clock.ts';
import { WriteConflict } from '../../functions/data/conflict.ts';
import { countEveryItem } from '../../functions/data/item-count-recovery.ts';
import { completeFormerCountMoves, formerCountMovesLeft } from '../../functions/data/migrations/complete-former-count-moves.ts';
import { createItem, deleteItem, updateItem } from '../../functions/data/item-store.ts';
import { getItem, itemsSendingBetween } from '../../functions/data/item-reads.ts';
import type { StoredItem } from '../../functions/data/event-workflow-item.ts';
import { bucketOf, dayCounts, dayOf } from '../../functions/data/item-counts.ts';
import { UnitOfWork } from '../../functions/data/unit-of-work.ts';
import { moveKeys } from '../../functions/data/item-keys.ts';
import { failNextCommand, type FaultPoint } from '../support/store-faults.ts';
import { ITEM_DAY_COUNT, ITEM_DAY_GROUPS } from '../../functions/data/stored-types.ts';
import { addDays, civilDateAt, endOfDay, formatDate, startOfDay } from '../../shared/amsterdam-time.ts';
import { ITEM_STATUS, STATUS_COUNTS } from '../../shared/event-message-workflows.ts';
import { STATUS } from '../../shared/status.ts';
import { storeCallsOf } from '../support/store-calls.ts';

/**
 * The dashboard's counts come from per-day counters (data/item-counts.ts), moved only by the write
 * that changed an item (data/item-store.ts, writeItem). After any mix of transitions, concurrent
 * ones and writers that died between their writes, the counters must say exactly what the items
 * say: per day and status, and through the API for a range.
 */
let api: TestApi;
const DAY = 86_400;
const FIRST_DAY = civilDateAt(Math.floor(Date.now() / 1000) + 700 * DAY);
const LAST_DAY = addDays(FIRST_DAY, 60);
const RANGE = { start: startOfDay(FIRST_DAY), end: endOfDay(LAST_DAY) };
const EVENTS = [8_900_001, 8_900_002, 8_900_003];
let workflows: number[] = [];
let nextItemId = 71_000_000;

beforeAll(async () => {
  api = await startTestApi();
  const world = await messagingWorld(api.admin, api.staff);
  const message = await createMessage(api.staff, activeEmail(world));
  for (let i = 0; i < 4; i++) workflows.push((await createWorkflow(api.staff, { name: `Counted ${i}`, status: STATUS.active, messageId: message.id })).id);
  // deadline 1 twenty days into the range: "two days before, at 09:00" sends on day 18
  await importBatch(api.admin, EVENTS.map((id) => eventRecord(id, { deadlines: { '1': RANGE.start + 20 * DAY + 12 * 3600 } })));
}, 60_000);
afterAll(() => api.stop());

/** The items of the range by day and status (`<status>`), workflow (`w<id>`) and event (`e<id>`), as the items say. */
async function itemsSay(): Promise<Record<string, Record<string, number>>> {
  const said: Record<string, Record<string, number>> = {};
  for (const item of await itemsSendingBetween(RANGE.start, RANGE.end)) {
    const day = (said[dayOf(item.scheduledTime!)] ??= {});
    for (const counter of [String(item.status), `w${item.messageWorkflowId}`, `e${item.eventId}`]) day[counter] = (day[counter] ?? 0) + 1;
  }
  return said;
}

async function countersSay(): Promise<Record<string, Record<string, number>>> {
  const said: Record<string, Record<string, number>> = {};
  for (const [day, { counts, workflows, events }] of await dayCounts(formatDate(FIRST_DAY), formatDate(LAST_DAY), { groups: true })) {
    const nonZero = [...[...counts].map(([status, n]) => [String(status), n] as const), ...[...workflows].map(([id, n]) => [`w${id}`, n] as const), ...[...events].map(([id, n]) => [`e${id}`, n] as const)].filter(
      ([, n]) => n !== 0,
    );
    if (nonZero.length) said[day] = Object.fromEntries(nonZero);
  }
  return said;
}

/** The counters agree with the items, day by day, and the API's counts with both. */
async function expectCountsTrue(label: string) {
  const items = await itemsSay();
  expect(await countersSay(), label).toEqual(items);
  const answer = await api.staff.get(`/v1/event-message-workflow-composites/count-of-each-status?filter[dateRange.start]=${RANGE.start}&filter[dateRange.end]=${RANGE.end}`);
  const total = (status: number) => Object.values(items).reduce((sum, day) => sum + (day[status] ?? 0), 0);
  expect(answer.body.data, label).toEqual(Object.fromEntries(STATUS_COUNTS.map(({ status, key }) => [key, total(status)])));
}

const newItem = (overrides: Partial<StoredItem> = {}): StoredItem => ({
  id: nextItemId++,
  eventId: EVENTS[2],
  messageWorkflowId: workflows[3],
  status: ITEM_STATUS.active,
  note: null,
  trigger: { triggerType: 'scheduled', triggerData: {} } as unknown as StoredItem['trigger'],
  scheduledTime: RANGE.start + 5 * DAY + 3600,
  createdAt: now(),
  updatedAt: now(),
  createdBy: 1,
  updatedBy: 1,
  version: 1,
  ...overrides,
});
const fresh = async (item: { eventId: number; id: number }) => (await getItem(item.eventId, item.id))!;

describe('the counters follow every transition', () => {
  it('through the API and the sending steps: attach, switch, re-plan, send, fail, reactivate, delete', async () => {
    const attached = await attachWorkflows(api.staff, [
      { eventId: EVENTS[0], messageWorkflowId: workflows[0] },
      { eventId: EVENTS[0], messageWorkflowId: workflows[1] },
      { eventId: EVENTS[1], messageWorkflowId: workflows[0] },
      { eventId: EVENTS[1], messageWorkflowId: workflows[1], status: ITEM_STATUS.inactive },
    ]);
    expect(attached).toHaveLength(4);
    await expectCountsTrue('attached');

    expect((await api.admin.patch('/v1/event-message-workflows', { attributes: { status: 0 }, eventIds: [EVENTS[0]] })).status).toBe(200);
    await expectCountsTrue('switched off');
    const switchedOn = await api.staff.post('/v1/event-message-workflows', { eventMessageWorkflows: [{ eventId: EVENTS[0], id: attached[0].id, status: 1 }] });
    expect(switchedOn.status, JSON.stringify(switchedOn.body)).toBe(200);
    await expectCountsTrue('switched on again');

    // the event's deadline moves ten days later: its items move to another day
    await importBatch(api.admin, [eventRecord(EVENTS[1], { deadlines: { '1': RANGE.start + 30 * DAY + 12 * 3600 } })]);
    const moved = await fresh(attached[2]);
    expect(dayOf(moved.scheduledTime!)).not.toBe(dayOf(attached[2].scheduledTime));
    await expectCountsTrue('re-planned');

    // sent: processing, then completed; another fails and is reactivated
    const processing = await updateItem(moved, { status: ITEM_STATUS.processing });
    await expectCountsTrue('processing');
    await updateItem(processing, { status: ITEM_STATUS.completed });
    const failed = await updateItem(await fresh(attached[0]), { status: ITEM_STATUS.error, note: 'It failed.' });
    await expectCountsTrue('completed and failed');
    const reactivated = await api.admin.put('/v1/event-message-workflows/by-ids', { ids: [failed.id] });
    expect(reactivated.status, JSON.stringify(reactivated.body)).toBe(200);
    await expectCountsTrue('reactivated');

    // an item that cannot be planned any more leaves the counters; planned again, it is back
    const unplanned = await updateItem(await fresh(attached[1]), { scheduledTime: null, status: ITEM_STATUS.error });
    await expectCountsTrue('without a send time');
    await updateItem(unplanned, { scheduledTime: RANGE.start + 40 * DAY, status: ITEM_STATUS.active });
    await expectCountsTrue('with a send time again');

    expect((await api.admin.delete('/v1/event-message-workflows/by-ids', { ids: [attached[0].id] })).status).toBe(200);
    await expectCountsTrue('deleted one');
    expect((await api.admin.delete('/v1/event-message-workflows', { eventIds: [EVENTS[0], EVENTS[1]] })).status).toBe(200);
    await expectCountsTrue('deleted the events');
    expect(await formerCountMovesLeft()).toBe(0);
  }, 60_000);

  it('a change of status within its day writes the day status record only: the counts by workflow and event stay as they are', async () => {
    const item = await createItem(newItem());
    const { calls } = await storeCallsOf(() => updateItem(item, { status: ITEM_STATUS.inactive }));
    expect(calls.of([ITEM_DAY_GROUPS]).map((call) => call.command)).toEqual([]);
    expect(calls.of([ITEM_DAY_COUNT]).map((call) => call.command)).toEqual(['TransactWriteItems']);
    await expectCountsTrue('a status changed within its day');
  });

  it('side by side: many items of one day at once, and one item written by several at once', async () => {
    const many = await Promise.all(Array.from({ length: 40 }, (_, i) => createItem(newItem({ status: i % 2 ? ITEM_STATUS.active : ITEM_STATUS.inactive }))));
    await expectCountsTrue('created side by side');
    await Promise.all(many.map((item, i) => updateItem(item, { status: [ITEM_STATUS.processing, ITEM_STATUS.error, ITEM_STATUS.outOfDate][i % 3], scheduledTime: item.scheduledTime! + (i % 4) * DAY })));
    await expectCountsTrue('moved side by side');

    // ten writers read the same version: one wins, the others are refused, and only the winner counts
    const contested = await fresh(many[0]);
    const outcomes = await Promise.allSettled(
      [ITEM_STATUS.completed, ITEM_STATUS.error, ITEM_STATUS.inactive, ITEM_STATUS.active, ITEM_STATUS.outOfDate].flatMap((status, i) => [
        updateItem(contested, { status }),
        updateItem(contested, { status, scheduledTime: contested.scheduledTime! + (i + 1) * DAY }),
      ]),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(WriteConflict);
    await expectCountsTrue('contested');

    // writes and deletes of the same items at once
    const current = await Promise.all(many.slice(1, 21).map(fresh));
    await Promise.allSettled(current.flatMap((item) => [deleteItem(item), updateItem(item, { status: ITEM_STATUS.completed })]));
    await expectCountsTrue('deleted and changed at once');
    await Promise.all((await Promise.all(many.slice(1).map((item) => getItem(item.eventId, item.id)))).filter((item) => item !== undefined).map((item) => deleteItem(item!)));
    await expectCountsTrue('the rest deleted');
    expect(await formerCountMovesLeft()).toBe(0);
  }, 60_000);
});

/** Whether a write command is the unit of work of an item's write (it names the item's partition). */
const writesItem = (command: string, input: Record<string, unknown>) => ['TransactWriteItems', 'UpdateItem', 'PutItem', 'DeleteItem'].includes(command) && JSON.stringify(input).includes('"pk":"emw#');

describe('a write cut off as a crash would cut it (a fault in the store client)', () => {
  it.each<FaultPoint>(['before', 'after'])('%s the store commits it: the item and the counters move together or not at all', async (point) => {
    const item = await createItem(newItem({ eventId: EVENTS[2] }));
    await expectCountsTrue('before');
    const fault = failNextCommand(point, writesItem);
    await expect(updateItem(item, { status: ITEM_STATUS.completed, scheduledTime: item.scheduledTime! + 2 * DAY })).rejects.toThrow('the process stopped');
    fault.stop();
    const current = await fresh(item);
    expect(current.status).toBe(point === 'before' ? ITEM_STATUS.active : ITEM_STATUS.completed);
    await expectCountsTrue(`cut off ${point} the commit`);
    // the caller retries with what it reads now
    await updateItem(current, { status: ITEM_STATUS.inactive });
    await expectCountsTrue('retried');
    const deleting = failNextCommand(point, writesItem);
    await expect(deleteItem(await fresh(item))).rejects.toThrow('the process stopped');
    deleting.stop();
    expect(await getItem(item.eventId, item.id)).toEqual(point === 'before' ? expect.objectContaining({ id: item.id }) : undefined);
    await expectCountsTrue(`a delete cut off ${point} the commit`);
    if (point === 'before') await deleteItem(await fresh(item));
    await expectCountsTrue('deleted');
  }, 30_000);

  it('a count move the former ordered steps left on an item is completed by the start-up recovery, once', async () => {
    const item = await createItem(newItem());
    const raw = (await getRawItem({ pk: `emw#${item.eventId}`, sk: String(item.id).padStart(12, '0') }, { consistent: true }))!;
    const moved = { ...item, status: ITEM_STATUS.error, version: item.version + 1 };
    const to = bucketOf(moved);
    // as step 1 of the former steps left it: the item written, counted in its new bucket, the move on it, no ADD made
    const move = { token: 'former-1', from: raw.counted as string, to, at: now() - 600 };
    await new UnitOfWork().put({ ...raw, status: moved.status, version: moved.version, counted: to, countMove: move, ...moveKeys(move, item.id) }).commit();
    expect(await formerCountMovesLeft()).toBe(1);
    expect(await completeFormerCountMoves()).toBe(1);
    expect(await completeFormerCountMoves()).toBe(0);
    await expectCountsTrue('recovered');
    await deleteItem(await fresh(item));
    await expectCountsTrue('deleted');
  });
});

describe('the backfill', () => {
  it('counts items that were never counted, once, beside writes', async () => {
    // items loaded raw (no counters), as a table from before the counters holds them
    const { putMany } = await import('../../functions/data/batch-write.ts');
    const { toStoreItems } = await import('../../functions/data/item-keys.ts');
    const raw = Array.from({ length: 30 }, (_, i) => newItem({ status: [ITEM_STATUS.active, ITEM_STATUS.completed, ITEM_STATUS.error][i % 3], scheduledTime: RANGE.start + (i % 9) * DAY }));
    const uncounted = raw.map((item) => Object.fromEntries(Object.entries(toStoreItems(item)[0]).filter(([name]) => name !== 'counted' && !name.startsWith('gsi1'))));
    await putMany(uncounted);
    expect(await countersSay()).not.toEqual(await itemsSay());
    const [first] = await Promise.all([countEveryItem(), updateItem(await fresh(raw[0]), { status: ITEM_STATUS.inactive }), countEveryItem()]);
    expect(first.items).toBeGreaterThanOrEqual(30);
    await expectCountsTrue('backfilled');
    expect((await countEveryItem()).counted).toBe(0);
    // and the status index has them: a page of completed rows finds them
    const page = await api.staff.get(`/v1/event-message-workflow-composites?filter[status]=5&page[size]=100&filter[dateRange.start]=${RANGE.start}&filter[dateRange.end]=${RANGE.end}`);
    expect(page.body.data.items.filter((row: { id: number }) => raw.some((item) => item.id === row.id))).toHaveLength(10);
    for (const item of raw) await deleteItem(await fresh(item));
    await expectCountsTrue('deleted');
  });

  it('counts by workflow and by event the items counted before those were (buckets of the older format), once, beside writes', async () => {
    // items as a store from before the counters by workflow and event holds them: counted by day and status only, without the workflow index keys
    const { putMany } = await import('../../functions/data/batch-write.ts');
    const { toStoreItems } = await import('../../functions/data/item-keys.ts');
    const { addLoadedItems } = await import('../../functions/data/item-counts.ts');
    const raw = Array.from({ length: 24 }, (_, i) => newItem({ status: [ITEM_STATUS.active, ITEM_STATUS.inactive][i % 2], scheduledTime: RANGE.start + (i % 7) * DAY + 3600 }));
    const olderBucket = (item: StoredItem) => `${dayOf(item.scheduledTime!)}#${item.status}`;
    const older = raw.map((item) => ({ ...Object.fromEntries(Object.entries(toStoreItems(item)[0]).filter(([name]) => !name.startsWith('gsi3'))), counted: olderBucket(item) }));
    await putMany(older);
    await addLoadedItems(raw.map(olderBucket));
    expect(await countersSay()).not.toEqual(await itemsSay());
    await Promise.all([countEveryItem(), updateItem(await fresh(raw[1]), { status: ITEM_STATUS.active }), countEveryItem()]);
    await expectCountsTrue('counted by workflow and event');
    expect((await countEveryItem()).counted).toBe(0);
    for (const item of raw) await deleteItem(await fresh(item));
    await expectCountsTrue('deleted');
  });

  it('moves the counts by workflow and event out of the day status records (the format before), once, beside writes', async () => {
    // items as a store of the former format holds them: counted by workflow and event in the status record itself
    const { putMany } = await import('../../functions/data/batch-write.ts');
    const { toStoreItems } = await import('../../functions/data/item-keys.ts');
    const { addLoadedItems } = await import('../../functions/data/item-counts.ts');
    const raw = Array.from({ length: 20 }, (_, i) => newItem({ status: [ITEM_STATUS.active, ITEM_STATUS.error][i % 2], scheduledTime: RANGE.start + (i % 4) * DAY + 3600 }));
    const formerBucket = (item: StoredItem) => `${dayOf(item.scheduledTime!)}#${item.status}#${item.messageWorkflowId}#${item.eventId}`;
    await putMany(raw.map((item) => ({ ...toStoreItems(item)[0], counted: formerBucket(item) })));
    await addLoadedItems(raw.map(formerBucket));
    expect(await countersSay()).not.toEqual(await itemsSay());
    await Promise.all([countEveryItem(), updateItem(await fresh(raw[3]), { status: ITEM_STATUS.active }), countEveryItem()]);
    await expectCountsTrue('moved to their own records');
    expect((await countEveryItem()).counted).toBe(0);
    // the status records of those days hold statuses (and move tokens) only
    const days = [...new Set(raw.map((item) => dayOf(item.scheduledTime!)))];
    for (const day of days) {
      const record = (await getRawItem(ITEM_DAY_COUNT.key({ day }), { consistent: true }))!;
      expect(Object.keys(record).filter((name) => /^[we]\d+$/.test(name)), day).toEqual([]);
    }
    for (const item of raw) await deleteItem(await fresh(item));
    await expectCountsTrue('deleted');
  });

  it('gives the items of a store from before the update index its keys, once, so a page by updated at finds them', async () => {
    const { putMany } = await import('../../functions/data/batch-write.ts');
    const { toStoreItems } = await import('../../functions/data/item-keys.ts');
    const { addLoadedItems, bucketOf } = await import('../../functions/data/item-counts.ts');
    // the newest changes of the range, so that they lead a page sorted by updated at (newest first)
    const raw = Array.from({ length: 12 }, (_, i) => newItem({ scheduledTime: RANGE.start + (i % 5) * DAY + 7200, updatedAt: now() + 1000 + i }));
    await putMany(raw.map((item) => Object.fromEntries(Object.entries(toStoreItems(item)[0]).filter(([name]) => !name.startsWith('gsi5')))));
    await addLoadedItems(raw.map((item) => bucketOf(item)!));
    const newest = async () =>
      (await api.staff.get(`/v1/event-message-workflow-composites?sort=-updatedAt&page[size]=20&filter[dateRange.start]=${RANGE.start}&filter[dateRange.end]=${RANGE.end}`)).body.data.items.slice(0, 12).map((row: { id: number }) => row.id);
    expect(await newest()).not.toEqual(raw.map((item) => item.id).reverse());
    expect((await countEveryItem()).counted).toBe(12);
    expect(await newest()).toEqual(raw.map((item) => item.id).reverse());
    expect((await countEveryItem()).counted).toBe(0);
    for (const item of raw) await deleteItem(await fresh(item));
    await expectCountsTrue('deleted');
  });
});
