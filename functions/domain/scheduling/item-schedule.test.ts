import { describe, expect, it } from 'vitest';
import { itemSchedule, scheduleName } from './item-schedule.ts';
import { atExpression, dailyCronExpression, parseExpression } from './expressions.ts';

const utc = (iso: string) => Date.parse(iso) / 1000;
const NOW = utc('2026-03-01T00:00:00Z');

describe('item schedules', () => {
  it('names a schedule after its item, within EventBridge limits', () => {
    expect(scheduleName(42, 7)).toBe('emw-42-7');
    expect(scheduleName(999_999_999_999, 999_999_999_999)).toHaveLength(29);
  });

  it('writes at() as the Amsterdam wall clock of the instant, and reads it back', () => {
    expect(atExpression(utc('2026-03-29T01:30:00Z'))).toBe('at(2026-03-29T03:30:00)'); // the spring gap resolved: 03:30 CEST
    expect(atExpression(utc('2026-01-15T08:00:00Z'))).toBe('at(2026-01-15T09:00:00)');
    expect(parseExpression('at(2026-01-15T09:00:00)')).toEqual({ kind: 'at', date: { year: 2026, month: 1, day: 15 }, hour: 9, minute: 0, second: 0 });
  });

  it('writes a daily cron at the sending time, and reads it back', () => {
    expect(dailyCronExpression('09:05')).toBe('cron(5 9 * * ? *)');
    expect(dailyCronExpression('00:00')).toBe('cron(0 0 * * ? *)');
    expect(parseExpression('cron(5 9 * * ? *)')).toEqual({ kind: 'daily', time: '09:05' });
  });

  it.each(['rate(5 minutes)', 'cron(0 9 ? * MON *)', 'at(2026-13-01T09:00:00)', 'cron(60 9 * * ? *)', 'at(2026-01-15 09:00:00)'])('does not read %s', (expression) => {
    expect(parseExpression(expression)).toBeNull();
  });

  it('schedules a one-time item at its sending time, with the dispatch input and its placeholders', () => {
    expect(itemSchedule({ eventId: 3, itemId: 9 }, { kind: 'at', at: utc('2026-06-14T07:00:00Z'), outOfDate: false }, NOW)).toEqual({
      name: 'emw-3-9',
      expression: 'at(2026-06-14T09:00:00)',
      description: 'Event 3, item 9',
      input: {
        scheduleName: 'emw-3-9',
        eventId: 3,
        itemId: 9,
        scheduledTime: '<aws.scheduler.scheduled-time>',
        executionId: '<aws.scheduler.execution-id>',
        attempt: '<aws.scheduler.attempt-number>',
      },
    });
  });

  it('schedules a metric item daily within its frame, starting no earlier than now', () => {
    const daily = { kind: 'daily', from: utc('2026-02-01T00:00:00Z'), to: utc('2026-04-01T00:00:00Z'), time: '10:30', first: 0, last: 0, next: 0, outOfDate: false } as const;
    expect(itemSchedule({ eventId: 3, itemId: 9 }, daily, NOW)).toMatchObject({ expression: 'cron(30 10 * * ? *)', startDate: NOW, endDate: daily.to });
    expect(itemSchedule({ eventId: 3, itemId: 9 }, daily, daily.from - 10)).toMatchObject({ startDate: daily.from });
  });

  it('schedules nothing for an item that is out of date or unresolvable', () => {
    expect(itemSchedule({ eventId: 3, itemId: 9 }, { kind: 'at', at: NOW - 60, outOfDate: true }, NOW)).toBeNull();
    expect(itemSchedule({ eventId: 3, itemId: 9 }, { kind: 'unresolvable', reason: 'event-cancelled', message: '' }, NOW)).toBeNull();
  });
});
