import { api } from '@/lib/api-client';
import { type SmsTemplateInput, SmsTemplateSchema } from '@shared/sms-templates';

/** Sends the version the form loaded; a newer one on the server answers 409 and changes nothing. */
export const updateSmsTemplate = (id: number, { name, status, translations, tags }: SmsTemplateInput, version: number) =>
  api.put(`/sms-templates/${id}`, SmsTemplateSchema, { name, status, translations, tags, version });
