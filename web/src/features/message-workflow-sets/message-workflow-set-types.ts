import type { TriggerType } from '@shared/triggers/trigger-prototype';
import type { UserSummary } from '@shared/users';

/** A workflow as a set shows it (include=messageWorkflows, or the workflow search). */
export interface WorkflowSummary {
  id: number;
  name: string;
  status: number;
  triggerPrototype?: { triggerType: TriggerType };
}

/**
 * A message workflow set as the API answers it: its workflows as ids, or as the workflows
 * themselves with include=messageWorkflows (the edit form asks for them).
 */
export interface MessageWorkflowSet {
  id: number;
  name: string;
  description: string;
  status: number;
  messageWorkflows: (number | WorkflowSummary)[];
  createdAt: number;
  updatedAt: number;
  version: number;
  createdByUser?: UserSummary;
  updatedByUser?: UserSummary;
}
