import * as z from 'zod';
import { STATUS, StatusSchema, TagIdsSchema } from './status.ts';
import { LANGUAGES } from './languages.ts';
import { AuditedSchema, withAudit } from './audited.ts';
import { ReferenceSetSummarySchema } from './reference-set-templates.ts';
import { TagSummarySchema } from './tags.ts';
import { isSms, MESSAGE_TYPE, MESSAGE_TYPES } from './message-types.ts';

export * from './message-types.ts';

const MessageTypeSchema = z.union(MESSAGE_TYPES.map((t) => z.literal(t.id)), { error: 'Type must be 1, 2, 3, 4 or 11.' });

/** The sender option 'Other' on the form; the API stores senderId null with the detail fields. */
export const OTHER_SENDER = -1;

/** Which template service serves a type (section 4): A for service email, B for the other emails, SMS templates for SMS. */
export const TEMPLATE_SERVICE_OF: Record<number, 'service' | 'marketing' | 'sms'> = { 1: 'service', 2: 'marketing', 3: 'marketing', 4: 'marketing', 11: 'sms' };

/** Action trigger messages may use these types only. */
export const ACTION_TRIGGER_MESSAGE_TYPES = [MESSAGE_TYPE.actionTriggerEmail, MESSAGE_TYPE.manualServiceEmail];

export const MESSAGE_TEXTS = {
  nameRequired: 'Name is required.',
  senderRequired: 'Sender is required.',
  recipientRequired: 'Recipient is required.',
  templateRequired: 'Template ID is required.',
  referenceSetRequired: 'Reference Set is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email invalid.',
  senderPhoneRequired: 'Sender Phone Number is required.',
  templateMissing: 'Template does not exist',
  senderMissing: (id: number) => `There is no sender info #${id}.`,
  senderLacks: (field: string) => `This sender info has no ${field} mapping for this message type.`,
  recipientMissing: (id: number) => `There is no recipient #${id}.`,
  recipientLacks: (field: string) => `This recipient has no ${field} mapping for this message type.`,
  referenceSetMissing: (id: number) => `There is no reference set template #${id}.`,
  duplicateTranslation: (language: string) => `Message already has ${language} Translation`,
  translationNeedsTemplate: 'Template ID is required.',
  notFound: (id: number | string) => `The message with #${id} can not be found.`,
  couldNotSave: 'Could not save message',
  saved: 'The message has been saved successfully',
  cloned: 'The message has been cloned successfully',
  deleted: 'The message has been deleted successfully',
  bulkUpdated: 'The messages has been updated successfully',
  empty: 'No messages found',
  loadFailed: 'Load messages failed',
  createModalTitle: 'Create new message',
  blockedByWorkflows: (count: number) => `There are ${count} message workflow using this message. You cannot delete it.`,
  countingWorkflows: 'Counting number of message workflows...',
  confirmDelete: 'Are you sure to delete this message?',
  templatesFetched: 'All new templates have been fetched',
  templatesFailed: 'Templates can not be fetched for some reasons',
} as const;
export const MESSAGE_CODES = { couldNotSave: 2300, notFound: 2301, couldNotDelete: 2302 } as const;

export const TranslationSchema = z.object({
  /** Absent for a translation added in this save; the server gives it an id. */
  id: z.number().int().positive().optional(),
  languageId: z.number({ error: 'Language is required.' }).int().positive('Language is required.'),
  templateId: z.string({ error: MESSAGE_TEXTS.translationNeedsTemplate }).trim().min(1, MESSAGE_TEXTS.translationNeedsTemplate).max(200),
});

const nullableText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).nullable().default(null);
const optionalId = z.number().int().positive().nullable().default(null);
const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * A message as the form sends it. Drafts may be incomplete; Active needs sender, recipient,
 * template and reference set; the sender 'Other' (senderId null) carries detail fields checked by
 * delivery method, and a chosen sender clears them.
 */
export const MessageInputSchema = z
  .object({
    name: z.string({ error: MESSAGE_TEXTS.nameRequired }).trim().min(1, MESSAGE_TEXTS.nameRequired).max(200, 'At most 200 characters.'),
    type: MessageTypeSchema,
    status: StatusSchema.default(STATUS.draft),
    /** A sender info id; null is the sender 'Other'; absent means none chosen yet. */
    senderId: z.number().int().positive().nullable().optional(),
    senderEmail: nullableText(200),
    senderFirstName: nullableText(100),
    senderLastName: nullableText(100),
    senderPhoneNumber: nullableText(40),
    recipientId: optionalId,
    /** The Process enum: 0 Any, else an activity process. */
    activityProcessId: z.number().int().nonnegative().nullable().default(null),
    templateId: nullableText(200),
    referenceSetTemplateId: optionalId,
    isEventBased: z.boolean().default(false),
    messageTranslations: z.array(TranslationSchema).max(30).default([]),
    tags: TagIdsSchema,
    version: z.number().int().optional(),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const active = input.status === STATUS.active;
    const other = input.senderId === null;
    const sms = isSms(input.type);
    if (other && input.senderEmail && !isEmail(input.senderEmail)) issue('senderEmail', MESSAGE_TEXTS.emailInvalid);
    if (active) {
      if (input.senderId === undefined) issue('senderId', MESSAGE_TEXTS.senderRequired);
      else if (other && !sms && !input.senderEmail) issue('senderEmail', MESSAGE_TEXTS.emailRequired);
      else if (other && sms && !input.senderPhoneNumber) issue('senderPhoneNumber', MESSAGE_TEXTS.senderPhoneRequired);
      if (!input.recipientId) issue('recipientId', MESSAGE_TEXTS.recipientRequired);
      if (!input.templateId) issue('templateId', MESSAGE_TEXTS.templateRequired);
      if (!input.referenceSetTemplateId) issue('referenceSetTemplateId', MESSAGE_TEXTS.referenceSetRequired);
    }
    const seen = new Set<number>();
    input.messageTranslations.forEach((t, i) => {
      if (seen.has(t.languageId)) ctx.addIssue({ code: 'custom', path: ['messageTranslations', i, 'languageId'], message: MESSAGE_TEXTS.duplicateTranslation(LANGUAGES.find((l) => l.id === t.languageId)?.name ?? `language #${t.languageId}`) });
      seen.add(t.languageId);
    });
    if (sms && input.messageTranslations.length) issue('messageTranslations', 'SMS messages take their languages from the SMS template.');
  })
  .transform((input) =>
    // A chosen sender replaces the detail fields: they are stored as null.
    input.senderId ? { ...input, senderEmail: null, senderFirstName: null, senderLastName: null, senderPhoneNumber: null } : input,
  );
export type MessageInput = z.infer<typeof MessageInputSchema>;

/** A phone number SMS can go to: digits with an optional leading +, spaces, brackets and dashes. */
export const isPhoneNumber = (text: string) => /^\+?[0-9][0-9 ()-]{5,19}$/.test(text);

export const TEST_SEND_TEXTS = {
  messageRequired: 'Please select a message in order to send test mails/SMSes.',
  eventRequired: 'Please select an event ...',
  contactRequired: 'Please select at least a master contact ...',
  emailRequired: 'Please input an email address!',
  emailInvalid: 'You do not enter a valid email address!',
  phoneRequired: 'Please input phone number!',
  phoneInvalid: 'You do not enter a valid phone number!',
  contactNameRequired: 'Please input a test contact name!',
  sent: (what: 'email' | 'SMS') => `The ${what} was sent successfully.`,
  failed: (what: 'email' | 'SMS') => `The ${what} can not be sent!`,
  cannotSendEmail: (email: string) => `Can not send test emails to ${email}`,
  cannotSendSms: (phone: string) => `Can not send test sms to ${phone}`,
  tooMany: (max: number, per: string, seconds: number) => `Too many test messages: at most ${max} ${per} per user. Try again in ${waitText(seconds)}.`,
  /** What marks a test message as one: its subject (an SMS its text) starts with it (docs/messaging.md, "Test sends"). */
  testMark: '[TEST]',
  /** The footer of a test email: whom and which event it was rendered for. */
  renderedFor: (contact: string, event: string | null) => `Test message, rendered for contact ${contact}${event ? ` at event ${event}` : ' without an event'}. It was not sent to them.`,
  /** The toast after test sends: how many went out. */
  sentCount: (count: number, what: 'email' | 'SMS') => `${count} test ${what}${count === 1 || what === 'SMS' ? '' : 's'} ${count === 1 ? 'was' : 'were'} sent.`,
} as const;

/**
 * Test messages per user (docs/messaging.md, "Test send limits"): each email or SMS a test send
 * hands to the provider counts, whichever screen sent it; a window opens with the first message
 * after the previous one is over.
 */
/** The check of a test send's address (email messages) or phone number (SMS): the spec's texts, or undefined when fine. */
export function testTargetError(target: string, sms: boolean): string | undefined {
  const value = target.trim();
  if (!value) return sms ? TEST_SEND_TEXTS.phoneRequired : TEST_SEND_TEXTS.emailRequired;
  if (sms) return isPhoneNumber(value) ? undefined : TEST_SEND_TEXTS.phoneInvalid;
  return z.email().safeParse(value).success ? undefined : TEST_SEND_TEXTS.emailInvalid;
}

export const TEST_SEND_LIMITS: readonly { seconds: number; max: number; per: string }[] = [
  { seconds: 60, max: 10, per: 'a minute' },
  { seconds: 3600, max: 100, per: 'an hour' },
];

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const TestMessageSchema = z.object({
  message: z.number({ error: TEST_SEND_TEXTS.messageRequired }).int().positive(TEST_SEND_TEXTS.messageRequired),
  eventId: z.number().int().positive().nullable().default(null),
  masterContactId: z.number({ error: TEST_SEND_TEXTS.contactRequired }).int().positive(TEST_SEND_TEXTS.contactRequired),
  recipient: z.string({ error: 'The recipient is required.' }).trim().min(1, 'The recipient is required.').max(200),
});

/** A stored translation: the email template of one language, with its own id and stamp. */
export const MessageTranslationSchema = z.object({
  id: z.number().int(),
  languageId: z.number().int(),
  templateId: z.string(),
  createdAt: z.number().int(),
  createdBy: z.number().int().optional(),
});

/**
 * A message as the API answers it: its tags as ids (include=tags: the tags themselves), and with
 * include=referenceSetTemplate its template (null when it has none). senderId null is the sender
 * 'Other'; absent, none was chosen yet.
 */
export const MessageSchema = withAudit({
  name: z.string(),
  type: MessageTypeSchema,
  status: StatusSchema,
  senderId: z.number().int().nullable().optional(),
  senderEmail: z.string().nullable(),
  senderFirstName: z.string().nullable(),
  senderLastName: z.string().nullable(),
  senderPhoneNumber: z.string().nullable(),
  recipientId: z.number().int().nullable(),
  activityProcessId: z.number().int().nullable(),
  templateId: z.string().nullable(),
  referenceSetTemplateId: z.number().int().nullable(),
  isEventBased: z.boolean(),
  messageTranslations: z.array(MessageTranslationSchema),
  tags: z.array(z.number().int()),
  referenceSetTemplate: ReferenceSetSummarySchema.nullable().optional(),
});
export type Message = z.infer<typeof MessageSchema>;
export const MessageWithTagsSchema = MessageSchema.extend({ tags: z.array(TagSummarySchema) });
export type MessageWithTags = z.infer<typeof MessageWithTagsSchema>;

/** A row of GET /v1/message-translations (a translation with its message); include=message adds the message. */
export const MessageTranslationRowSchema = AuditedSchema.omit({ version: true }).extend({
  messageId: z.number().int(),
  message: z.object({ id: z.number().int(), name: z.string(), type: MessageTypeSchema }).optional(),
  languageId: z.number().int(),
  templateId: z.string(),
});
export type MessageTranslationRow = z.infer<typeof MessageTranslationRowSchema>;

/** What the provider answered a test send: its message id, how it went out, to whom, in which language. */
export const TestMessageResultSchema = z.object({
  messageId: z.string(),
  delivery: z.enum(['email', 'sms']),
  to: z.string(),
  languageId: z.number().int(),
});
export type TestMessageResult = z.infer<typeof TestMessageResultSchema>;

/** An entry of an email template service's list (GET /v1/email-templates). */
export const EmailTemplateEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The version that sends, for services that version templates. */
  activeVersion: z.string().optional(),
});

/** GET /v1/email-templates/{id}/preview as JSON (a browser asking for HTML gets the page itself). */
export const EmailTemplatePreviewSchema = z.object({ id: z.string(), subject: z.string(), html: z.string() });
