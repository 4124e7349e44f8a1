import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** The event list's bulk Remove: deletes the workflows of the selected events (as one event's delete does). */
export const removeEventWorkflows = (eventIds: number[]) => api.delete('/event-message-workflows', DoneSchema, { eventIds });
