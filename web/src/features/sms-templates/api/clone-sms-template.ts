import { api } from '@/lib/api-client';
import type { SmsTemplate } from '../sms-template-types';

/** The server names the copy '<name> (copy)' and makes it a Draft. */
export const cloneSmsTemplate = (id: number) => api.post<SmsTemplate>(`/sms-templates/${id}/clone`);
