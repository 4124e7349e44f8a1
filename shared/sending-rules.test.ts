import { describe, expect, it } from 'vitest';
import { formatAmsterdam, instantAt } from './amsterdam-time.ts';
import { overCap, quietHoursEnd, DAY_SECONDS } from './sending-rules.ts';

const at = (date: string, time: string) => {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return instantAt({ year, month, day }, hour, minute).unix;
};
const NIGHT = { from: '21:00', to: '08:00' };

describe('quietHoursEnd (decision 033, Q1)', () => {
  it('holds a time inside hours that span midnight until their end, that day or the next', () => {
    expect(quietHoursEnd(NIGHT, at('2026-05-12', '22:15'))).toBe(at('2026-05-13', '08:00'));
    expect(quietHoursEnd(NIGHT, at('2026-05-13', '03:00'))).toBe(at('2026-05-13', '08:00'));
    expect(quietHoursEnd(NIGHT, at('2026-05-12', '21:00'))).toBe(at('2026-05-13', '08:00'));
  });

  it('lets a time outside them through: their end and a time before their start', () => {
    expect(quietHoursEnd(NIGHT, at('2026-05-13', '08:00'))).toBeNull();
    expect(quietHoursEnd(NIGHT, at('2026-05-12', '20:59'))).toBeNull();
    expect(quietHoursEnd(null, at('2026-05-12', '23:00'))).toBeNull();
  });

  it('reads hours within one day too', () => {
    const lunch = { from: '12:00', to: '13:30' };
    expect(quietHoursEnd(lunch, at('2026-05-12', '12:45'))).toBe(at('2026-05-12', '13:30'));
    expect(quietHoursEnd(lunch, at('2026-05-12', '13:30'))).toBeNull();
  });

  it('ends on the wall clock across a daylight-saving change (the night the clocks go back, and forward)', () => {
    const back = quietHoursEnd(NIGHT, at('2026-10-24', '23:00'))!;
    expect(formatAmsterdam(back, 'date-time')).toBe('2026-10-25 08:00');
    const forward = quietHoursEnd(NIGHT, at('2026-03-28', '23:00'))!;
    expect(formatAmsterdam(forward, 'date-time')).toBe('2026-03-29 08:00');
  });
});

describe('overCap (decision 033, C2, C3)', () => {
  const now = at('2026-05-12', '12:00');
  it('counts the last 24 hours for the day cap and the last 7 days for the week cap', () => {
    const sent = [now - 3600, now - 2 * DAY_SECONDS, now - 8 * DAY_SECONDS];
    expect(overCap({ quietHours: null, maxPer24Hours: 1, maxPer7Days: null }, sent, now)).toBe('Skipped: 1 message in 24 hours already');
    expect(overCap({ quietHours: null, maxPer24Hours: 2, maxPer7Days: null }, sent, now)).toBeNull();
    expect(overCap({ quietHours: null, maxPer24Hours: null, maxPer7Days: 2 }, sent, now)).toBe('Skipped: 2 messages in 7 days already');
    expect(overCap({ quietHours: null, maxPer24Hours: null, maxPer7Days: 3 }, sent, now)).toBeNull();
    expect(overCap({ quietHours: null, maxPer24Hours: null, maxPer7Days: null }, sent, now)).toBeNull();
  });
});
