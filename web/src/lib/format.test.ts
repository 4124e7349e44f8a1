import { describe, expect, it } from 'vitest';
import { formatAmsterdam } from './format';

describe('times in the server time zone', () => {
  it('shows them on the Amsterdam wall clock, whatever the browser zone', () => {
    const summer = Date.UTC(2025, 6, 1, 7, 5) / 1000;
    expect(formatAmsterdam(summer, 'date-time')).toBe('2025-07-01 09:05');
    expect(formatAmsterdam(summer, 'day')).toBe('01/07/2025');
    expect(formatAmsterdam(summer, 'time')).toBe('09:05');
    expect(formatAmsterdam(null, 'date-time')).toBe('');
  });
});
