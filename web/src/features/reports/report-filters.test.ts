import { describe, expect, it } from 'vitest';
import { chartKeys, deliveriesHref, deliveriesQuery, defaultGrouping, presetOf, presetRange, readView, reportQuery, rowDays, seasonStart, viewParams } from './report-filters';
import { formatRate, formatDifference, formatPoints, denominatorOf } from './figures';
import { parseDate, type CivilDate } from '@shared/amsterdam-time';

const d = (text: string) => parseDate(text)!;
const today = d('2025-03-31');
const ymd = (date: CivilDate) => `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

describe('the report filters in the address', () => {
  it('default to the last 90 days to today; the presets end today, the season starts on 1 September', () => {
    const { filters, problem } = readView('', today);
    expect([ymd(filters.from), ymd(filters.to), problem]).toEqual(['2025-01-01', '2025-03-31', null]);
    expect(ymd(presetRange('last7', today).from)).toBe('2025-03-25');
    expect(ymd(presetRange('last30', today).from)).toBe('2025-03-02');
    expect(ymd(seasonStart(today))).toBe('2024-09-01');
    expect(ymd(seasonStart(d('2025-09-01')))).toBe('2025-09-01');
    expect(presetOf({ from: d('2025-03-25'), to: today }, today)).toBe('last7');
    expect(presetOf({ from: d('2025-03-24'), to: today }, today)).toBeUndefined();
  });

  it('read ids, channel, language and status, leaving out what the page cannot use; a wrong range is said', () => {
    const view = readView('from=2025-03-01&to=2025-03-10&eventId=12&messageWorkflowId=x&channel=fax&languageId=2&status=opened&by=week', today);
    expect(view.filters).toEqual({ from: d('2025-03-01'), to: d('2025-03-10'), eventId: 12, languageId: 2, status: 'opened' });
    expect(view.by).toBe('week');
    expect(readView('from=2025-03-10&to=2025-03-01', today).problem).toBe('The end date may not be before the start date.');
    expect(readView('from=2024-01-01&to=2025-03-01', today).problem).toMatch(/at most 366 days/);
    expect(readView('from=31-03-2025', today).problem).toBe('Dates are written YYYY-MM-DD.');
    // the deliveries list keeps channel, language and status as its column filters
    expect(readView('filter[channel]=sms&filter[status]=failed', today, { listFilters: true }).filters).toMatchObject({ channel: 'sms', status: 'failed' });
  });

  it('group the chart by day up to 31 days, by week beyond', () => {
    expect(defaultGrouping(d('2025-03-01'), d('2025-03-31'))).toBe('day');
    expect(defaultGrouping(d('2025-03-01'), d('2025-04-01'))).toBe('week');
  });

  it('ask the API for whole Amsterdam days, across a clock change, without the status (a report has none)', () => {
    const first = Date.UTC(2025, 2, 29, 23) / 1000; // 2025-03-30 00:00 CET
    const last = Date.UTC(2025, 2, 30, 21, 59, 59) / 1000; // 23:59:59 CEST of the same, 23-hour day
    const filters = readView('from=2025-03-30&to=2025-03-30&eventId=4&status=failed', today).filters;
    expect(reportQuery(filters, 'day')).toBe(`filter[sentAt:from]=${first}&filter[sentAt:to]=${last}&filter[eventId]=4&groupBy=day`);
    expect(viewParams(filters, 'day').toString()).toBe('from=2025-03-30&to=2025-03-30&eventId=4&status=failed&by=day');
  });

  it('drill down to the deliveries of a figure, a row or a bar with the report’s filters', () => {
    const filters = readView('from=2025-03-01&to=2025-03-31&channel=email&status=opened', today).filters;
    expect(deliveriesHref(filters, { figure: 'bounced' })).toBe('/reports/deliveries?from=2025-03-01&to=2025-03-31&filter[channel]=email&filter[status]=bounced');
    expect(deliveriesHref(filters, { figure: 'total', messageId: 9 })).toBe('/reports/deliveries?from=2025-03-01&to=2025-03-31&messageId=9&filter[channel]=email');
    // a week's bar: its Monday to Sunday, within the range
    expect(rowDays('2025-02-24', 'week', filters)).toEqual({ from: d('2025-03-01'), to: d('2025-03-02') });
    expect(rowDays('2025-03-10', 'week', filters)).toEqual({ from: d('2025-03-10'), to: d('2025-03-16') });
    expect(chartKeys(filters, 'week')).toEqual(['2025-02-24', '2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31']);
    expect(chartKeys({ from: d('2025-03-30'), to: d('2025-04-01') }, 'day')).toEqual(['2025-03-30', '2025-03-31', '2025-04-01']);
  });

  it('drill down to the deliveries of a row’s reason: its status and label, asked as filter[reason]; a reason goes only with a status that has reasons', () => {
    const filters = readView('from=2025-03-01&to=2025-03-31', today).filters;
    const href = deliveriesHref(filters, { messageWorkflowId: 4, figure: 'bounced', reason: 'Permanent: General' });
    expect(href).toBe('/reports/deliveries?from=2025-03-01&to=2025-03-31&messageWorkflowId=4&filter[status]=bounced&reason=Permanent:+General');
    const view = readView(href.split('?')[1], today, { listFilters: true }).filters;
    expect(view).toMatchObject({ status: 'bounced', reason: 'Permanent: General' });
    expect(deliveriesQuery(view)).toContain('&filter[status]=bounced&filter[reason]=Permanent:+General');
    // another figure of the list (its column filter changed to one without reasons) drops it; a figure of the report forgets it
    expect(deliveriesQuery({ ...view, status: 'opened' })).not.toContain('filter[reason]');
    expect(deliveriesHref(view, { figure: 'failed' })).not.toContain('reason=');
  });
});

describe('the figures as the reader reads them', () => {
  it('rates of their denominators, differences signed, rate differences in points', () => {
    expect(denominatorOf('delivered')).toBe('sent');
    expect(denominatorOf('opened')).toBe('delivered');
    expect(denominatorOf('failed')).toBe('total');
    expect(denominatorOf('total')).toBeUndefined();
    expect(formatRate(1, 0)).toBe('–');
    expect(formatRate(9812, 10000)).toBe(new Intl.NumberFormat(undefined, { style: 'percent', minimumFractionDigits: 1 }).format(0.9812));
    expect(formatDifference(0)).toBe('0');
    expect(formatDifference(3)).toMatch(/^\+3$/);
    expect(formatPoints(0.5, 0.25)).toMatch(/^-25[.,]0 pp$/);
    expect(formatPoints(null, 0.25)).toBe('–');
  });
});
