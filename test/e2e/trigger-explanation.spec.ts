import { expect, signIn, test, toastWith } from './support.ts';
import { choose, dropdown } from './workflow-support.ts';
import { confirmSave, openTriggerModalOfAttached } from './event-workflow-support.ts';

/**
 * The trigger explains itself before Save or Apply (issue 18; docs/decisions/027): the workflow
 * form says it in words, the Edit trigger modal also when it sends for the event, by the server's
 * own resolution and in Europe/Amsterdam, whatever the browser's zone.
 */
test.use({ timezoneId: 'UTC' });

for (const width of [1440, 1280, 390]) {
  test(`at ${width} px the workflow form says the trigger in words as it is built; long deadline names are whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'staff');
    await page.goto('/message-workflows/form');
    const words = page.getByLabel('When it sends');
    await expect(words).toHaveText('Complete the trigger to see when it sends.');
    await page.getByRole('spinbutton', { name: 'Interval' }).fill('3');
    await choose(page, 'Event deadline type', 'Delegates can cancel meetings');
    await page.getByRole('textbox', { name: 'Sending time' }).fill('09:30');
    // no event at hand: the sentence alone
    await expect(words).toHaveText('3 days before Delegates can cancel meetings at 09:30');
    const label = dropdown(page, 'Event deadline type').locator('.p-dropdown-label');
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await choose(page, 'Days or weeks', 'Week(s)');
    await expect(words).toHaveText('Complete the trigger to see when it sends.');
    await page.getByRole('checkbox', { name: 'Thursday' }).check();
    await page.getByRole('checkbox', { name: 'Tuesday' }).check();
    await choose(page, 'Before or after', 'After');
    await expect(words).toHaveText('3 weeks after the week of Delegates can cancel meetings, on Tuesday, at 09:30');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the Edit trigger modal says when the item sends for its event before Apply, as the timeline then shows it', async ({ page, request }) => {
  const { event, card, dialog } = await openTriggerModalOfAttached(page, request);
  const words = dialog.getByLabel('When it sends');
  // Delegate meeting booking is 20/05/2031 12:00 in Amsterdam
  await expect(words).toHaveText(`2 days before Delegate meeting booking at 09:00 → Sun 18 May 2031 09:00 for #${event.id}`);

  await dialog.getByRole('spinbutton', { name: 'Interval' }).fill('5');
  await dialog.getByRole('textbox', { name: 'Sending time' }).fill('14:15');
  await expect(words).toHaveText(`5 days before Delegate meeting booking at 14:15 → Thu 15 May 2031 14:15 for #${event.id}`);
  // a deadline the event does not have
  await choose(page, 'Event deadline type', 'Hotel booking');
  await expect(words).toHaveText(`5 days before Hotel booking at 14:15 → never for #${event.id}: The event has no Hotel booking deadline.`);
  await choose(page, 'Event deadline type', 'Delegate meeting booking');

  // the changed trigger is not closed away by Esc without a question
  await dialog.getByRole('textbox', { name: 'Sending time' }).press('Escape');
  const question = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(question).toContainText('You have unsaved changes. Close without saving them?');
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(words).toHaveText(`5 days before Delegate meeting booking at 14:15 → Thu 15 May 2031 14:15 for #${event.id}`);

  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('15/05/203114:15');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmSave(page);
  await expect(toastWith(page, 'The event message workflow has been saved successfully')).toBeVisible();
});
