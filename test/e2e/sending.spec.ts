import { expect, filterList, signIn, test, unique } from './support.ts';
import { eventWorkflowApi, timelineItem } from './event-workflow-support.ts';
import { fixedContacts } from '../support/test-data/index.ts';
import { instantAt, civilDateAt, formatDate } from '../../shared/amsterdam-time.ts';
import { configureLocalScheduler } from '../../infra/local/runtime.ts';
import { EventBridgeScheduler } from '../../functions/adapters/eventbridge-scheduler.ts';
import { itemSchedule } from '../../functions/domain/scheduling/item-schedule.ts';

/**
 * The product's promise end to end (docs/sending.md): a workflow attached to an event is sent when
 * its schedule fires, one email per audience contact in the SES stand-in, and the timeline and the
 * dashboard show the item completed with its count, without a reload.
 */
test('an attached workflow is sent when its schedule fires: one email per contact; the timeline and the dashboard show it completed', async ({ page }) => {
  const api = await eventWorkflowApi(page.request);
  const links = await api.call<{ sesViewer: string; scheduler: string }>('get', '/v1/local-links');
  // the deadline is today, 23:59: interval 0 days before it at a time 20 minutes from now
  const now = Math.floor(Date.now() / 1000);
  const soon = civilDateAt(now + 20 * 60);
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date((now + 20 * 60) * 1000));
  // the event itself is far ahead (as the helpers' events are), so it never becomes the store's next event
  const event = await api.event({ name: unique('Sending Summit'), deadlines: { '1': instantAt(soon, 23, 59).unix } });
  const name = unique('Sent reminder');
  const workflow = await api.activeWorkflow({
    name,
    targetGroup: fixedContacts(1, 2, 3),
    triggerPrototype: { triggerType: 'scheduled', triggerData: { interval: 0, triggerScheduledType: 'days', sendingDay: [], sendingTime: clock, basedOnCriterion: 1, eventDeadlineType: 1 } },
  });
  const { contacts } = await api.call<{ contacts: { email: string }[] }>('post', '/v1/graphql', { query: '{ contacts(ids: [1, 2, 3]) { email } }' });
  const [item] = await api.attach(event.id, [workflow.id]);
  // this item's emails (their SES tags name it): other tests send to the same contacts meanwhile
  const received = async () => {
    const emails = (await (await page.request.get(`${links.sesViewer}/store`)).json()).emails as { destination: { to: string[] }; tracking?: { tags?: Record<string, string> } }[];
    const ours = emails.filter((email) => email.tracking?.tags?.delivery === String(item.id));
    return contacts.map((contact) => ours.filter((email) => email.destination.to.includes(contact.email)).length);
  };
  expect(await received()).toEqual([0, 0, 0]);
  expect(item.status).toBe(1);

  await signIn(page, 'staff');
  await page.goto(`/event-message-workflows/edit/${event.id}`);
  await expect(timelineItem(page, name)).toContainText('Active');

  // its time comes: the schedule is moved to now through the Scheduler API (as the AWS adapter does)
  Object.assign(process.env, { AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
  configureLocalScheduler(links.scheduler);
  const at = Math.floor(Date.now() / 1000);
  await new EventBridgeScheduler().put(itemSchedule({ eventId: event.id, itemId: item.id }, { kind: 'at', at: at - 1, outOfDate: false }, at)!);

  await expect(timelineItem(page, name)).toContainText('3 / 3 sent', { timeout: 45_000 });
  await expect(timelineItem(page, name)).toContainText('Completed');

  expect(await received()).toEqual([1, 1, 1]);

  await page.goto(`/?dateRange.start=${formatDate(civilDateAt(now))}&dateRange.end=${formatDate(civilDateAt(now + 86_400))}`);
  await filterList(page, 'Event name', event.name);
  const row = page.locator('.list-table tbody tr').filter({ hasText: event.name });
  await expect(row).toContainText('3 / 3 sent');
  await expect(row).toContainText('Completed');
});
