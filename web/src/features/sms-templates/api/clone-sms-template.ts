import { api } from '@/lib/api-client';
import { SmsTemplateSchema } from '@shared/sms-templates';

/** The server names the copy '<name> (copy)' and makes it a Draft. */
export const cloneSmsTemplate = (id: number) => api.post(`/sms-templates/${id}/clone`, SmsTemplateSchema);
