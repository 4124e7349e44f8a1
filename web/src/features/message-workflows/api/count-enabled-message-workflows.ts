import { api } from '@/lib/api-client';

/** How many enabled event message workflows use this workflow (a delete is refused above 0). */
export const countEnabledMessageWorkflows = (id: number) => api.get<number>(`/message-workflows/${id}/enabled-message-workflow-total`);
