import { api } from '@/lib/api-client';
import { CountSchema } from '@shared/api';

/** Step one of deleting all of an event's workflows: how many of its messages are still scheduled. */
export const countScheduledMessages = (eventId: number) => api.get(`/event-message-workflows/event/${eventId}/scheduled-message-total`, CountSchema);
