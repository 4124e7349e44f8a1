import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { SmsTemplateSchema, SmsTemplateWithTagsSchema } from '@shared/sms-templates';

export const getSmsTemplate = (id: string) => api.get(`/sms-templates/${encodeURIComponent(id)}?include=tags`, SmsTemplateWithTagsSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useSmsTemplate = (id: string | undefined) =>
  useSWR(id ? [`/sms-templates/${id}`] : null, () => getSmsTemplate(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });

/**
 * The template a message names by its id (which may be anything typed: no request unless it is a
 * number), as stored. Its own key: the edit form caches the record with its tags under
 * ['/sms-templates/{id}'].
 */
export const useStoredSmsTemplate = (id: string | null) =>
  useSWR(id && /^\d+$/.test(id) ? ['/sms-templates', 'entry', id] : null, ([, , i]) => api.get(`/sms-templates/${encodeURIComponent(i)}`, SmsTemplateSchema), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
