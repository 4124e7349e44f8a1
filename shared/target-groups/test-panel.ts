import * as z from 'zod';
import { TEST_SEND_LIMITS, TEST_SEND_TEXTS } from '../messages.ts';
import { TargetGroupSchema } from './target-group.ts';
import { TARGET_GROUP_TEXTS as T } from './texts.ts';

/** Requests of the Test Target Group panel (spec sections 2 and 7) and the checks of its address prompt. */
const id = (required: string) => z.number({ error: required }).int(required).positive(required);

export const TestMasterContactSchema = z.object({
  masterContactId: id(T.masterContactRequired),
  eventId: id(T.eventRequired),
  targetGroup: TargetGroupSchema,
});

export const TestRuleMasterContactsSchema = z.object({
  eventId: id(T.eventRequired),
  targetGroup: TargetGroupSchema,
});

/** As many as one user may send in a minute: a larger test send could never go out. */
export const TEST_SEND_CONTACTS_MAX = Math.min(...TEST_SEND_LIMITS.map((limit) => limit.max));
export const SendTestMessagesSchema = z.object({
  /** The email address or phone number the test messages go to, checked against the message type. */
  target: z.string({ error: TEST_SEND_TEXTS.emailRequired }).trim().max(200).default(''),
  messageId: id(TEST_SEND_TEXTS.messageRequired),
  eventId: id(TEST_SEND_TEXTS.eventRequired),
  masterContactIds: z
    .array(id(TEST_SEND_TEXTS.contactRequired), { error: TEST_SEND_TEXTS.contactRequired })
    .min(1, TEST_SEND_TEXTS.contactRequired)
    .max(TEST_SEND_CONTACTS_MAX, `At most ${TEST_SEND_CONTACTS_MAX} contacts per test send.`)
    .transform((ids) => [...new Set(ids)]),
});

const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

/** The prompt's check of the address (email messages) or phone number (SMS): the spec's texts, or undefined when fine. */
export function testTargetError(target: string, sms: boolean): string | undefined {
  const value = target.trim();
  if (sms) return PHONE.test(value) ? undefined : TEST_SEND_TEXTS.phoneRequired;
  if (!value) return TEST_SEND_TEXTS.emailRequired;
  return z.email().safeParse(value).success ? undefined : TEST_SEND_TEXTS.emailInvalid;
}
