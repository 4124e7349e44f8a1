import { api } from '@/lib/api-client';
import type { MessageWorkflowSet } from '../message-workflow-set-types';

/** The server names the copy '<name> (copy)' and makes it a Draft with the same workflows. */
export const cloneMessageWorkflowSet = (id: number) => api.post<MessageWorkflowSet>(`/message-workflow-sets/${id}/clone`);
