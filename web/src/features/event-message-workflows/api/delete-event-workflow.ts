import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Deletes one item (an active one; super-admin). */
export const deleteEventWorkflow = (id: number) => api.delete(`/event-message-workflows/${id}`, DoneSchema);
