import { api } from '@/lib/api-client';

/** Super-admin only; 409 while messages use the template. */
export const deleteSmsTemplate = (id: number) => api.delete<boolean>(`/sms-templates/${id}`);
