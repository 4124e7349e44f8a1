import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { ReferenceSetTemplateSchema } from '@shared/reference-set-templates';

export const getReferenceSetTemplate = (id: string) => api.get(`/reference-set-templates/${encodeURIComponent(id)}`, ReferenceSetTemplateSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useReferenceSetTemplate = (id: string | undefined) =>
  useSWR(id ? [`/reference-set-templates/${id}`] : null, () => getReferenceSetTemplate(id!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
