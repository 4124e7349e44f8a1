import { api } from '@/lib/api-client';
import { EventReadinessSchema } from '@shared/readiness';

/** The timeline's 'Check readiness': a dry run of the send of each of the event's Active items, now. */
export const checkEventReadiness = (eventId: number) => api.get(`/events/${eventId}/readiness`, EventReadinessSchema);
