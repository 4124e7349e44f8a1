import { api } from '@/lib/api-client';
import type { SmsTemplateInput } from '@shared/sms-templates';
import type { SmsTemplate } from '../sms-template-types';

export const createSmsTemplate = ({ name, status, translations, tags }: SmsTemplateInput) =>
  api.post<SmsTemplate>('/sms-templates', { name, status, translations, tags });
