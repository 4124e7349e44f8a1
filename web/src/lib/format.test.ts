import { describe, expect, it } from 'vitest';
import { formatAmsterdam } from './format';

describe('times in the server time zone', () => {
  it('shows them on the Amsterdam wall clock in every form, whatever the browser zone', () => {
    const summer = Date.UTC(2025, 6, 1, 7, 5, 9) / 1000;
    expect(formatAmsterdam(summer, 'date')).toBe('2025-07-01');
    expect(formatAmsterdam(summer, 'date-time')).toBe('2025-07-01 09:05');
    expect(formatAmsterdam(summer, 'date-time-seconds')).toBe('2025-07-01 09:05:09');
    expect(formatAmsterdam(summer, 'day')).toBe('01/07/2025');
    expect(formatAmsterdam(summer, 'time')).toBe('09:05');
    expect(formatAmsterdam(null, 'date-time')).toBe('');
  });

  it('moves to the next Amsterdam day late in the UTC evening, in winter too', () => {
    const winter = Date.UTC(2025, 11, 31, 23, 30) / 1000;
    expect(formatAmsterdam(winter, 'date-time-seconds')).toBe('2026-01-01 00:30:00');
  });
});
