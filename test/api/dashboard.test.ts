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

const range = (start: number, end: number) => `filter[dateRange.start]=${start}&filter[dateRange.end]=${end}`;

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
        expect(answer.body.error).toMatchObject({ message: DASHBOARD_TEXTS.rangeTooLong, errors: { 'filter[dateRange.end]': DASHBOARD_TEXTS.rangeTooLong } });
      }
  });

  it('refuses an end before the start with the spec text', async () => {
    const answer = await api.staff.get(`/v1/event-message-workflow-composites?${range(sendDate, sendDate - DAY)}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('End date should be after start date.');
  });

  it('refuses a date that is not unix seconds, naming the parameter, for the list and the counts alike', async () => {
    for (const path of ['/v1/event-message-workflow-composites', '/v1/event-message-workflow-composites/count-of-each-status'])
      for (const name of ['start', 'end']) {
        const parameter = `filter[dateRange.${name}]`;
        const answer = await api.staff.get(`${path}?${parameter}=tomorrow`);
        expect(answer.status, path).toBe(400);
        expect(answer.body.error).toMatchObject({ message: `${parameter} must be unix seconds.`, errors: { [parameter]: `${parameter} must be unix seconds.` } });
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
