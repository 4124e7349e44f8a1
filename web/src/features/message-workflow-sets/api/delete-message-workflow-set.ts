import { api } from '@/lib/api-client';

/** Super-admin only. */
export const deleteMessageWorkflowSet = (id: number) => api.delete<boolean>(`/message-workflow-sets/${id}`);
