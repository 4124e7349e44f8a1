import { api } from '@/lib/api-client';
import type { MessageWorkflow } from '../message-workflow-types';
import type { MessageWorkflowInput } from '@shared/message-workflows';

/** New workflows are checked with the same schema the form used (tags as ids). */
export const createMessageWorkflow = (input: MessageWorkflowInput) => api.post<MessageWorkflow>('/message-workflows', input);
