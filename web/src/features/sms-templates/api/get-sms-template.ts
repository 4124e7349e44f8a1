import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { SmsTemplate } from '../sms-template-types';

export const getSmsTemplate = (id: string) => api.get<SmsTemplate>(`/sms-templates/${encodeURIComponent(id)}?include=tags`);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useSmsTemplate = (id: string | undefined) =>
  useSWR(id ? [`/sms-templates/${id}`] : null, () => getSmsTemplate(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
