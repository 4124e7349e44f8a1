import { expect, signIn, test } from './support.ts';

type Box = { x: number; y: number; width: number; height: number };

test.describe('the shell', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'staff');
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-area/at-all');
    await expect(page.getByText('404 Not found!')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/tags/unknown/page');
    await expect(page.getByText('404 Not found!')).toBeVisible();
  });

  test('the Report entry opens the reports; its first address, /report, leads there with what it carried', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Report' }).click();
    await expect(page).toHaveURL(/\/reports\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Reports');
    await page.goto('/report?channel=sms');
    await expect(page).toHaveURL(/\/reports\?from=.*channel=sms/);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await page.goto('/report/form');
    await expect(page).toHaveURL(/\/reports\?/);
    // under /reports, an address it does not know is the 404 page
    await page.goto('/reports/no-such-page');
    await expect(page.getByText('404 Not found!')).toBeVisible();
  });

  for (const width of [1440, 1280, 390]) {
    test(`at ${width} px the footer text does not run into the stand-in links`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const footer = page.locator('footer');
      const links = footer.getByRole('link');
      await expect(links).toHaveCount(3);
      // each box after the one before it on its line, at least 8 px apart, or on a line below it (once the layout settled)
      const clear = async () => {
        const boxes = (await Promise.all([footer.getByText('for internal use by event staff'), ...(await links.all())].map((part) => part.boundingBox()))) as Box[];
        return boxes.slice(1).every((box, i) => box.x >= boxes[i].x + boxes[i].width + 8 || box.y >= boxes[i].y + boxes[i].height);
      };
      await expect.poll(clear).toBe(true);
    });
  }

  test('the footer links the local stand-ins, the scheduler page among them', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Local mail viewer' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Local SMS outbox' })).toBeVisible();
    const scheduler = footer.getByRole('link', { name: 'Local scheduler' });
    await expect(scheduler).toBeVisible();
    await page.goto((await scheduler.getAttribute('href'))!);
    await expect(page.getByRole('heading', { name: 'Scheduler (local)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Schedules' })).toBeVisible();
  });
});
