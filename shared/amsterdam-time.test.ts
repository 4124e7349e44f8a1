import { describe, expect, it } from 'vitest';
import { addDays, endOfDay, formatWallClock, instantAt, isoWeekday, mondayOf, parseDate, startOfDay, wallClockAt } from './amsterdam-time.ts';

/** Expected instants are written in UTC, independently of the code under test. */
const utc = (iso: string) => Date.parse(iso) / 1000;
const date = (text: string) => parseDate(text)!;

describe('Amsterdam wall clock', () => {
  it('reads the wall clock in winter (UTC+1) and summer (UTC+2)', () => {
    expect(wallClockAt(utc('2026-01-15T08:00:00Z'))).toEqual({ year: 2026, month: 1, day: 15, hour: 9, minute: 0, second: 0 });
    expect(wallClockAt(utc('2026-07-15T22:30:05Z'))).toEqual({ year: 2026, month: 7, day: 16, hour: 0, minute: 30, second: 5 });
    expect(formatWallClock(utc('2026-07-15T22:30:05Z'))).toBe('2026-07-16T00:30:05');
  });

  it.each([
    ['2026-03-29', 1, 59, '2026-03-29T00:59:00Z', undefined],
    ['2026-03-29', 2, 0, '2026-03-29T01:00:00Z', 'gap'], // 02:00 does not exist: 03:00 summer time
    ['2026-03-29', 2, 30, '2026-03-29T01:30:00Z', 'gap'], // 02:30 -> 03:30 summer time
    ['2026-03-29', 3, 0, '2026-03-29T01:00:00Z', undefined],
    ['2027-03-28', 2, 15, '2027-03-28T01:15:00Z', 'gap'],
    ['2026-10-25', 1, 59, '2026-10-24T23:59:00Z', undefined],
    ['2026-10-25', 2, 0, '2026-10-25T00:00:00Z', 'overlap'], // first of the two 02:00s, summer time
    ['2026-10-25', 2, 30, '2026-10-25T00:30:00Z', 'overlap'],
    ['2026-10-25', 3, 0, '2026-10-25T02:00:00Z', undefined],
    ['2027-10-31', 2, 45, '2027-10-31T00:45:00Z', 'overlap'],
    ['2026-06-01', 9, 0, '2026-06-01T07:00:00Z', undefined],
  ])('%s %i:%i is %s (%s)', (day, hour, minute, expected, adjusted) => {
    expect(instantAt(date(day), hour, minute)).toEqual({ unix: utc(expected), ...(adjusted ? { adjusted } : {}) });
  });

  it('bounds a day from its first to its last second, 23 hours in spring and 25 in autumn', () => {
    expect([startOfDay(date('2026-03-29')), endOfDay(date('2026-03-29'))]).toEqual([utc('2026-03-28T23:00:00Z'), utc('2026-03-29T21:59:59Z')]);
    expect([startOfDay(date('2026-10-25')), endOfDay(date('2026-10-25'))]).toEqual([utc('2026-10-24T22:00:00Z'), utc('2026-10-25T22:59:59Z')]);
    expect([startOfDay(date('2027-03-28')), endOfDay(date('2027-10-31'))]).toEqual([utc('2027-03-27T23:00:00Z'), utc('2027-10-31T22:59:59Z')]);
  });

  it('adds calendar days and finds ISO weeks (Monday 1 to Sunday 7)', () => {
    expect(addDays(date('2026-12-30'), 3)).toEqual(date('2027-01-02'));
    expect(addDays(date('2028-03-01'), -1)).toEqual(date('2028-02-29'));
    expect([1, 2, 3, 4, 5, 6, 7].map((d) => isoWeekday(date(`2026-06-${String(d + 14).padStart(2, '0')}`)))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(mondayOf(date('2026-06-21'))).toEqual(date('2026-06-15')); // a Sunday belongs to the week that began on the Monday before
    expect(mondayOf(date('2026-06-15'))).toEqual(date('2026-06-15'));
  });

  it('parses real calendar dates only', () => {
    expect(parseDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('2026-13-01')).toBeNull();
    expect(parseDate('26-1-1')).toBeNull();
  });
});
