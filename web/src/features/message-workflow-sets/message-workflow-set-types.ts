import type { MessageWorkflow } from '@shared/message-workflows';

/** A workflow as a set shows it: from the set's include=messageWorkflows, or the workflow search. */
export type WorkflowSummary = Pick<MessageWorkflow, 'id' | 'name' | 'status'> & Partial<Pick<MessageWorkflow, 'triggerPrototype'>>;
