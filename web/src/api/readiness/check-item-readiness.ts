import { api } from '@/lib/api-client';
import { ItemReadinessSchema } from '@shared/readiness';

/** One item's readiness, checked now (what its badge opens). */
export const checkItemReadiness = (itemId: number) => api.get(`/event-message-workflows/${itemId}/readiness`, ItemReadinessSchema);
