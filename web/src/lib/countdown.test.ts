import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('countdowns', () => {
  it('say seconds below a minute, then minutes, hours and days (decision 021)', () => {
    expect(formatCountdown(42)).toBe('in 42 s');
    expect(formatCountdown(0)).toBe('in 0 s');
    expect(formatCountdown(60)).toBe('in 1 min');
    expect(formatCountdown(150)).toBe('in 3 min');
    expect(formatCountdown(3600)).toBe('in 1 h');
    expect(formatCountdown(2 * 3600 + 4 * 60 + 10)).toBe('in 2 h 5 min');
    expect(formatCountdown(86_400)).toBe('in 1 day');
    expect(formatCountdown(4 * 86_400 + 5)).toBe('in 4 days');
  });
});
