import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import { STATUS } from '@shared/status';
import type { TemplateEntry } from '../message-types';

/** Active SMS templates matching the text (id or name); an SMS message stores the template id as text. */
export async function searchSmsTemplates(text: string): Promise<TemplateEntry[]> {
  const query = new URLSearchParams({ 'page[number]': '1', 'page[size]': '10', 'filter[search_query]': text, 'filter[status]': String(STATUS.active) });
  const page = await api.get<ListPage<{ id: number; name: string }>>(`/sms-templates?${query}`);
  return page.items.map((template) => ({ id: String(template.id), name: template.name }));
}
