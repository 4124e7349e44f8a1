import * as z from 'zod';
import { TEST_SEND_LIMITS, TEST_SEND_TEXTS, TestMessageResultSchema } from '../messages.ts';
import { CompanySummarySchema } from '../directory/responses.ts';
import { RULE_TYPES } from './rule.ts';
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


/** Is this contact in the target group for the event, and why: every rule of every section, with what it saw. */
export const ContactTestResultSchema = z.object({
  result: z.boolean(),
  masterContact: z.object({ id: z.number().int(), fullName: z.string() }),
  event: z.object({ id: z.number().int(), name: z.string() }),
  explanation: z.object({
    result: z.boolean(),
    sections: z.array(
      z.object({
        held: z.boolean(),
        rules: z.array(
          z.object({
            type: z.enum(RULE_TYPES.map((t) => t.id)),
            name: z.string(),
            held: z.boolean(),
            /** 'Event participation: is participating as delegate - no: participation #812 is cancelled'. */
            saw: z.string(),
          }),
        ),
      }),
    ),
  }),
});
export type ContactTestResult = z.infer<typeof ContactTestResultSchema>;

/**
 * POST target-groups/count: the audience's size for an event, from the planner (docs/audience.md,
 * "Audience size"): when every section starts from the event's roster or fixed contacts, only
 * those candidates are evaluated and `count` is the audience's size; when a section could be met
 * by anyone (`read` 'all contacts'), nothing is evaluated and `count` is null.
 */
export const CountAudienceSchema = TestRuleMasterContactsSchema;
export const AudienceCountSchema = z.object({
  eventId: z.number().int(),
  count: z.number().int().nullable(),
  read: z.enum(['candidates', 'all contacts']),
  /** Contacts evaluated for the count (the planned candidates; 0 when nothing was evaluated). */
  evaluated: z.number().int(),
});
export type AudienceCount = z.infer<typeof AudienceCountSchema>;

/** A contact of the target group for the event (the test-rule contact list). */
export const AudienceContactSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  masterCompany: CompanySummarySchema.nullable(),
});
export type AudienceContact = z.infer<typeof AudienceContactSchema>;

/** One test message per chosen contact, and the spec's text ('The email was sent successfully.'). */
export const SendTestMessagesResultSchema = z.object({
  sent: z.array(TestMessageResultSchema.extend({ masterContactId: z.number().int() })),
  message: z.string(),
});
