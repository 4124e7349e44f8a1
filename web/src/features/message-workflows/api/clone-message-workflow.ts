import { api } from '@/lib/api-client';
import { MessageWorkflowSchema } from '@shared/message-workflows';

/** The server names the copy '<name> (copy)' and makes it a Draft. */
export const cloneMessageWorkflow = (id: number) => api.post(`/message-workflows/${id}/clone`, MessageWorkflowSchema);
