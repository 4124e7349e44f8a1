import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { TemplateEntry } from '../message-types';
import { EmailTemplateEntrySchema } from '@shared/messages';
import { listPageOf } from '@shared/list-page-schema';

/** The template list of the service that serves this email type; `refresh` skips the server's cache. */
export async function getEmailTemplates(type: number, refresh = false): Promise<TemplateEntry[]> {
  const list = await api.get(`/email-templates?type=${type}${refresh ? '&clear_cache=true' : ''}`, listPageOf(EmailTemplateEntrySchema));
  return list.items.map((entry) => ({ id: String(entry.id), name: entry.name ?? String(entry.id) }));
}

/** The cached list of a type's templates (none for SMS: pass null). */
export const useEmailTemplates = (type: number | null) =>
  useSWR(type === null ? null : ['/email-templates', type], ([, t]) => getEmailTemplates(t), { revalidateOnFocus: false, revalidateIfStale: false });
