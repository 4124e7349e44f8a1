import { describe, expect, it } from 'vitest';
import { lastDailyFiring, nextDailyFiring, resolveSendingTime, type EventTimes } from './sending-time.ts';
import { TriggerPrototypeSchema } from './triggers/trigger-prototype.ts';

/**
 * One test per row of the decision table in docs/sending-time.md (the row id starts each name).
 * Expected instants are written in UTC with the Amsterdam wall clock beside them, so they do not
 * depend on the code under test.
 */
const utc = (iso: string) => Date.parse(iso) / 1000;
const iso = (unix: number | null) => (unix === null ? null : new Date(unix * 1000).toISOString().replace('.000', ''));
const NOW = utc('2026-01-01T00:00:00Z');
const DEADLINE_TYPE = 5; // Partner registration

const event = (deadline?: string, status = 1): EventTimes => ({ status, deadlines: deadline ? { [DEADLINE_TYPE]: utc(deadline) } : {} });

const scheduled = (data: { interval: number; unit?: 'days' | 'weeks'; basedOn?: 1 | 2; days?: number[]; time?: string }) =>
  TriggerPrototypeSchema.parse({
    triggerType: 'scheduled',
    triggerData: {
      interval: data.interval,
      triggerScheduledType: data.unit ?? 'days',
      sendingDay: data.days ?? [],
      sendingTime: data.time ?? '09:00',
      basedOnCriterion: data.basedOn ?? 1,
      eventDeadlineType: DEADLINE_TYPE,
    },
  });

const metric = (from: string, to: string, time = '10:30') =>
  TriggerPrototypeSchema.parse({ triggerType: 'scheduled_metric', triggerData: { metricType: 4, metricTriggerNumber: 3, timeFrameFrom: utc(from), timeFrameTo: utc(to), sendingTime: time } });

/** The resolved instant of a scheduled trigger, in UTC. */
function sendsAt(trigger: ReturnType<typeof scheduled>, deadline: string) {
  const resolved = resolveSendingTime(trigger, event(deadline), NOW);
  if (resolved.kind !== 'at') throw new Error(`expected an instant, got ${JSON.stringify(resolved)}`);
  return iso(resolved.at);
}

// Wednesday 2026-06-17 10:00 summer time.
const WEDNESDAY = '2026-06-17T08:00:00Z';

describe('scheduled triggers', () => {
  it('S1 a cancelled event resolves to nothing', () => {
    expect(resolveSendingTime(scheduled({ interval: 1 }), event(WEDNESDAY, 0), NOW)).toEqual({ kind: 'unresolvable', reason: 'event-cancelled', message: 'The event is cancelled.' });
  });

  it('S2 an event without a deadline of the chosen type resolves to nothing, saying which', () => {
    expect(resolveSendingTime(scheduled({ interval: 1 }), event(undefined), NOW)).toEqual({
      kind: 'unresolvable',
      reason: 'deadline-missing',
      message: 'The event has no Partner registration deadline.',
    });
  });

  it('S3 days before: the deadline date minus interval days, at the sending time', () => {
    expect(sendsAt(scheduled({ interval: 3, basedOn: 1 }), WEDNESDAY)).toBe('2026-06-14T07:00:00Z'); // Sun 09:00
    expect(sendsAt(scheduled({ interval: 45, basedOn: 1, time: '17:45' }), WEDNESDAY)).toBe('2026-05-03T15:45:00Z');
  });

  it('S4 days after: the deadline date plus interval days, at the sending time', () => {
    expect(sendsAt(scheduled({ interval: 3, basedOn: 2 }), WEDNESDAY)).toBe('2026-06-20T07:00:00Z'); // Sat 09:00
    expect(sendsAt(scheduled({ interval: 30, basedOn: 2, time: '00:00' }), WEDNESDAY)).toBe('2026-07-16T22:00:00Z'); // Fri 07-17 00:00
  });

  it('S5 days, interval 0: the deadline day, before or after alike, even when that is later than the deadline', () => {
    expect(sendsAt(scheduled({ interval: 0, basedOn: 1 }), WEDNESDAY)).toBe('2026-06-17T07:00:00Z');
    expect(sendsAt(scheduled({ interval: 0, basedOn: 2 }), WEDNESDAY)).toBe('2026-06-17T07:00:00Z');
    expect(sendsAt(scheduled({ interval: 0, basedOn: 1 }), '2026-06-16T22:00:00Z')).toBe('2026-06-17T07:00:00Z'); // deadline at 00:00
  });

  // 2 weeks before Wed 06-17 is Wed 06-03: the week Mon 06-01 .. Sun 06-07.
  it.each([1, 2, 3, 4, 5, 6, 7])('S6 weeks before, sending day %i: that day of the week interval weeks before the deadline', (day) => {
    expect(sendsAt(scheduled({ interval: 2, unit: 'weeks', basedOn: 1, days: [day] }), WEDNESDAY)).toBe(`2026-06-0${day}T07:00:00Z`);
  });

  // 1 week after Wed 06-17 is Wed 06-24: the week Mon 06-22 .. Sun 06-28.
  it.each([1, 2, 3, 4, 5, 6, 7])('S7 weeks after, sending day %i: that day of the week interval weeks after the deadline', (day) => {
    expect(sendsAt(scheduled({ interval: 1, unit: 'weeks', basedOn: 2, days: [day] }), WEDNESDAY)).toBe(`2026-06-${21 + day}T07:00:00Z`);
  });

  it('S8 weeks, interval 0: the deadline week (Monday to Sunday), even a day after the deadline for before', () => {
    expect(sendsAt(scheduled({ interval: 0, unit: 'weeks', basedOn: 1, days: [1] }), WEDNESDAY)).toBe('2026-06-15T07:00:00Z');
    expect(sendsAt(scheduled({ interval: 0, unit: 'weeks', basedOn: 1, days: [5] }), WEDNESDAY)).toBe('2026-06-19T07:00:00Z');
    expect(sendsAt(scheduled({ interval: 0, unit: 'weeks', basedOn: 2, days: [1] }), WEDNESDAY)).toBe('2026-06-15T07:00:00Z');
    expect(sendsAt(scheduled({ interval: 0, unit: 'weeks', days: [1] }), '2026-06-21T08:00:00Z')).toBe('2026-06-15T07:00:00Z'); // a Sunday deadline
  });

  it('S9 weeks with several sending days: the earliest chosen day of that week', () => {
    expect(sendsAt(scheduled({ interval: 2, unit: 'weeks', days: [5, 3, 7] }), WEDNESDAY)).toBe('2026-06-03T07:00:00Z');
    expect(sendsAt(scheduled({ interval: 1, unit: 'weeks', basedOn: 2, days: [7, 6] }), WEDNESDAY)).toBe('2026-06-27T07:00:00Z');
  });

  it('S10 days ignore the sending days', () => {
    expect(sendsAt(scheduled({ interval: 3, days: [1, 7] }), WEDNESDAY)).toBe(sendsAt(scheduled({ interval: 3 }), WEDNESDAY));
  });

  it("S11 the deadline's day is its Amsterdam calendar day", () => {
    expect(sendsAt(scheduled({ interval: 0 }), '2026-06-10T22:30:00Z')).toBe('2026-06-11T07:00:00Z'); // 06-11 00:30 summer time
    expect(sendsAt(scheduled({ interval: 0 }), '2026-01-10T23:30:00Z')).toBe('2026-01-11T08:00:00Z'); // 01-11 00:30 winter time
    expect(sendsAt(scheduled({ interval: 0 }), '2026-01-11T22:59:59Z')).toBe('2026-01-11T08:00:00Z'); // 01-11 23:59:59
  });

  it('S12 a daylight-saving change between deadline and sending keeps the wall-clock time (all four change weekends)', () => {
    expect(sendsAt(scheduled({ interval: 7, basedOn: 1 }), '2026-04-02T07:00:00Z')).toBe('2026-03-26T08:00:00Z'); // 09:00 CEST -> 09:00 CET
    expect(sendsAt(scheduled({ interval: 7, basedOn: 2 }), '2026-10-20T07:00:00Z')).toBe('2026-10-27T08:00:00Z'); // 09:00 CEST -> 09:00 CET
    expect(sendsAt(scheduled({ interval: 1, basedOn: 2 }), '2027-03-27T08:00:00Z')).toBe('2027-03-28T07:00:00Z'); // Sat 09:00 CET -> Sun 09:00 CEST
    expect(sendsAt(scheduled({ interval: 1, basedOn: 2 }), '2027-10-30T07:00:00Z')).toBe('2027-10-31T08:00:00Z'); // Sat 09:00 CEST -> Sun 09:00 CET
    expect(sendsAt(scheduled({ interval: 1, unit: 'weeks', basedOn: 1, days: [1] }), '2026-10-28T08:00:00Z')).toBe('2026-10-19T07:00:00Z'); // Mon 09:00 CEST
    expect(sendsAt(scheduled({ interval: 1, unit: 'weeks', basedOn: 2, days: [7] }), '2026-03-25T08:00:00Z')).toBe('2026-04-05T07:00:00Z'); // Sun 09:00 CEST
  });

  it('S13 a sending time in the spring-forward gap moves forward by the gap', () => {
    const springs = [
      ['2026-03-29T10:00:00Z', '02:30', '2026-03-29T01:30:00Z'], // 03:30 CEST
      ['2027-03-28T10:00:00Z', '02:00', '2027-03-28T01:00:00Z'], // 03:00 CEST
    ];
    for (const [deadline, time, expected] of springs) {
      expect(resolveSendingTime(scheduled({ interval: 0, time }), event(deadline), NOW)).toEqual({ kind: 'at', at: utc(expected), outOfDate: false, adjusted: 'gap' });
    }
    expect(resolveSendingTime(scheduled({ interval: 0, time: '01:59' }), event('2026-03-29T10:00:00Z'), NOW)).toEqual({ kind: 'at', at: utc('2026-03-29T00:59:00Z'), outOfDate: false });
    expect(resolveSendingTime(scheduled({ interval: 0, time: '03:00' }), event('2026-03-29T10:00:00Z'), NOW)).toEqual({ kind: 'at', at: utc('2026-03-29T01:00:00Z'), outOfDate: false });
  });

  it('S14 a sending time in the autumn hour that occurs twice is its first occurrence', () => {
    const autumns = [
      ['2026-10-25T10:00:00Z', '02:30', '2026-10-25T00:30:00Z'], // 02:30 CEST, not 02:30 CET
      ['2027-10-31T10:00:00Z', '02:00', '2027-10-31T00:00:00Z'],
    ];
    for (const [deadline, time, expected] of autumns) {
      expect(resolveSendingTime(scheduled({ interval: 0, time }), event(deadline), NOW)).toEqual({ kind: 'at', at: utc(expected), outOfDate: false, adjusted: 'overlap' });
    }
    expect(sendsAt(scheduled({ interval: 0, time: '03:00' }), '2026-10-25T10:00:00Z')).toBe('2026-10-25T02:00:00Z');
  });

  it('S15 a sending time before now is out of date; now itself is not', () => {
    const trigger = scheduled({ interval: 3 });
    const at = utc('2026-06-14T07:00:00Z');
    expect(resolveSendingTime(trigger, event(WEDNESDAY), at - 1)).toEqual({ kind: 'at', at, outOfDate: false });
    expect(resolveSendingTime(trigger, event(WEDNESDAY), at)).toEqual({ kind: 'at', at, outOfDate: false });
    expect(resolveSendingTime(trigger, event(WEDNESDAY), at + 1)).toEqual({ kind: 'at', at, outOfDate: true });
  });
});

// 2026-03-27 00:00 CET to 2026-03-31 23:59:59 CEST, across the spring change.
const FRAME = ['2026-03-26T23:00:00Z', '2026-03-31T21:59:59Z'] as const;

describe('scheduled metric triggers', () => {
  it('M1 a cancelled event resolves to nothing', () => {
    expect(resolveSendingTime(metric(...FRAME), event(undefined, 0), NOW)).toMatchObject({ kind: 'unresolvable', reason: 'event-cancelled' });
  });

  it('M2 once a day at the sending time within the frame: the first and last firing, the wall-clock time kept across the change', () => {
    expect(resolveSendingTime(metric(...FRAME), event(undefined), NOW)).toEqual({
      kind: 'daily',
      from: utc(FRAME[0]),
      to: utc(FRAME[1]),
      time: '10:30',
      first: utc('2026-03-27T09:30:00Z'), // 10:30 CET
      last: utc('2026-03-31T08:30:00Z'), // 10:30 CEST
      next: utc('2026-03-27T09:30:00Z'),
      outOfDate: false,
    });
  });

  it('M3 a frame that holds no sending time resolves to nothing', () => {
    expect(resolveSendingTime(metric('2026-06-17T08:00:00Z', '2026-06-17T08:00:00Z', '09:00'), event(undefined), NOW)).toEqual({
      kind: 'unresolvable',
      reason: 'empty-time-frame',
      message: 'The time frame holds no sending time.',
    });
    expect(resolveSendingTime(metric('2026-06-17T08:00:00Z', '2026-06-17T18:00:00Z', '09:00'), event(undefined), NOW)).toMatchObject({ kind: 'unresolvable' });
    expect(resolveSendingTime(metric('2026-06-17T08:00:00Z', '2026-06-18T18:00:00Z', '09:00'), event(undefined), NOW)).toMatchObject({ first: utc('2026-06-18T07:00:00Z') });
  });

  it('M4 next is the first firing not before now', () => {
    const next = (now: string) => {
      const resolved = resolveSendingTime(metric(...FRAME), event(undefined), utc(now));
      return resolved.kind === 'daily' ? iso(resolved.next) : resolved;
    };
    expect(next('2026-03-29T12:00:00Z')).toBe('2026-03-30T08:30:00Z');
    expect(next('2026-03-28T09:30:00Z')).toBe('2026-03-28T09:30:00Z'); // exactly at a firing
    expect(next('2026-03-28T09:30:01Z')).toBe('2026-03-29T08:30:00Z'); // the change day, 10:30 CEST
  });

  it('M5 out of date once the last firing has passed', () => {
    const at = (now: string) => resolveSendingTime(metric(...FRAME), event(undefined), utc(now));
    expect(at('2026-03-31T08:30:00Z')).toMatchObject({ next: utc('2026-03-31T08:30:00Z'), outOfDate: false });
    expect(at('2026-03-31T08:30:01Z')).toMatchObject({ next: null, outOfDate: true });
    expect(at('2027-01-01T00:00:00Z')).toMatchObject({ next: null, outOfDate: true, last: utc('2026-03-31T08:30:00Z') });
  });

  it('M6 a sending time in the spring-forward gap does not fire that day (as EventBridge cron)', () => {
    expect(iso(nextDailyFiring('02:30', utc('2026-03-28T02:00:00Z')))).toBe('2026-03-30T00:30:00Z'); // skips 03-29
    expect(iso(lastDailyFiring('02:30', utc('2026-03-29T12:00:00Z')))).toBe('2026-03-28T01:30:00Z');
    expect(iso(nextDailyFiring('02:30', utc('2027-03-27T02:00:00Z')))).toBe('2027-03-29T00:30:00Z');
    expect(resolveSendingTime(metric('2026-03-28T23:00:00Z', '2026-03-29T21:59:59Z', '02:30'), event(undefined), NOW)).toMatchObject({ reason: 'empty-time-frame' });
  });

  it('M7 a sending time in the autumn hour that occurs twice fires once, at its first occurrence', () => {
    expect(iso(nextDailyFiring('02:30', utc('2026-10-24T12:00:00Z')))).toBe('2026-10-25T00:30:00Z');
    expect(iso(nextDailyFiring('02:30', utc('2026-10-25T00:30:01Z')))).toBe('2026-10-26T01:30:00Z'); // not again at 02:30 CET
    expect(iso(nextDailyFiring('02:00', utc('2027-10-31T00:00:01Z')))).toBe('2027-11-01T01:00:00Z');
  });

  it('M8 a frame of the autumn change days fires on each day at the same wall-clock time', () => {
    // 2027-10-30 00:00 CEST .. 2027-10-31 23:59:59 CET
    expect(resolveSendingTime(metric('2027-10-29T22:00:00Z', '2027-10-31T22:59:59Z', '23:30'), event(undefined), NOW)).toMatchObject({
      first: utc('2027-10-30T21:30:00Z'),
      last: utc('2027-10-31T22:30:00Z'),
    });
  });

  it('M9 needs no deadline', () => {
    expect(resolveSendingTime(metric(...FRAME), { status: 1, deadlines: {} }, NOW)).toMatchObject({ kind: 'daily' });
  });

  it('M10 past its end the firing search answers null', () => {
    expect(nextDailyFiring('10:30', utc('2026-03-31T08:30:01Z'), utc(FRAME[1]))).toBeNull();
    expect(lastDailyFiring('10:30', utc('2026-03-27T09:29:59Z'), utc(FRAME[0]))).toBeNull();
  });
});
