import { api } from '@/lib/api-client';

/** Step two: deletes every workflow of the event that is not being sent or sent. */
export const deleteEventWorkflows = (eventId: number) => api.delete<boolean>(`/event-message-workflows/event/${eventId}`);
