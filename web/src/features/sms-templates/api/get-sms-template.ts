import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { SmsTemplateWithTagsSchema } from '@shared/sms-templates';

export const getSmsTemplate = (id: string) => api.get(`/sms-templates/${encodeURIComponent(id)}?include=tags`, SmsTemplateWithTagsSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useSmsTemplate = (id: string | undefined) =>
  useSWR(id ? [`/sms-templates/${id}`] : null, () => getSmsTemplate(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
