import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { Api, expect, listRows, signIn, test, type Page } from './support.ts';
import { dropdown, openPanel, option } from './workflow-support.ts';
import { readAndClick, reportWorld, todayYmd, type ReportWorld } from './report-support.ts';
import type { APIRequestContext } from '@playwright/test';
import { addDays, civilDateAt, formatDate } from '../../shared/amsterdam-time.ts';
import { FIGURE_LABELS, REPORT_FIGURES } from '../../shared/reports.ts';
import { DELIVERY_COLUMNS } from '../../functions/domain/reports/csv.ts';

/**
 * The Report page (issue 19; docs/decisions/032-report-page.md) over real sends: two events of our
 * own sent through the local pipeline, a bounce from the SES mailbox simulator, then the first
 * event's email read in the SES stand-in's viewer and its link followed (report-support.ts). Every
 * test signs in as staff (staff may read reports) and looks at today, narrowed to our events.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

// The sends are made once per worker, by the first test that needs them.
let made: Promise<ReportWorld> | undefined;
async function theWorld(page: Page, request: APIRequestContext): Promise<ReportWorld> {
  made ??= (async () => {
    const world = await reportWorld(request);
    await readAndClick(page, request, world);
    return world;
  })();
  // a failed making is not handed to the next test: it makes its own
  return made.catch((error: unknown) => {
    made = undefined;
    throw error;
  });
}

const T = () => todayYmd();
const reportOf = (eventId: number, more = '') => `/reports?from=${T()}&to=${T()}&eventId=${eventId}${more}`;
const figure = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}: `) });
/** The page is the deliveries list, its address holding these parameters (in whatever order the list writes them). */
const expectDeliveriesOf = (page: Page, params: Record<string, string | number>) =>
  expect(page).toHaveURL((url) => url.pathname === '/reports/deliveries' && Object.entries(params).every(([name, value]) => url.searchParams.get(name) === String(value)));
const eventLabel = (event: { id: number; name: string }) => `#${event.id} ${event.name}`;
/** The first event's top reasons: Cyd's failure (no contact id in it) and Bo's bounce, one each, a failure first on a tie. */
const FAILED_REASON = 'Failed · The reference set query gave no values for master contact #. (1)';
const BOUNCED_REASON = 'Bounced · Permanent: General (1)';

async function chooseIn(page: Page, label: string, text: string, name: string) {
  await dropdown(page, label).click();
  const search = openPanel(page).locator('.p-dropdown-filter');
  if (text) await search.fill(text);
  await option(page, name).click();
}

async function expectFirstEventFigures(page: Page) {
  await expect(figure(page, 'Sent')).toHaveAccessibleName('Sent: 3 of 4 deliveries (75.0%). Show these deliveries');
  await expect(figure(page, 'Delivered')).toHaveAccessibleName('Delivered: 2 of 3 sent (66.7%). Show these deliveries');
  await expect(figure(page, 'Opened')).toHaveAccessibleName('Opened: 1 of 2 delivered (50.0%). Show these deliveries');
  await expect(figure(page, 'Clicked')).toHaveAccessibleName('Clicked: 1 of 2 delivered (50.0%). Show these deliveries');
  await expect(figure(page, 'Bounced')).toHaveAccessibleName('Bounced: 1 of 3 sent (33.3%). Show these deliveries');
  await expect(figure(page, 'Failed')).toHaveAccessibleName('Failed: 1 of 4 deliveries (25.0%). Show these deliveries');
  await expect(figure(page, 'Suppressed')).toHaveAccessibleName('Suppressed: 0 of 4 deliveries (0.0%). Show these deliveries');
  // what a sighted reader sees on the card
  await expect(figure(page, 'Delivered').locator('.report-figure__count')).toHaveText('2');
  await expect(figure(page, 'Delivered').locator('.report-figure__of')).toHaveText('of 3 sent (66.7%)');
  // the funnel's steps are shares of the sent, and say so beside the cards' own denominators
  await expect(page.locator('.funnel__step[data-figure="opened"] .funnel__rate')).toHaveText('33.3% of sent');
}

test('staff read an event’s figures; the filters change them and live in the address, which a reload keeps', async ({ page, request }) => {
  const world = await theWorld(page, request);
  await signIn(page, 'staff');
  await page.goto(reportOf(world.first.id));
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '4 deliveries' })).toBeVisible();
  await expectFirstEventFigures(page);
  await expect(dropdown(page, 'Event').locator('.p-dropdown-label')).toHaveText(eventLabel(world.first));

  // the second event: Bo's address was suppressed after the first event's bounce
  await chooseIn(page, 'Event', world.second.name, eventLabel(world.second));
  await expect(page).toHaveURL(new RegExp(`eventId=${world.second.id}(&|$)`));
  await expect(figure(page, 'Sent')).toHaveAccessibleName('Sent: 2 of 4 deliveries (50.0%). Show these deliveries');
  await expect(figure(page, 'Suppressed')).toHaveAccessibleName('Suppressed: 1 of 4 deliveries (25.0%). Show these deliveries');
  await expect(figure(page, 'Bounced')).toHaveAccessibleName('Bounced: 0 of 2 sent (0.0%). Show these deliveries');
  await page.reload();
  await expect(figure(page, 'Suppressed')).toHaveAccessibleName('Suppressed: 1 of 4 deliveries (25.0%). Show these deliveries');
  await expect(dropdown(page, 'Event').locator('.p-dropdown-label')).toHaveText(eventLabel(world.second));

  // no SMS went out: the page says what to change
  await chooseIn(page, 'Channel', '', 'SMS');
  await expect(page).toHaveURL(/channel=sms/);
  const day = formatDate(civilDateAt(Date.now() / 1000)).split('-').reverse().join('/');
  await expect(page.getByRole('status')).toHaveText(new RegExp(`No sends between ${day} and ${day} with these filters: widen the dates or clear a filter\\.`));
  await expect(figure(page, 'Sent')).toHaveCount(0);
  await page.getByRole('status').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/channel=|eventId=/);
  await expect(figure(page, 'Sent')).toBeVisible();

  // a preset sets the days
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const weekAgo = formatDate(addDays(civilDateAt(Date.now() / 1000), -6));
  await expect(page).toHaveURL(new RegExp(`from=${weekAgo}&to=${T()}`));
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Sent from')).toHaveValue(weekAgo);
});

test('a bar of the chart opens the deliveries of its day and status; the chart’s table says the same', async ({ page, request }) => {
  const world = await theWorld(page, request);
  await signIn(page, 'staff');
  await page.goto(reportOf(world.first.id, '&by=day'));
  const chart = page.getByRole('region', { name: 'Sends by status per day' });
  // today's bar: three sent, one failed
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const today = chart.getByRole('row').filter({ hasText: T().split('-').reverse().join('/') });
  await expect(today.getByRole('cell')).toHaveText(['0', '3', '0', '1', '0', '0', '4']);
  await chart.getByRole('button', { name: 'Show as chart' }).click();

  await chart.locator(`.status-chart__bar[data-key="${T()}"] .status-chart__part[data-figure="failed"]`).click();
  await expectDeliveriesOf(page, { from: T(), to: T(), eventId: world.first.id, 'filter[status]': 'failed' });
  await expect(page.getByRole('heading', { name: 'Deliveries', level: 1 })).toBeVisible();
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText(`${world.contacts.cyd.firstName} Workflow #${world.contacts.cyd.id}`);
  await expect(listRows(page).first()).toContainText('Failed');
  await expect(listRows(page).first()).toContainText(`The reference set query gave no values for master contact #${world.contacts.cyd.id}.`);
  await expect(page.getByRole('list', { name: 'Deliveries shown' })).toContainText(eventLabel(world.first));
});

test('a headline figure and a row of the workflow table open the deliveries behind them; an opened email opens in the viewer', async ({ page, request }) => {
  const world = await theWorld(page, request);
  await signIn(page, 'staff');
  await page.goto(reportOf(world.first.id));
  await figure(page, 'Opened').click();
  await expectDeliveriesOf(page, { eventId: world.first.id, 'filter[status]': 'opened' });
  await expect(listRows(page)).toHaveCount(1);
  const ada = listRows(page).first();
  await expect(ada).toContainText(world.contacts.ada.email);
  await expect(ada).toContainText('Delivered, Opened, Clicked');
  const { sesViewer } = await (await Api.as(request, 'staff')).get<{ sesViewer: string }>('/v1/local-links');
  const messageId = (await ada.locator('code').textContent())!;
  await expect(ada.getByRole('link', { name: 'View email' })).toHaveAttribute('href', `${sesViewer}/emails/${encodeURIComponent(messageId)}`);

  await page.goBack();
  await figure(page, 'Bounced').click();
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText(world.contacts.bo.email);
  await expect(listRows(page).first()).toContainText('Bounced');

  await page.goBack();
  const workflows = page.getByRole('region', { name: 'Per workflow' });
  const row = workflows.getByRole('row').filter({ has: page.getByRole('rowheader', { name: world.workflow.name }) });
  await expect(row.getByRole('cell')).toHaveText(['4', '3', '2', '1', '1', '1', '0', '0', '1', '0', '0']);
  await row.getByRole('link', { name: `${world.workflow.name}: 2 delivered` }).click();
  await expectDeliveriesOf(page, { from: T(), to: T(), eventId: world.first.id, messageWorkflowId: world.workflow.id, 'filter[status]': 'delivered' });
  await expect(listRows(page)).toHaveCount(2);
  await expect(listRows(page).filter({ hasText: world.contacts.ben.email })).toHaveCount(1);

  // the row's top reasons, under it: each opens the deliveries behind it, and the list names it
  await page.goBack();
  const reasons = workflows.getByRole('list', { name: `Top reasons of ${world.workflow.name}` });
  await expect(reasons.getByRole('listitem')).toHaveText([FAILED_REASON, BOUNCED_REASON]);
  await reasons.getByRole('link', { name: `${world.workflow.name}: ${BOUNCED_REASON}` }).click();
  await expectDeliveriesOf(page, { messageWorkflowId: world.workflow.id, 'filter[status]': 'bounced', reason: 'Permanent: General' });
  await expect(page.getByRole('list', { name: 'Deliveries shown' })).toContainText('Reason: Permanent: General');
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText(world.contacts.bo.email);
  await page.goBack();
  await reasons.getByRole('link', { name: `${world.workflow.name}: ${FAILED_REASON}` }).click();
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText(`#${world.contacts.cyd.id}`);
});

/** Clicks an export button and answers the downloaded file's name and text. */
async function download(page: Page, button: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

test('CSV exports: the deliveries behind a figure, and the table per workflow', async ({ page, request }) => {
  const world = await theWorld(page, request);
  await signIn(page, 'staff');
  await page.goto(`/reports/deliveries?from=${T()}&to=${T()}&eventId=${world.first.id}&filter[status]=delivered`);
  await expect(listRows(page)).toHaveCount(2);
  const deliveries = await download(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(deliveries.name).toBe(`deliveries-${T()}-${T()}-delivered.csv`);
  const lines = deliveries.text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(DELIVERY_COLUMNS.join(','));
  expect(lines).toHaveLength(3);
  const byAddress = (email: string) => lines.find((line) => line.includes(`,${email},`))?.split(',');
  for (const contact of [world.contacts.ada, world.contacts.ben]) {
    const cells = byAddress(contact.email);
    expect(cells, contact.email).toBeDefined();
    expect(cells![DELIVERY_COLUMNS.indexOf('Event')]).toBe(String(world.first.id));
    expect(cells![DELIVERY_COLUMNS.indexOf('First name')]).toBe(contact.firstName);
    expect(cells![DELIVERY_COLUMNS.indexOf('Delivered')]).toBe('yes');
  }
  expect(byAddress(world.contacts.ada.email)![DELIVERY_COLUMNS.indexOf('Clicked')]).toBe('yes');
  expect(byAddress(world.contacts.ben.email)![DELIVERY_COLUMNS.indexOf('Clicked')]).toBe('no');

  await page.goto(reportOf(world.first.id));
  const table = await download(page, page.getByRole('region', { name: 'Per workflow' }).getByRole('button', { name: 'Export CSV' }));
  expect(table.name).toBe(`delivery-report-by-messageWorkflow-${T()}-${T()}.csv`);
  const rows = table.text.trimEnd().split('\r\n');
  expect(rows[0]).toBe(['Key', 'Label', ...REPORT_FIGURES.map((name) => FIGURE_LABELS[name]), 'Top reasons'].join(','));
  const expected = { total: 4, pending: 0, sent: 3, unconfirmed: 0, failed: 1, suppressed: 0, skipped: 0, delivered: 2, opened: 1, clicked: 1, bounced: 1, complained: 0, participationChanged: 0 };
  const reasons = `${FAILED_REASON}; ${BOUNCED_REASON}`;
  expect(rows[1]).toBe([world.workflow.id, world.workflow.name, ...REPORT_FIGURES.map((name) => expected[name]), reasons].join(','));
  expect(rows[2]).toBe(['total', `${T()} to ${T()}`, ...REPORT_FIGURES.map((name) => expected[name]), reasons].join(','));
});

test('comparing two events shows the figures of both and the difference', async ({ page, request }) => {
  const world = await theWorld(page, request);
  await signIn(page, 'staff');
  await page.goto(reportOf(world.first.id));
  await page.getByRole('link', { name: 'Compare events' }).click();
  await expect(page.getByRole('heading', { name: 'Compare events', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Choose two events to compare.');
  await chooseIn(page, 'First event', world.first.name, eventLabel(world.first));
  await chooseIn(page, 'Second event', world.second.name, eventLabel(world.second));
  await expect(page).toHaveURL(new RegExp(`a=${world.first.id}&b=${world.second.id}`));
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Figure', eventLabel(world.first), eventLabel(world.second), 'Difference']);
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}( \\(|$)`) }) });
  await expect(row('Total').getByRole('cell')).toHaveText(['4', '4', '0']);
  await expect(row('Sent').getByRole('cell')).toHaveText(['3 75.0%', '2 50.0%', '-1 -25.0 pp']);
  await expect(row('Suppressed').getByRole('cell')).toHaveText(['0 0.0%', '1 25.0%', '+1 +25.0 pp']);
  await expect(row('Bounced').getByRole('cell')).toHaveText(['1 33.3%', '0 0.0%', '-1 -33.3 pp']);
  await expect(row('Opened').getByRole('cell')).toHaveText(['1 50.0%', '0 0.0%', '-1 -50.0 pp']);
  await page.reload();
  await expect(row('Suppressed').getByRole('cell')).toHaveText(['0 0.0%', '1 25.0%', '+1 +25.0 pp']);
  // a count opens the deliveries behind it
  await row('Suppressed').getByRole('link', { name: '1' }).click();
  await expectDeliveriesOf(page, { eventId: world.second.id, 'filter[status]': 'suppressed' });
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText(world.contacts.bo.email);
});

/** The serious and critical violations axe finds on the page as it is now. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(' | ')}`);
}
const settled = (page: Page) => expect(page.locator('.loading-bar--busy')).toHaveCount(0);

test('axe finds no serious or critical violation on the report with its figures, charts and tables, the deliveries and the comparison', async ({ page, request }) => {
  const world = await theWorld(page, request);
  await signIn(page, 'staff');
  await page.goto(reportOf(world.first.id));
  await expect(figure(page, 'Sent')).toBeVisible();
  await settled(page);
  const found = await seriousViolations(page);
  for (const chart of ['Sends by status per day', 'Funnel']) await page.getByRole('region', { name: chart }).getByRole('button', { name: 'Show as table' }).click();
  found.push(...(await seriousViolations(page)));
  await page.goto(`/reports/deliveries?from=${T()}&to=${T()}&eventId=${world.first.id}`);
  await expect(listRows(page)).toHaveCount(4);
  await settled(page);
  found.push(...(await seriousViolations(page)));
  await page.goto(`/reports/compare?from=${T()}&to=${T()}&a=${world.first.id}&b=${world.second.id}`);
  await expect(page.getByRole('table')).toBeVisible();
  await settled(page);
  found.push(...(await seriousViolations(page)));
  expect(found).toEqual([]);
});

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

for (const width of [390, 1280, 1440]) {
  test(`at ${width} px the report, its deliveries and the comparison fit the window`, async ({ page, request }) => {
    const world = await theWorld(page, request);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'staff');
    await page.goto(reportOf(world.first.id));
    await expect(figure(page, 'Sent')).toBeVisible();
    // the header, the message's row and the row of its top reasons
    await expect(page.getByRole('region', { name: 'Per message' }).getByRole('row')).toHaveCount(3);
    await expect.poll(() => scrollWidth(page)).toBeLessThanOrEqual(width);
    // the last figure's card, the funnel's last count and a top reason of the workflow table (however long) end within the window's width
    for (const part of [figure(page, 'Participation changed'), page.locator('.funnel__count').last(), page.getByRole('region', { name: 'Per workflow' }).getByRole('listitem').first()]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    for (const chart of ['Sends by status per day', 'Funnel']) await page.getByRole('region', { name: chart }).getByRole('button', { name: 'Show as table' }).click();
    await expect.poll(() => scrollWidth(page)).toBeLessThanOrEqual(width);
    await page.goto(`/reports/deliveries?from=${T()}&to=${T()}&eventId=${world.first.id}`);
    await expect(listRows(page)).toHaveCount(4);
    await expect.poll(() => scrollWidth(page)).toBeLessThanOrEqual(width);
    await page.goto(`/reports/compare?from=${T()}&to=${T()}&a=${world.first.id}&b=${world.second.id}`);
    await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(0);
    await expect.poll(() => scrollWidth(page)).toBeLessThanOrEqual(width);
  });
}
