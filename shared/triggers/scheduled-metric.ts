import * as z from 'zod';
import { EVENT_ROLE, EVENT_ROLES } from '../directory/vocabulary.ts';
import { DraftNumberSchema, DraftSendingTimeSchema, SendingTimeSchema, draft, numberField, whenValid } from './fields.ts';
import { TRIGGER_TEXTS } from './texts.ts';

/**
 * Scheduled metric trigger (spec section 3): once a day at `sendingTime` during the time frame,
 * check a count for the event; due the first time it reaches `metricTriggerNumber`.
 */
export const METRIC_TYPE = { speaker: 1, theme: 2, partner: 3, delegate: 4 } as const;
export const METRIC_TYPES = [
  { id: METRIC_TYPE.speaker, name: 'Speaker' },
  { id: METRIC_TYPE.theme, name: 'Theme' },
  { id: METRIC_TYPE.partner, name: 'Partner' },
  { id: METRIC_TYPE.delegate, name: 'Delegate' },
] as const;
export type MetricType = (typeof METRIC_TYPES)[number]['id'];

export const DEFAULT_METRIC_TRIGGER_NUMBER = 0;
export const DEFAULT_SPEAKER_ROLE = EVENT_ROLE.speaker;

const minimum = numberField(TRIGGER_TEXTS.minimumRequired, TRIGGER_TEXTS.minimumNonNegative)
  .int(TRIGGER_TEXTS.minimumWhole)
  .min(0, TRIGGER_TEXTS.minimumNonNegative);
const metricType = z.union(
  METRIC_TYPES.map((t) => z.literal(t.id)),
  { error: TRIGGER_TEXTS.metricTypeRequired },
);
const roleIds = EVENT_ROLES.map((r) => r.id);
const speakerRole = z.number({ error: TRIGGER_TEXTS.speakerRoleInvalid }).refine((id) => roleIds.includes(id), TRIGGER_TEXTS.speakerRoleInvalid);
/** Unix seconds; the form sends from at 00:00:00 and to at 23:59:59 Amsterdam time (amsterdam-time.ts startOfDay/endOfDay). */
const frameBound = (required: string) => numberField(required, TRIGGER_TEXTS.frameDateInvalid).int(TRIGGER_TEXTS.frameDateInvalid).min(0, TRIGGER_TEXTS.frameDateInvalid);

/** The speaker role belongs to the speaker metric only: default 12 there, null for the others. */
const withSpeakerRole = <T extends { metricType: number | null; speakerRole?: number | null }>(data: T) => ({
  ...data,
  speakerRole: data.metricType === METRIC_TYPE.speaker ? (data.speakerRole ?? DEFAULT_SPEAKER_ROLE) : null,
});

/** What an Active workflow must hold. Absent minimum and metric take their defaults; null or blank ones are missing. */
export const ScheduledMetricTriggerDataSchema = z
  .object({
    metricTriggerNumber: minimum.default(DEFAULT_METRIC_TRIGGER_NUMBER),
    metricType: metricType.default(METRIC_TYPE.speaker),
    timeFrameFrom: frameBound(TRIGGER_TEXTS.fromRequired),
    timeFrameTo: frameBound(TRIGGER_TEXTS.toRequired),
    sendingTime: SendingTimeSchema,
    speakerRole: speakerRole.nullish(),
  })
  .refine((data) => data.timeFrameFrom <= data.timeFrameTo, {
    path: ['timeFrameTo'],
    message: TRIGGER_TEXTS.toBeforeFrom,
    when: whenValid('timeFrameFrom', 'timeFrameTo'),
  })
  .transform(withSpeakerRole);
export type ScheduledMetricTriggerData = z.infer<typeof ScheduledMetricTriggerDataSchema>;

/** What a Draft may hold: the same fields, each possibly empty; the defaults fill what is absent. */
export const DraftScheduledMetricTriggerDataSchema = z
  .object({
    metricTriggerNumber: z.number({ error: TRIGGER_TEXTS.minimumNonNegative }).nullable().default(DEFAULT_METRIC_TRIGGER_NUMBER),
    metricType: metricType.nullable().default(METRIC_TYPE.speaker),
    timeFrameFrom: DraftNumberSchema(TRIGGER_TEXTS.frameDateInvalid),
    timeFrameTo: DraftNumberSchema(TRIGGER_TEXTS.frameDateInvalid),
    sendingTime: DraftSendingTimeSchema,
    speakerRole: draft(speakerRole),
  })
  .transform(withSpeakerRole);
export type DraftScheduledMetricTriggerData = z.infer<typeof DraftScheduledMetricTriggerDataSchema>;
