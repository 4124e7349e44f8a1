import { api } from '@/lib/api-client';

/** Super-admin only; 409 while enabled event message workflows use it. */
export const deleteMessageWorkflow = (id: number) => api.delete<boolean>(`/message-workflows/${id}`);
