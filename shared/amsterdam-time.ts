/**
 * Wall-clock arithmetic in the server time zone (Europe/Amsterdam) on unix seconds, with Intl
 * only, so the server and the browser compute the same times. Calendar dates are added as dates
 * (not as 24-hour steps), so a daylight-saving change never shifts a wall-clock time.
 */
export const TIME_ZONE = 'Europe/Amsterdam';

/** A calendar date in Amsterdam; month 1-12. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export interface WallClock extends CivilDate {
  hour: number;
  minute: number;
  second: number;
}

/** How a wall-clock time that does not exist once on that date was turned into an instant. */
export type DstAdjustment = 'gap' | 'overlap';

const DAY = 86_400;

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Amsterdam wall clock at an instant. */
export function wallClockAt(unix: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(unix * 1000))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

const asUtc = (c: CivilDate, hour = 0, minute = 0, second = 0) => Date.UTC(c.year, c.month - 1, c.day, hour, minute, second) / 1000;

/** Seconds Amsterdam is ahead of UTC at an instant (3600 in winter, 7200 in summer). */
const offsetAt = (unix: number) => {
  const clock = wallClockAt(unix);
  return asUtc(clock, clock.hour, clock.minute, clock.second) - unix;
};

export const civilDateAt = (unix: number): CivilDate => {
  const { year, month, day } = wallClockAt(unix);
  return { year, month, day };
};

export function addDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Monday 1 to Sunday 7. */
export const isoWeekday = (date: CivilDate): number => ((new Date(asUtc(date) * 1000).getUTCDay() + 6) % 7) + 1;

/** The Monday of the ISO week (Monday to Sunday) that holds the date. */
export const mondayOf = (date: CivilDate): CivilDate => addDays(date, 1 - isoWeekday(date));

/**
 * The instant of a wall-clock time on a date. Where the clock jumps forward (the last Sunday of
 * March, 02:00 -> 03:00) a time in the gap is moved forward by the gap (02:30 -> 03:30 summer
 * time); where it falls back (the last Sunday of October, 03:00 -> 02:00) a time that occurs twice
 * means its first occurrence (summer time). This is the "compatible" rule of ECMAScript Temporal.
 */
export function instantAt(date: CivilDate, hour: number, minute: number, second = 0): { unix: number; adjusted?: DstAdjustment } {
  const local = asUtc(date, hour, minute, second);
  const offsetBefore = offsetAt(local - DAY);
  const offsetAfter = offsetAt(local + DAY);
  const matching = [...new Set([offsetBefore, offsetAfter])].map((offset) => local - offset).filter((unix) => offsetAt(unix) === local - unix);
  if (matching.length === 0) return { unix: local - offsetBefore, adjusted: 'gap' };
  if (matching.length > 1) return { unix: Math.min(...matching), adjusted: 'overlap' };
  return { unix: matching[0] };
}

/** The instant of a wall-clock time if it exists on that date (first occurrence when twice); null in the spring gap. */
export function existingInstantAt(date: CivilDate, hour: number, minute: number): number | null {
  const { unix, adjusted } = instantAt(date, hour, minute);
  return adjusted === 'gap' ? null : unix;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD'. */
export const formatDate = (date: CivilDate): string => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

/** 'YYYY-MM-DDTHH:mm:ss' in Amsterdam, the form of an EventBridge at() expression. */
export function formatWallClock(unix: number): string {
  const c = wallClockAt(unix);
  return `${formatDate(c)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/**
 * How a time is shown (spec section 9): 'date' YYYY-MM-DD, 'date-time' YYYY-MM-DD HH:mm,
 * 'date-time-seconds' YYYY-MM-DD HH:mm:ss, 'day' DD/MM/YYYY (event dates, the timeline), 'time' HH:mm.
 */
export type TimeForm = 'date' | 'date-time' | 'date-time-seconds' | 'day' | 'time';

/**
 * The one way the product shows an instant (unix seconds): on the Europe/Amsterdam wall clock,
 * whatever the zone of the browser or the server; '' for none.
 */
export function formatAmsterdam(unix: number | null | undefined, form: TimeForm): string {
  if (unix === null || unix === undefined) return '';
  const c = wallClockAt(unix);
  const time = `${pad(c.hour)}:${pad(c.minute)}`;
  switch (form) {
    case 'date':
      return formatDate(c);
    case 'day':
      return `${pad(c.day)}/${pad(c.month)}/${pad(c.year, 4)}`;
    case 'time':
      return time;
    case 'date-time':
      return `${formatDate(c)} ${time}`;
    case 'date-time-seconds':
      return `${formatDate(c)} ${time}:${pad(c.second)}`;
  }
}

/** What the screens say once about every time they show. */
export const TIME_ZONE_NOTE = `Times: ${TIME_ZONE}`;

/** Parses 'YYYY-MM-DD' (a real calendar date) or answers null. */
export function parseDate(text: string): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return formatDate(addDays(date, 0)) === text ? date : null; // 02-30 would roll over to 03-02
}

/** A metric time frame's bounds: the first second of its first day, the last second of its last day. */
export const startOfDay = (date: CivilDate): number => instantAt(date, 0, 0).unix;
export const endOfDay = (date: CivilDate): number => startOfDay(addDays(date, 1)) - 1;
