import * as z from 'zod';
import { STATUS, StatusSchema } from './status.ts';
import { withAudit } from './audited.ts';
import { MessageWorkflowSchema } from './message-workflows.ts';

/** A message workflow set (spec sections 3-5): a named bundle of message workflows. */
export const MESSAGE_WORKFLOW_SET_TEXTS = {
  nameRequired: 'Message Workflow Set name is required.',
  workflowMissing: (id: number) => `There is no message workflow #${id}.`,
  notFound: (id: number | string) => `The message workflow set with #${id} can not be found.`,
  couldNotSave: 'Error saving the message workflow set',
  saved: 'The message workflow set has been saved successfully',
  cloned: 'The message workflow set has been cloned successfully',
  deleted: 'The message workflow set has been deleted successfully',
  bulkUpdated: 'The message workflow sets has been updated successfully',
  empty: 'No message workflow sets found',
  confirmDelete: 'Are you sure to delete this message workflow set?',
} as const;
export const MESSAGE_WORKFLOW_SET_CODES = { couldNotSave: 2500, notFound: 2501, couldNotDelete: 2502 } as const;

export const SET_WORKFLOWS_MAX = 100;

/** The workflows of a set, as ids or as the workflow objects the form holds ({ id, ... }); stored as ids in order. */
const WorkflowRefsSchema = z
  .array(z.union([z.number().int().positive(), z.object({ id: z.number().int().positive() }).transform((w) => w.id)]), { error: 'messageWorkflows must be a list of workflow ids.' })
  .max(SET_WORKFLOWS_MAX, `At most ${SET_WORKFLOWS_MAX} workflows.`)
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const MessageWorkflowSetInputSchema = z.object({
  name: z.string({ error: MESSAGE_WORKFLOW_SET_TEXTS.nameRequired }).trim().min(1, MESSAGE_WORKFLOW_SET_TEXTS.nameRequired).max(200, 'At most 200 characters.'),
  description: z.string().trim().max(2000, 'At most 2000 characters.').default(''),
  status: StatusSchema.default(STATUS.draft),
  messageWorkflows: WorkflowRefsSchema,
  version: z.number().int().optional(),
});
export type MessageWorkflowSetInput = z.infer<typeof MessageWorkflowSetInputSchema>;

/** A message workflow set as the API answers it: its workflows as ids, in order. */
export const MessageWorkflowSetSchema = withAudit({
  name: z.string(),
  description: z.string(),
  status: StatusSchema,
  messageWorkflows: z.array(z.number().int()),
});
export type MessageWorkflowSet = z.infer<typeof MessageWorkflowSetSchema>;

/** With include=messageWorkflows: the workflows themselves (with their messages and sender infos), those still there. */
export const MessageWorkflowSetWithWorkflowsSchema = MessageWorkflowSetSchema.extend({ messageWorkflows: z.array(MessageWorkflowSchema) });
export type MessageWorkflowSetWithWorkflows = z.infer<typeof MessageWorkflowSetWithWorkflowsSchema>;
