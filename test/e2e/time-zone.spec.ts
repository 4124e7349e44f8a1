import { createMessage, createTag } from '../support/test-data/index.ts';
import { expect, filterList, listRows, signIn, test, unique, type Page } from './support.ts';
import { sentItem } from './delivery-log-support.ts';
import { eventWorkflowApi, timelineItem } from './event-workflow-support.ts';
import { rowOf } from './dashboard-support.ts';
import { choose, workflowApi } from './workflow-support.ts';
import type { EventWorkflowEvent } from '../../shared/event-message-workflows.ts';

/**
 * One time zone everywhere (issue 18): whatever the browser's zone, every date and time the
 * product shows is the Europe/Amsterdam wall clock, and the shell says so once. The expected texts
 * come from the browser's own Intl, asked for Amsterdam, not from the product's formatter.
 */
const amsterdam = (unix: number) => new Date(unix * 1000).toLocaleString('sv-SE', { timeZone: 'Europe/Amsterdam' }); // 'YYYY-MM-DD HH:mm:ss'
const minutes = (unix: number) => amsterdam(unix).slice(0, 16);
const timelineDay = (unix: number) => {
  const [date, time] = minutes(unix).split(' ');
  return `${date.split('-').reverse().join('/')} ${time}`;
};
/** A list's Date cell of a record as the API answered it (its audit stamps). */
function lastAction(record: object) {
  const { createdAt, updatedAt } = record as { createdAt: number; updatedAt?: number };
  return updatedAt && updatedAt > createdAt ? `Edited ${amsterdam(updatedAt)}` : `Created ${amsterdam(createdAt)}`;
}

/** The text as a cell shows it, whose date and time may sit in separate boxes without a space between. */
const shown = (text: string) => new RegExp(text.split(' ').map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('\\s*'));

/** The browser's own wall clock differs from Amsterdam's at that moment (else the test proves nothing). */
async function expectBrowserElsewhere(page: Page, unix: number) {
  const local = await page.evaluate((ms) => new Date(ms).toLocaleString('sv-SE'), unix * 1000);
  expect(local).not.toBe(amsterdam(unix));
}

for (const timezoneId of ['UTC', 'America/New_York']) {
  test.describe(`in a browser whose zone is ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('list dates, event start and end, the timeline and the dashboard read the same Amsterdam wall clock, and the shell says so', async ({ page, request }) => {
      const api = await eventWorkflowApi(request);
      const tag = await createTag(api.user, { name: unique('Zone tag') });
      const message = await createMessage(api.user, { name: unique('Zone message') });
      const workflow = await api.activeWorkflow({ name: unique('Zone workflow') });
      const event = await api.event({ name: unique('Zone Summit') });
      await api.attach(event.id, [workflow.id]);
      const [item] = await api.items(event.id);
      const [listed] = (await api.call<{ items: EventWorkflowEvent[] }>('get', `/v1/event-message-workflows?filter[name:like]=${encodeURIComponent(event.name)}`)).items;

      await signIn(page, 'staff');
      await page.goto('/tags');
      await expect(page.getByRole('banner').getByText('Times: Europe/Amsterdam', { exact: true })).toBeVisible();
      await expectBrowserElsewhere(page, tag.createdAt);
      await filterList(page, 'Tag', tag.name);
      await expect(listRows(page).first()).toContainText(shown(amsterdam(tag.createdAt)));

      await page.goto('/messages');
      await filterList(page, 'Name', message.name);
      await expect(listRows(page).first()).toContainText(shown(lastAction(message)));

      await page.goto('/message-workflows');
      await filterList(page, 'Name', workflow.name);
      await expect(listRows(page).first()).toContainText(shown(lastAction(workflow)));

      await page.goto('/event-message-workflows');
      await filterList(page, 'Event name', event.name);
      const row = listRows(page).first();
      await expect(row).toContainText(shown(minutes(listed.startTime)));
      await expect(row).toContainText(shown(minutes(listed.endTime)));
      // its 'Attached at' column: when the event's workflows were attached (decision 021), whatever changed since
      await expect(row).toContainText(shown(`Created ${amsterdam(listed.createdAt)}`));

      // the event's own page: its start and end, and the item's sending time on the timeline
      await row.getByRole('link', { name: event.name }).click();
      await expect(page.getByLabel('Event', { exact: true })).toContainText(`${timelineDay(listed.startTime)} - ${timelineDay(listed.endTime)}`);
      await expect(timelineItem(page, workflow.name)).toContainText(shown(timelineDay(item.scheduledTime!)));

      // the dashboard shows the same moment as the same wall clock
      const sendDay = amsterdam(item.scheduledTime!).slice(0, 10);
      await page.goto(`/?dateRange.start=${sendDay}&dateRange.end=${sendDay}`);
      await filterList(page, 'Event name', event.name);
      await expect(rowOf(page, event.name)).toContainText(shown(minutes(item.scheduledTime!)));
      await expect(page.getByText('Times: Europe/Amsterdam', { exact: true })).toHaveCount(1);
    });

    test('date pickers start the week on Monday: the dashboard range and a metric trigger\'s time frame', async ({ page, request }) => {
      const weekdays = page.locator('.p-datepicker:visible .p-datepicker-calendar thead th');
      const workflow = await (await workflowApi(request)).workflow();
      await signIn(page, 'staff');
      await page.goto('/');
      await page.getByRole('group', { name: 'Date range' }).locator('.p-datepicker-trigger').first().click();
      await expect(weekdays.first()).toHaveText('Mo');
      await expect(weekdays.last()).toHaveText('Su');

      await page.goto(`/message-workflows/edit/${workflow.id}`);
      await choose(page, 'Trigger type', 'Scheduled metric');
      await page.getByLabel('During from').click();
      await expect(weekdays.first()).toHaveText('Mo');
      await expect(weekdays.last()).toHaveText('Su');
    });
  });
}

test.describe('the delivery log', () => {
  test.use({ timezoneId: 'UTC', viewport: { width: 1280, height: 720 } });

  test("shows each delivery's time on the Amsterdam wall clock", async ({ page, request }) => {
    const item = await sentItem(request, unique('Zone log'));
    const api = await eventWorkflowApi(request);
    const log = await api.call<{ items: { contactId: number; time: number }[] }>('get', `/v1/event-message-workflows/${item.id}/deliveries`);
    await signIn(page, 'staff');
    await page.goto(`/event-message-workflows/items/${item.id}/deliveries`);
    await expect(listRows(page)).toHaveCount(log.items.length);
    await expectBrowserElsewhere(page, log.items[0].time);
    for (const delivery of log.items) await expect(listRows(page).filter({ hasText: `#${delivery.contactId} ` })).toContainText(shown(amsterdam(delivery.time)));
  });
});

test('at phone width the time zone note fits the header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'staff');
  await page.goto('/tags');
  await expect(page.getByRole('banner').getByText('Times: Europe/Amsterdam', { exact: true })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe('the demo events', () => {
  test.use({ timezoneId: 'UTC' });

  test('end in the afternoon on the Amsterdam clock, not at 02:30 the next day', async ({ page, request }) => {
    const api = await eventWorkflowApi(request);
    // the demo directory's events have the first ids
    const demo = await Promise.all([1, 2, 3].map((id) => api.call<{ id: number; startTime: number; endTime: number }>('get', `/v1/events/${id}`)));
    await signIn(page, 'staff');
    for (const event of demo) {
      await page.goto(`/event-message-workflows/edit/${event.id}`);
      await expect(page.getByLabel('Event', { exact: true })).toContainText(shown(`${timelineDay(event.startTime)} - ${timelineDay(event.endTime)}`));
      const [, endTime] = timelineDay(event.endTime).split(' ');
      expect(endTime).toBe('17:30');
    }
  });
});
