import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { messagingWorld } from '../support/messaging.ts';
import { activeEmail, attachWorkflows, createMessage, createWorkflow, eventRecord, importBatch } from '../support/test-data/index.ts';
import { takeSummaryChange, writeSummaryCounts } from '../../functions/data/event-summaries.ts';
import { STATUS } from '../../shared/status.ts';

/**
 * The event list's rows (data/event-summaries.ts): two recounts of one event may read the clock in
 * the other order than they took their change numbers. The row's "Edited" time still never goes
 * back, and the counts are the later change's.
 */
let api: TestApi;
const EVENT = 8_910_001;
beforeAll(async () => {
  api = await startTestApi();
  const world = await messagingWorld(api.admin, api.staff);
  const message = await createMessage(api.staff, activeEmail(world));
  const workflow = await createWorkflow(api.staff, { name: 'Summarised', status: STATUS.active, messageId: message.id });
  await importBatch(api.admin, [eventRecord(EVENT)]);
  await attachWorkflows(api.staff, [{ eventId: EVENT, messageWorkflowId: workflow.id }]);
}, 60_000);
afterAll(() => api.stop());

interface Row {
  id: number;
  updatedAt: number;
  numberOfTotalEventMessageWorkflows: number;
}
const listed = async (): Promise<Row> => (await api.staff.get(`/v1/event-message-workflows?filter[id]=${EVENT}`)).body.data.items[0];

it('keeps the Edited time when the later recount read an earlier clock, and takes its counts', async () => {
  const before = await listed();
  const [first, second] = [await takeSummaryChange(EVENT), await takeSummaryChange(EVENT)];
  const late = before.updatedAt + 100;
  // the first recount read the clock later and wrote first
  expect(await writeSummaryCounts(EVENT, { sent: 0, total: 1, processing: 0, active: 1 }, first!, late)).toBe(true);
  expect((await listed()).updatedAt).toBe(late);
  // the second one read it earlier: its counts are written, the time stays
  expect(await writeSummaryCounts(EVENT, { sent: 0, total: 7, processing: 0, active: 7 }, second!, late - 50)).toBe(true);
  expect(await listed()).toMatchObject({ updatedAt: late, numberOfTotalEventMessageWorkflows: 7 });
  // an earlier change that comes last writes nothing
  expect(await writeSummaryCounts(EVENT, { sent: 0, total: 2, processing: 0, active: 2 }, first!, late + 10)).toBe(false);
  expect(await listed()).toMatchObject({ updatedAt: late, numberOfTotalEventMessageWorkflows: 7 });
});
