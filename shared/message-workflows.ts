import * as z from 'zod';
import { STATUS, StatusSchema, TagIdsSchema } from './status.ts';
import { withAudit } from './audited.ts';
import { TagSummarySchema } from './tags.ts';
import { DraftTargetGroupSchema, targetGroupSchemaFor } from './target-groups/target-group.ts';
import { DraftTriggerPrototypeSchema, TRIGGER_TYPE, triggerPrototypeSchemaFor } from './triggers/trigger-prototype.ts';
import { CONTACTS_MAX, TARGET_GROUP_TEXTS } from './target-groups/texts.ts';

/**
 * A message workflow (spec sections 3-5): a trigger, an audience (a target group, or a hand-picked
 * contact list) and one message. Only an Active workflow must be complete; the others keep what
 * they have, shaped but not required.
 */
export const MESSAGE_WORKFLOW_TEXTS = {
  nameRequired: 'Name is required.',
  messageRequired: 'Please select a message.',
  contactsRequired: TARGET_GROUP_TEXTS.contactsRequired,
  targetGroupRequired: TARGET_GROUP_TEXTS.targetGroupRequired,
  messageMissing: (id: number) => `There is no message #${id}.`,
  messageNotActive: (id: number) => `The message #${id} is not Active: an Active workflow needs an Active message.`,
  contactMissing: (id: number) => `There is no master contact #${id}.`,
  notFound: (id: number | string) => `The message workflow with #${id} can not be found.`,
  couldNotSave: 'Could not save message workflow',
  saved: 'The message workflow has been saved successfully',
  cloned: 'The message workflow has been cloned successfully',
  deleted: 'The message workflow has been deleted successfully',
  bulkUpdated: 'The message workflows has been updated successfully',
  empty: 'No message workflows found',
  searchFailed: 'Search message workflow fails',
  manualContactsFailed: 'There is something wrong with the server',
} as const;
export const MESSAGE_WORKFLOW_CODES = { couldNotSave: 2400, notFound: 2401, couldNotDelete: 2402 } as const;

export const CONTACT_ENROLLED_TYPES = [
  { id: 'automatic', name: 'Automatically' },
  { id: 'manual', name: 'Manually' },
] as const;
export type ContactEnrolledType = (typeof CONTACT_ENROLLED_TYPES)[number]['id'];
const ContactEnrolledTypeSchema = z.enum(['automatic', 'manual'], { error: 'Contact enrolment is Automatically or Manually.' });

const NAME_MAX = 200;

const BaseSchema = z.object({
  name: z.string({ error: MESSAGE_WORKFLOW_TEXTS.nameRequired }).trim().min(1, MESSAGE_WORKFLOW_TEXTS.nameRequired).max(NAME_MAX, `At most ${NAME_MAX} characters.`),
  description: z.string().trim().max(2000, 'At most 2000 characters.').default(''),
  status: StatusSchema.default(STATUS.draft),
  shouldSendToSender: z.boolean().default(false),
  contactEnrolledType: ContactEnrolledTypeSchema.default('automatic'),
  triggerPrototype: z.unknown().optional(),
  targetGroup: z.unknown().optional(),
  messageId: z.number({ error: MESSAGE_WORKFLOW_TEXTS.messageRequired }).int().positive(MESSAGE_WORKFLOW_TEXTS.messageRequired).nullable().default(null),
  masterContactIds: z
    .array(z.number().int().positive(), { error: 'masterContactIds must be a list of contact ids.' })
    .max(CONTACTS_MAX, TARGET_GROUP_TEXTS.tooManyContacts)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  tags: TagIdsSchema,
  version: z.number().int().optional(),
});

/** Parses a nested part with the schema its status calls for, reporting issues under its own path. */
function nested<S extends z.ZodType>(schema: S, value: unknown, path: string, ctx: z.RefinementCtx): z.infer<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: [path, ...issue.path], message: issue.message });
  return undefined;
}

export const MessageWorkflowInputSchema = BaseSchema.transform((input, ctx) => {
  const active = input.status === STATUS.active;
  const automatic = input.contactEnrolledType === 'automatic';
  const triggerPrototype = nested(triggerPrototypeSchemaFor(active), input.triggerPrototype ?? { triggerType: TRIGGER_TYPE.scheduled }, 'triggerPrototype', ctx);
  // the audience the workflow does not use is still shaped (a manual workflow may keep its rules for later)
  const targetGroup = nested(targetGroupSchemaFor(active && automatic), input.targetGroup, 'targetGroup', ctx);
  if (active && !input.messageId) ctx.addIssue({ code: 'custom', path: ['messageId'], message: MESSAGE_WORKFLOW_TEXTS.messageRequired });
  if (active && !automatic && !input.masterContactIds.length) ctx.addIssue({ code: 'custom', path: ['masterContactIds'], message: MESSAGE_WORKFLOW_TEXTS.contactsRequired });
  return { ...input, triggerPrototype: triggerPrototype!, targetGroup: targetGroup! };
});
export type MessageWorkflowInput = z.infer<typeof MessageWorkflowInputSchema>;

/** A workflow's message as include=message answers it; include=message.senderInfo adds its sender info (null: the sender 'Other'). */
export const WorkflowMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  status: StatusSchema,
  senderId: z.number().int().nullable(),
  /** Its recipient info (what a failed send's fix link opens, decision 021). */
  recipientId: z.number().int().nullable().optional(),
  senderInfo: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  /** The timeline's name of the sender 'Other': the message's sender name, else its address or number. */
  senderName: z.string().nullable().optional(),
});
export type WorkflowMessage = z.infer<typeof WorkflowMessageSchema>;

/**
 * A message workflow as the API answers it: its tags as ids (include=tags: the tags themselves)
 * and, with include=message, its message (null when it has none or the message is gone).
 */
export const MessageWorkflowSchema = withAudit({
  name: z.string(),
  description: z.string(),
  status: StatusSchema,
  shouldSendToSender: z.boolean(),
  contactEnrolledType: ContactEnrolledTypeSchema,
  triggerPrototype: DraftTriggerPrototypeSchema,
  targetGroup: DraftTargetGroupSchema,
  messageId: z.number().int().nullable(),
  masterContactIds: z.array(z.number().int()),
  tags: z.array(z.number().int()),
  message: WorkflowMessageSchema.nullable().optional(),
});
export type MessageWorkflow = z.infer<typeof MessageWorkflowSchema>;
export const MessageWorkflowWithTagsSchema = MessageWorkflowSchema.extend({ tags: z.array(TagSummarySchema) });
export type MessageWorkflowWithTags = z.infer<typeof MessageWorkflowWithTagsSchema>;

/**
 * GET /v1/message-workflows/{id}/enabled-events: the events whose enabled items use the workflow
 * (what blocks its delete), each by id and name, so the dialog names and links them.
 */
export const UsingEventsSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type UsingEvent = z.infer<typeof UsingEventsSchema>[number];
