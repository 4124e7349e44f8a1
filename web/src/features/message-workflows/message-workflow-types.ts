import type { WorkflowMessage } from '@shared/message-workflows';

/** A message as the chooser shows it: a search hit, or the workflow's message (include=message). */
export type MessageSummary = Pick<WorkflowMessage, 'id' | 'name' | 'status' | 'type'>;
