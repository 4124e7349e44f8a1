import { describe, expect, it } from 'vitest';
import { compositesQuery, defaultRangeParams, rangeQuery, readRange } from './date-range';

const range = (start: string, end: string) => ({ 'dateRange.start': start, 'dateRange.end': end });

describe('the dashboard date range in the address', () => {
  it('defaults to the Amsterdam day and 30 days later (late evening UTC is the next day there)', () => {
    // 2025-03-30 22:30 UTC is 2025-03-31 00:30 in Amsterdam (summer time)
    expect(defaultRangeParams(Date.UTC(2025, 2, 30, 22, 30) / 1000)).toEqual(range('2025-03-31', '2025-04-30'));
  });

  it('asks the API from 00:00:00 of the first day to 23:59:59 of the last, Amsterdam, across a clock change', () => {
    const first = Date.UTC(2025, 2, 29, 23) / 1000; // 2025-03-30 00:00 CET
    const last = Date.UTC(2025, 2, 30, 21, 59, 59) / 1000; // 2025-03-30 23:59:59 CEST: a 23-hour day
    expect(rangeQuery(readRange(range('2025-03-30', '2025-03-30')))).toBe(`filter[sendDate:from]=${first}&filter[sendDate:to]=${last}`);
  });

  it('asks nothing while the range is invalid, and says why', () => {
    expect(readRange(range('2025-05-02', '2025-05-01')).problem).toBe('End date should be after start date.');
    expect(readRange(range('2025-05-01', '2026-05-02')).problem).toBe('The date range can span at most one year.');
    expect(readRange(range('2025-02-30', '2025-03-01')).problem).toBe('Dates are written YYYY-MM-DD.');
    expect(rangeQuery(readRange(range('2025-05-02', '2025-05-01')))).toBeNull();
  });

  it("turns the screen's query string into the API's: list parameters kept, dates as seconds", () => {
    const query = compositesQuery('page[number]=2&sort=-sendDate&filter[status]=1&dateRange.start=2025-01-10&dateRange.end=2025-01-20');
    expect(query).toBe(`page[number]=2&sort=-sendDate&filter[status]=1&filter[sendDate:from]=${Date.UTC(2025, 0, 9, 23) / 1000}&filter[sendDate:to]=${Date.UTC(2025, 0, 20, 22, 59, 59) / 1000}`);
    expect(compositesQuery('page[number]=1&dateRange.start=2025-01-20&dateRange.end=2025-01-10')).toBeNull();
  });
});
