import * as z from 'zod';
import { DEADLINE_TYPES } from '../directory/vocabulary.ts';
import { DraftNumberSchema, SendingTimeSchema, DraftSendingTimeSchema, draft, isMissing, numberField, whenValid } from './fields.ts';
import { INTERVAL_MAX, TRIGGER_TEXTS } from './texts.ts';

/** Scheduled trigger (spec section 3): interval days or weeks before or after an event deadline, at a time. */
export const SCHEDULED_UNITS = ['days', 'weeks'] as const;
export type ScheduledUnit = (typeof SCHEDULED_UNITS)[number];

export const BASED_ON = { before: 1, after: 2 } as const;
export const BASED_ON_OPTIONS = [
  { id: BASED_ON.before, name: 'Before' },
  { id: BASED_ON.after, name: 'After' },
] as const;

/** Sending days, Monday 1 to Sunday 7; the form's checkboxes day0..day6 are days 1..7. */
export const WEEKDAYS = [
  { id: 1, name: 'Monday' },
  { id: 2, name: 'Tuesday' },
  { id: 3, name: 'Wednesday' },
  { id: 4, name: 'Thursday' },
  { id: 5, name: 'Friday' },
  { id: 6, name: 'Saturday' },
  { id: 7, name: 'Sunday' },
] as const;

const deadlineTypeIds = DEADLINE_TYPES.map((t) => t.id);

const interval = numberField(TRIGGER_TEXTS.intervalRequired, TRIGGER_TEXTS.intervalNonNegative)
  .int(TRIGGER_TEXTS.intervalWhole)
  .min(0, TRIGGER_TEXTS.intervalNonNegative)
  .max(INTERVAL_MAX, TRIGGER_TEXTS.intervalMax);
const unit = z.enum(SCHEDULED_UNITS, { error: TRIGGER_TEXTS.unitRequired });
const weekday = z.number({ error: TRIGGER_TEXTS.dayInvalid }).int(TRIGGER_TEXTS.dayInvalid).min(1, TRIGGER_TEXTS.dayInvalid).max(7, TRIGGER_TEXTS.dayInvalid);
/** Stored as a sorted list without repeats. */
const sendingDay = z
  .array(weekday, { error: TRIGGER_TEXTS.dayInvalid })
  .max(7, TRIGGER_TEXTS.dayInvalid)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));
const basedOn = z.union([z.literal(BASED_ON.before), z.literal(BASED_ON.after)], { error: TRIGGER_TEXTS.basedOnRequired });
const deadlineType = z
  .number({ error: TRIGGER_TEXTS.deadlineTypeRequired })
  .refine((id) => deadlineTypeIds.includes(id), TRIGGER_TEXTS.deadlineTypeRequired);

/** What an Active workflow must hold. `sendingDay` is required for weeks and ignored for days. */
export const ScheduledTriggerDataSchema = z
  .object({
    interval,
    triggerScheduledType: unit,
    sendingDay: sendingDay.default([]),
    sendingTime: SendingTimeSchema,
    basedOnCriterion: basedOn,
    eventDeadlineType: deadlineType,
  })
  .refine((data) => data.triggerScheduledType !== 'weeks' || data.sendingDay.length > 0, {
    path: ['sendingDay'],
    message: TRIGGER_TEXTS.dayRequired,
    when: whenValid('triggerScheduledType', 'sendingDay'),
  });
export type ScheduledTriggerData = z.infer<typeof ScheduledTriggerDataSchema>;

/** What a Draft may hold: the same fields, each possibly empty. */
export const DraftScheduledTriggerDataSchema = z.object({
  interval: DraftNumberSchema(TRIGGER_TEXTS.intervalNonNegative),
  triggerScheduledType: draft(unit),
  sendingDay: z.preprocess((value) => (isMissing(value) ? [] : value), sendingDay),
  sendingTime: DraftSendingTimeSchema,
  basedOnCriterion: draft(basedOn),
  eventDeadlineType: DraftNumberSchema(TRIGGER_TEXTS.deadlineTypeRequired),
});
export type DraftScheduledTriggerData = z.infer<typeof DraftScheduledTriggerDataSchema>;
