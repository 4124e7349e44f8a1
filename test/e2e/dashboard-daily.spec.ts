import { expect, filterList, signIn, test, unique } from './support.ts';
import { dashboardUrl, eventNames, plantRows, rowOf, statusCount, windowStart, ymd } from './dashboard-support.ts';
import { failingItem, fireNow } from './delivery-log-support.ts';

/** The dashboard as an event team uses it every day (issue 18, docs/decisions/023-dashboard-at-work.md). */

const countOf = async (page: Parameters<typeof statusCount>[0], label: string) => Number((await statusCount(page, label).getAttribute('aria-label'))!.split(': ')[1]);

test('the counts follow the rows: a send that fails while the page is open is counted at once, without a reload', async ({ page, request }) => {
  const item = await failingItem(request, unique('Live counts'), { soon: true });
  await signIn(page, 'staff');
  await page.goto(dashboardUrl(0, 1));
  await filterList(page, 'Event name', item.eventName);
  const row = rowOf(page, item.eventName);
  await expect(row).toContainText('Active');
  await expect(statusCount(page, 'Error')).toHaveAccessibleName(/^Error: \d+$/);
  const errorsBefore = await countOf(page, 'Error');
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));

  await fireNow(request, item);
  await expect(row).toContainText('Error', { timeout: 45_000 });
  await expect(statusCount(page, 'Error')).toHaveAccessibleName(`Error: ${errorsBefore + 1}`);
  expect(reloaded).toBe(false);
});

test('Enter in a date field takes the typed date and closes the calendar', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/');
  const start = page.getByLabel('Start date', { exact: true });
  await start.click();
  const calendar = page.locator('.p-datepicker');
  await expect(calendar).toBeVisible();
  await start.fill(ymd(2));
  await start.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(start).toHaveValue(ymd(2));
  await expect(page).toHaveURL(new RegExp(`dateRange\\.start=${ymd(2)}&`));
});

test('the presets choose the next 7, 30 or 90 days from today', async ({ page }) => {
  const label = unique('Presets');
  const [week, , quarter] = await plantRows(page.request, label, [{ offset: 5 }, { offset: 20 }, { offset: 80 }]);
  await signIn(page, 'staff');
  await page.goto(dashboardUrl(windowStart(6), windowStart(6) + 1, `&filter[eventName:like]=${label}`));
  await expect(page.getByText('No message workflows found')).toBeVisible();

  const presets = page.getByRole('group', { name: 'Date range presets' });
  await presets.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(page.getByLabel('Start date', { exact: true })).toHaveValue(ymd(0));
  await expect(page.getByLabel('End date', { exact: true })).toHaveValue(ymd(7));
  await expect(eventNames(page, label)).toHaveText([week.eventName]);

  await presets.getByRole('button', { name: 'Next 90 days' }).click();
  await expect(page.getByLabel('End date', { exact: true })).toHaveValue(ymd(90));
  await expect(eventNames(page, label)).toHaveCount(3);
  await expect(eventNames(page, label).last()).toHaveText(quarter.eventName);

  await presets.getByRole('button', { name: 'Next 30 days' }).click();
  await expect(page.getByLabel('End date', { exact: true })).toHaveValue(ymd(30));
  await expect(eventNames(page, label)).toHaveCount(2);
});

test("the event name leads to the event's timeline", async ({ page }) => {
  const label = unique('Timeline link');
  const w = windowStart(7);
  const [row] = await plantRows(page.request, label, [{ offset: w + 1 }]);
  await signIn(page, 'staff');
  await page.goto(dashboardUrl(w, w + 2, `&filter[eventName:like]=${label}`));
  await rowOf(page, row.eventName).getByRole('link', { name: row.eventName }).click();
  await expect(page).toHaveURL(`/event-message-workflows/edit/${row.eventId}`);
  await expect(page.getByText(label).first()).toBeVisible();
});

test('staff see no Actions column when no row has an action for them', async ({ page }) => {
  const label = unique('Staff rows');
  const w = windowStart(7);
  await plantRows(page.request, label, [{ offset: w + 3 }, { offset: w + 4 }]);
  await signIn(page, 'staff');
  await page.goto(dashboardUrl(w + 3, w + 4, `&filter[eventName:like]=${label}`));
  await expect(eventNames(page, label)).toHaveCount(2);
  await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Actions', exact: true })).toHaveCount(0);
});

test('one colour per status: Active and Inactive look the same on the dashboard (cell and count) and in the lists', async ({ page }) => {
  const label = unique('Colours');
  const w = windowStart(9);
  const [on, off] = await plantRows(page.request, label, [{ offset: w + 1 }, { offset: w + 2, status: 0 }]);
  await signIn(page, 'staff');
  await page.goto(dashboardUrl(w, w + 3));
  const background = (locator: ReturnType<typeof page.locator>) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const edge = (locator: ReturnType<typeof page.locator>) => locator.evaluate((element) => getComputedStyle(element).borderLeftColor);

  const activeCell = await background(rowOf(page, on.eventName).locator('.status-badge'));
  const inactiveCell = await background(rowOf(page, off.eventName).locator('.status-badge'));
  expect(activeCell).not.toBe(inactiveCell);
  // a count's edge is its status's colour, the cell's a light shade of it: both from the one map
  const activeEdge = await edge(statusCount(page, 'Active'));
  const inactiveEdge = await edge(statusCount(page, 'Inactive'));
  expect(activeEdge).not.toBe(inactiveEdge);

  // the workflow list: the same Active
  await page.goto('/message-workflows');
  await filterList(page, 'Name', `${label} workflow`);
  expect(await background(page.locator('tbody .status-badge').first())).toBe(activeCell);
  // the event list: an active event is Active in the same colour
  await page.goto('/event-message-workflows');
  await filterList(page, 'Event name', on.eventName);
  expect(await background(page.locator('tbody .status-badge').first())).toBe(activeCell);

  // and back on the dashboard, the counts carry the colours their rows do
  await page.goto(dashboardUrl(w, w + 3));
  await expect(rowOf(page, on.eventName)).toBeVisible();
  expect(await rowOf(page, on.eventName).locator('.status-badge').evaluate((element) => getComputedStyle(element).getPropertyValue('--status-color'))).toBe(
    await statusCount(page, 'Active').evaluate((element) => getComputedStyle(element).getPropertyValue('--status-color')),
  );
  expect(activeEdge).toBe(await edge(statusCount(page, 'Active')));
});
