import type { APIRequestContext, Page } from '@playwright/test';
import { Api, expect, unique } from './support.ts';
import { day, windowStart } from './dashboard-support.ts';
import { fireNow, itemStatus } from './delivery-log-support.ts';
import { workflowApi } from './workflow-support.ts';
import { activeEmail, attachWorkflows, createContact, createMessage, createReferenceSetTemplate, eventRecord, fixedContacts, importAll, queryAnsweringOnly, scheduledTrigger } from '../support/test-data/index.ts';
import { civilDateAt, endOfDay, formatDate, instantAt, startOfDay } from '../../shared/amsterdam-time.ts';
import { STATUS } from '../../shared/status.ts';
import type { ReportCounts, ReportDelivery } from '../../shared/reports.ts';

/**
 * Real sends for the Report page's browser tests, through the API and the local stand-ins: one
 * workflow attached to two events of our own, sent to four contacts of our own: Ada and Ben (a
 * delivery each), Bo at the SES mailbox simulator's bounce address (a bounce, which puts the
 * address on the suppression list) and Cyd, whom the reference set leaves out (a failure). The
 * first event is sent, and once its bounce is counted the second (where Bo is now suppressed).
 * Ada then reads the first event's email in the SES stand-in's viewer (an open) and follows its
 * link (a click). So the figures are the pipeline's own:
 *   first:  total 4, sent 3, delivered 2, opened 1, clicked 1, bounced 1, failed 1
 *   second: total 4, sent 2, delivered 2, suppressed 1, failed 1
 */
export interface ReportEvent {
  id: number;
  name: string;
  itemId: number;
}
export interface ReportWorld {
  label: string;
  workflow: { id: number; name: string };
  message: { id: number; name: string };
  first: ReportEvent;
  second: ReportEvent;
  contacts: { ada: Contact; ben: Contact; bo: Contact; cyd: Contact };
}
interface Contact {
  id: number;
  firstName: string;
  email: string;
}

/** Today in Amsterdam, as the page's URL writes it: the day the sends were made. */
export const todayYmd = () => formatDate(civilDateAt(Date.now() / 1000));
const todayRange = () => {
  const today = civilDateAt(Date.now() / 1000);
  return `filter[sentAt:from]=${startOfDay(today)}&filter[sentAt:to]=${endOfDay(today)}`;
};

/** The report's totals of one event today, as the API counts them. */
export async function eventTotals(request: APIRequestContext, eventId: number): Promise<ReportCounts> {
  return (await (await Api.as(request, 'staff')).get<{ totals: ReportCounts }>(`/v1/reports/deliveries?${todayRange()}&filter[eventId]=${eventId}`)).totals;
}

/** The deliveries of one event today. */
export async function eventDeliveries(request: APIRequestContext, eventId: number): Promise<ReportDelivery[]> {
  return (await (await Api.as(request, 'staff')).get<{ items: ReportDelivery[] }>(`/v1/deliveries?${todayRange()}&filter[eventId]=${eventId}&page[size]=100`)).items;
}

export const REPORT_WINDOW = windowStart(30);

let nextEventId = 9_700_000 + Math.floor(Math.random() * 200_000);

async function send(request: APIRequestContext, event: ReportEvent, expected: Partial<ReportCounts>) {
  await fireNow(request, { eventId: event.id, id: event.itemId });
  // 6: in error, since Cyd failed
  await expect.poll(() => itemStatus(request, { eventId: event.id, id: event.itemId }), { timeout: 45_000, message: `item ${event.itemId} to be sent` }).toBe(6);
  const figures = async () => {
    const totals = await eventTotals(request, event.id);
    return Object.fromEntries(Object.keys(expected).map((name) => [name, totals[name as keyof ReportCounts]]));
  };
  await expect.poll(figures, { timeout: 30_000, message: `the figures of event ${event.id}` }).toEqual(expected);
}

/** Ada reads the first event's email in the SES stand-in's viewer and follows its link (the link's target, outside, answers a stub). */
export async function readAndClick(page: Page, request: APIRequestContext, world: ReportWorld) {
  const { sesViewer } = await (await Api.as(request, 'staff')).get<{ sesViewer: string }>('/v1/local-links');
  const ada = (await eventDeliveries(request, world.first.id)).find((delivery) => delivery.contactId === world.contacts.ada.id)!;
  const viewer = await page.context().newPage();
  await viewer.route((url) => url.hostname === 'events.example.com', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Followed</title><p>Followed</p>' }));
  await viewer.goto(`${sesViewer}/emails/${encodeURIComponent(ada.providerMessageId!)}`);
  const body = viewer.frameLocator('iframe[title="Email body"]');
  await expect(body.locator('body')).toContainText(world.contacts.ada.firstName);
  await body.locator('a[href]').first().click();
  await expect.poll(async () => (await eventTotals(request, world.first.id)).clicked, { timeout: 30_000, message: 'the click to be counted' }).toBe(1);
  await expect.poll(async () => (await eventTotals(request, world.first.id)).opened, { timeout: 30_000, message: 'the open to be counted' }).toBe(1);
  await viewer.close();
}

/** The two events sent as described above (without the open and click: `readAndClick`). */
export async function reportWorld(request: APIRequestContext, label = unique('Report')): Promise<ReportWorld> {
  const api = await workflowApi(request, 'staff');
  const admin = await Api.as(request, 'admin');
  const { recipient } = await api.messageSupports();
  const [ada, ben, cyd] = await Promise.all(['Ada', 'Ben', 'Cyd'].map((name) => api.contact(unique(name))));
  const boRecord = await createContact(admin, { firstName: unique('Bo'), lastName: 'Bounce', email: `bounce+${label.replace(/\W/g, '').toLowerCase()}@simulator.amazonses.com` });
  const bo = { id: boRecord.id, firstName: boRecord.firstName };
  const referenceSet = await createReferenceSetTemplate(api.user, { name: unique(`${label} refset`), status: STATUS.active, ...queryAnsweringOnly(ada.id, ben.id, bo.id) });
  const message = await createMessage(api.user, { ...activeEmail({ recipient, referenceSet }), name: unique(`${label} message`) });
  const workflow = await api.workflow({
    name: unique(`${label} workflow`),
    status: STATUS.active,
    messageId: message.id,
    triggerPrototype: scheduledTrigger({ interval: 0 }),
    targetGroup: fixedContacts(ada.id, ben.id, bo.id, cyd.id),
  });
  // a deadline far ahead, in a dashboard window no other test reads: the schedules are moved to now when sent (fireNow)
  const deadline = instantAt(day(REPORT_WINDOW + 2), 12, 0).unix;
  const records = [1, 2].map((n) => eventRecord(nextEventId++, { name: `${label} event ${n}`, deadlines: { '1': deadline } }));
  await importAll(admin, records);
  const items = await attachWorkflows(api.user, records.map((event) => ({ eventId: event.id, messageWorkflowId: workflow.id })));
  const [first, second] = records.map((event) => ({ id: event.id, name: event.name as string, itemId: items.find((item) => item.eventId === event.id)!.id }));
  await send(request, first, { total: 4, sent: 3, delivered: 2, bounced: 1, failed: 1 });
  await send(request, second, { total: 4, sent: 2, delivered: 2, suppressed: 1, failed: 1 });
  const email = (contact: { id: number }) => `${contact.id}@example.com`;
  return {
    label,
    workflow: { id: workflow.id, name: workflow.name },
    message: { id: message.id, name: message.name },
    first,
    second,
    contacts: {
      ada: { ...ada, email: email(ada) },
      ben: { ...ben, email: email(ben) },
      bo: { ...bo, email: boRecord.email as string },
      cyd: { ...cyd, email: email(cyd) },
    },
  };
}
