import { expect, signIn, test, unique } from './support.ts';

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
