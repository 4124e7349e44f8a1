import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Step two: deletes every workflow of the event that is not being sent or sent. */
export const deleteEventWorkflows = (eventId: number) => api.delete(`/event-message-workflows/event/${eventId}`, DoneSchema);
