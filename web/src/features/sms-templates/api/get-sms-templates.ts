import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { SmsTemplateWithTagsSchema } from '@shared/sms-templates';

/** One page of SMS templates with their tags as objects; `query` is the list query string (the screen's URL). */
export const getSmsTemplates = (query: string) => api.get(`/sms-templates?${query}&include=tags`, listPageOf(SmsTemplateWithTagsSchema));

export const useSmsTemplates = (query: string) => useSWR(['/sms-templates', query], ([, q]) => getSmsTemplates(q), { keepPreviousData: true });
