import { api } from '@/lib/api-client';
import type { SmsTemplateInput } from '@shared/sms-templates';
import type { SmsTemplate } from '../sms-template-types';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateSmsTemplate = (id: number, { name, status, translations, tags }: SmsTemplateInput, version: number) =>
  api.put<SmsTemplate>(`/sms-templates/${id}`, { name, status, translations, tags, version });
