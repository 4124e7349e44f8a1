import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Deletes one item: only an active one (the API names the first that is not); super-admin. */
export const deleteEventMessageWorkflow = (id: number) => api.delete(`/event-message-workflows/${id}`, DoneSchema);
