import { api } from '@/lib/api-client';
import { CountSchema } from '@shared/api';

/** How many messages use the template (the delete dialog's guard). */
export const getSmsTemplateMessageTotal = (id: number) => api.get(`/sms-templates/${id}/message-total`, CountSchema);
