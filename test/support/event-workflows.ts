import type { Client, TestApi } from './api.ts';
import { attachWorkflows, eventRecord, importAll } from './test-data/index.ts';

/** Helpers for event message workflow tests: events with chosen deadlines, attaching, reading items and schedules. */
export const DAY = 86_400;
export const now = () => Math.floor(Date.now() / 1000);

let nextEventId = 5_000;
/** A new directory event (its own id), with deadline type 1 `days` days from now unless told otherwise. */
export async function newEvent(admin: Client, overrides: Record<string, unknown> = {}, days = 20) {
  const id = nextEventId++ + Math.floor(Math.random() * 1000) * 10;
  const record = eventRecord(id, { deadlines: { '1': now() + days * DAY }, ...overrides });
  await importAll(admin, [record]);
  return record as ReturnType<typeof eventRecord> & { id: number; deadlines: Record<string, number> };
}

/** Attaching as it is answered, for the tests of its refusals; `attachOne` for an item a test stands on. */
export const attach = (client: Client, entries: Record<string, unknown>[]) => client.post('/v1/event-message-workflows', { eventMessageWorkflows: entries });

export async function attachOne(client: Client, eventId: number, messageWorkflowId: number, extra: Record<string, unknown> = {}) {
  const [item] = await attachWorkflows(client, [{ eventId, messageWorkflowId, ...extra }]);
  return item;
}

export const timeline = async (client: Client, eventId: number) => (await client.get(`/v1/events/${eventId}/message-workflows`)).body.data.items as any[];

export interface ScheduleView {
  Name: string;
  ScheduleExpression: string;
  Target: { Input?: string };
}

/** The schedule of an item in the Scheduler stand-in, or undefined. */
export async function scheduleOf(api: TestApi, eventId: number, itemId: number): Promise<ScheduleView | undefined> {
  const store = (await (await fetch(`${api.schedulerUrl}/store`)).json()) as { schedules: ScheduleView[] };
  return store.schedules.find((schedule) => schedule.Name === `emw-${eventId}-${itemId}`);
}
