import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Super-admin only. */
export const deleteMessageWorkflowSet = (id: number) => api.delete(`/message-workflow-sets/${id}`, DoneSchema);
