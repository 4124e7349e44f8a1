import { api } from '@/lib/api-client';

/** How many messages use the template (the delete dialog's guard). */
export const getSmsTemplateMessageTotal = (id: number) => api.get<number>(`/sms-templates/${id}/message-total`);
