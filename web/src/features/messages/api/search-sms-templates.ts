import type { TemplateEntry } from '../message-types';
import { getSmsTemplates } from '@/api/sms-templates/get-sms-templates';
import { STATUS } from '@shared/status';

/** Active SMS templates matching the text (id or name); an SMS message stores the template id as text. */
export async function searchSmsTemplates(text: string): Promise<TemplateEntry[]> {
  const query = new URLSearchParams({ 'page[number]': '1', 'page[size]': '10', 'filter[search_query]': text, 'filter[status]': String(STATUS.active) });
  return (await getSmsTemplates(String(query))).items.map((template) => ({ id: String(template.id), name: template.name }));
}
