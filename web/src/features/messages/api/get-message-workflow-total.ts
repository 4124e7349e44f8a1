import { api } from '@/lib/api-client';

/** How many message workflows use the message (the delete dialog's guard). */
export const getMessageWorkflowTotal = (id: number) => api.get<number>(`/messages/${id}/message-workflow-total`);
