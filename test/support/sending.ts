import type { TestApi } from './api.ts';
import { messagingWorld, type MessagingWorld } from './messaging.ts';
import { STATUS } from '../../shared/status.ts';
import { waitFor } from './wait-for.ts';
import { activeEmail, attachWorkflows, contactRecord, createMessage, createWorkflow, fixedContacts, importBatch, type Poster } from './test-data/index.ts';
import { EventBridgeScheduler } from '../../functions/adapters/eventbridge-scheduler.ts';
import { itemSchedule, scheduleName } from '../../functions/domain/scheduling/item-schedule.ts';
import { formatAmsterdam } from '../../shared/amsterdam-time.ts';

/**
 * Sending through the API: the messaging world (event 1; contacts 1 English and 2 German at
 * company 1, whose account manager is the sender) plus more contacts, an email message with a
 * German translation, workflows attached to events, and firing an item's schedule now.
 */
export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
}
export const sentEmails = async (api: TestApi): Promise<StoredEmail[]> => (await (await fetch(`${api.sesUrl}/store`)).json()).emails;
/** The texts in the SMS outbox stand-in. */
export interface StoredSms {
  messageId: string;
  phoneNumber: string;
  message: string;
  from?: string;
}
export const sentSms = async (api: TestApi): Promise<StoredSms[]> => (await (await fetch(`${api.smsOutboxUrl}/store`)).json()).messages;
export const emailsTo = async (api: TestApi, address: string) => (await sentEmails(api)).filter((e) => e.destination.to.includes(address));

export async function sendingWorld(api: TestApi) {
  const world = await messagingWorld(api.admin, api.staff);
  // contacts 3-6 at company 1: English, Dutch (no translation: English), German, English
  await importBatch(api.admin, [3, 4, 5, 6].map((id) => contactRecord(id, { companyId: 1, languageId: id === 4 ? 3 : id === 5 ? 2 : 1 })));
  const message = await emailMessage(api.staff, world);
  return { ...world, message };
}
export type SendingWorld = Awaited<ReturnType<typeof sendingWorld>>;

/** An Active service email of the world with a German translation, the one a sending test sends unless told otherwise. */
export const emailMessage = (staff: Poster, world: MessagingWorld, overrides: Record<string, unknown> = {}) =>
  createMessage(staff, { ...activeEmail(world), messageTranslations: [{ languageId: 2, templateId: 'service-meeting-reminder-de' }], ...overrides });

/** Attaches a new workflow sending `messageId` to `contactIds` (or as overridden) to the event; answers the item. */
export async function attachWorkflow(api: TestApi, eventId: number, messageId: number, overrides: Record<string, unknown> = {}, contactIds = [1, 2]) {
  const workflow = await createWorkflow(api.staff, { status: STATUS.active, messageId, targetGroup: fixedContacts(...contactIds), ...overrides });
  const [item] = await attachWorkflows(api.staff, [{ eventId, messageWorkflowId: workflow.id }]);
  return { workflow, item };
}

export interface Item {
  id: number;
  eventId: number;
  status: number;
  note: string | null;
  /** In error: the record to fix (shared/failure-fix.ts). */
  fix?: { kind: string; id: number } | null;
  scheduledTime?: number | null;
  deliveries?: Record<string, number>;
  sending?: Record<string, unknown>;
}

export async function itemOf(api: TestApi, eventId: number, itemId: number): Promise<Item> {
  const answer = await api.staff.get(`/v1/events/${eventId}/message-workflows`);
  return answer.body.data.items.find((item: Item) => item.id === itemId);
}

/** The payload a schedule of the item hands to dispatch when it fires (the `n`th execution). */
export const firing = (item: { eventId: number; id: number }, scheduledTime = new Date().toISOString().replace(/\.\d+Z$/, 'Z'), n = 1) => ({
  scheduleName: scheduleName(item.eventId, item.id),
  eventId: item.eventId,
  itemId: item.id,
  scheduledTime,
  executionId: `test-${n}`,
  attempt: '1',
});

/** Moves the item's schedule to now, as if its time had come, and lets the local scheduler fire it. */
export async function fireNow(api: TestApi, item: { eventId: number; id: number }) {
  const now = Math.floor(Date.now() / 1000);
  await new EventBridgeScheduler().put(itemSchedule({ eventId: item.eventId, itemId: item.id }, { kind: 'at', at: now - 1, outOfDate: false }, now)!);
  await api.checkSchedules();
}

/** Waits until the item is no longer processing (and the queues are idle); answers it. */
export async function settled(api: TestApi, item: { eventId: number; id: number }): Promise<Item> {
  return waitFor(`item ${item.id} to settle`, async () => {
    await api.queuesIdle();
    const current = await itemOf(api, item.eventId, item.id);
    return current.status !== 4 && current;
  });
}

/** HH:MM on the Amsterdam wall clock, `minutes` from now (quiet hours around the present). */
export const clockIn = (minutes: number) => formatAmsterdam(Math.floor(Date.now() / 1000) + minutes * 60, 'time');
