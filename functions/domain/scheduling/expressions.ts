import { formatWallClock, TIME_ZONE } from '../../../shared/amsterdam-time.ts';
import { parseSendingTime } from '../../../shared/triggers/fields.ts';

/** EventBridge Scheduler expressions for the two kinds of item schedule, in Europe/Amsterdam. */
export const SCHEDULE_TIME_ZONE = TIME_ZONE;

/** A one-time schedule at an instant, written as the Amsterdam wall clock of that instant. */
export const atExpression = (unix: number): string => `at(${formatWallClock(unix)})`;

/** A daily schedule at 'HH:mm'. */
export function dailyCronExpression(time: string): string {
  const { hour, minute } = parseSendingTime(time);
  return `cron(${minute} ${hour} * * ? *)`;
}

export type ParsedExpression =
  | { kind: 'at'; date: { year: number; month: number; day: number }; hour: number; minute: number; second: number }
  | { kind: 'daily'; time: string };

/** The expressions above, read back (the local stand-in evaluates them); anything else is null. */
export function parseExpression(expression: string): ParsedExpression | null {
  const at = /^at\((\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\)$/.exec(expression);
  if (at) {
    const [year, month, day, hour, minute, second] = at.slice(1).map(Number);
    if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
    return { kind: 'at', date: { year, month, day }, hour, minute, second };
  }
  const cron = /^cron\((\d{1,2}) (\d{1,2}) \* \* \? \*\)$/.exec(expression);
  if (cron) {
    const [minute, hour] = cron.slice(1).map(Number);
    if (hour > 23 || minute > 59) return null;
    return { kind: 'daily', time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
  }
  return null;
}
