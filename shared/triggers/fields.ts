import * as z from 'zod';
import { TRIGGER_TEXTS } from './texts.ts';

/** Fields both trigger types share. A missing, null or blank input is "required"; anything else that is wrong has its own text. */
export const isMissing = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** A number field whose type error says "required" when nothing was given. */
export const numberField = (required: string, wrong: string) => z.number({ error: (issue) => (isMissing(issue.input) ? required : wrong) });

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:mm', 24-hour, Europe/Amsterdam wall clock. */
export const SendingTimeSchema = z
  .string({ error: (issue) => (isMissing(issue.input) ? TRIGGER_TEXTS.timeRequired : TRIGGER_TEXTS.timeFormat) })
  .trim()
  .min(1, TRIGGER_TEXTS.timeRequired)
  .regex(TIME, TRIGGER_TEXTS.timeFormat);

export function parseSendingTime(time: string): { hour: number; minute: number } {
  const match = TIME.exec(time);
  if (!match) throw new Error(`not an HH:mm time: ${time}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** Draft fields keep their type but may be empty (validation applies only to Active workflows). */
export const draft = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);
export const DraftSendingTimeSchema = draft(z.string({ error: TRIGGER_TEXTS.timeFormat }).trim().max(5, TRIGGER_TEXTS.timeFormat));
export const DraftNumberSchema = (wrong: string) => draft(z.number({ error: wrong }));

/** Refinements that compare fields run only once those fields are valid themselves. */
export const whenValid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
