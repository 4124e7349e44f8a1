import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { MessageWithTagsSchema } from '@shared/messages';

export const getMessage = (id: string) => api.get(`/messages/${encodeURIComponent(id)}?include=referenceSetTemplate,messageTranslations,tags`, MessageWithTagsSchema);

/** Loads once for the edit form: revalidating on focus would only fight the user's edits. */
export const useMessage = (id: string | undefined) =>
  useSWR(id ? [`/messages/${id}`] : null, () => getMessage(id!), { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
