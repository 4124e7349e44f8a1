import { Api, chooseFilter, expect, signIn, test, toastWith, unique, type Page } from './support.ts';
import { dashboardUrl, rowOf } from './dashboard-support.ts';
import { DELIVERY_LOG_WINDOW, sentItem, type SentItem } from './delivery-log-support.ts';
import { timelineItem } from './event-workflow-support.ts';
import { leaveUnconfirmed } from './e2e-store.ts';

/**
 * The delivery log of an item (docs/decisions/015-delivery-log.md) after a real send: reached
 * from the event's timeline and from the dashboard row, filtered by status, a failed delivery's reason.
 */
const logRows = (page: Page) => page.locator('.list-table tbody tr');
const logRowOf = (page: Page, contactId: number) => logRows(page).filter({ hasText: `#${contactId} ` });
const counts = (page: Page) => page.getByRole('group', { name: 'Delivery counts' });

/** Picks a status in the Status column's select. */
async function filterStatus(page: Page, label: string) {
  await chooseFilter(page, 'Status', label);
  await expect(page).toHaveURL(new RegExp(`filter\\[status\\]=${label.toLowerCase()}`));
}

// a laptop's window: the log's seven columns fit it
test.use({ viewport: { width: 1280, height: 720 } });

async function expectTheLog(page: Page, item: SentItem) {
  await expect(page).toHaveURL(new RegExp(`/event-message-workflows/items/${item.id}/deliveries`));
  await expect(page.getByRole('heading', { name: 'Delivery log', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `#${item.eventId} ${item.eventName}` })).toBeVisible();
  await expect(page.getByText(item.workflowName, { exact: true })).toBeVisible();
  await expect(page.getByText('Error occurred', { exact: true })).toBeVisible();
  for (const [label, count] of [['Total', 3], ['Sent', 2], ['Failed', 1], ['Pending', 0]] as const)
    await expect(counts(page).getByLabel(`${label}: ${count}`, { exact: true })).toBeVisible();
  await expect(logRows(page)).toHaveCount(3);
}

test('from the timeline: each contact with address, status and message id; the failed one with its reason; the status filter', async ({ page, request }) => {
  const item = await sentItem(request, unique('Log timeline'));
  const [ada, ben, cyd] = item.contacts;
  await signIn(page, 'staff');
  await page.goto(`/event-message-workflows/edit/${item.eventId}`);
  await timelineItem(page, item.workflowName).getByRole('link', { name: `Delivery log of ${item.workflowName}` }).click();
  await expectTheLog(page, item);

  const sent = logRowOf(page, ada.id);
  await expect(sent).toContainText(ada.firstName);
  await expect(sent).toContainText(`${ada.id}@example.com`);
  await expect(sent).toContainText('Sent');
  await expect(sent.getByRole('img', { name: 'Email' })).toBeVisible();
  await expect(sent).toContainText('English');
  // locally, a sent email opens that email in the SES stand-in's mail viewer, not its list of all emails
  const { sesViewer } = await (await Api.as(request, 'staff')).get<{ sesViewer: string }>('/v1/local-links');
  await expect(sent.locator('code')).toHaveText(/\S+/);
  const messageId = (await sent.locator('code').textContent())!;
  await expect(sent.getByRole('link', { name: 'View email' })).toHaveAttribute('href', `${sesViewer}/emails/${encodeURIComponent(messageId)}`);
  const [viewer] = await Promise.all([page.waitForEvent('popup'), sent.getByRole('link', { name: 'View email' }).click()]);
  await expect(viewer.getByText(messageId, { exact: true })).toBeVisible();
  await expect(viewer.getByText(`${ada.id}@example.com`, { exact: true })).toBeVisible();
  await expect(viewer.frameLocator('iframe[title="Email body"]').locator('body')).toContainText(ada.firstName);
  await viewer.close();
  await expect(logRowOf(page, ben.id)).toContainText('Sent');

  const failed = logRowOf(page, cyd.id);
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText(`The reference set query gave no values for master contact #${cyd.id}.`);
  await expect(failed.getByRole('link', { name: 'View email' })).toHaveCount(0);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(1280);
  await expect(failed.locator('td').last()).toBeInViewport({ ratio: 1 });

  await filterStatus(page, 'Failed');
  await expect(logRows(page)).toHaveCount(1);
  await expect(logRows(page).first()).toContainText(`master contact #${cyd.id}`);
  await filterStatus(page, 'Sent');
  await expect(logRows(page)).toHaveCount(2);
  // in the log's order: by contact id
  await expect(logRows(page)).toContainText([ada.id, ben.id].sort((a, b) => a - b).map((id) => `#${id} `));
  // the counts stay the item's, whatever the filter
  await expect(counts(page).getByLabel('Total: 3', { exact: true })).toBeVisible();

  // back to the event's timeline
  await page.getByRole('link', { name: `#${item.eventId} ${item.eventName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/event-message-workflows/edit/${item.eventId}$`));
});

test('from the dashboard: a sent row opens its log; a row not sent yet has none', async ({ page, request }) => {
  const label = unique('Log dashboard');
  const item = await sentItem(request, label);
  await signIn(page, 'staff');
  await page.goto(dashboardUrl(DELIVERY_LOG_WINDOW, DELIVERY_LOG_WINDOW + 4, `&filter[eventName:like]=${encodeURIComponent(label)}`));
  await expect(rowOf(page, item.unsent.eventName)).toBeVisible();
  await expect(rowOf(page, item.unsent.eventName).getByRole('link', { name: /^Delivery log/ })).toHaveCount(0);
  await rowOf(page, item.eventName).getByRole('link', { name: `Delivery log of ${item.workflowName}` }).click();
  await expectTheLog(page, item);
  await expect(logRowOf(page, item.contacts[2].id)).toContainText('The reference set query gave no values');
});

test('an item that does not exist says the log could not be loaded', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/event-message-workflows/items/987654321/deliveries');
  await expect(toastWith(page, 'Load delivery log failed')).toContainText('The event message workflow with #987654321 can not be found.');
  await expect(page.getByText('No deliveries found')).toBeVisible();
});

test('unconfirmed: the log says there was no word from SES; a super-admin resends it after confirming how many, staff cannot', async ({ page, browser, request }) => {
  const item = await sentItem(request, unique('Log resend'));
  const [ada] = item.contacts;
  const address = await leaveUnconfirmed(item, ada.id);
  const { sesViewer } = await (await Api.as(request, 'staff')).get<{ sesViewer: string }>('/v1/local-links');
  const received = async () => ((await (await request.get(`${sesViewer}/store`)).json()).emails as { destination: { to: string[] } }[]).filter((e) => e.destination.to.includes(address)).length;
  const before = await received();

  await signIn(page, 'staff');
  await page.goto(`/event-message-workflows/items/${item.id}/deliveries`);
  const row = logRowOf(page, ada.id);
  await expect(row).toContainText('Unconfirmed');
  await expect(row).toContainText(/No word from SES since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d: it may not have been sent\./);
  await expect(counts(page).getByLabel('Unconfirmed: 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend unconfirmed' })).toHaveCount(0);

  const admin = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await signIn(admin, 'admin');
  await admin.goto(`/event-message-workflows/items/${item.id}/deliveries`);
  await admin.getByRole('button', { name: 'Resend unconfirmed' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Resend unconfirmed' });
  await expect(dialog).toContainText('Resend the 1 unconfirmed delivery? Check first that it was not received');
  await dialog.getByRole('button', { name: 'Resend' }).click();
  await expect(toastWith(admin, '1 unconfirmed delivery resent.')).toBeVisible();
  // the log follows the resend until it is settled
  await expect(logRowOf(admin, ada.id)).toContainText('Sent', { timeout: 30_000 });
  await expect(counts(admin).getByLabel('Sent: 2', { exact: true })).toBeVisible();
  await expect(counts(admin).getByLabel('Unconfirmed: 1', { exact: true })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Resend unconfirmed' })).toHaveCount(0);
  expect(await received()).toBe(before + 1);
  await admin.close();
});
