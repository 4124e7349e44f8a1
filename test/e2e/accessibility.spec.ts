import AxeBuilder from '@axe-core/playwright';
import { MENU, type MenuItem } from '../../web/src/app/menu.ts';
import type { APIRequestContext } from '@playwright/test';
import { Api, expect, signIn, test, unique, type Page, type Who } from './support.ts';
import { CATALOGUE } from './catalogue.ts';
import { createTag, createWorkflow, createWorkflowSet, targetGroup } from '../support/test-data/index.ts';

/**
 * axe-core over every screen the menu reaches (each area's list and its create form, the
 * dashboard, the pages without an area), every edit form with a record loaded, and a page that
 * does not exist, as an admin and as staff, and the sign-in page: no serious or critical
 * violation (issue 18; decision 029).
 */
const menuPaths = (items: MenuItem[]): string[] => items.flatMap((item) => [...(item.to ? [item.to] : []), ...menuPaths(item.items ?? [])]);
// beside the menu's: the deliveries behind a report's figure and the comparison of two events
const ROUTES = [...new Set([...menuPaths(MENU), '/reports/deliveries', '/reports/compare', '/no-such-page'])];

/** The serious and critical violations on the page as it is now, one line each: rule, what it says, where. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${path}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => `${node.html.slice(0, 80)} ${node.failureSummary?.slice(0, 160)}`).join(" | ")}`);
}

/** The page has its heading and no request is in flight (the loading bar is idle), a form its record. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.loading-bar--busy')).toHaveCount(0);
  await expect(page.locator('.page-loading')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The edit form of one record of each kind, made by staff with what fills its form: a message with
 * tags and a translation, a workflow with a target group of two sections and tags, a set of it, and
 * the timeline of an event with workflows (the demo data's).
 */
async function editPages(request: APIRequestContext): Promise<string[]> {
  const api = await Api.as(request, 'staff');
  const pages: string[] = [];
  for (const [path, make] of Object.entries(CATALOGUE)) pages.push(`${path}/edit/${(await make(api)).id}`);
  const tags = [await createTag(api, { name: unique('Delegates'), color: '#E72B5B' }), await createTag(api, { name: unique('Spring'), color: '#F5D547' })];
  const workflow = await createWorkflow(api, {
    name: unique('Reminder for delegates'),
    tags: tags.map((tag) => tag.id),
    targetGroup: targetGroup(
      [{ type: 'EventParticipationRule', criterion: 0, contactOptions: { criterion: 0, participationType: 2, participationStatus: 1 } }],
      [{ type: 'FixedContactRule', masterContactIds: [1, 2] }],
    ),
  });
  pages.push(`/message-workflows/edit/${workflow.id}`);
  pages.push(`/message-workflow-sets/edit/${(await createWorkflowSet(api, { messageWorkflows: [workflow.id] })).id}`);
  const [event] = (await api.get<{ items: { id: number }[] }>('/v1/event-message-workflows?page[size]=10')).items;
  pages.push(`/event-message-workflows/edit/${event.id}`);
  return pages;
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

for (const who of ['admin', 'staff'] as Who[]) {
  test(`every edit form, with its record loaded, has no serious or critical accessibility violation, as ${who}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const pages = await editPages(request);
    await signIn(page, who);
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/^Edit /);
      found.push(...(await seriousViolations(page, path)));
    }
    expect(found).toEqual([]);
  });
}
