import * as z from 'zod';
import { addDays, civilDateAt, formatAmsterdam, instantAt, wallClockAt } from './amsterdam-time.ts';

/**
 * Sending rules (docs/decisions/033-quiet-hours-and-frequency-caps.md): quiet hours per channel,
 * in which an item's send waits for their end, and frequency caps per contact and channel across
 * all workflows, over which a delivery is skipped. Kept as the setting `sending-rules`; read and
 * saved through GET / POST /v1/settings/sending-rules (super-admins save).
 */
export const SENDING_RULES_SETTING = 'sending-rules';
export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

/** A cap may allow this many messages at most (per 24 hours or per 7 days). */
export const CAP_MAX = 100;
export const DAY_SECONDS = 86_400;
export const WEEK_SECONDS = 7 * DAY_SECONDS;

export const SENDING_RULE_TEXTS = {
  clock: 'Use a time from 00:00 to 23:59 (HH:MM).',
  sameEnds: 'Quiet hours need an end that differs from their start.',
  cap: `A cap is a whole number from 1 to ${CAP_MAX}, or empty for none.`,
  dayOverWeek: 'The cap per 24 hours cannot be higher than the cap per 7 days.',
  /** On an item whose send waits for the end of quiet hours. */
  deferred: (until: number) => `Deferred by quiet hours to ${formatAmsterdam(until, 'time')}`,
  /** On a delivery over a cap. */
  overDay: (count: number) => `Skipped: ${count} ${count === 1 ? 'message' : 'messages'} in 24 hours already`,
  overWeek: (count: number) => `Skipped: ${count} ${count === 1 ? 'message' : 'messages'} in 7 days already`,
  saved: 'Sending rules saved.',
} as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const Clock = z.string({ error: SENDING_RULE_TEXTS.clock }).regex(CLOCK, SENDING_RULE_TEXTS.clock);
const Cap = z.number({ error: SENDING_RULE_TEXTS.cap }).int(SENDING_RULE_TEXTS.cap).min(1, SENDING_RULE_TEXTS.cap).max(CAP_MAX, SENDING_RULE_TEXTS.cap).nullable();

export const QuietHoursSchema = z.strictObject({ from: Clock, to: Clock }).refine((hours) => hours.from !== hours.to, { message: SENDING_RULE_TEXTS.sameEnds, path: ['to'] });
export type QuietHours = z.infer<typeof QuietHoursSchema>;

export const ChannelRulesSchema = z
  .strictObject({
    /** No send of this channel starts between `from` and `to` (Amsterdam; `to` may be the next day). */
    quietHours: QuietHoursSchema.nullable(),
    maxPer24Hours: Cap,
    maxPer7Days: Cap,
  })
  .refine((rules) => rules.maxPer24Hours === null || rules.maxPer7Days === null || rules.maxPer24Hours <= rules.maxPer7Days, { message: SENDING_RULE_TEXTS.dayOverWeek, path: ['maxPer24Hours'] });
export type ChannelRules = z.infer<typeof ChannelRulesSchema>;

export const SendingRulesSchema = z.strictObject({
  email: ChannelRulesSchema,
  sms: ChannelRulesSchema,
  /** Whether the caps also count and hold back action trigger messages (a booked meeting, a cancelled registration). */
  capActionTriggers: z.boolean(),
});
export type SendingRules = z.infer<typeof SendingRulesSchema>;

/** Until a super-admin saves others: no text between 21:00 and 08:00; email unrestricted; no caps. */
export const DEFAULT_SENDING_RULES: SendingRules = {
  email: { quietHours: null, maxPer24Hours: null, maxPer7Days: null },
  sms: { quietHours: { from: '21:00', to: '08:00' }, maxPer24Hours: null, maxPer7Days: null },
  capActionTriggers: false,
};

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When the quiet hours that hold `at` end (unix seconds), or null when `at` is outside them. The
 * hours are Amsterdam wall-clock times; from 21:00 to 08:00 spans midnight. Their end is the first
 * `to` on the wall clock after `at` (on a daylight-saving change, as the wall clock has it).
 */
export function quietHoursEnd(hours: QuietHours | null, at: number): number | null {
  if (!hours) return null;
  const clock = wallClockAt(at);
  const minute = clock.hour * 60 + clock.minute;
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  const inside = from < to ? minute >= from && minute < to : minute >= from || minute < to;
  if (!inside) return null;
  const today = civilDateAt(at);
  const day = minute < to ? today : addDays(today, 1);
  return instantAt(day, Math.floor(to / 60), to % 60).unix;
}

/** Why one more message to a contact is over a cap, given when it was sent the others; null when it fits. */
export function overCap(rules: ChannelRules, sentAt: number[], at: number): string | null {
  const inWeek = sentAt.filter((time) => time > at - WEEK_SECONDS).length;
  const inDay = sentAt.filter((time) => time > at - DAY_SECONDS).length;
  if (rules.maxPer24Hours !== null && inDay >= rules.maxPer24Hours) return SENDING_RULE_TEXTS.overDay(inDay);
  if (rules.maxPer7Days !== null && inWeek >= rules.maxPer7Days) return SENDING_RULE_TEXTS.overWeek(inWeek);
  return null;
}

export const hasCaps = (rules: ChannelRules) => rules.maxPer24Hours !== null || rules.maxPer7Days !== null;

/** GET and POST /v1/settings/sending-rules answer the rules in force, and who saved them last (null: the defaults). */
export const SendingRulesAnswerSchema = z.object({
  rules: SendingRulesSchema,
  updatedAt: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
});
export type SendingRulesAnswer = z.infer<typeof SendingRulesAnswerSchema>;

/** The generic settings route refuses the sending rules: they are validated and kept by their own route, by super-admins. */
export const sendingRulesHaveTheirOwnRoute = `Save the sending rules with POST /v1/settings/${SENDING_RULES_SETTING}.`;

/** The deferral an item waits on: only while its time is still the end it was deferred to (a re-plan moves past it). */
export const deferralOf = (item: { scheduledTime: number | null; deferral?: { from: number; until: number } | null }) =>
  item.deferral && item.scheduledTime === item.deferral.until ? item.deferral : null;
