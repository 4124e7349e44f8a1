import { api } from '@/lib/api-client';
import { type MessageWorkflowSetInput, MessageWorkflowSetSchema } from '@shared/message-workflow-sets';

/** The workflows go as ids, in the order chosen. */
export const createMessageWorkflowSet = (input: MessageWorkflowSetInput) => api.post('/message-workflow-sets', MessageWorkflowSetSchema, input);
