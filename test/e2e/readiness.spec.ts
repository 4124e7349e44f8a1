import { expect, signIn, test, toastWith, unique } from './support.ts';
import { eventWorkflowApi, timelineItem } from './event-workflow-support.ts';
import { dashboardUrl, plantRows, tableRows } from './dashboard-support.ts';
import { fixedContacts } from '../support/test-data/index.ts';

/**
 * The readiness check on the screens (docs/readiness.md): the timeline's 'Check readiness' lists
 * what it found with a link to what to fix, and each item's badge follows; the dashboard's runs the
 * next 7 days and its rows' badges follow.
 */
test('the timeline checks its items: a blocked one says why and links to its workflow, each badge follows', async ({ page, request }) => {
  const api = await eventWorkflowApi(request);
  const marker = unique('Readiness');
  const blocked = await api.activeWorkflow({ name: `${marker} nobody`, targetGroup: fixedContacts(987_654_321) });
  const reaching = await api.activeWorkflow({ name: `${marker} someone` });
  const event = await api.event();
  await api.attach(event.id, [blocked.id, reaching.id]);

  await signIn(page, 'staff');
  await page.goto(`/event-message-workflows/edit/${event.id}`);
  const blockedItem = timelineItem(page, blocked.name);
  await expect(blockedItem.getByLabel('Readiness: Not checked')).toBeVisible();

  await page.getByRole('button', { name: 'Check readiness' }).click();
  const report = page.getByRole('region', { name: 'Readiness' });
  await expect(report).toContainText('Nobody is in the audience: nothing would be sent.');
  await expect(report.locator('[data-code="audience-empty"]')).toContainText(blocked.name);
  await expect(report.getByRole('link', { name: `Fix the message workflow #${blocked.id}` })).toHaveAttribute('href', `/message-workflows/edit/${blocked.id}`);
  await expect(blockedItem.getByLabel('Readiness: Blocked')).toBeVisible();
  // the other reaches its contact: ready, or warnings, never blocked
  await expect(timelineItem(page, reaching.name).getByLabel(/^Readiness: (Ready|\d+ warnings?)$/)).toBeVisible();
});

test("the dashboard's 'Check readiness' checks the next 7 days and its rows' badges follow", async ({ page }) => {
  const label = unique('Due');
  const [row] = await plantRows(page.request, label, [{ offset: 2 }]);
  await signIn(page, 'staff');
  await page.goto(dashboardUrl(0, 7, `&filter[eventName:like]=${label}`));
  const line = tableRows(page).filter({ hasText: row.eventName });
  await expect(line.getByLabel('Readiness: Not checked')).toBeVisible();
  await page.getByRole('button', { name: 'Check readiness' }).click();
  await expect(toastWith(page, /items? due in the next 7 days checked: \d+ ready, \d+ with warnings, \d+ blocked\./)).toBeVisible({ timeout: 60_000 });
  await expect(line.getByLabel(/^Readiness: (Ready|\d+ warnings?|Blocked)$/)).toBeVisible();
});
