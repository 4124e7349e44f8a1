import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { Api, expect, signIn, test, unique, type Page } from './support.ts';
import { createReferenceLayout, createTag } from '../support/test-data/index.ts';
import { addDays, civilDateAt, endOfDay, formatDate, startOfDay } from '../../shared/amsterdam-time.ts';

/**
 * docs/audit.md, the screens: every catalogue form shows its record's History (who and when, each
 * change expandable to its field diff, a long text as a line diff), and super-admins have the
 * Audit log under Settings. Worked with the keyboard, axe-clean, at a desktop width and at 390 px.
 */
const seriousViolations = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
const fitsWidth = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
/** The History section stays inside the window (the layout form's own test panel is wider at 390 px, as before). */
const historyFits = async (page: Page) =>
  expect(await page.locator('.record-history').evaluate((section) => section.getBoundingClientRect().right <= window.innerWidth + 1 && section.scrollWidth <= section.clientWidth + 1)).toBe(true);

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a form shows its record history; a change opens to its field diff with the keyboard', async ({ page, request }) => {
      const staff = await Api.as(request, 'staff');
      const tag = await createTag(staff, { name: unique('History'), color: '#112233' });
      const renamed = unique('Renamed');
      await staff.updateTag(tag, { name: renamed, color: '#445566' });

      await signIn(page, 'staff');
      await page.goto(`/tags/edit/${tag.id}`);
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByRole('listitem')).toHaveCount(2);
      const latest = history.getByRole('listitem').first();
      await expect(latest).toContainText('Updated');
      await expect(latest).toContainText('Staff');
      const toggle = latest.getByRole('button', { name: '2 fields changed' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const name = latest.getByRole('row', { name: /^name/ });
      await expect(name).toContainText(tag.name);
      await expect(name).toContainText(renamed);
      expect(await seriousViolations(page, '.record-history')).toEqual([]);
      await fitsWidth(page);
    });

    test('a long text changes as a line diff', async ({ page, request }) => {
      const staff = await Api.as(request, 'staff');
      const layout = await createReferenceLayout(staff, { code: '<p>one</p>\n<p>two</p>\n<p>three</p>' });
      await signIn(page, 'staff');
      await page.goto(`/reference-layouts/edit/${layout.id}`);
      await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
      const clone = await staff.post(`/v1/reference-layouts/${layout.id}/clone`);
      expect(clone.status).toBe(201);
      // the clone's history: created as a copy, its fields from nothing, the code as added lines
      await page.goto(`/reference-layouts/edit/${clone.body.data.id}`);
      const entry = page.getByRole('region', { name: 'History' }).getByRole('listitem').first();
      await expect(entry).toContainText('Cloned');
      await expect(entry).toContainText(`Copy of #${layout.id}`);
      await entry.getByRole('button', { name: /fields changed/ }).click();
      const diff = entry.getByLabel('Changes of code');
      await expect(diff).toContainText('+ <p>two</p>');
      await historyFits(page);
    });

    test('super-admins read the audit log under Settings, filter it, and open an entry', async ({ page, request }) => {
      const staff = await Api.as(request, 'staff');
      const tag = await createTag(staff, { name: unique('Logged') });
      await signIn(page, 'admin');
      if (width > 800) {
        await page.goto('/');
        await page.getByRole('button', { name: 'Settings' }).click();
        await page.getByRole('link', { name: 'Audit log' }).click();
      } else await page.goto('/audit-log');
      await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
      await page.getByLabel('Filter by Record ID', { exact: true }).fill(String(tag.id));
      await page.getByLabel('Filter by Record type', { exact: true }).selectOption({ label: 'Tag' });
      // the entry's row (the rows of its field table inside it do not say Created)
      const row = page.locator('.list-table tbody tr').filter({ hasText: tag.name }).filter({ has: page.getByText('Created', { exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Created');
      await row.getByText('fields changed').focus();
      await page.keyboard.press('Enter');
      await expect(row.getByRole('row', { name: /^name/ })).toContainText(tag.name);
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await fitsWidth(page);
    });
  });
}

test('staff have no Audit log entry, and its page is not found for them', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('link', { name: 'Sending rules' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
});

test('Export CSV downloads the log as filtered: the record filtered to, a row per changed field', async ({ page, request }) => {
  const staff = await Api.as(request, 'staff');
  const tag = await createTag(staff, { name: unique('Exported'), color: '#112233' });
  await staff.updateTag(tag, { name: tag.name, color: '#445566' });
  await signIn(page, 'admin');
  await page.goto('/audit-log');
  await page.getByLabel('Filter by Record ID', { exact: true }).fill(String(tag.id));
  await page.getByLabel('Filter by Record type', { exact: true }).selectOption({ label: 'Tag' });
  await expect(page.locator('.list-table tbody > tr').filter({ hasText: 'Updated' })).toHaveCount(1);

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(file.suggestedFilename()).toBe('audit-log.csv');
  const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Entry,At,User id,User,Actor,Action,Record type,Record id,Record name,Version,Field,Before,After,Note');
  const rows = lines.slice(1);
  // only this tag's entries: its create (a row per field) and its update (the colour alone), newest first
  expect(rows.every((row) => row.includes(`,Tag,${tag.id},`))).toBe(true);
  expect(rows[0]).toContain(',Updated,');
  expect(rows[0]).toContain(',color,#112233,#445566,');
  expect(rows.filter((row) => row.includes(',Created,')).length).toBeGreaterThanOrEqual(2);
});

test('the From and To days narrow the log, asked in the list contract spelling, filter[at:from] and filter[at:to]', async ({ page, request }) => {
  const staff = await Api.as(request, 'staff');
  const tag = await createTag(staff, { name: unique('Ranged') });
  const today = civilDateAt(Date.now() / 1000);
  await signIn(page, 'admin');
  await page.goto('/audit-log');
  await page.getByLabel('Filter by Record ID', { exact: true }).fill(String(tag.id));
  await page.getByLabel('Filter by Record type', { exact: true }).selectOption({ label: 'Tag' });
  const created = page.locator('.list-table tbody > tr').filter({ hasText: tag.name }).filter({ has: page.getByText('Created', { exact: true }) });
  await expect(created).toHaveCount(1);

  // the request the log makes for a range, in the list contract's spelling
  const asked = (range: string) => page.waitForRequest((req) => req.url().includes('/v1/audit-log?') && decodeURIComponent(req.url()).includes(range));
  const tomorrow = `filter[at:from]=${startOfDay(addDays(today, 1))}`;
  await Promise.all([asked(tomorrow), page.getByLabel('From', { exact: true }).fill(formatDate(addDays(today, 1)))]);
  await expect(created).toHaveCount(0);
  expect(decodeURIComponent(page.url())).toContain(tomorrow);

  await page.getByLabel('From', { exact: true }).fill(formatDate(today));
  const todayOnly = `filter[at:from]=${startOfDay(today)}&filter[at:to]=${endOfDay(today)}`;
  await Promise.all([asked(todayOnly), page.getByLabel('To', { exact: true }).fill(formatDate(today))]);
  await expect(created).toHaveCount(1);
});
