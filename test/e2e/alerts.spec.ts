import AxeBuilder from '@axe-core/playwright';
import { raiseTestAlert } from './e2e-store.ts';
import { expect, signIn, test, unique, type Page } from './support.ts';

/**
 * The notification centre (docs/alerts.md, B1-B3): the header's bell names the unread count, opens
 * the newest alerts with their time and a link to the item's timeline, marks one or all read, and
 * is worked with the keyboard alone, axe-clean, at a desktop width and at 390 px.
 */
const bell = (page: Page) => page.getByRole('button', { name: /^Alerts: \d+ unread$/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Alerts' });
// Read state is the staff user's, shared by both widths: one at a time. Other files' sends raise
// alerts meanwhile, so the tests follow their own alerts, not the count's exact value.
test.describe.configure({ mode: 'serial' });

const unreadOf = async (page: Page) => Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1]);

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('shows the unread count, lists the alerts with their time and link, marks one and all read, with the keyboard', async ({ page }) => {
      const text = unique('Blocked: the message has no template');
      // item ids far from the demo's, new each run: this one and another left unread for Mark all as read
      const itemId = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 2;
      const other = unique('Blocked: no sender');
      await raiseTestAlert(itemId, text);
      await raiseTestAlert(itemId + 1, other);
      await signIn(page, 'staff');
      await page.goto('/tags');
      await expect(bell(page)).toBeVisible();
      await expect.poll(() => unreadOf(page)).toBeGreaterThan(0);
      const before = await unreadOf(page);

      await bell(page).focus();
      await page.keyboard.press('Enter');
      await expect(panel(page)).toBeVisible();
      const entry = panel(page).getByRole('listitem').filter({ hasText: text });
      await expect(entry).toBeVisible();
      await expect(entry.locator('time')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      await expect(entry.getByRole('link', { name: 'Open the timeline' })).toHaveAttribute('href', '/event-message-workflows/edit/1');
      const box = await panel(page).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);

      const { violations } = await new AxeBuilder({ page }).include('.alert-bell').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      // Mark as read, reached with Tab
      const markOne = entry.getByRole('button', { name: /^Mark as read/ });
      await markOne.focus();
      await page.keyboard.press('Enter');
      await expect(markOne).toHaveCount(0);
      await expect.poll(() => unreadOf(page)).toBeLessThan(before);

      const otherEntry = panel(page).getByRole('listitem').filter({ hasText: other });
      await expect(otherEntry.getByRole('button', { name: /^Mark as read/ })).toHaveCount(1);
      await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
      await expect(otherEntry.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
      await expect(entry.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);

      // Escape closes it and gives focus back to the bell; the link leads to the timeline
      await page.keyboard.press('Escape');
      await expect(panel(page)).toHaveCount(0);
      await expect(bell(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await panel(page).getByRole('listitem').filter({ hasText: text }).getByRole('link', { name: 'Open the timeline' }).click();
      await expect(page).toHaveURL('/event-message-workflows/edit/1');
      await expect(panel(page)).toHaveCount(0);
    });
  });
}
