import { api } from '@/lib/api-client';
import { type SmsTemplateInput, SmsTemplateSchema } from '@shared/sms-templates';

export const createSmsTemplate = ({ name, status, translations, tags }: SmsTemplateInput) =>
  api.post('/sms-templates', SmsTemplateSchema, { name, status, translations, tags });
