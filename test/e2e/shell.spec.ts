import { expect, signIn, test } from './support.ts';

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

  test('areas not built yet open a plain page with their title', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Report' }).click();
    await expect(page).toHaveURL(/\/report$/);
    await expect(page.getByRole('heading', { name: 'Report' })).toBeVisible();
    await expect(page.getByText('This area is not available yet.')).toBeVisible();
    await expect(page).toHaveTitle('Report');
    // every address under it too
    await page.goto('/report/form');
    await expect(page.getByText('This area is not available yet.')).toBeVisible();
  });

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
