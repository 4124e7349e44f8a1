import { api } from '@/lib/api-client';

/** The event list's bulk Remove: deletes the workflows of the selected events (as one event's delete does). */
export const removeEventWorkflows = (eventIds: number[]) => api.delete<boolean>('/event-message-workflows', { eventIds });
