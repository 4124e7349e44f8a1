import { Api, expect, signIn, test, toastWith, unique, type Page } from './support.ts';
import { createTag } from '../support/test-data/index.ts';
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

for (const width of [1440, 1280, 390]) {
  test.describe(`the password-expiry warning at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    test('covers no table row and none of the main buttons of lists and forms', async ({ page, request }) => {
      // rows enough to fill the window
      const api = await Api.as(request, 'staff');
      const marker = unique('Rows');
      for (let i = 0; i < 16; i++) await createTag(api, { name: `${marker} ${i}` });
      await signIn(page, 'staff');
      await warnOnEveryLoad(page);
      const warning = toastWith(page, /Your password will expire in .+\. Please reset your password now\.\.\./);

      await page.goto(`/tags?filter[name:like]=${marker}`);
      await expect(warning).toBeVisible();
      const rows = page.locator('.list-table tbody tr');
      await expect(rows).toHaveCount(16);
      for (const row of await rows.all()) expect(await overlap(warning, row), 'the warning covers a row').toBe(false);
      expect(await overlap(warning, page.getByRole('link', { name: 'Create new tag' })), "the warning covers 'Create new tag'").toBe(false);

      await page.goto('/messages');
      await expect(warning).toBeVisible();
      for (const name of ['Quick create', 'Create new message']) {
        const button = page.getByRole('link', { name }).or(page.getByRole('button', { name }));
        await expect(button).toBeVisible();
        expect(await overlap(warning, button), `the warning covers '${name}'`).toBe(false);
      }
      // it stays while the user works: on the next screen too, until closed
      await page.getByRole('link', { name: 'Create new message' }).click();
      await expect(page.getByRole('heading', { name: 'Create Message' })).toBeVisible();
      await expect(warning).toBeVisible();

      await page.goto('/tags/form');
      await expect(warning).toBeVisible();
      const save = page.getByRole('button', { name: 'Save' });
      await expect(save).toBeVisible();
      expect(await overlap(warning, save), 'the warning covers Save').toBe(false);
      expect(await overlap(warning, page.getByRole('link', { name: 'Cancel' })), 'the warning covers Cancel').toBe(false);
      await warning.getByRole('button', { name: 'Dismiss' }).click();
      await expect(warning).toHaveCount(0);
    });
  });
}

test.describe('the password-expiry warning', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

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
