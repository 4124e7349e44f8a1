import { expect, signIn, test } from './support.ts';

test.describe('a narrow window (800 px)', () => {
  test.use({ viewport: { width: 800, height: 700 } });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'staff');
  });

  test('the header menu button opens the navigation, which closes on navigation', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: 'Tags' }).click();
    await menu.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/tags\?/);
    await expect(page.getByRole('heading', { name: 'Tag', exact: true })).toBeVisible();
    await expect(menu).toBeHidden();

    // The drawer covers the page: a click beside it closes it too.
    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(780, 400);
    await expect(menu).toBeHidden();
  });

  test('the navigation works from the keyboard and closes on Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Howdy, Sam!' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const button = page.getByRole('button', { name: 'Menu' });

    // The button is the first stop of the tab order.
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    // Focus moves into the navigation.
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab'); // Message
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // Search
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/messages\?/);
    await expect(menu).toBeHidden();
  });
});
