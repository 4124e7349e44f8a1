import { describe, expect, it } from 'vitest';
import { readinessSchedule, readinessScheduleName } from './readiness-schedule.ts';
import { atExpression } from './expressions.ts';

const utc = (iso: string) => Date.parse(iso) / 1000;
const NOW = utc('2026-03-01T00:00:00Z');
const item = { eventId: 3, itemId: 9 };
const at = (unix: number) => ({ kind: 'at', at: unix, outOfDate: false }) as const;

/** docs/readiness.md, "When it runs": the check's schedule beside the send's. */
describe('readiness check schedules', () => {
  it('check 48 hours before a one-time send, invoking the readiness job with the dispatch input', () => {
    const send = utc('2026-03-10T08:00:00Z');
    expect(readinessSchedule(item, at(send), NOW)).toMatchObject({
      name: 'rdy-3-9',
      expression: atExpression(send - 48 * 3600),
      target: 'readiness',
      input: { scheduleName: 'rdy-3-9', eventId: 3, itemId: 9, scheduledTime: '<aws.scheduler.scheduled-time>' },
    });
    expect(readinessScheduleName(999_999_999_999, 999_999_999_999).length).toBeLessThanOrEqual(64);
  });

  it('check a minute on when the send is less than 48 hours away; none for a send within the minute', () => {
    expect(readinessSchedule(item, at(NOW + 3600), NOW)?.expression).toBe(atExpression(NOW + 60));
    expect(readinessSchedule(item, at(NOW + 30), NOW)).toBeNull();
  });

  it('none for a metric item, an out-of-date or an unresolvable one', () => {
    const daily = { kind: 'daily', from: NOW, to: NOW + 10 * 86_400, time: '10:30', first: 0, last: 0, next: 0, outOfDate: false } as const;
    expect(readinessSchedule(item, daily, NOW)).toBeNull();
    expect(readinessSchedule(item, { kind: 'at', at: NOW + 86_400 * 5, outOfDate: true }, NOW)).toBeNull();
    expect(readinessSchedule(item, { kind: 'unresolvable', reason: 'event-cancelled', message: '' }, NOW)).toBeNull();
  });
});
