import { createTag } from '../support/test-data/index.ts';
import { Api, expect, signIn, test, unique, type Page } from './support.ts';
import { TAG_NAME_MAX } from '../../shared/tags.ts';

/**
 * Forms fit the window at phone, laptop and desktop width: nothing scrolls sideways, long names
 * wrap (issue 18, broken 4 and 5).
 */
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

for (const width of [1440, 1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the workflow form fits the width, both enrolment choices in view', async ({ page }) => {
      await signIn(page, 'staff');
      await page.goto('/message-workflows/form');
      await expect(page.getByRole('heading', { name: 'Create Message Workflow' })).toBeVisible();
      const manually = page.getByText('Manually', { exact: true });
      await manually.scrollIntoViewIfNeeded();
      await expect(manually).toBeInViewport({ ratio: 1 });
      await expect(page.getByText('Automatically', { exact: true })).toBeInViewport({ ratio: 1 });
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      // choosing Manually shows its contact chooser, which fits too
      await manually.click();
      await expect(page.getByLabel('Contacts', { exact: true })).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    });

    test('a long tag name does not widen the tag page; the chip preview wraps', async ({ page, request }) => {
      const name = unique('Long').padEnd(TAG_NAME_MAX, 'x');
      const tag = await createTag(await Api.as(request, 'staff'), { name });
      await signIn(page, 'staff');
      await page.goto(`/tags/edit/${tag.id}`);
      const chip = page.locator('.form-field').filter({ hasText: 'Preview' }).locator('.tag-chip');
      await expect(chip).toHaveText(name);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await expect(chip).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
      // a name wider than the form breaks over lines inside its chip
      const box = (await chip.boundingBox())!;
      const lineHeight = await chip.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect(box.height).toBeGreaterThan(2 * lineHeight);
    });
  });
}
