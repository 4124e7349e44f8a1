import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Deletes one item: only an active one (the API names the first that is not); super-admin. The dashboard offers it: its answer's schema in development only (decision 024). */
export const deleteEventMessageWorkflow = (id: number) => api.delete(`/event-message-workflows/${id}`, import.meta.env.DEV ? DoneSchema : undefined);
