import { api } from '@/lib/api-client';

/** Deletes one item (an active one; super-admin). */
export const deleteEventWorkflow = (id: number) => api.delete<boolean>(`/event-message-workflows/${id}`);
