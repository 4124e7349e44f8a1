import { api } from '@/lib/api-client';
import type { MessageWorkflow } from '../message-workflow-types';

/** The server names the copy '<name> (copy)' and makes it a Draft. */
export const cloneMessageWorkflow = (id: number) => api.post<MessageWorkflow>(`/message-workflows/${id}/clone`);
