import { expect, filterList, signIn, test, unique } from './support.ts';
import { plantRows, windowStart } from './dashboard-support.ts';

/** A blocked workflow delete names the events whose enabled items use it, each a link to its timeline. */
test('a blocked workflow delete names the events that use it and links them', async ({ page }) => {
  const label = unique('Blocked delete');
  const w = windowStart(10);
  const [first, second] = await plantRows(page.request, label, [{ offset: w + 1 }, { offset: w + 2 }]);
  await signIn(page, 'admin');
  await page.goto('/message-workflows');
  await filterList(page, 'Name', `${label} workflow`);
  await page.locator('tbody tr').first().getByRole('button', { name: 'Delete' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cannot delete!' });
  await expect(dialog).toContainText('There are 2 enabled message workflow using this message workflow. You cannot delete it.');
  const events = dialog.getByRole('list', { name: 'Events using this message workflow' }).getByRole('link');
  await expect(events).toHaveText([`#${first.eventId} ${first.eventName}`, `#${second.eventId} ${second.eventName}`]);
  await expect(events.first()).toHaveAttribute('href', `/event-message-workflows/edit/${first.eventId}`);
  await expect(dialog.getByRole('button', { name: 'Yes' })).toHaveCount(0);

  await events.nth(1).click();
  await expect(page).toHaveURL(`/event-message-workflows/edit/${second.eventId}`);
  await expect(dialog).toBeHidden();
});
