import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { activeEmail, attachWorkflows, createMessage, createWorkflow, eventRecord, importBatch } from '../support/test-data/index.ts';
import { addDays, civilDateAt, endOfDay, startOfDay } from '../../shared/amsterdam-time.ts';
import { DASHBOARD_TEXTS } from '../../shared/dashboard.ts';
import { STATUS } from '../../shared/status.ts';

/** The dashboard's date range (spec sections 5, 7): what the composite list and the counts accept. */
let api: TestApi;
const EVENT_ID = 7_700_001;
const DAY = 86_400;
let sendDate: number;

beforeAll(async () => {
  api = await startTestApi();
  const world = await messagingWorld(api.admin, api.staff);
  const message = await createMessage(api.staff, activeEmail(world));
  // two days before a deadline ten days ahead, at 09:00
  await importBatch(api.admin, [eventRecord(EVENT_ID, { deadlines: { '1': Math.floor(Date.now() / 1000) + 10 * DAY } })]);
  const workflow = await createWorkflow(api.staff, { status: STATUS.active, messageId: message.id });
  const [item] = await attachWorkflows(api.staff, [{ eventId: EVENT_ID, messageWorkflowId: workflow.id }]);
  sendDate = item.scheduledTime;
});
afterAll(() => api.stop());

const range = (start: number, end: number) => `filter[sendDate:from]=${start}&filter[sendDate:to]=${end}`;
/** The spelling the dashboard took before the list contract had one (docs/decisions/041-one-date-range-spelling.md). */
const formerRange = (start: number, end: number) => `filter[dateRange.start]=${start}&filter[dateRange.end]=${end}`;
const PATHS = ['/v1/event-message-workflow-composites', '/v1/event-message-workflow-composites/count-of-each-status'];

describe('the dashboard date range', () => {
  it('spans at most a year: a longer one is refused with a clear text, for the list and the counts alike', async () => {
    const from = civilDateAt(sendDate);
    const yearLater = addDays({ ...from, year: from.year + 1 }, 0);
    const oneYear = range(startOfDay(from), endOfDay(yearLater));
    const list = await api.staff.get(`/v1/event-message-workflow-composites?${oneYear}`);
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((row: { eventId: number }) => row.eventId)).toEqual([EVENT_ID]);
    expect((await api.staff.get(`/v1/event-message-workflow-composites/count-of-each-status?${oneYear}`)).body.data.active).toBe(1);

    const tooLong = range(startOfDay(from), endOfDay(addDays(yearLater, 1)));
    // from the epoch to the far future: a Query per month would run for minutes (and failed with a 500)
    const huge = range(0, 99_999_999_999);
    for (const path of ['/v1/event-message-workflow-composites', '/v1/event-message-workflow-composites/count-of-each-status'])
      for (const query of [tooLong, huge]) {
        const answer = await api.staff.get(`${path}?${query}`);
        expect(answer.status, `${path}?${query}`).toBe(400);
        expect(answer.body.error).toMatchObject({ message: DASHBOARD_TEXTS.rangeTooLong, errors: { 'filter[sendDate:to]': DASHBOARD_TEXTS.rangeTooLong } });
      }
  });

  it('refuses an end before the start with the spec text, naming the end, for the list and the counts alike', async () => {
    for (const path of PATHS) {
      const answer = await api.staff.get(`${path}?${range(sendDate, sendDate - DAY)}`);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error, path).toMatchObject({ message: 'End date should be after start date.', errors: { 'filter[sendDate:to]': 'End date should be after start date.' } });
      // the end by default (30 days after today) before a start given later
      const late = await api.staff.get(`${path}?filter[sendDate:from]=${sendDate + 400 * DAY}`);
      expect(late.body.error, path).toMatchObject({ message: 'End date should be after start date.', errors: { 'filter[sendDate:to]': 'End date should be after start date.' } });
    }
  });

  it('refuses a date that is not unix seconds, naming the parameter, for the list and the counts alike', async () => {
    for (const path of PATHS)
      for (const parameter of ['filter[sendDate:from]', 'filter[sendDate:to]', 'filter[dateRange.start]', 'filter[dateRange.end]']) {
        const answer = await api.staff.get(`${path}?${parameter}=tomorrow`);
        expect(answer.status, path).toBe(400);
        expect(answer.body.error).toMatchObject({ message: `${parameter} must be unix seconds.`, errors: { [parameter]: `${parameter} must be unix seconds.` } });
      }
  });
});

describe('the former spelling of the range, filter[dateRange.start] and filter[dateRange.end]', () => {
  it('filter[dateRange.start] answers what filter[sendDate:from] answers, for the list and the counts alike', async () => {
    for (const path of PATHS) {
      const [given, former] = await Promise.all([api.staff.get(`${path}?filter[sendDate:from]=${sendDate}`), api.staff.get(`${path}?filter[dateRange.start]=${sendDate}`)]);
      expect(given.status, path).toBe(200);
      expect(former.body, path).toEqual(given.body);
      const [after, formerAfter] = await Promise.all([api.staff.get(`${path}?filter[sendDate:from]=${sendDate + 1}`), api.staff.get(`${path}?filter[dateRange.start]=${sendDate + 1}`)]);
      expect(formerAfter.body, path).toEqual(after.body);
      expect(after.body, path).not.toEqual(given.body);
    }
  });

  it('filter[dateRange.end] answers what filter[sendDate:to] answers, for the list and the counts alike', async () => {
    const from = startOfDay(civilDateAt(sendDate));
    for (const path of PATHS)
      for (const to of [sendDate, sendDate - 1]) {
        const [given, former] = await Promise.all([api.staff.get(`${path}?${range(from, to)}`), api.staff.get(`${path}?filter[sendDate:from]=${from}&filter[dateRange.end]=${to}`)]);
        expect(given.status, path).toBe(200);
        expect(former.body, `${path} to ${to}`).toEqual(given.body);
        expect((await api.staff.get(`${path}?${formerRange(from, to)}`)).body, `${path} to ${to}`).toEqual(given.body);
      }
    // both ends inclusive: the item sending at `sendDate` is in a range that ends or starts at that second
    const rows = async (query: string) => (await api.staff.get(`${PATHS[0]}?${query}`)).body.data.items.map((row: { eventId: number }) => row.eventId);
    expect(await rows(range(sendDate, sendDate))).toEqual([EVENT_ID]);
    expect(await rows(formerRange(sendDate, sendDate))).toEqual([EVENT_ID]);
    expect(await rows(range(sendDate - DAY, sendDate - 1))).toEqual([]);
  });

  it('is refused as the contract spelling is, naming the parameter as given; one end in two spellings is refused', async () => {
    const from = civilDateAt(sendDate);
    const tooLong = formerRange(startOfDay(from), endOfDay(addDays({ ...from, year: from.year + 1 }, 1)));
    for (const path of PATHS) {
      const long = await api.staff.get(`${path}?${tooLong}`);
      expect(long.status, path).toBe(400);
      expect(long.body.error, path).toMatchObject({ message: DASHBOARD_TEXTS.rangeTooLong, errors: { 'filter[dateRange.end]': DASHBOARD_TEXTS.rangeTooLong } });
      const backwards = await api.staff.get(`${path}?${formerRange(sendDate, sendDate - DAY)}`);
      expect(backwards.status, path).toBe(400);
      expect(backwards.body.error, path).toMatchObject({ message: DASHBOARD_TEXTS.rangeInvalid, errors: { 'filter[dateRange.end]': DASHBOARD_TEXTS.rangeInvalid } });
      const twice = await api.staff.get(`${path}?filter[dateRange.start]=${sendDate}&filter[sendDate:from]=${sendDate}`);
      expect(twice.status, path).toBe(400);
      expect(twice.body.error.errors, path).toEqual({ 'filter[sendDate:from]': 'filter[sendDate:from] and filter[dateRange.start] are the same parameter: give one.' });
    }
  });
});

describe('the dashboard parameters', () => {
  it('refuses unknown parameters with a 400 naming them, for the list and the counts alike', async () => {
    const refusal = (name: string, text: string) => ({ message: text, errors: { [name]: text } });
    for (const path of ['/v1/event-message-workflow-composites', '/v1/event-message-workflow-composites/count-of-each-status'])
      for (const [query, expected] of [
        ['limit=1', refusal('limit', "Unknown list parameter 'limit'.")],
        ['dateRange.start=1', refusal('dateRange.start', "Unknown list parameter 'dateRange.start'.")],
        ['filter[dateRange.middle]=1', refusal('filter[dateRange.middle]', "Unknown filter field 'dateRange.middle'.")],
        ['filter[sendDate:until]=1', refusal('filter[sendDate:until]', path.endsWith('status') ? "Unknown filter field 'sendDate'." : "Unknown filter operator 'until'.")],
      ] as const) {
        const answer = await api.staff.get(`${path}?${query}`);
        expect(answer.status, `${path}?${query}`).toBe(400);
        expect(answer.body.error, `${path}?${query}`).toMatchObject(expected);
      }
  });

  it('counts only by the date range: list parameters are not counts parameters', async () => {
    const answer = await api.staff.get('/v1/event-message-workflow-composites/count-of-each-status?filter[status]=1');
    expect(answer.status).toBe(400);
    expect(answer.body.error.errors).toEqual({ 'filter[status]': "Unknown filter field 'status'." });
  });
});
