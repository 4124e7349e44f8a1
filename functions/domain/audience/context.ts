import type { Company, Contact } from '../../../shared/directory/records.ts';

/**
 * What one rule is evaluated against: the event the audience is for, the contact (with its
 * participations, meetings, blocked times and process states), the contact's company (with its
 * participations and packages), the start times of the events the contact's participations
 * name, and the moment of evaluation. Evaluation is pure over these loaded records.
 */
export interface AudienceEvent {
  id: number;
  startTime: number;
}

export interface EvaluationContext {
  event: AudienceEvent;
  contact: Contact;
  company?: Company;
  /** Events named by the contact's participations (needed by the time-window participation rules). */
  events: ReadonlyMap<number, AudienceEvent>;
  /** Unix seconds. */
  now: number;
}

/** Whether a rule held, and (built only when asked for) what it saw. */
export interface Verdict {
  held: boolean;
  saw: () => string;
}
export const verdict = (held: boolean, saw: () => string): Verdict => ({ held, saw });

export const DAY = 86_400;
export const WEEK = 7 * DAY;

/** The same wall-clock moment N calendar months earlier (UTC calendar). */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now * 1000);
  date.setUTCMonth(date.getUTCMonth() - months);
  return Math.floor(date.getTime() / 1000);
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });
/** YYYY-MM-DD in the server's time zone, for explanations. */
export const day = (time: number) => DAY_FORMAT.format(new Date(time * 1000));

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
