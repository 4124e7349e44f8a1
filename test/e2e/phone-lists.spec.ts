import { CATALOGUE } from './catalogue.ts';
import { Api, expect, signIn, test, unique, type Page } from './support.ts';
import { dashboardUrl, plantRows, rowOf, tableRows, windowStart } from './dashboard-support.ts';
import { sentItem } from './delivery-log-support.ts';

/**
 * At phone width (390 x 844) no list scrolls sideways: rows become stacked cards, each cell under
 * its column's name, the actions reachable (docs/decisions/023-dashboard-at-work.md). Checked for
 * every list route as a super-admin (the widest variant: checkbox column, bulk bar, Clone/Delete).
 */
const PHONE = { width: 390, height: 844 };

/** Each list route, with a record of our own where the route lists what the catalogue makes, and the columns that tell its rows apart. */
const LISTS: { path: string; make?: (api: Api) => Promise<unknown>; identifying: string[] }[] = [
  { path: '/', identifying: ['Workflow name', 'Send date', 'Status', 'Event name'] },
  { path: '/message-workflows', identifying: ['Name', 'Status', 'Date'] },
  { path: '/message-workflow-sets', identifying: ['Name', 'Status', 'Date'] },
  { path: '/event-message-workflows', identifying: ['Event name', 'Event status', 'Attached at'] },
  { path: '/message-translations', make: CATALOGUE['/messages'], identifying: ['Message name', 'Language'] },
  { path: '/action-trigger-messages', identifying: ['Action name'] },
  ...Object.entries(CATALOGUE).map(([path, make]) => ({ path, make, identifying: [path === '/tags' ? 'Tag' : 'Name'] })),
];

/** True when the middle of the element is the element itself (not clipped away or covered). */
const hitsItself = (page: Page, selector: string, index: number) =>
  page.evaluate(
    ([selector, index]) => {
      const element = document.querySelectorAll(selector)[index] as HTMLElement;
      element.scrollIntoView({ block: 'center' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && (hit === element || element.contains(hit));
    },
    [selector, index] as const,
  );

async function expectStackedCards(page: Page, identifying: string[]) {
  const firstRow = page.locator('.list-table tbody tr:not(.p-datatable-emptymessage)').first();
  await expect(firstRow.locator('td').first()).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(PHONE.width);
  const wrapper = page.locator('.p-datatable-wrapper');
  expect(await wrapper.evaluate((element) => element.scrollWidth - element.clientWidth), 'the table scrolls sideways').toBeLessThanOrEqual(0);

  // every cell of the card is on screen, those that identify the row named by their column
  const cells = await firstRow.locator('td').evaluateAll((tds) =>
    tds.map((td) => ({ label: td.getAttribute('data-label'), shown: getComputedStyle(td, '::before').content, box: td.getBoundingClientRect().toJSON() as DOMRect })),
  );
  for (const cell of cells) expect(cell.box.right, `the ${cell.label ?? 'unnamed'} cell`).toBeLessThanOrEqual(PHONE.width);
  for (const label of identifying) {
    const cell = cells.find((one) => one.label === label);
    expect(cell, `the ${label} cell`).toBeDefined();
    expect(cell!.shown).toBe(`"${label}"`);
    expect(cell!.box.width).toBeGreaterThan(0);
  }

  // the row's actions are reachable: on screen, not clipped or covered
  const controls = 'tbody tr:first-child td.list-table__actions :is(a, button)';
  for (let i = 0; i < (await page.locator(controls).count()); i++) {
    expect(await hitsItself(page, controls, i), `action ${i} is clipped or covered`).toBe(true);
    await expect(page.locator(controls).nth(i)).toBeInViewport({ ratio: 1 });
  }
}

test.describe('lists at 390 x 844', () => {
  test.use({ viewport: PHONE });

  for (const { path, make, identifying } of LISTS) {
    test(`${path}: stacked cards, nothing scrolls sideways, the actions reachable`, async ({ page, request }) => {
      if (make) await make(await Api.as(request, 'admin'));
      await signIn(page, 'admin');
      await page.goto(path === '/' ? dashboardUrl(0, 365) : path);
      await expectStackedCards(page, identifying);
    });
  }

  test("the dashboard's Apply is not clipped, and a card keeps workflow, send date, status and event", async ({ page }) => {
    const label = unique('Phone row');
    const w = windowStart(8);
    const [row] = await plantRows(page.request, label, [{ offset: w + 1 }]);
    await signIn(page, 'admin');
    await page.goto(dashboardUrl(w, w + 2, `&filter[eventName:like]=${encodeURIComponent(row.eventName)}`));
    // a card's cells are named by their column too ('Event name ...'): found by its text
    const card = tableRows(page).filter({ hasText: row.eventName });
    await expect(card).toContainText('Service email');
    await card.locator('input[type=checkbox]').check();
    const apply = page.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeEnabled();
    expect(await hitsItself(page, '.bulk-bar button', 0)).toBe(true);
    await expect(apply).toBeInViewport({ ratio: 1 });
    await expectStackedCards(page, ['Workflow name', 'Send date', 'Status', 'Event name']);
  });

  test('the delivery log: stacked cards, nothing scrolls sideways', async ({ page, request }) => {
    const item = await sentItem(request, unique('Phone log'));
    await signIn(page, 'admin');
    await page.goto(`/event-message-workflows/items/${item.id}/deliveries`);
    await expectStackedCards(page, ['Contact', 'Status']);
  });
});

test.describe('the dashboard in wider windows keeps its table', () => {
  for (const width of [1440, 1280]) {
    test(`at ${width} px: a header row, no sideways scrolling, the actions in view`, async ({ page }) => {
      const w = windowStart(8);
      await page.setViewportSize({ width, height: 800 });
      const [row] = await plantRows(page.request, unique('Wide row'), [{ offset: w + 3 }]);
      await signIn(page, 'admin');
      await page.goto(dashboardUrl(w + 3, w + 3, `&filter[eventName:like]=${encodeURIComponent(row.eventName)}`));
      await expect(rowOf(page, row.eventName)).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Workflow name' })).toBeVisible();
      expect(await page.locator('.p-datatable-wrapper').evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      await expect(rowOf(page, row.eventName).getByRole('button', { name: 'Delete' })).toBeInViewport({ ratio: 1 });
    });
  }
});
