import { api } from '@/lib/api-client';
import { DoneSchema } from '@shared/api';

/** Super-admin only; 409 while messages use the template. */
export const deleteSmsTemplate = (id: number) => api.delete(`/sms-templates/${id}`, DoneSchema);
