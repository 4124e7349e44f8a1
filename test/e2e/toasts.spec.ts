import type { Locator } from '@playwright/test';
import { Api, expect, filterList, signIn, test, toastWith, unique } from './support.ts';
import { createReferenceLayout, createTag } from '../support/test-data/index.ts';

/**
 * A passing toast is read on screen: its life counts from the first frame that shows it, not
 * from the moment the app asked for it. A loaded machine (or a slow one) may take seconds to
 * paint the screen a save leads to; the confirmation must not spend its life unseen meanwhile.
 */

test('the saved toast stays its whole life on screen when the next screen is slow to paint', async ({ page }) => {
  // As on a busy machine: the frame that would first show the toast waits 4 s for the main thread.
  await page.addInitScript(() => {
    const times: { added?: number; painted?: number; removed?: number } = {};
    Object.assign(window, { toastTimes: times });
    const busyFor = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    new MutationObserver(() => {
      const shown = !!document.querySelector('.p-toast-message');
      if (shown && times.added === undefined) {
        times.added = performance.now();
        requestAnimationFrame(() => {
          busyFor(4000);
          requestAnimationFrame(() => (times.painted = performance.now()));
        });
      } else if (!shown && times.added !== undefined && times.removed === undefined) times.removed = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await signIn(page, 'staff');
  await page.goto('/message-workflows/form');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(unique('Toast'));
  await page.getByRole('button', { name: 'Save' }).click();

  // the toast itself, until it has left the page (toastWith leaves fading toasts out)
  const saved = page.locator('.p-toast-message').filter({ hasText: 'The message workflow has been saved successfully' });
  await expect(saved).toBeVisible();
  await expect(saved).toHaveCount(0, { timeout: 15_000 });
  const times = await page.evaluate(() => (window as unknown as { toastTimes: { added: number; painted: number; removed: number } }).toastTimes);
  // 3 s of life (less a frame or two of measuring) between the first frame that showed it and its removal.
  expect(times.removed - times.painted).toBeGreaterThan(2_900);
});

test('the pointer on a toast holds it; leaving gives it its life again', async ({ page }) => {
  // The page's clock runs until paused, so the screens load as usual.
  const start = Date.now();
  await page.clock.install({ time: start - 10_000 });
  await signIn(page, 'staff');
  await page.goto('/message-workflows/form');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(unique('Toast'));
  await page.clock.pauseAt(start);
  await page.getByRole('button', { name: 'Save' }).click();

  // the toast itself, through its fade-out (toastWith leaves fading toasts out)
  const saved = page.locator('.p-toast-message').filter({ hasText: 'The message workflow has been saved successfully' });
  await saved.hover();
  await page.clock.runFor(10_000);
  await expect(saved).not.toHaveClass(/p-toast-message-exit/);
  await page.mouse.move(10, 10);
  await page.clock.runFor(2_500);
  await expect(saved).not.toHaveClass(/p-toast-message-exit/);
  await page.clock.runFor(1_000);
  // its life is over: it fades out (the fade's timer starts once the page has rendered the removal)
  await expect(saved).toHaveClass(/p-toast-message-exit/);
  await page.clock.runFor(500);
  await expect(saved).toHaveCount(0);
});

/** Two boxes share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** Where toasts show (decision 020): never over a screen's main buttons, nor over a dialog's close button. */
for (const width of [1440, 1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    test("a page's toast stays clear of its create button, and of Save and Cancel", async ({ page, request }) => {
      const api = await Api.as(request, 'staff');
      const tag = await createTag(api, { name: unique('Placed') });
      await signIn(page, 'staff');
      await page.goto('/tags');
      await filterList(page, 'Tag', tag.name);
      await page.getByRole('row').filter({ hasText: tag.name }).getByRole('button', { name: 'Clone' }).click();
      const cloned = toastWith(page, 'The tag has been cloned successfully');
      await expect(cloned).toBeVisible();
      const create = page.getByRole('link', { name: 'Create new tag' });
      expect(await overlap(cloned, create), 'the toast covers Create new tag').toBe(false);

      // a failed save leaves the toast on the form
      await page.goto(`/tags/edit/${tag.id}`);
      await expect(page.getByLabel('Name')).toHaveValue(tag.name);
      await api.updateTag(tag, { color: '#000000' }); // someone else saves first
      await page.getByLabel('Name').fill(`${tag.name} mine`);
      await page.getByRole('button', { name: 'Save' }).click();
      const refused = toastWith(page, 'Could not save tag');
      await expect(refused).toBeVisible();
      for (const button of [page.getByRole('button', { name: 'Save' }), page.getByRole('link', { name: 'Cancel' })]) {
        await expect(button).toBeVisible();
        expect(await overlap(refused, button), `the toast covers ${await button.textContent()}`).toBe(false);
      }
    });

    test("a dialog's toast shows in the dialog under its title bar, titled, one at a time; the close button stays free", async ({ page, request }) => {
      const layout = await createReferenceLayout(await Api.as(request, 'staff'), { name: unique('Placed'), code: '<p>{{ value }}</p>' });
      await signIn(page, 'staff');
      // a new template has no query yet: testing a layout is refused with a toast
      await page.goto('/reference-set-templates/form');
      const custom = page.getByRole('region', { name: 'Custom references' });
      await custom.getByRole('button', { name: 'Add custom reference' }).click();
      await custom.getByLabel('Field of row 1').fill('Greeting');
      await custom.getByRole('button', { name: 'Attach a reference layout to Greeting' }).click();
      const dialog = page.getByRole('dialog', { name: 'Attach and edit Reference Layout' });
      const chooser = dialog.getByRole('combobox', { name: 'Reference layout' });
      await chooser.fill(layout.name);
      await page.getByRole('option', { name: `#${layout.id} ${layout.name}` }).click();

      const testLayout = dialog.getByRole('button', { name: 'Test', exact: true });
      await testLayout.click();
      const refusals = dialog.locator('.p-toast-message:not(.p-toast-message-exit)');
      await expect(refusals).toHaveCount(1);
      await expect(refusals.locator('.p-toast-summary')).toHaveText('Test reference layout failed');
      await expect(refusals.locator('.p-toast-detail')).toHaveText('Please input a query in order to test reference layout.');
      // none on the page beside it
      await expect(toastWith(page, 'Test reference layout failed')).toHaveCount(1);
      // the next one takes its place
      await testLayout.click();
      await expect(refusals).toHaveCount(1);

      const close = dialog.getByRole('button', { name: 'Close', exact: true });
      expect(await overlap(refusals, close), 'the toast covers the close button').toBe(false);
      expect(await overlap(refusals, testLayout), 'the toast covers Test').toBe(false);
      // a toast that goes leaves its room: what is under the pointer stays where it was
      const before = await testLayout.boundingBox();
      await refusals.getByRole('button', { name: 'Dismiss' }).click();
      await expect(refusals).toHaveCount(0);
      await expect(dialog.locator('.p-toast-message')).toHaveCount(0);
      expect(await testLayout.boundingBox()).toEqual(before);
      // clickable while the toast shows: the chosen layout is unsaved input, so it asks
      await close.click({ timeout: 2_000 });
      await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
