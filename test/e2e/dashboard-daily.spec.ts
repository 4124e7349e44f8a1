import { Api, expect, filterList, holdAnswers, signIn, test, toastWith, unique } from './support.ts';
import { dashboardUrl, eventNames, plantRows, rowOf, statusCount, tableRows, windowStart, ymd } from './dashboard-support.ts';
import { DELIVERY_LOG_WINDOW, failingItem, fireNow, sentItem } from './delivery-log-support.ts';
import { attachWorkflows } from '../support/test-data/index.ts';

/**
 * The dashboard as an event team uses it every day (issue 18, docs/decisions/023-dashboard-at-work.md),
 * in a browser whose zone is UTC: its days (the range, the presets) are Amsterdam's all the same.
 */
test.use({ timezoneId: 'UTC' });

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

for (const width of [1440, 1280, 390]) {
  test.describe(`fix and retry at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a failed row carries its reason, a link to the record to fix and Reactivate; the row that did not fail offers none', async ({ page, request }) => {
      const item = await sentItem(request, unique('Retry row'));
      const cyd = item.contacts[2];
      await signIn(page, 'admin');
      await page.goto(dashboardUrl(DELIVERY_LOG_WINDOW, DELIVERY_LOG_WINDOW + 3, `&filter[workflowName:like]=${encodeURIComponent(item.workflowName)}`));
      // found by text: at phone width a card's cells are named by their column too
      const failed = tableRows(page).filter({ hasText: item.eventName });
      const unsent = tableRows(page).filter({ hasText: item.unsent.eventName });
      await expect(failed).toContainText('Error');
      await expect(failed).toContainText(`1 of 3 failed: The reference set query gave no values for master contact #${cyd.id}.`);
      const fix = failed.getByRole('link', { name: `Fix the reference set template #${item.referenceSetId}` });
      await expect(fix).toHaveAttribute('href', `/reference-set-templates/edit/${item.referenceSetId}`);
      await expect(unsent).toContainText('Active');
      await expect(unsent.getByRole('button', { name: /^Reactivate/ })).toHaveCount(0);

      const retry = failed.getByRole('button', { name: `Reactivate ${item.workflowName} for ${item.eventName}` });
      await retry.scrollIntoViewIfNeeded();
      await expect(retry).toBeInViewport({ ratio: 1 });
      await retry.click();
      await expect(toastWith(page, 'The event message workflow has been reactivated successfully')).toBeVisible();
      await expect(failed).toContainText('Active');
      await expect(failed.getByRole('link', { name: /^Fix / })).toHaveCount(0);
    });
  });
}

test('staff see why a row failed and what to fix, and no Reactivate (a super-admin action)', async ({ page, request }) => {
  const item = await sentItem(request, unique('Staff fix'));
  await signIn(page, 'staff');
  await page.goto(dashboardUrl(DELIVERY_LOG_WINDOW, DELIVERY_LOG_WINDOW + 3, `&filter[eventName:like]=${encodeURIComponent(item.eventName)}`));
  const failed = rowOf(page, item.eventName);
  await expect(failed).toContainText('1 of 3 failed');
  await failed.getByRole('link', { name: `Fix the reference set template #${item.referenceSetId}` }).click();
  await expect(page).toHaveURL(`/reference-set-templates/edit/${item.referenceSetId}`);
  await page.goBack();
  await expect(rowOf(page, item.eventName)).toContainText('Error');
  await expect(page.getByRole('button', { name: /^Reactivate/ })).toHaveCount(0);
});

test('a bulk refusal names the rows it cannot take and says why', async ({ page, request }) => {
  const label = unique('Refusal');
  const w = windowStart(9);
  const [first, second] = await plantRows(page.request, label, [{ offset: w + 5 }, { offset: w + 6 }]);
  await signIn(page, 'admin');
  await page.goto(dashboardUrl(w + 5, w + 6, `&filter[eventName:like]=${label}`));
  await expect(eventNames(page, label)).toHaveCount(2);
  for (const row of [first, second]) await rowOf(page, row.eventName).locator('input[type=checkbox]').check();
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 selected');

  // meanwhile someone switches the second off
  const [current] = (await (await Api.as(request, 'staff')).get<{ items: { id: number; messageWorkflowId: number }[] }>(`/v1/events/${second.eventId}/message-workflows`)).items;
  await attachWorkflows(await Api.as(request, 'staff'), [{ eventId: second.eventId, id: current.id, messageWorkflowId: current.messageWorkflowId, status: 0 }]);

  await bar.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(toastWith(page, 'Remove failed')).toContainText(
    new RegExp(`Only active event message workflows can be deleted, and nothing was deleted\\. Not active: .+ for ${second.eventName} \\(Inactive\\)\\.`),
  );
  await expect(eventNames(page, label)).toHaveCount(2);
});

test('what is typed while the month panel loads stays where it was typed, and typing goes on when it arrives', async ({ page }) => {
  await signIn(page, 'staff');
  // the panel's code is held back until the user is typing in the end date
  const release = await holdAnswers(page, '**/assets/date-picker-*.js');
  await page.goto('/');
  const start = page.getByLabel('Start date', { exact: true });
  const end = page.getByLabel('End date', { exact: true });
  await start.focus();
  await start.press('Escape');
  await end.focus();
  await end.press('ControlOrMeta+a');
  await end.pressSequentially('2027-0');
  release();
  await expect(page.getByRole('dialog', { name: 'End date: choose a day' }).locator('.p-datepicker-calendar')).toBeVisible();
  await expect(end).toBeFocused();
  await end.pressSequentially('3-15');
  await expect(end).toHaveValue('2027-03-15');
  await expect(page).toHaveURL(/dateRange\.end=2027-03-15/);
  // the panel shows the typed month; Escape closes the panel and keeps the date
  await expect(page.locator('.p-datepicker-title')).toContainText(/March\s*2027/);
  await end.press('Escape');
  await expect(page.getByRole('dialog', { name: 'End date: choose a day' })).toHaveCount(0);
  await expect(end).toHaveValue('2027-03-15');
});

test('a day is taken from the month panel by a click, or by the keyboard from the field', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto(dashboardUrl(0, 30));
  const start = page.getByLabel('Start date', { exact: true });
  const panel = page.getByRole('dialog', { name: 'Start date: choose a day' });
  await start.click();
  const today = ymd(0);
  // the highlighted day is the field's; the day after it (within the month shown) is clicked
  const day = Number(today.slice(8)) === 1 ? 2 : 1;
  await panel.locator('td:not(.p-datepicker-other-month) span').getByText(String(day), { exact: true }).click();
  await expect(panel).toHaveCount(0);
  await expect(start).toHaveValue(`${today.slice(0, 8)}${String(day).padStart(2, '0')}`);
  await expect(start).toBeFocused();

  // keyboard: arrow down into the panel, arrow down again to the same day a week on, Enter takes it
  const chosen = await start.inputValue();
  await start.press('Escape');
  await start.press('ArrowDown');
  await expect(panel).toHaveCount(0);
  await start.click();
  await start.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  await expect(start).toBeFocused();
  const next = new Date(`${chosen}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 7);
  await expect(start).toHaveValue(next.toISOString().slice(0, 10));
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the end date's month panel stays inside the window", async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/');
    await page.getByLabel('End date', { exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'End date: choose a day' });
    await expect(panel.locator('.p-datepicker-calendar')).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('panel.png') });
  });
});
