import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { TemplateEntry } from '../message-types';
import { SmsTemplateSchema } from '@shared/sms-templates';

/** The SMS template a message names, to show its name next to the id. */
export const getSmsTemplateEntry = async (id: string): Promise<TemplateEntry> => {
  const template = await api.get(`/sms-templates/${encodeURIComponent(id)}`, SmsTemplateSchema);
  return { id: String(template.id), name: template.name };
};

// Its own key: the SMS template screens cache full records under ['/sms-templates/{id}'].
export const useSmsTemplateEntry = (id: string | null) =>
  useSWR(id && /^\d+$/.test(id) ? ['/sms-templates', 'entry', id] : null, ([, , i]) => getSmsTemplateEntry(i), { revalidateOnFocus: false, shouldRetryOnError: false });
