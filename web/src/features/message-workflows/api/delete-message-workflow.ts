import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Super-admin only; 409 while enabled event message workflows use it. */
export const deleteMessageWorkflow = (id: number) => api.delete(`/message-workflows/${id}`, DoneSchema);
