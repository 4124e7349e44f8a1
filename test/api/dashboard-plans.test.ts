import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { countStoreCalls, type StoreCalls } from '../support/store-calls.ts';
import { activeEmail, attachWorkflows, createMessage, createWorkflow, eventRecord, importBatch, scheduledTrigger } from '../support/test-data/index.ts';
import { createItem, itemsSendingBetween, type StoredItem } from '../../functions/data/item-store.ts';
import { applyListQuery, readListQuery } from '../../functions/kit/list-engine.ts';
import { COMPOSITE_LIST, composites } from '../../functions/resources/event-message-workflows/composite-rows.ts';
import { planOf, readComposites } from '../../functions/resources/event-message-workflows/composite-plans.ts';
import { ITEM, ITEM_DAY_COUNT } from '../../functions/data/stored-types.ts';
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

const window = (range: { start: number; end: number }) => `filter[dateRange.start]=${range.start}&filter[dateRange.end]=${range.end}`;
/** What the list engine answers over every item of the window, joined: the dashboard's answer before it read by plans. */
async function wholeEvaluation(params: string, range: { start: number; end: number }) {
  const query = readListQuery(new URLSearchParams(params), COMPOSITE_LIST);
  return JSON.parse(JSON.stringify(applyListQuery(await composites(await itemsSendingBetween(range.start, range.end)), query, COMPOSITE_LIST)));
}

async function compare(params: string, range: { start: number; end: number }) {
  const path = `/v1/event-message-workflow-composites?${params}&${window(range)}`;
  const answer = await api.staff.get(path);
  expect(answer.status, path).toBe(200);
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
  'filter[id]=70000005',
  'filter[status]=1&filter[workflowName:like]=alpha',
];
const SORTS = ['sendDate', '-sendDate', 'status', '-status', 'eventName', '-updatedAt'];

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
    .of([ITEM, ITEM_DAY_COUNT])
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
    expect(plan('filter[workflowName:like]=reminder')).toBe('wholeWindow');
    expect(plan('sort=eventName')).toBe('wholeWindow');
    expect(plan('filter[search_query]=supply')).toBe('wholeWindow');
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

  it('read a status in send order from its own index, the page then by key', async () => {
    const query = readListQuery(new URLSearchParams('page[size]=10&filter[status]=6'), COMPOSITE_LIST);
    const calls = countStoreCalls();
    const page = await readComposites(query, WHOLE);
    calls.stop();
    expect(page.items.every((row) => row.status === ITEM_STATUS.error)).toBe(true);
    expect(callsOf(calls)).toEqual(['BatchGetItem', 'Query', 'Query gsi1']);
  });
});
