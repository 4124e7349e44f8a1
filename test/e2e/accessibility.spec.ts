import AxeBuilder from '@axe-core/playwright';
import { MENU, type MenuItem } from '../../web/src/app/menu.ts';
import { expect, signIn, test, type Page, type Who } from './support.ts';

/**
 * axe-core over every screen the menu reaches (each area's list and its create form, the
 * dashboard, the pages without an area) and a page that does not exist, as an admin and as staff,
 * and the sign-in page: no serious or critical violation (issue 18; decision 024).
 */
const menuPaths = (items: MenuItem[]): string[] => items.flatMap((item) => [...(item.to ? [item.to] : []), ...menuPaths(item.items ?? [])]);
// beside the menu's: the deliveries behind a report's figure and the comparison of two events
const ROUTES = [...new Set([...menuPaths(MENU), '/reports/deliveries', '/reports/compare', '/no-such-page'])];

/** The serious and critical violations on the page as it is now, one line each: rule, what it says, where. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  // Tag chips take the text colour of the spec's luminance rule over a colour the user chose (decision 029).
  const { violations } = await new AxeBuilder({ page }).exclude('.tag-chip').analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${path}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => `${node.html.slice(0, 80)} ${node.failureSummary?.slice(0, 160)}`).join(" | ")}`);
}

/** The page has its heading and no request is in flight (the loading bar is idle). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.loading-bar--busy')).toHaveCount(0);
  await expect(page.locator('.page-loading')).toHaveCount(0);
}

test('the sign-in page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await settled(page);
  expect(await seriousViolations(page, '/login')).toEqual([]);
});

for (const who of ['admin', 'staff'] as Who[]) {
  test(`every screen has no serious or critical accessibility violation, as ${who}`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, who);
    const found: string[] = [];
    for (const path of ROUTES) {
      await page.goto(path);
      await settled(page);
      found.push(...(await seriousViolations(page, path)));
    }
    expect(found).toEqual([]);
  });
}
