import type { APIRequestContext } from '@playwright/test';
import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { Api, expect, unique } from './support.ts';
import { day, windowStart } from './dashboard-support.ts';
import { workflowApi } from './workflow-support.ts';
import { activeEmail, attachWorkflows, createMessage, createReferenceSetTemplate, eventRecord, fixedContacts, importAll, queryAnsweringOnly, scheduledTrigger } from '../support/test-data/index.ts';
import { STATUS } from '../../shared/status.ts';
import { EventBridgeScheduler } from '../../functions/adapters/eventbridge-scheduler.ts';
import { itemSchedule, scheduleName } from '../../functions/domain/scheduling/item-schedule.ts';
import { instantAt } from '../../shared/amsterdam-time.ts';

/**
 * A real send for the delivery log's browser tests, through the API and the local stand-ins: three
 * contacts of our own, a message whose reference set answers for the first two only (the third
 * fails with a reason), an Active workflow attached to an event of our own sending far ahead (a
 * dashboard window no other test reads), and its schedule moved to now in the Scheduler stand-in.
 */
export const DELIVERY_LOG_WINDOW = windowStart(20);

interface StoredSchedule {
  Name: string;
  GroupName: string;
  Target: { Arn: string; RoleArn: string; DeadLetterConfig?: { Arn?: string } };
}

/** Moves an item's schedule to now in the Scheduler stand-in (its address from /v1/local-links); it fires at its next check, within seconds. */
export async function fireNow(request: APIRequestContext, call: Awaited<ReturnType<typeof workflowApi>>['call'], item: { eventId: number; id: number }) {
  const { scheduler } = await call<{ scheduler: string }>('get', '/v1/local-links');
  const store = (await (await request.get(`${scheduler}/store`)).json()) as { schedules: StoredSchedule[] };
  const current = store.schedules.find((schedule) => schedule.Name === scheduleName(item.eventId, item.id));
  expect(current, `the schedule of item ${item.id}`).toBeDefined();
  const client = new SchedulerClient({ endpoint: scheduler, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const config = { group: current!.GroupName, targetArn: current!.Target.Arn, roleArn: current!.Target.RoleArn, deadLetterArn: current!.Target.DeadLetterConfig?.Arn ?? '' };
  const now = Math.floor(Date.now() / 1000);
  await new EventBridgeScheduler(config, client).put(itemSchedule({ eventId: item.eventId, itemId: item.id }, { kind: 'at', at: now - 1, outOfDate: false }, now)!);
}

export interface SentItem {
  id: number;
  eventId: number;
  eventName: string;
  workflowName: string;
  contacts: { id: number; firstName: string }[];
  /** The item of the same workflow on a second event, never sent. */
  unsent: { id: number; eventId: number; eventName: string };
}

let nextEventId = 9_950_000 + Math.floor(Math.random() * 40_000);

export async function sentItem(request: APIRequestContext, label: string): Promise<SentItem> {
  const api = await workflowApi(request, 'staff');
  const { recipient } = await api.messageSupports();
  const contacts = await Promise.all(['Ada', 'Ben', 'Cyd'].map((name) => api.contact(unique(name))));
  const [first, second] = contacts;
  const referenceSet = await createReferenceSetTemplate(api.user, { name: unique(`${label} refset`), status: STATUS.active, ...queryAnsweringOnly(first.id, second.id) });
  const message = await createMessage(api.user, { ...activeEmail({ recipient, referenceSet }), name: unique(`${label} message`) });
  // interval 0: it sends on the deadline's day at 09:00, far ahead, until its schedule is moved to now
  const workflow = await api.workflow({ name: unique(`${label} workflow`), status: STATUS.active, messageId: message.id, triggerPrototype: scheduledTrigger({ interval: 0 }), targetGroup: fixedContacts(...contacts.map((c) => c.id)) });
  const deadline = instantAt(day(DELIVERY_LOG_WINDOW + 2), 12, 0).unix;
  const events = [1, 2].map((n) => eventRecord(nextEventId++, { name: `${label} event ${n}`, deadlines: { '1': deadline } }));
  await importAll(await Api.as(request, 'admin'), events);
  const items = await attachWorkflows(api.user, events.map((event) => ({ eventId: event.id, messageWorkflowId: workflow.id })));
  const [sent, unsent] = events.map((event) => items.find((item) => item.eventId === event.id)!);

  await fireNow(request, api.call, sent);
  const statusOf = async () => (await api.call<{ items: { id: number; status: number }[] }>('get', `/v1/events/${sent.eventId}/message-workflows`)).items[0].status;
  // 6: in error, since the third contact failed
  await expect.poll(statusOf, { timeout: 30_000, message: `item ${sent.id} to be sent` }).toBe(6);
  return {
    id: sent.id,
    eventId: sent.eventId,
    eventName: events[0].name as string,
    workflowName: workflow.name,
    contacts,
    unsent: { ...unsent, eventName: events[1].name as string },
  };
}
