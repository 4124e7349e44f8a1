import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ReferenceSetTemplate } from './get-reference-set-template';
import type { ListPage } from '@shared/list-query';

/** One page of templates (each with its referenceCount); `query` is the list query string, the same as the screen's URL. */
export const getReferenceSetTemplates = (query: string) => api.get<ListPage<ReferenceSetTemplate>>(`/reference-set-templates?${query}`);

export const useReferenceSetTemplates = (query: string) =>
  useSWR(['/reference-set-templates', query], ([, q]) => getReferenceSetTemplates(q), { keepPreviousData: true });
