import { api } from '@/lib/api-client';
import { UsingEventsSchema } from '@shared/message-workflows';

/** The events whose enabled items use this workflow: what blocks its delete, by name. */
export const getEnabledEvents = (id: number) => api.get(`/message-workflows/${id}/enabled-events`, UsingEventsSchema);
