import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import type { SmsTemplate } from '../sms-template-types';

/** One page of SMS templates with their tags as objects; `query` is the list query string (the screen's URL). */
export const getSmsTemplates = (query: string) => api.get<ListPage<SmsTemplate>>(`/sms-templates?${query}&include=tags`);

export const useSmsTemplates = (query: string) => useSWR(['/sms-templates', query], ([, q]) => getSmsTemplates(q), { keepPreviousData: true });
