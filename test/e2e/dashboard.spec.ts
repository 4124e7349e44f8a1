import { chooseBulkAction, chooseFilter, choosePageSize, expect, filterList, signIn, test, toastWith, unique } from './support.ts';
import { workflowApi } from './workflow-support.ts';
import { apiRange, dashboardUrl, eventNames, expectCounts, plantRows, rowOf, statusCount, tableRows, typeDate, windowStart, ymd } from './dashboard-support.ts';

/** The dashboard (spec sections 2-5): date range, status counts, the 'Scheduled Message Workflows' table and its actions. */

const NO_COUNTS = { Processing: 0, Completed: 0, 'Out of date': 0, Error: 0 };

test('opens on today to today + 30 days: those rows, and the counts the server gave for that range', async ({ page }) => {
  const label = unique('Default');
  const [soon, later] = await plantRows(page.request, label, [{ offset: 3 }, { offset: 20 }, { offset: 45 }]);
  await signIn(page, 'staff');
  const counts = page.waitForResponse((r) => r.url().includes('/count-of-each-status'));
  await page.goto('/');

  await expect(page).toHaveTitle('Dashboard');
  await expect(page.getByRole('heading', { name: 'Howdy, Sam!' })).toBeVisible();
  await expect(page.getByLabel('Start date', { exact: true })).toHaveValue(ymd(0));
  await expect(page.getByLabel('End date', { exact: true })).toHaveValue(ymd(30));
  await expect(page).toHaveURL(new RegExp(`page\\[number\\]=1&page\\[size\\]=\\d+&sort=sendDate&dateRange\\.start=${ymd(0)}&dateRange\\.end=${ymd(30)}$`));

  // other tests share the store: the panel shows what the server counted for exactly this range
  const answer = await counts;
  expect(decodeURIComponent(answer.url())).toContain(apiRange(0, 30));
  const { data } = await answer.json();
  await expectCounts(page, { Active: data.active, Inactive: data.inActive, Processing: data.processing, Completed: data.completed, 'Out of date': data.outOfDate, Error: data.error });
  expect(data.active).toBeGreaterThanOrEqual(2);

  await expect(page.getByRole('heading', { name: 'Scheduled Message Workflows' })).toBeVisible();
  await filterList(page, 'Event name', label);
  // the third sends in 45 days: outside the range
  await expect(eventNames(page, label)).toHaveText([soon.eventName, later.eventName]);
  const row = rowOf(page, soon.eventName);
  await expect(row.getByRole('link', { name: String(soon.eventId) })).toHaveAttribute('href', `/event-message-workflows/edit/${soon.eventId}`);
  await expect(row.getByRole('cell')).toContainText(['Netherlands', 'Service email', `${ymd(3)} 09:00`, '-', 'Active']);
  await expect(row.locator('.status-badge')).toHaveClass(/status-colour--green/);
});

test('filters by a typed date range and by status, from the counts or the column', async ({ page }) => {
  const label = unique('Range');
  const w = windowStart(1);
  const [first, off, metric] = await plantRows(page.request, label, [{ offset: w + 1 }, { offset: w + 3, status: 0 }, { offset: w + 5, metric: true }]);
  await signIn(page, 'staff');
  await page.goto('/');
  await typeDate(page, 'End date', ymd(w + 6));
  await typeDate(page, 'Start date', ymd(w));
  await expect(page).toHaveURL(new RegExp(`dateRange\\.start=${ymd(w)}&dateRange\\.end=${ymd(w + 6)}`));

  await expectCounts(page, { Active: 2, Inactive: 1, ...NO_COUNTS });
  await expect(eventNames(page, label)).toHaveText([first.eventName, off.eventName, metric.eventName]);
  await expect(tableRows(page)).toHaveCount(3);
  await expect(rowOf(page, metric.eventName).getByText('Metric', { exact: true })).toBeVisible();
  await expect(rowOf(page, metric.eventName)).toContainText(`${ymd(w + 5)} 10:30`);
  await expect(rowOf(page, first.eventName).getByText('Metric', { exact: true })).toHaveCount(0);
  await expect(rowOf(page, off.eventName).locator('.status-badge')).toHaveClass(/status-colour--gray/);

  await statusCount(page, 'Inactive').click();
  await expect(page).toHaveURL(/filter\[status\]=0/);
  await expect(statusCount(page, 'Inactive')).toHaveAttribute('aria-pressed', 'true');
  await expect(eventNames(page, label)).toHaveText([off.eventName]);
  await statusCount(page, 'Inactive').click();
  await expect(eventNames(page, label)).toHaveCount(3);

  await chooseFilter(page, 'Status', 'Active');
  await expect(eventNames(page, label)).toHaveText([first.eventName, metric.eventName]);
  await expect(statusCount(page, 'Active')).toHaveAttribute('aria-pressed', 'true');

  await chooseFilter(page, 'Message type', 'Service SMS');
  await expect(page.getByText('No message workflows found')).toBeVisible();
  await chooseFilter(page, 'Message type', 'Service email');
  await expect(eventNames(page, label)).toHaveCount(2);

  // a shorter range: only the first day, counted again
  await typeDate(page, 'End date', ymd(w + 2));
  await expect(eventNames(page, label)).toHaveText([first.eventName]);
  await expectCounts(page, { Active: 1, Inactive: 0, ...NO_COUNTS });
});

test('an end before the start says so and loads nothing until the range is valid again', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/');
  await expect(page.getByText(/showing \d+ to \d+ of \d+/)).toBeVisible();
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/event-message-workflow-composites')) requested.push(decodeURIComponent(request.url()));
  });

  const rangeAlert = page.getByRole('group', { name: 'Date range' }).getByRole('alert');
  await typeDate(page, 'End date', ymd(-1));
  await expect(rangeAlert).toHaveText('End date should be after start date.');
  await expect(page.getByLabel('End date', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(statusCount(page, 'Active')).toHaveAccessibleName('Active: -');
  await expect(page.getByText('No message workflows found')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`dateRange\\.end=${ymd(-1)}`));

  const valid = page.waitForRequest((request) => request.url().includes('count-of-each-status'));
  await typeDate(page, 'Start date', ymd(-3));
  await valid;
  await expect(rangeAlert).toHaveCount(0);
  // requests are sent in order: any made for the invalid range would have come before these
  expect(requested.length).toBeGreaterThan(0);
  for (const url of requested) expect(url).toContain(apiRange(-3, -1));
});

test('sorts by send date, up by default, then down, then up', async ({ page }) => {
  const label = unique('Sort');
  const w = windowStart(2);
  const [a, b, c] = await plantRows(page.request, label, [{ offset: w + 1 }, { offset: w + 2 }, { offset: w + 3 }]);
  await signIn(page, 'staff');
  await page.goto(dashboardUrl(w, w + 5));
  await expect(eventNames(page, label)).toHaveText([a.eventName, b.eventName, c.eventName]);
  const header = page.getByRole('columnheader', { name: 'Send date' });
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.click();
  await expect(page).toHaveURL(/sort=-sendDate/);
  await expect(eventNames(page, label)).toHaveText([c.eventName, b.eventName, a.eventName]);
  await header.click();
  await expect(page).toHaveURL(/sort=sendDate/);
  await expect(eventNames(page, label)).toHaveText([a.eventName, b.eventName, c.eventName]);
});

test.describe('a super-admin in a laptop window', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('removes and deletes active items after confirming; reactivate and remove refuse what they cannot take', async ({ page }) => {
    const label = unique('Admin');
    const w = windowStart(3);
    const [removed, deleted, off] = await plantRows(page.request, label, [{ offset: w + 1 }, { offset: w + 2 }, { offset: w + 3, status: 0 }]);
    await signIn(page, 'admin');
    await page.goto(dashboardUrl(w, w + 5));
    await expect(eventNames(page, label)).toHaveCount(3);
    await expectCounts(page, { Active: 2, Inactive: 1 });
    // eleven columns fit: no sideways scrolling, the actions in view
    expect(await page.locator('.p-datatable-wrapper').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(rowOf(page, removed.eventName).getByRole('button', { name: 'Delete' })).toBeInViewport();
    // only active items can be deleted
    await expect(rowOf(page, off.eventName).getByRole('button', { name: 'Delete' })).toHaveCount(0);

    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    const apply = bar.getByRole('button', { name: 'Apply' });
    await rowOf(page, removed.eventName).locator('input[type=checkbox]').check();
    await chooseBulkAction(page, 'Reactivate');
    // an action is offered for the rows it can take: the bar names the others, and Apply waits
    await expect(bar.getByRole('status')).toHaveText(new RegExp(`^Reactivate applies to failed rows only\\. Unselect .+ for ${removed.eventName}\\.$`));
    await expect(apply).toBeDisabled();
    await expect(rowOf(page, removed.eventName)).toContainText('Active');

    await rowOf(page, off.eventName).locator('input[type=checkbox]').check();
    await chooseBulkAction(page, 'Remove');
    await expect(bar.getByRole('status')).toHaveText(new RegExp(`^Remove applies to active rows only\\. Unselect .+ for ${off.eventName}\\.$`));
    await expect(apply).toBeDisabled();
    await expect(eventNames(page, label)).toHaveCount(3);

    await rowOf(page, off.eventName).locator('input[type=checkbox]').uncheck();
    await expect(page.getByText('1 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(confirm).toContainText('Are you sure you want to remove 1 object(s) ?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The event message workflows have been removed successfully')).toBeVisible();
    await expect(eventNames(page, label)).toHaveText([deleted.eventName, off.eventName]);
    await expectCounts(page, { Active: 1, Inactive: 1 });

    await rowOf(page, deleted.eventName).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toContainText(`of event #${deleted.eventId}?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toastWith(page, 'The event message workflow has been deleted successfully')).toBeVisible();
    await expect(eventNames(page, label)).toHaveText([off.eventName]);
    await expectCounts(page, { Active: 0, Inactive: 1 });

    // gone for the API too
    const api = await workflowApi(page.request, 'admin');
    for (const gone of [removed, deleted]) expect(await api.call('get', `/v1/events/${gone.eventId}/message-workflows`)).toMatchObject({ items: [], total: 0 });
  });
});

test('staff sees no checkboxes, bulk bar or delete buttons', async ({ page }) => {
  const label = unique('Staff');
  const w = windowStart(4);
  const [row] = await plantRows(page.request, label, [{ offset: w + 1 }]);
  await signIn(page, 'staff');
  await page.goto(dashboardUrl(w, w + 5));
  await expect(eventNames(page, label)).toHaveText([row.eventName]);
  await expect(page.locator('table input[type=checkbox]')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Bulk actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('an out-of-date item shows as inactive, with its note on hover', async ({ page }) => {
  const label = unique('Late');
  const [late] = await plantRows(page.request, label, [{ offset: -1 }]);
  await signIn(page, 'staff');
  await page.goto(dashboardUrl(-1, 0, `&filter[eventName:like]=${label}`));
  const status = rowOf(page, late.eventName).locator('.status-badge');
  await expect(status).toHaveText('Out of date');
  await expect(status).toHaveClass(/status-colour--gray/);
  await expect(status).toHaveAttribute('title', 'Its sending time had passed when it was planned: it is not sent late.');
});

test('filter, sort, page and dates survive a reload, and Back goes to the state before', async ({ page }) => {
  const label = unique('Keep');
  const w = windowStart(5);
  const rows = await plantRows(page.request, label, [1, 2, 3, 4, 5, 6].map((d) => ({ offset: w + d })));
  await signIn(page, 'staff');
  await page.goto('/');
  await typeDate(page, 'End date', ymd(w + 7));
  await typeDate(page, 'Start date', ymd(w));
  await filterList(page, 'Event name', label);
  await expect(eventNames(page, label)).toHaveCount(6);
  await choosePageSize(page, 5);
  await page.getByRole('columnheader', { name: 'Send date' }).click();
  await expect(eventNames(page, label)).toHaveText(rows.slice(1).reverse().map((r) => r.eventName));
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(eventNames(page, label)).toHaveText([rows[0].eventName]);
  const address = page.url();

  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(eventNames(page, label)).toHaveText([rows[0].eventName]);
  await expect(page.getByLabel('Filter by Event name')).toHaveValue(label);
  await expect(page.getByLabel('Start date', { exact: true })).toHaveValue(ymd(w));
  await expect(page.getByLabel('End date', { exact: true })).toHaveValue(ymd(w + 7));
  await expect(page.getByRole('columnheader', { name: 'Send date' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expectCounts(page, { Active: 6 });

  await page.goBack();
  await expect(eventNames(page, label)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});
