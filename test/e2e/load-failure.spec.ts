import { expect, signIn, test } from './support.ts';

test.describe('code that cannot be loaded', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'staff');
  });

  test("an area's code failing to load shows an error screen whose Reload works once the network is back", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Howdy, Sam!' })).toBeVisible();
    // A deploy replaced the files, or the connection dropped: every further chunk request fails.
    await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Tags' }).click();
    await menu.getByRole('link', { name: 'Search' }).click();

    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByText('The application may have been updated, or the connection was interrupted.')).toBeVisible();
    // The shell stays usable around the error.
    await expect(menu).toBeVisible();

    await page.unroute('**/assets/*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Tag', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
  });

  test('the signed-in part failing on the first load shows the error screen too', async ({ page }) => {
    // The signed-in shell's chunk (its chunk group in web/vite.config.ts).
    await page.route('**/assets/shell-*.js', (route) => route.abort('failed'));
    await page.goto('/tags');
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();

    await page.unroute('**/assets/shell-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Tag', exact: true })).toBeVisible();
  });
});
