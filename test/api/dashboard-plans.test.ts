import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { countStoreCalls, type StoreCalls } from '../support/store-calls.ts';
import { activeEmail, attachWorkflows, createMessage, createWorkflow, eventRecord, importBatch, scheduledTrigger } from '../support/test-data/index.ts';
import { createItem, deleteItem, updateItem } from '../../functions/data/item-store.ts';
import { getItem, itemsSendingBetween } from '../../functions/data/item-reads.ts';
import type { StoredItem } from '../../functions/data/event-workflow-item.ts';
import { WriteConflict } from '../../functions/data/conflict.ts';
import { applyListQuery, readListQuery } from '../../functions/kit/list-engine.ts';
import { COMPOSITE_LIST, composites } from '../../functions/resources/event-message-workflows/composite-rows.ts';
import { planOf, readComposites } from '../../functions/resources/event-message-workflows/composite-plans.ts';
import { ITEM, ITEM_DAY_COUNT, ITEM_DAY_GROUPS } from '../../functions/data/stored-types.ts';
import { monthsBetween } from '../../functions/data/item-send-index.ts';
import { addDays, civilDateAt, endOfDay, startOfDay } from '../../shared/amsterdam-time.ts';
import { ITEM_STATUS } from '../../shared/event-message-workflows.ts';
import { STATUS } from '../../shared/status.ts';

/**
 * The dashboard reads a page by the cheapest plan that answers it (composite-plans.ts,
 * docs/decisions/030-dashboard-cost-follows-the-page.md). Whatever the plan, the answer must be
 * the one the list engine gives over the whole window, as the dashboard answered before: here
 * for a few hundred items with ties in send time, every status, events and workflows without a
 * record behind them, compared page by page, sort by sort, filter by filter.
 */
let api: TestApi;
const DAY = 86_400;
const ITEMS = 360;
const STATUSES = [ITEM_STATUS.inactive, ITEM_STATUS.active, ITEM_STATUS.active, ITEM_STATUS.processing, ITEM_STATUS.completed, ITEM_STATUS.error, ITEM_STATUS.outOfDate];
/** Forty Amsterdam days, far ahead so nothing else sends in them. */
const FIRST_DAY = civilDateAt(Math.floor(Date.now() / 1000) + 500 * DAY);
const LAST_DAY = addDays(FIRST_DAY, 39);
const WHOLE = { start: startOfDay(FIRST_DAY), end: endOfDay(LAST_DAY) };
const EVENTS = [8_800_001, 8_800_002, 8_800_003, 8_800_004];
/** Events the directory and the event list do not know (rows say "Event #<id>"). */
const UNKNOWN_EVENTS = [8_800_091, 8_800_092];
let workflowIds: number[] = [];
const items: StoredItem[] = [];

beforeAll(async () => {
  api = await startTestApi();
  const world = await messagingWorld(api.admin, api.staff);
  const service = await createMessage(api.staff, { ...activeEmail(world), name: 'Service note' });
  const workflows = [
    await createWorkflow(api.staff, { name: 'Alpha reminder', status: STATUS.active, messageId: service.id }),
    // a draft without a message: its rows have no message type (sorted last either way)
    await createWorkflow(api.staff, { name: 'beta Reminder' }),
    await createWorkflow(api.staff, { name: 'Gamma invitation', status: STATUS.active, messageId: service.id, triggerPrototype: scheduledTrigger({ interval: 3 }) }),
  ];
  // one workflow id with nothing behind it (its rows say "Workflow #<id>", no message type)
  workflowIds = [...workflows.map((w) => w.id), 990_001];
  const deadline = WHOLE.start + 20 * DAY;
  await importBatch(
    api.admin,
    EVENTS.map((id, i) => eventRecord(id, { name: ['Supply Summit', 'Data Forum', 'supply days', 'Retail Summit'][i], countryName: ['Netherlands', 'Germany', 'Belgium', 'France'][i], deadlines: { '1': deadline } })),
  );
  // attached through the API: the events get their summaries (names and countries on the rows)
  await attachWorkflows(api.staff, EVENTS.map((eventId) => ({ eventId, messageWorkflowId: workflows[0].id })));
  const at = Math.floor(Date.now() / 1000);
  for (let i = 0; i < ITEMS; i++) {
    // whole hours, so that several items share a send time; some on the first and last second of a day
    const offset = i % 17 === 0 ? (i % 34 === 0 ? 0 : DAY - 1) : ((i * 7919) % (40 * 24)) * 3600;
    const day = (i * 13) % 40;
    const item: StoredItem = {
      id: 70_000_000 + ((i * 37) % ITEMS),
      eventId: [...EVENTS, ...UNKNOWN_EVENTS][i % 6],
      messageWorkflowId: workflowIds[(i * 5) % 4],
      status: STATUSES[(i * 3) % STATUSES.length],
      note: null,
      trigger: workflows[0].triggerPrototype as StoredItem['trigger'],
      scheduledTime: i % 17 === 0 ? startOfDay(addDays(FIRST_DAY, day)) + offset : WHOLE.start + (offset % (40 * DAY)),
      createdAt: at,
      updatedAt: at - (i % 9) * 60,
      createdBy: 1,
      updatedBy: 1,
      version: 1,
    };
    items.push(await createItem(item));
  }
}, 120_000);
afterAll(() => api.stop());

const window = (range: { start: number; end: number }) => `filter[sendDate:from]=${range.start}&filter[sendDate:to]=${range.end}`;
/**
 * The window's rows, joined, read once per range while the items stay as they are (a test that
 * writes items forgets them: `forgetWindows`).
 */
const windows = new Map<string, ReturnType<typeof composites>>();
const forgetWindows = () => windows.clear();
async function windowRows(range: { start: number; end: number }) {
  const key = `${range.start}-${range.end}`;
  if (!windows.has(key)) windows.set(key, itemsSendingBetween(range.start, range.end).then(composites));
  return windows.get(key)!;
}
beforeEach(forgetWindows);

/** What the list engine answers over every item of the window, joined: the dashboard's answer before it read by plans. */
async function wholeEvaluation(params: string, range: { start: number; end: number }) {
  const query = readListQuery(new URLSearchParams(params), COMPOSITE_LIST);
  return JSON.parse(JSON.stringify(applyListQuery(await windowRows(range), query, COMPOSITE_LIST)));
}

async function compare(params: string, range: { start: number; end: number }) {
  const path = `/v1/event-message-workflow-composites?${params}&${window(range)}`;
  const answer = await api.staff.get(path);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  const expected = await wholeEvaluation(params, range);
  expect(answer.body.data.total, path).toBe(expected.total);
  expect(answer.body.data.items.map((row: { id: number }) => row.id), path).toEqual(expected.items.map((row: { id: number }) => row.id));
  expect(answer.body.data.items, path).toEqual(expected.items);
  return expected.total as number;
}

const RANGES = {
  'whole days': WHOLE,
  // starts and ends inside a day: the counters hold those days whole, so they are tallied
  'parts of days': { start: WHOLE.start + 3 * DAY + 7 * 3600, end: WHOLE.start + 33 * DAY + 15 * 3600 },
  'part of one day': { start: WHOLE.start + 5 * DAY + 3 * 3600, end: WHOLE.start + 5 * DAY + 20 * 3600 },
};
const FILTERS = [
  '',
  'filter[status]=1',
  'filter[status]=error',
  'filter[status:in]=0,6,7',
  'filter[status]=2',
  'filter[status]=1&filter[status:in]=1,4',
  `filter[eventId]=${EVENTS[1]}`,
  `filter[eventId:in]=${EVENTS[0]},${UNKNOWN_EVENTS[0]}`,
  'filter[eventName:like]=summit',
  'filter[workflowName:like]=reminder',
  'filter[messageType]=1',
  'filter[countryName:like]=land',
  'filter[search_query]=supply',
  // words found in two records of a row (an event's name, a workflow's), an event id, none at all
  'filter[search_query]=summit%20reminder',
  `filter[search_query]=${EVENTS[1]}`,
  'filter[search_query]=GAMMA',
  'filter[search_query]=nowhere',
  'filter[search_query]=land&filter[status]=1',
  'filter[id]=70000005',
  'filter[status]=1&filter[workflowName:like]=alpha',
];
const SORTS = ['sendDate', '-sendDate', 'status', '-status', 'eventName', '-workflowName', 'countryName', 'updatedAt', '-updatedAt', '-eventId'];

describe('every plan answers what the whole window answers', () => {
  it.each(Object.entries(RANGES))('%s', async (_name, range) => {
    for (const filter of FILTERS)
      for (const sort of SORTS) {
        const base = `sort=${sort}${filter ? `&${filter}` : ''}`;
        const total = await compare(`${base}&page[size]=10&page[number]=1`, range);
        const last = Math.max(1, Math.ceil(total / 10));
        for (const number of new Set([2, 3, Math.ceil(last / 2), last, last + 1])) await compare(`${base}&page[size]=10&page[number]=${number}`, range);
      }
  }, 300_000);

  it('answers pages of every size, and the other sorts, the same way', async () => {
    for (const size of [5, 50, 100]) for (const number of [1, 2, 4]) await compare(`sort=sendDate&page[size]=${size}&page[number]=${number}`, WHOLE);
    for (const sort of ['id', '-id', 'eventId', '-eventName', 'countryName', 'messageType', '-messageType', 'workflowName', 'updatedAt', 'sendDate,id', 'status,-sendDate'])
      for (const number of [1, 3]) await compare(`sort=${sort}&page[size]=20&page[number]=${number}`, WHOLE);
    // no sort given: the default, by send date
    await compare('page[size]=20&page[number]=2', WHOLE);
  }, 120_000);
});

/** The store calls that read items or their counters, in a stable order (some go side by side). */
const callsOf = (calls: StoreCalls) =>
  calls
    .of([ITEM, ITEM_DAY_COUNT, ITEM_DAY_GROUPS])
    .map((call) => `${call.command}${call.index ? ` ${call.index}` : ''}`)
    .sort();

describe('the plans', () => {
  const plan = (params: string) => planOf(readListQuery(new URLSearchParams(params), COMPOSITE_LIST));

  it('follow the rule table of decision 030', () => {
    expect(plan('')).toBe('sendOrder');
    expect(plan('sort=-sendDate&filter[status:in]=1,6')).toBe('sendOrder');
    expect(plan('sort=status&filter[status]=1')).toBe('statusOrder');
    expect(plan('sort=-status')).toBe('statusOrder');
    expect(plan(`filter[eventId]=${EVENTS[0]}&sort=eventName&filter[workflowName:like]=a`)).toBe('byEvent');
    expect(plan('filter[id:in]=1,2,3')).toBe('byId');
    expect(plan('filter[workflowName:like]=reminder')).toBe('byWorkflow');
    expect(plan('sort=-sendDate&filter[messageType]=1&filter[workflowName:like]=a')).toBe('byWorkflow');
    expect(plan('sort=eventName')).toBe('nameOrder');
    expect(plan('sort=-messageType')).toBe('nameOrder');
    expect(plan('sort=-eventId')).toBe('nameOrder');
    expect(plan('filter[eventName:like]=summit&sort=-updatedAt')).toBe('eventsMatching');
    expect(plan('filter[countryName:like]=land&filter[workflowName:like]=a')).toBe('eventsMatching');
    expect(plan('sort=eventName&filter[status]=1')).toBe('wholeWindow');
    expect(plan('sort=updatedAt')).toBe('updatedOrder');
    expect(plan('sort=-updatedAt')).toBe('updatedOrder');
    expect(plan('sort=-updatedAt&filter[status]=1')).toBe('wholeWindow');
    expect(plan('sort=id')).toBe('wholeWindow');
    expect(plan('sort=-countryName')).toBe('wholeWindow');
    expect(plan('filter[workflowName:like]=reminder&filter[status]=1')).toBe('fewCandidates');
    expect(plan('filter[messageType]=1&sort=-countryName')).toBe('fewCandidates');
    expect(plan('filter[search_query]=supply')).toBe('fewCandidates');
    expect(plan('filter[search_query]=supply&sort=-updatedAt&filter[status]=1')).toBe('fewCandidates');
    expect(plan('sort=sendDate,id')).toBe('wholeWindow');
  });

  it('read one page in send order: the day counters, then one Query of the time index', async () => {
    const query = readListQuery(new URLSearchParams('page[size]=50&page[number]=1'), COMPOSITE_LIST);
    const calls = countStoreCalls();
    const page = await readComposites(query, WHOLE);
    calls.stop();
    expect(page.plan).toBe('sendOrder');
    expect(page.items).toHaveLength(50);
    expect(callsOf(calls)).toEqual(['Query', 'Query gsi4']);
  });

  it('start a later page within its day: the keys before it on that day only', async () => {
    const query = readListQuery(new URLSearchParams('page[size]=10&page[number]=25'), COMPOSITE_LIST);
    const calls = countStoreCalls();
    const page = await readComposites(query, WHOLE);
    calls.stop();
    expect(page.items).toHaveLength(10);
    expect(callsOf(calls)).toEqual(['Query', 'Query gsi4', 'Query gsi4']);
  });

  it('read by name without reading the window: the counters, the keys of the classes on the page, the page by key', async () => {
    for (const params of ['sort=workflowName&page[size]=10', 'sort=-eventName&page[size]=10', 'filter[workflowName:like]=alpha&page[size]=10&page[number]=3']) {
      const query = readListQuery(new URLSearchParams(params), COMPOSITE_LIST);
      const calls = countStoreCalls();
      const page = await readComposites(query, WHOLE);
      calls.stop();
      expect(page.items, params).toHaveLength(10);
      expect(callsOf(calls), params).not.toContain('Query gsi4');
      expect(callsOf(calls).filter((call) => call === 'BatchGetItem'), params).toHaveLength(1);
    }
  });

  it('search, or filter by a name beside a status, without reading the window: the counters, the keys of the events or workflows found, their items by key', async () => {
    for (const [params, rowsOk] of [
      [`filter[search_query]=${EVENTS[1]}&page[size]=10`, (row: { eventId: number }) => row.eventId === EVENTS[1]],
      ['filter[workflowName:like]=gamma&filter[status]=1&sort=-updatedAt&page[size]=10', (row: { workflowName: string; status: number }) => row.workflowName === 'Gamma invitation' && row.status === 1],
    ] as const) {
      const query = readListQuery(new URLSearchParams(params), COMPOSITE_LIST);
      const calls = countStoreCalls();
      const page = await readComposites(query, WHOLE);
      calls.stop();
      expect(page.plan, params).toBe('fewCandidates');
      expect(page.items.length, params).toBeGreaterThan(0);
      expect(page.items.every((row) => rowsOk(row as never)), params).toBe(true);
      expect(callsOf(calls), params).not.toContain('Query gsi4');
    }
  });

  it("read by updated at from the update index of the window's months, up to the page, the page then by key", async () => {
    for (const params of ['page[size]=10&sort=-updatedAt', 'page[size]=10&page[number]=3&sort=updatedAt']) {
      const query = readListQuery(new URLSearchParams(params), COMPOSITE_LIST);
      const calls = countStoreCalls();
      const page = await readComposites(query, WHOLE);
      calls.stop();
      expect(page.plan, params).toBe('updatedOrder');
      expect(page.items, params).toHaveLength(10);
      // one Query of each month the window touches (every item of those months is in the window here), of at most the rows asked (page 3: 30)
      const reads = calls.of([ITEM]).filter((call) => call.index === 'gsi5');
      expect(reads.length, params).toBe(monthsBetween(WHOLE.start, WHOLE.end).length);
      expect(callsOf(calls), params).not.toContain('Query gsi4');
      expect(callsOf(calls).filter((call) => call === 'BatchGetItem'), params).toHaveLength(1);
    }
  });

  it('read a status in send order from its own index, the page then by key', async () => {
    const query = readListQuery(new URLSearchParams('page[size]=10&filter[status]=6'), COMPOSITE_LIST);
    const calls = countStoreCalls();
    const page = await readComposites(query, WHOLE);
    calls.stop();
    expect(page.items.every((row) => row.status === ITEM_STATUS.error)).toBe(true);
    expect(callsOf(calls)).toEqual(['BatchGetItem', 'Query', 'Query gsi1']);
  });
});

/** A small seeded generator, so that a failure names the same data again. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The plans by workflow and by event order and filter by the catalogue's names as they are when they read: after renames, and after items moved, were written side by side, deleted and added. */
describe('the plans by name after renames, moves and concurrent writes', () => {
  const QUERIES = [
    ...['eventName', '-eventName', 'workflowName', '-workflowName', 'countryName', '-countryName', 'messageType', '-messageType', 'eventId', '-eventId', 'updatedAt', '-updatedAt'].map((sort) => `sort=${sort}`),
    'filter[workflowName:like]=reminder',
    'sort=-sendDate&filter[workflowName:like]=zulu',
    'filter[messageType]=1',
    'sort=-sendDate&filter[workflowName]=beta reminder',
    'filter[eventName:like]=summit&sort=workflowName',
    'filter[countryName:like]=land&sort=-sendDate',
    'filter[eventName:like]=event%20%23&sort=id',
    'filter[search_query]=zulu&sort=-updatedAt',
    'filter[search_query]=summit%20reminder',
    'filter[search_query]=workflow%20%23',
  ];
  async function compareAll() {
    forgetWindows(); // the items changed since
    for (const range of Object.values(RANGES))
      for (const params of QUERIES) {
        const total = await compare(`${params}&page[size]=5&page[number]=1`, range);
        const last = Math.max(1, Math.ceil(total / 5));
        for (const number of new Set([2, Math.ceil(last / 2), last, last + 1])) await compare(`${params}&page[size]=5&page[number]=${number}`, range);
      }
  }

  it('answer what the whole window answers', async () => {
    const random = seeded(30);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    // a workflow renamed (its rows move in the name order; no item is written), an event renamed through an import (its items re-planned: new days, new statuses)
    const workflow = (await api.staff.get(`/v1/message-workflows/${workflowIds[2]}`)).body.data;
    expect((await api.staff.put(`/v1/message-workflows/${workflow.id}`, { ...workflow, name: 'Zulu reminder', version: workflow.version })).status).toBe(200);
    await importBatch(api.admin, [eventRecord(EVENTS[2], { name: 'Alpha days', countryName: 'Belgium', deadlines: { '1': WHOLE.start + 9 * DAY } })]);
    const [renamedEvent, renamedWorkflow] = await composites([items.find((item) => item.eventId === EVENTS[2])!, items.find((item) => item.messageWorkflowId === workflowIds[2])!]);
    expect([renamedEvent.eventName, renamedEvent.countryName, renamedWorkflow.workflowName]).toEqual(['Alpha days', 'Belgium', 'Zulu reminder']);
    await compareAll();

    // items moved between days (some out of the window and back) and statuses, side by side; some items written by two at once (one wins, the other is refused)
    const present = await itemsSendingBetween(WHOLE.start - 5 * DAY, WHOLE.end + 5 * DAY);
    const chosen = Array.from({ length: 60 }, () => pick(present));
    const results = await Promise.allSettled(
      chosen.map((item) =>
        updateItem(item, {
          scheduledTime: random() < 0.1 ? WHOLE.end + DAY + 3600 : WHOLE.start + Math.floor(random() * 40 * 24) * 3600,
          status: pick(STATUSES),
        }),
      ),
    );
    expect(results.every((result) => result.status === 'fulfilled' || result.reason instanceof WriteConflict)).toBe(true);
    expect(results.some((result) => result.status === 'fulfilled')).toBe(true);
    // some deleted, some added (one of a workflow the catalogue does not know, one of an event it does not know)
    for (const item of present.slice(0, 5)) await deleteItem((await getItem(item.eventId, item.id))!);
    for (let i = 0; i < 12; i++)
      await createItem({ ...items[i], id: 70_100_000 + i, eventId: pick([...EVENTS, 8_800_093]), messageWorkflowId: pick([...workflowIds, 990_002]), scheduledTime: WHOLE.start + Math.floor(random() * 40 * 24) * 3600 });
    await compareAll();
  }, 600_000);
});
