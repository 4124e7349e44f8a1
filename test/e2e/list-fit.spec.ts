import { CATALOGUE } from './catalogue.ts';
import { Api, expect, signIn, test, type Page } from './support.ts';

/**
 * Every list fits a 1280 x 720 window (a common laptop), for a super-admin (the widest variant:
 * checkbox column and Clone/Delete): no horizontal scrolling of the page, the last column's
 * controls on screen and not clipped, the filters wide enough to read.
 */
type Maker = (api: Api) => Promise<string | undefined>;

const LISTS: Record<string, Maker> = {
  ...Object.fromEntries(Object.entries(CATALOGUE).map(([path, make]) => [path, async (api: Api) => (await make(api)).name])),
  // A message with a translation is a row of the translations list.
  '/message-translations': async (api) => (await CATALOGUE['/messages'](api)).name,
  // The two triggers are always there.
  '/action-trigger-messages': async () => undefined,
};

/** True when the middle of the element is the element itself (not clipped away or covered). */
const hitsItself = (page: Page, selector: string, index: number) =>
  page.evaluate(
    ([selector, index]) => {
      const element = document.querySelectorAll(selector)[index] as HTMLElement;
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && (hit === element || element.contains(hit));
    },
    [selector, index] as const,
  );

test.describe('lists at 1280 x 720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  for (const [path, make] of Object.entries(LISTS)) {
    test(`${path} fits: actions visible, filters readable, no sideways scrolling`, async ({ page, request }) => {
      const api = await Api.as(request, 'admin');
      const marker = await make(api);
      await signIn(page, 'admin');
      await page.goto(path);
      const rows = page.locator('tbody tr');
      await expect(marker ? rows.filter({ hasText: marker }).first() : rows.first()).toBeVisible();

      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(1280);

      const lastCell = 'tbody tr:first-child td:last-child';
      const controls = page.locator(`${lastCell} :is(button, input)`);
      await expect(controls.first()).toBeVisible();
      for (let i = 0; i < (await controls.count()); i++) {
        await expect(controls.nth(i)).toBeInViewport({ ratio: 1 });
        expect(await hitsItself(page, `${lastCell} :is(button, input)`, i), `control ${i} of the last column is clipped or covered`).toBe(true);
      }

      // Each filter shows its whole placeholder or choice ('Filter', 'All'), not a clipped part of it.
      const clipped = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        const textWidth = (element: Element, text: string) => {
          context.font = getComputedStyle(element).font;
          return context.measureText(text).width;
        };
        const row = document.querySelector('.list-table thead tr:nth-child(2)');
        if (!row) return [];
        const inputs = [...row.querySelectorAll<HTMLInputElement>('input:not([type=checkbox])')].filter((input) => !input.closest('.p-hidden-accessible'));
        const selects = [...row.querySelectorAll('select')];
        const narrow = (element: HTMLElement, text: string) => {
          const style = getComputedStyle(element);
          return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) < textWidth(element, text) - 0.5;
        };
        return [
          ...inputs.filter((input) => narrow(input, input.value || input.placeholder)).map((input) => input.getAttribute('aria-label')),
          ...selects.filter((select) => narrow(select, select.selectedOptions[0]?.text ?? '')).map((select) => select.getAttribute('aria-label')),
        ];
      });
      expect(clipped, 'filters too narrow to read').toEqual([]);

      // The whole table fits: nothing to scroll to sideways either.
      const table = page.locator('.p-datatable-wrapper');
      expect(await table.evaluate((wrapper) => wrapper.scrollWidth - wrapper.clientWidth)).toBeLessThanOrEqual(0);
    });
  }
});
