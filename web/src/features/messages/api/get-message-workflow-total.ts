import { api } from '@/lib/api-client';
import { CountSchema } from '@shared/api';

/** How many message workflows use the message (the delete dialog's guard). */
export const getMessageWorkflowTotal = (id: number) => api.get(`/messages/${id}/message-workflow-total`, CountSchema);
