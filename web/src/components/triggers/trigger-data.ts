import { civilDateAt, endOfDay, startOfDay } from '@shared/amsterdam-time';
import { BASED_ON } from '@shared/triggers/scheduled';
import { DEFAULT_METRIC_TRIGGER_NUMBER, DEFAULT_SPEAKER_ROLE, METRIC_TYPE } from '@shared/triggers/scheduled-metric';
import { TRIGGER_TYPE, type TriggerType } from '@shared/triggers/trigger-prototype';
import type { TriggerData } from './trigger-types';

/**
 * A fresh trigger of a type (spec section 2: changing the type resets the data): the spec's
 * defaults (minimum 0, speaker metric, speaker role 12) and, for the scheduled trigger, days
 * before the deadline; everything else empty.
 */
export function emptyTriggerData(type: TriggerType): TriggerData {
  return type === TRIGGER_TYPE.scheduled
    ? { interval: null, triggerScheduledType: 'days', sendingDay: [], basedOnCriterion: BASED_ON.before, eventDeadlineType: null, sendingTime: null }
    : { metricTriggerNumber: DEFAULT_METRIC_TRIGGER_NUMBER, metricType: METRIC_TYPE.speaker, speakerRole: DEFAULT_SPEAKER_ROLE, timeFrameFrom: null, timeFrameTo: null, sendingTime: null };
}

/**
 * A time frame bound (unix seconds) as the date picker shows it: the Amsterdam calendar date, as
 * a local Date at midnight, so the picker shows the same day in any browser time zone.
 */
export function frameDate(unix: unknown): Date | null {
  if (typeof unix !== 'number') return null;
  const { year, month, day } = civilDateAt(unix);
  return new Date(year, month - 1, day);
}

const civil = (date: Date) => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

/** The picked day from 00:00:00 (from) or to 23:59:59 (to), Europe/Amsterdam (spec section 3). */
export const frameFrom = (date: Date | null | undefined) => (date ? startOfDay(civil(date)) : null);
export const frameTo = (date: Date | null | undefined) => (date ? endOfDay(civil(date)) : null);
