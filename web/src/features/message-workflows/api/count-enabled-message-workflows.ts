import { api } from '@/lib/api-client';
import { CountSchema } from '@shared/api';

/** How many enabled event message workflows use this workflow (a delete is refused above 0). */
export const countEnabledMessageWorkflows = (id: number) => api.get(`/message-workflows/${id}/enabled-message-workflow-total`, CountSchema);
