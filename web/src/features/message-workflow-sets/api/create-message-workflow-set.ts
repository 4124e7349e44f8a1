import { api } from '@/lib/api-client';
import type { MessageWorkflowSet } from '../message-workflow-set-types';
import type { MessageWorkflowSetInput } from '@shared/message-workflow-sets';

/** The workflows go as ids, in the order chosen. */
export const createMessageWorkflowSet = (input: MessageWorkflowSetInput) => api.post<MessageWorkflowSet>('/message-workflow-sets', input);
