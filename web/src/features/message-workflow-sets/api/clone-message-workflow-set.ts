import { api } from '@/lib/api-client';
import { MessageWorkflowSetSchema } from '@shared/message-workflow-sets';

/** The server names the copy '<name> (copy)' and makes it a Draft with the same workflows. */
export const cloneMessageWorkflowSet = (id: number) => api.post(`/message-workflow-sets/${id}/clone`, MessageWorkflowSetSchema);
