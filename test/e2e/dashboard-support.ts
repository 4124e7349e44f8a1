import type { APIRequestContext, Page } from '@playwright/test';
import { Api, expect, unique } from './support.ts';
import { workflowApi } from './workflow-support.ts';
import { attachWorkflows, eventRecord, importAll, metricTrigger, scheduledTrigger } from '../support/test-data/index.ts';
import { STATUS } from '../../shared/status.ts';
import { addDays, civilDateAt, endOfDay, formatDate, instantAt, startOfDay, type CivilDate } from '../../shared/amsterdam-time.ts';

/**
 * Dashboard rows through the API: events of our own (ids far from the demo directory's) with
 * workflows attached, sending on chosen Amsterdam days. Each test reads its own window of days
 * far ahead (or filters by its own event names), so parallel tests never see each other's counts.
 */
export const today = (): CivilDate => civilDateAt(Date.now() / 1000);
export const day = (offset: number) => addDays(today(), offset);
export const ymd = (offset: number) => formatDate(day(offset));
/** A window of days no other test uses: 400 days ahead and beyond, 10 days per window. */
export const windowStart = (window: number) => 400 + 10 * window;

/** The dashboard with a date range (and any other list parameters) in its address. */
export const dashboardUrl = (from: number, to: number, more = '') => `/?dateRange.start=${ymd(from)}&dateRange.end=${ymd(to)}${more}`;
/** The API's range parameters for days from..to. */
export const apiRange = (from: number, to: number) => `filter[sendDate:from]=${startOfDay(day(from))}&filter[sendDate:to]=${endOfDay(day(to))}`;

export interface Planned {
  /** Days from today of the send date (scheduled items send at 09:00, metric items first check at 10:30). */
  offset: number;
  /** 0 attaches it switched off. */
  status?: 0 | 1;
  metric?: boolean;
}
export interface PlannedRow extends Planned {
  eventId: number;
  eventName: string;
  itemId: number;
}

let nextEventId = 9_100_000 + Math.floor(Math.random() * 800_000);

/** Creates one event per planned row (named `<label> event <n>`), an Active workflow, and attaches it to each. */
export async function plantRows(request: APIRequestContext, label: string, planned: Planned[]): Promise<PlannedRow[]> {
  const api = await workflowApi(request, 'staff');
  const message = await api.activeMessage();
  // interval 0 days: it sends on the deadline's day, at 09:00
  const workflow = await api.workflow({ name: unique(`${label} workflow`), status: STATUS.active, messageId: message.id, triggerPrototype: scheduledTrigger({ interval: 0 }) });
  const events = planned.map((row, i) => {
    const date = day(row.offset);
    return eventRecord(nextEventId++, { name: `${label} event ${i + 1}`, deadlines: { '1': instantAt(date, 12, 0).unix } });
  });
  await importAll(await Api.as(request, 'admin'), events);
  const entries = planned.map((row, i) => ({
    eventId: events[i].id,
    messageWorkflowId: workflow.id,
    status: row.status ?? 1,
    ...(row.metric ? { trigger: threeDaysOfMetric(day(row.offset)) } : {}),
  }));
  const items = await attachWorkflows(api.user, entries);
  return planned.map((row, i) => ({ ...row, eventId: events[i].id, eventName: events[i].name as string, itemId: items.find((item) => item.eventId === events[i].id)!.id }));
}

/** At least 3 participating delegates, checked daily at 10:30 over three days from `from`. */
const threeDaysOfMetric = (from: CivilDate) => metricTrigger({ timeFrameFrom: startOfDay(from), timeFrameTo: endOfDay(addDays(from, 2)) });

export const tableRows = (page: Page) => page.locator('.list-table tbody tr');
export const rowOf = (page: Page, eventName: string) => tableRows(page).filter({ has: page.getByRole('cell', { name: eventName, exact: true }) });
/** The rows' event names of one test (`<label> event <n>`), top to bottom. */
export const eventNames = (page: Page, label: string) => tableRows(page).getByText(new RegExp(`^${label} event \\d+$`));
/** A count of the status panel, e.g. 'Active: 2'. */
export const statusCount = (page: Page, label: string) => page.getByRole('group', { name: 'Status counts' }).getByRole('button', { name: new RegExp(`^${label}: `) });

export async function expectCounts(page: Page, counts: Record<string, number | string>) {
  for (const [label, count] of Object.entries(counts)) await expect(statusCount(page, label)).toHaveAccessibleName(`${label}: ${count}`);
}

/** Types a date into a date field of the range and closes its picker. */
export async function typeDate(page: Page, label: 'Start date' | 'End date', text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(text);
  await input.press('Escape');
  await expect(input).toHaveValue(text);
}
