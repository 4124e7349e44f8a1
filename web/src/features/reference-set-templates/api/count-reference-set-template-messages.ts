import { api } from '@/lib/api-client';

/** How many messages use this template (a delete is refused above 0). */
export const countReferenceSetTemplateMessages = (id: number) => api.get<number>(`/reference-set-templates/${id}/message-total`);
