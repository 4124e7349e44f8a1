import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-page-schema';
import { ReferenceSetTemplateSchema } from '@shared/reference-set-templates';

/** One page of templates (each with its referenceCount); `query` is a list query string (the list screen's URL). */
export const getReferenceSetTemplates = (query: string) => api.get(`/reference-set-templates?${query}`, listPageOf(ReferenceSetTemplateSchema));

export const useReferenceSetTemplates = (query: string) =>
  useSWR(['/reference-set-templates', query], ([, q]) => getReferenceSetTemplates(q), { keepPreviousData: true });
