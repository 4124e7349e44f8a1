import { messagingWorld } from '../test/support/messaging.ts';
import { emailMessage } from '../test/support/sending.ts';
import { attachWorkflows, companyRecord, contactRecord, createWorkflow, eventRecord, importAll, targetGroup, type Poster } from '../test/support/test-data/index.ts';
import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { EventBridgeScheduler, schedulerConfig } from '../functions/adapters/eventbridge-scheduler.ts';
import { localSchedulerEnv } from '../infra/local/scheduler/targets.ts';
import { itemSchedule } from '../functions/domain/scheduling/item-schedule.ts';
import { ITEM_STATUS } from '../shared/event-message-workflows.ts';
import { STATUS } from '../shared/status.ts';

/**
 * A send of a chosen size through the API of a running product (the reliability script and the
 * sending benchmark): event 1 with `contacts` confirmed delegates (ids 1..N, `contact<id>@example.com`,
 * English, German and Dutch in turn, all at company 1, whose account manager is the sender), an
 * email message with a German translation, a workflow whose target group is the event's
 * participating delegates, attached to event 1. Its item waits for its time; `fireNow` moves it.
 */
export const addressOf = (contactId: number) => `contact${contactId}@example.com`;

export async function prepareSend(admin: Poster, contacts: number): Promise<{ itemId: number; eventId: number; addresses: string[] }> {
  const world = await messagingWorld(admin, admin);
  const registeredAt = Math.floor(Date.now() / 1000) - 86_400;
  const records = Array.from({ length: contacts }, (_, i) => i + 1).flatMap((id) => [
    contactRecord(id, { firstName: `Guest${id}`, lastName: 'Tester', email: addressOf(id), languageId: [1, 2, 3][id % 3], companyId: 1 }),
    { type: 'participation', id: 100_000 + id, eventId: 1, contactId: id, participationType: 2, status: 1, registeredAt },
  ]);
  await importAll(admin, [eventRecord(1), companyRecord(1)]);
  for (let start = 0; start < records.length; start += 2000) await importAll(admin, records.slice(start, start + 2000));

  const message = await emailMessage(admin, world, { name: `Reminder to ${contacts} delegates` });
  const delegates = { type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 2, participationStatus: 0 } };
  const workflow = await createWorkflow(admin, { status: STATUS.active, messageId: message.id, targetGroup: targetGroup([delegates]) });
  const [item] = await attachWorkflows(admin, [{ eventId: 1, messageWorkflowId: workflow.id }]);
  if (item.status !== ITEM_STATUS.active) throw new Error(`the attached item is not active: ${JSON.stringify(item)}`);
  return { itemId: item.id, eventId: 1, addresses: Array.from({ length: contacts }, (_, i) => addressOf(i + 1)) };
}

/** Moves the item's schedule to now through the Scheduler API: the (local) scheduler fires it at its next check. */
export async function fireNow(item: { eventId: number; itemId: number }, scheduler = new EventBridgeScheduler()): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await scheduler.put(itemSchedule(item, { kind: 'at', at: now - 1, outOfDate: false }, now)!);
}

/** The Scheduler API of a product running in another process, through its stand-in at `url`, as the product's own functions reach it. */
export const schedulerAt = (url: string) =>
  new EventBridgeScheduler(schedulerConfig(localSchedulerEnv(url)), new SchedulerClient({ endpoint: url, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));

/** How many emails each address received, from the journal of the SES stand-in at `sesUrl` (kept across restarts). */
export async function receivedBy(sesUrl: string): Promise<Map<string, number>> {
  const emails: { destination: { to: string[] } }[] = (await (await fetch(`${sesUrl}/store`)).json()).emails;
  const received = new Map<string, number>();
  for (const email of emails) for (const to of email.destination.to) received.set(to, (received.get(to) ?? 0) + 1);
  return received;
}
