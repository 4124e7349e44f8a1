import { api } from '@/lib/api-client';
import { type MessageWorkflowInput, MessageWorkflowSchema } from '@shared/message-workflows';

/** New workflows are checked with the same schema the form used (tags as ids). */
export const createMessageWorkflow = (input: MessageWorkflowInput) => api.post('/message-workflows', MessageWorkflowSchema, input);
