import { api } from '@/lib/api-client';
import { CountSchema } from '@shared/api';

/** How many messages use this template (a delete is refused above 0). */
export const countReferenceSetTemplateMessages = (id: number) => api.get(`/reference-set-templates/${id}/message-total`, CountSchema);
