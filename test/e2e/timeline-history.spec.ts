import AxeBuilder from '@axe-core/playwright';
import { chooseFilter, expect, signIn, test, toastWith } from './support.ts';
import { confirmSave, eventWorkflowApi, timelineItem } from './event-workflow-support.ts';

/**
 * docs/audit.md I10: an event's timeline shows the History of its items, newest first, each entry
 * naming the item's workflow, who and when, and opening to its field diff; a save adds its entry.
 * I11: the audit log finds the entries that affect sends.
 */
test('the event timeline shows the History of its items, and a save adds its entry', async ({ page, request }) => {
  const api = await eventWorkflowApi(request);
  const workflow = await api.activeWorkflow();
  const event = await api.event();
  await api.attach(event.id, [workflow.id]);

  await signIn(page, 'staff');
  await page.goto(`/event-message-workflows/edit/${event.id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Attached');
  await expect(history.getByRole('listitem').first()).toContainText(workflow.name);

  await timelineItem(page, workflow.name).getByRole('switch', { name: `Active: ${workflow.name}` }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmSave(page);
  await expect(toastWith(page, 'The event message workflow has been saved successfully')).toBeVisible();

  await expect(history.getByRole('listitem')).toHaveCount(2);
  const latest = history.getByRole('listitem').first();
  await expect(latest).toContainText('Switched off');
  await expect(latest).toContainText(workflow.name);
  await expect(latest).toContainText('Staff');
  const toggle = latest.getByRole('button', { name: /fields? changed/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(latest.getByRole('row', { name: /^status/ })).toContainText('0');
  const violations = (await new AxeBuilder({ page }).include('.record-history').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(violations.map((v) => v.id)).toEqual([]);
});

test("the audit log's Affects sends filter finds an item's entries, with what they affect", async ({ page, request }) => {
  const api = await eventWorkflowApi(request);
  const workflow = await api.activeWorkflow();
  const event = await api.event();
  const [item] = await api.attach(event.id, [workflow.id]);

  await signIn(page, 'admin');
  await page.goto('/audit-log');
  await page.getByLabel('Filter by Record ID', { exact: true }).fill(String(item.id));
  await chooseFilter(page, 'Record type', 'Event timeline item');
  await chooseFilter(page, 'Affects sends', 'Yes');
  await expect(page).toHaveURL(/filter%5BaffectsSends%5D=true|filter\[affectsSends\]=true/);
  const row = page.locator('.list-table tbody tr').filter({ has: page.getByText('Attached', { exact: true }) }).filter({ hasText: workflow.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1 item');
  await chooseFilter(page, 'Affects sends', 'No');
  await expect(page.getByText('No changes recorded for these filters.')).toBeVisible();
});
