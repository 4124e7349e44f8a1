import { expect, signIn, test, toastWith, type Page } from './support.ts';
import type { Locator } from '@playwright/test';

/** Two boxes share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** Every page load of this tab counts as a new sign-in for the warning (new accounts expire in 30 days). */
async function warnOnEveryLoad(page: Page) {
  await page.addInitScript(() => localStorage.removeItem('passwordExpire'));
}

test.describe('the password-expiry warning', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('stays clear of the main buttons of lists and forms', async ({ page }) => {
    await signIn(page, 'staff');
    await warnOnEveryLoad(page);
    const warning = toastWith(page, /Your password will expire in .+\. Please reset your password now\.\.\./);

    await page.goto('/messages');
    await expect(warning).toBeVisible();
    for (const name of ['Quick create', 'Create new message']) {
      const button = page.getByRole('link', { name }).or(page.getByRole('button', { name }));
      await expect(button).toBeVisible();
      expect(await overlap(warning, button), `the warning covers '${name}'`).toBe(false);
    }

    await page.goto('/tags/form');
    await expect(warning).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeVisible();
    expect(await overlap(warning, save), 'the warning covers Save').toBe(false);
    expect(await overlap(warning, page.getByRole('link', { name: 'Cancel' })), 'the warning covers Cancel').toBe(false);
  });

  test('links to the password change', async ({ page }) => {
    await signIn(page, 'staff');
    await warnOnEveryLoad(page);
    await page.goto('/');
    const warning = toastWith(page, /Your password will expire in/);
    await warning.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Current password')).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
