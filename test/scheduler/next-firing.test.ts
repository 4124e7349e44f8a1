import { describe, expect, it } from 'vitest';
import { dueFiring, isComplete, nextFiring, type Timing } from '../../infra/local/scheduler/next-firing.ts';

/** When the local Scheduler stand-in fires its schedules; instants written in UTC. */
const utc = (iso: string) => Date.parse(iso) / 1000;
const iso = (unix: number | null) => (unix === null ? null : new Date(unix * 1000).toISOString().replace('.000', ''));

// A metric item's daily schedule: 10:30 Amsterdam from Fri 2026-03-27 to Tue 2026-03-31, over the spring change.
const daily: Timing = { expression: 'cron(30 10 * * ? *)', startDate: utc('2026-03-26T23:00:00Z'), endDate: utc('2026-03-31T21:59:59Z'), since: utc('2026-03-20T12:00:00Z') };

describe('next firing of a daily cron schedule with StartDate and EndDate', () => {
  it('fires every day at the wall-clock time from its start date, one hour earlier in UTC after the change', () => {
    const fired: (string | null)[] = [];
    let timing = daily;
    for (let i = 0; i < 6; i++) {
      const next = nextFiring(timing);
      fired.push(iso(next));
      if (next === null) break;
      timing = { ...timing, lastFiredFor: next };
    }
    expect(fired).toEqual(['2026-03-27T09:30:00Z', '2026-03-28T09:30:00Z', '2026-03-29T08:30:00Z', '2026-03-30T08:30:00Z', '2026-03-31T08:30:00Z', null]);
  });

  it('fires nothing before it was created or updated, nor before its start date', () => {
    expect(iso(nextFiring({ ...daily, since: utc('2026-03-28T10:00:00Z') }))).toBe('2026-03-29T08:30:00Z');
    expect(iso(nextFiring({ ...daily, startDate: utc('2026-03-30T09:00:00Z') }))).toBe('2026-03-31T08:30:00Z');
    expect(iso(nextFiring({ expression: 'cron(0 9 * * ? *)', since: utc('2026-06-01T06:59:59Z') }))).toBe('2026-06-01T07:00:00Z');
  });

  it('is due from its scheduled time on; after missed days (the stand-in was stopped) it fires once, for the latest', () => {
    expect(dueFiring(daily, utc('2026-03-27T09:29:59Z'))).toBeNull();
    expect(iso(dueFiring(daily, utc('2026-03-27T09:30:00Z')))).toBe('2026-03-27T09:30:00Z');
    expect(iso(dueFiring(daily, utc('2026-03-30T12:00:00Z')))).toBe('2026-03-30T08:30:00Z');
    expect(iso(dueFiring(daily, utc('2026-04-10T12:00:00Z')))).toBe('2026-03-31T08:30:00Z');
    expect(dueFiring({ ...daily, lastFiredFor: utc('2026-03-31T08:30:00Z') }, utc('2026-04-10T12:00:00Z'))).toBeNull();
  });

  it('is complete once its end date has passed with nothing left to fire', () => {
    expect(isComplete(daily, utc('2026-03-30T12:00:00Z'))).toBe(false);
    expect(isComplete(daily, utc('2026-04-01T00:00:00Z'))).toBe(false); // the last day has not fired yet
    expect(isComplete({ ...daily, lastFiredFor: utc('2026-03-31T08:30:00Z') }, utc('2026-04-01T00:00:00Z'))).toBe(true);
    expect(isComplete({ expression: 'cron(0 9 * * ? *)', since: 0 }, utc('2030-01-01T00:00:00Z'))).toBe(false); // no end date
  });
});

describe('next firing of a one-time at() schedule', () => {
  const once: Timing = { expression: 'at(2026-10-25T02:30:00)', since: utc('2026-10-01T00:00:00Z') };

  it('fires once at the Amsterdam wall-clock time (the first 02:30 on the autumn change day), even when created after it', () => {
    expect(iso(nextFiring(once))).toBe('2026-10-25T00:30:00Z');
    expect(iso(dueFiring({ ...once, since: utc('2026-11-01T00:00:00Z') }, utc('2026-11-01T00:00:00Z')))).toBe('2026-10-25T00:30:00Z');
    expect(nextFiring({ ...once, lastFiredFor: utc('2026-10-25T00:30:00Z') })).toBeNull();
  });

  it('is complete once it has fired', () => {
    expect(isComplete(once, utc('2026-10-26T00:00:00Z'))).toBe(false);
    expect(isComplete({ ...once, lastFiredFor: utc('2026-10-25T00:30:00Z') }, utc('2026-10-26T00:00:00Z'))).toBe(true);
  });
});
