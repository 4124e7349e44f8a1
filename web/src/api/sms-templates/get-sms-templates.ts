import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { SmsTemplateSchema, SmsTemplateWithTagsSchema } from '@shared/sms-templates';

/** One page of SMS templates, their tags as ids; `query` is a list query string (page, sort, filters). */
export const getSmsTemplates = (query: string) => api.get(`/sms-templates?${query}`, listPageOf(SmsTemplateSchema));

/** The list screen's page, with the tags themselves; `query` is the screen's URL. */
export const useSmsTemplates = (query: string) =>
  useSWR(['/sms-templates', query], ([, q]) => api.get(`/sms-templates?${q}&include=tags`, listPageOf(SmsTemplateWithTagsSchema)), { keepPreviousData: true });
