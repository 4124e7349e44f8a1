import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { STATUS } from '@shared/status';
import type { TemplateEntry } from '../message-types';
import { SmsTemplateSchema } from '@shared/sms-templates';

/** Active SMS templates matching the text (id or name); an SMS message stores the template id as text. */
export async function searchSmsTemplates(text: string): Promise<TemplateEntry[]> {
  const query = new URLSearchParams({ 'page[number]': '1', 'page[size]': '10', 'filter[search_query]': text, 'filter[status]': String(STATUS.active) });
  const page = await api.get(`/sms-templates?${query}`, listPageOf(SmsTemplateSchema));
  return page.items.map((template) => ({ id: String(template.id), name: template.name }));
}
