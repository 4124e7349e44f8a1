import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ReferenceSetTemplateInput } from '@shared/reference-set-templates';

export interface ReferenceSetTemplate extends ReferenceSetTemplateInput {
  id: number;
  version: number;
  createdAt: number;
  updatedAt: number;
  /** In lists: the number of custom references. */
  referenceCount?: number;
}

export const getReferenceSetTemplate = (id: string) => api.get<ReferenceSetTemplate>(`/reference-set-templates/${encodeURIComponent(id)}`);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useReferenceSetTemplate = (id: string | undefined) =>
  useSWR(id ? [`/reference-set-templates/${id}`] : null, () => getReferenceSetTemplate(id!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
