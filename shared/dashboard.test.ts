import { describe, expect, it } from 'vitest';
import { dateRangeProblem, defaultDateRange, lastEndOf } from './dashboard.ts';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('the dashboard date range', () => {
  it('defaults to today and 30 days later, across a month and a year end', () => {
    expect(defaultDateRange(d(2025, 12, 15))).toEqual({ start: d(2025, 12, 15), end: d(2026, 1, 14) });
  });

  it('ends at the latest on the same date a year later (28 February after a 29th)', () => {
    expect(lastEndOf(d(2025, 3, 10))).toEqual(d(2026, 3, 10));
    expect(lastEndOf(d(2024, 2, 29))).toEqual(d(2025, 2, 28));
  });

  it('names what is wrong: an end before the start, a range over a year; one day is fine', () => {
    expect(dateRangeProblem(d(2025, 5, 2), d(2025, 5, 1))).toBe('End date should be after start date.');
    expect(dateRangeProblem(d(2025, 5, 1), d(2025, 5, 1))).toBeNull();
    expect(dateRangeProblem(d(2025, 5, 1), d(2026, 5, 1))).toBeNull();
    expect(dateRangeProblem(d(2025, 5, 1), d(2026, 5, 2))).toBe('The date range can span at most one year.');
  });
});
