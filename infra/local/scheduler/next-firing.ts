import { instantAt } from '../../../shared/amsterdam-time.ts';
import { lastDailyFiring, nextDailyFiring } from '../../../shared/sending-time.ts';
import { parseExpression } from '../../../functions/domain/scheduling/expressions.ts';

/**
 * When a schedule of the local Scheduler stand-in fires, in unix seconds. Expressions are the two
 * the scheduler port writes (at() and a daily cron), evaluated in Europe/Amsterdam with the same
 * rules as the sending times (shared/sending-time.ts), so the stand-in and the preview agree.
 */
export interface Timing {
  expression: string;
  startDate?: number;
  endDate?: number;
  /** When the schedule was created or last updated: a daily schedule fires no occurrence before it. */
  since: number;
  /** The scheduled time of the last firing handled (cleared by an update). */
  lastFiredFor?: number;
}

/** The next firing's scheduled time, or null when the schedule will not fire again. */
export function nextFiring(timing: Timing): number | null {
  const parsed = parseExpression(timing.expression);
  if (!parsed) return null;
  if (parsed.kind === 'at') return timing.lastFiredFor === undefined ? instantAt(parsed.date, parsed.hour, parsed.minute, parsed.second).unix : null;
  const notBefore = Math.max(timing.startDate ?? -Infinity, timing.since, (timing.lastFiredFor ?? -Infinity) + 1);
  return nextDailyFiring(parsed.time, notBefore, timing.endDate);
}

/**
 * The firing due at `now`, if any. A daily schedule that missed several occurrences (the stand-in
 * was stopped) fires once, for the latest of them; a one-time schedule in the past fires once.
 */
export function dueFiring(timing: Timing, now: number): number | null {
  const next = nextFiring(timing);
  if (next === null || next > now) return null;
  const parsed = parseExpression(timing.expression);
  if (parsed?.kind !== 'daily') return next;
  return lastDailyFiring(parsed.time, Math.min(now, timing.endDate ?? Infinity), next) ?? next;
}

/** Whether the schedule has nothing left to fire (ActionAfterCompletion applies then). */
export function isComplete(timing: Timing, now: number): boolean {
  const parsed = parseExpression(timing.expression);
  if (parsed?.kind === 'at') return timing.lastFiredFor !== undefined;
  return timing.endDate !== undefined && timing.endDate <= now && nextFiring(timing) === null;
}
